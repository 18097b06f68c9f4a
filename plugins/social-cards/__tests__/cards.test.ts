import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHtml, type BuiltPage } from '../../../lib/build/built-site.mjs';
import { socialCardsConsumer } from '..';
import { cardCache, cardKey, type CardContent } from '../lib/cache';
import { pageCard } from '../lib/pageCard';
import { cardDrawer } from '../lib/render';
import { primaryColour } from '../lib/theme';

const SITE = 'https://docs.ledgerlink.io';
const TEMPLATE = { version: 1, colour: '#3438c4' };

function page(
  route: string,
  title: string,
  { image = `${SITE}/social-cards${route === '/' ? '/index' : route}.png`, crumbs = [] as string[] } = {},
): BuiltPage {
  const trail = crumbs.length
    ? `<nav class="theme-doc-breadcrumbs"><ul class="breadcrumbs"><li class="breadcrumbs__item"><a aria-label="Home page" class="breadcrumbs__link" href="/">Home</a></li>${crumbs
        .map((crumb) => `<li class="breadcrumbs__item"><span class="breadcrumbs__link">${crumb}</span></li>`)
        .join('')}<li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link">${title}</span></li></ul></nav>`
    : '';
  const html = `<!doctype html><html><head><title>${title} | Ledgerlink Docs</title><meta property="og:title" content="${title} | Ledgerlink Docs">${
    image ? `<meta property="og:image" content="${image}">` : ''
  }</head><body>${trail}<h1>${title}</h1></body></html>`;
  const file = route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
  return { file, route, html, tree: parseHtml(html) };
}

const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

describe('the card cache', () => {
  const card: CardContent = { title: 'Paging', section: 'Using the API' };

  it('keys a card by its title, section, template version and colour', () => {
    const key = cardKey(card, TEMPLATE);
    expect(cardKey({ ...card }, { ...TEMPLATE })).toBe(key);
    expect(cardKey({ ...card, title: 'Paging results' }, TEMPLATE)).not.toBe(key);
    expect(cardKey({ ...card, section: 'Accounting' }, TEMPLATE)).not.toBe(key);
    expect(cardKey(card, { ...TEMPLATE, version: 2 })).not.toBe(key);
    expect(cardKey(card, { ...TEMPLATE, colour: '#0b6b62' })).not.toBe(key);
    // Title and section cannot run into each other.
    expect(cardKey({ title: 'b c', section: 'a' }, TEMPLATE)).not.toBe(cardKey({ title: 'c', section: 'a b' }, TEMPLATE));
  });

  it('gives back what was put under a key, and nothing for a key never put', () => {
    const dir = path.join(tempDir('card-cache-'), 'cards');
    const cache = cardCache(dir);
    expect(cache.get('abc')).toBeUndefined();
    cache.put('abc', Buffer.from('png bytes'));
    expect(cardCache(dir).get('abc')?.toString()).toBe('png bytes');
    expect(fs.readdirSync(dir)).toEqual(['abc.png']);
  });
});

describe('what a page card says', () => {
  it('takes the title from og:title and the section from the breadcrumbs', () => {
    expect(pageCard(page('/using-the-api/paging', 'Paging', { crumbs: ['Using the API'] }), SITE)).toEqual({
      file: 'social-cards/using-the-api/paging.png',
      title: 'Paging',
      section: 'Using the API',
    });
  });

  it('names the section of pages outside the sidebars from their path', () => {
    expect(pageCard(page('/updates/new-bank-feeds', 'Bank feeds for Xero'), SITE)?.section).toBe('Updates');
    expect(pageCard(page('/accounting-api/', 'Accounting API reference'), SITE)?.section).toBe('API reference');
    expect(pageCard(page('/', 'Ledgerlink documentation'), SITE)).toMatchObject({
      file: 'social-cards/index.png',
      section: 'Documentation',
    });
  });

  it('draws no card for a page whose og:image is not one of ours', () => {
    expect(pageCard(page('/guide', 'Guide', { image: '' }), SITE)).toBeUndefined();
    expect(pageCard(page('/guide', 'Guide', { image: `${SITE}/img/hero.png` }), SITE)).toBeUndefined();
    expect(pageCard(page('/guide', 'Guide', { image: 'https://elsewhere.example/social-cards/guide.png' }), SITE)).toBeUndefined();
    expect(pageCard(page('/guide', 'Guide', { image: `${SITE}/social-cards/%2E%2E/%2E%2E/etc.png` }), SITE)).toBeUndefined();
  });
});

describe('the social cards of a build', () => {
  /** One build pass over the pages, drawing with a stand-in that records what it draws. */
  async function build(siteDir: string, pages: BuiltPage[]) {
    const outDir = tempDir('card-build-');
    const drawn: string[] = [];
    const cards = socialCardsConsumer({
      siteDir,
      outDir,
      siteUrl: SITE,
      template: TEMPLATE,
      draw: async (card) => {
        drawn.push(card.title);
        return Buffer.from(`${card.section}: ${card.title}`);
      },
    });
    pages.forEach((p) => cards.visit(p));
    const summary = await cards.finish();
    return { outDir, drawn, summary };
  }

  it('draws each distinct card once, and on a warm build only the cards of changed pages', async () => {
    const siteDir = tempDir('card-site-');
    const paging = page('/using-the-api/paging', 'Paging', { crumbs: ['Using the API'] });
    const ordering = page('/using-the-api/ordering', 'Ordering', { crumbs: ['Using the API'] });
    const tagged = page('/tags/paging', 'Paging', { crumbs: ['Using the API'] });
    const cold = await build(siteDir, [paging, ordering, tagged, page('/old', 'Old', { image: '' })]);
    expect(cold.drawn.sort()).toEqual(['Ordering', 'Paging']);
    expect(cold.summary).toEqual({ cards: 3, drawn: 2, cached: 0 });
    expect(fs.readFileSync(path.join(cold.outDir, 'social-cards/tags/paging.png'), 'utf8')).toBe('Using the API: Paging');
    expect(fs.existsSync(path.join(cold.outDir, 'social-cards/old.png'))).toBe(false);

    const warm = await build(siteDir, [paging, page('/using-the-api/ordering', 'Ordering results', { crumbs: ['Using the API'] })]);
    expect(warm.drawn).toEqual(['Ordering results']);
    expect(warm.summary).toEqual({ cards: 2, drawn: 1, cached: 1 });
    expect(fs.readFileSync(path.join(warm.outDir, 'social-cards/using-the-api/paging.png'), 'utf8')).toBe('Using the API: Paging');
  });

  it('fails the build naming the page whose card could not be drawn', async () => {
    const cards = socialCardsConsumer({
      siteDir: tempDir('card-site-'),
      outDir: tempDir('card-build-'),
      siteUrl: SITE,
      template: TEMPLATE,
      draw: () => Promise.reject(new Error('no font')),
    });
    cards.visit(page('/using-the-api/paging', 'Paging'));
    await expect(cards.finish()).rejects.toThrow('could not draw the card of /using-the-api/paging ("Paging")');
  });
});

describe('the card colour', () => {
  it("is the theme's light-mode primary colour", () => {
    const css = fs.readFileSync(path.resolve(__dirname, '../../../src/css/custom.css'), 'utf8');
    expect(primaryColour(css)).toMatch(/^#[0-9a-f]{6}$/);
    expect(primaryColour(':root { --ifm-color-primary: #ABCDEF; }\n[data-theme="dark"] { --ifm-color-primary: #000000; }')).toBe('#abcdef');
    expect(() => primaryColour('body { color: red; }')).toThrow('no --ifm-color-primary');
  });
});

describe('a drawn card', () => {
  it('is a PNG of 1200×630 under 60 kB', async () => {
    const drawer = cardDrawer(TEMPLATE, SITE);
    const card = {
      title: 'Connect a company to its accounting software and read its first invoices in three calls',
      section: 'Getting started',
    };
    const png = await drawer.draw(card).finally(() => drawer.close());
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.length).toBeLessThan(60_000);
  }, 30_000);
});

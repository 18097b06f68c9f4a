/**
 * The updates blog in the production build (spec §2.3, §9): 12 list pages of 10 posts, tag pages
 * 5/6/7 for deprecation/product/update, dated slugs, the Latest updates sidebar of 15 posts, the
 * feeds, and the Upcoming deprecations block computed from front matter.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';

const build = path.resolve(process.env.BUILD_DIR ?? 'build');
const html = (route: string) => fs.readFileSync(path.join(build, route, 'index.html'), 'utf8');
const exists = (route: string) => fs.existsSync(path.join(build, route, 'index.html'));

interface Post {
  slug: string;
  date: string;
  tags: string[];
  unlisted: boolean;
  draft: boolean;
  removalDate: string | null;
}

const isoDay = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

const posts: Post[] = fs
  .readdirSync('updates')
  .filter((name) => name.endsWith('.mdx') || name.endsWith('.md'))
  .map((name) => {
    const front = yaml.load(fs.readFileSync(path.join('updates', name), 'utf8').match(/^---\n([\s\S]*?)\n---/)![1]!) as Record<
      string,
      unknown
    >;
    return {
      slug: name.replace(/\.mdx?$/, ''),
      date: isoDay(front.date),
      tags: (front.tags as string[]) ?? [],
      unlisted: front.unlisted === true,
      draft: front.draft === true,
      removalDate: front.removal_date ? isoDay(front.removal_date) : null,
    };
  });
const listed = posts.filter((post) => !post.unlisted && !post.draft);

/** The post links of a list page's main column (not the sidebar). */
function listedOn(route: string): string[] {
  const main = html(route).split('<main')[1]!.split('</main>')[0]!;
  return [...main.matchAll(/<h2 class="[^"]*title[^"]*"[^>]*><a href="(\/updates\/\d{6}-[^"]+)"/g)].map((m) => m[1]!);
}

/** The posts the Latest updates sidebar lists on a page. */
function sidebarPosts(route: string): string[] {
  const page = html(route);
  const start = page.indexOf('Latest updates</h2>');
  expect(start, `${route} has a Latest updates sidebar`).toBeGreaterThan(0);
  const sidebar = page.slice(start, page.indexOf('</nav>', start));
  return [...sidebar.matchAll(/<a class="sidebarItemLink[^"]*" href="([^"]+)"/g)].map((m) => m[1]!);
}

describe('posts', () => {
  it('are 111 to 120 listed posts and 120 to 130 post pages, each built', () => {
    expect(listed.length).toBeGreaterThanOrEqual(111);
    expect(listed.length).toBeLessThanOrEqual(120);
    const built = posts.filter((post) => !post.draft);
    expect(built.length).toBeGreaterThanOrEqual(120);
    expect(built.length).toBeLessThanOrEqual(130);
    expect(built.filter((post) => !exists(`updates/${post.slug}`))).toEqual([]);
  });

  it('start their slug with a valid six-digit date equal to the front-matter date, 2022 to 2025', () => {
    for (const post of posts) {
      const [, yy, mm, dd] = /^(\d{2})(\d{2})(\d{2})-[a-z0-9]+(?:-[a-z0-9]+)*$/.exec(post.slug) ?? [];
      expect(yy, post.slug).toBeDefined();
      const day = `20${yy}-${mm}-${dd}`;
      expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10), `${post.slug} is a real date`).toBe(day);
      expect(post.date, post.slug).toBe(day);
      expect(Number(yy), post.slug).toBeGreaterThanOrEqual(22);
      expect(Number(yy), post.slug).toBeLessThanOrEqual(25);
    }
  });

  it('show their reading time', () => {
    const newest = [...listed].sort((a, b) => b.date.localeCompare(a.date))[0]!;
    expect(html(`updates/${newest.slug}`)).toMatch(/\d+ min read/);
    expect(html('updates').match(/\d+ min read/g)?.length).toBe(10);
  });
});

describe('list pages', () => {
  const pages = Math.ceil(listed.length / 10);

  it('are exactly 12: /updates/page/12 exists and /updates/page/13 does not', () => {
    expect(pages).toBe(12);
    expect(exists('updates/page/12')).toBe(true);
    expect(exists('updates/page/13')).toBe(false);
  });

  it('hold 10 posts each, newest first, every listed post once and no unlisted one', () => {
    const seen: string[] = [];
    for (let n = 1; n <= pages; n++) {
      const onPage = listedOn(n === 1 ? 'updates' : `updates/page/${n}`);
      expect(onPage.length, `page ${n}`).toBe(n < pages ? 10 : listed.length - 10 * (pages - 1));
      seen.push(...onPage);
    }
    const expected = [...listed].sort((a, b) => b.date.localeCompare(a.date)).map((post) => `/updates/${post.slug}`);
    expect(seen).toEqual(expected);
  });

  it('have an archive, a tag list and RSS and Atom feeds', () => {
    expect(exists('updates/archive')).toBe(true);
    expect(html('updates/tags')).toContain('href="/updates/tags/deprecation"');
    const rss = fs.readFileSync(path.join(build, 'updates/rss.xml'), 'utf8');
    const atom = fs.readFileSync(path.join(build, 'updates/atom.xml'), 'utf8');
    expect(rss.match(/<item>/g)?.length).toBe(30);
    expect(atom.match(/<entry>/g)?.length).toBe(30);
  });
});

describe('tag pages', () => {
  it.each([
    ['deprecation', 5],
    ['product', 6],
    ['update', 7],
  ])('%s has %i pages', (tag, count) => {
    expect(Math.ceil(listed.filter((post) => post.tags.includes(tag)).length / 10)).toBe(count);
    expect(exists(`updates/tags/${tag}/page/${count}`)).toBe(true);
    expect(exists(`updates/tags/${tag}/page/${count + 1}`)).toBe(false);
  });

  it('exist for the other tags the spec names', () => {
    for (const tag of [
      'webhooks',
      'api-keys',
      'bank-feeds',
      'lending',
      'portal',
      'xero',
      'netsuite',
      'quickbooks',
      'shopify',
      'sage',
      'link',
    ]) {
      expect(exists(`updates/tags/${tag}`), tag).toBe(true);
    }
  });
});

describe('sidebar', () => {
  const latest = [...listed]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, 15)
    .map((post) => `/updates/${post.slug}`);

  it('lists the 15 latest listed posts under Latest updates, on list pages and posts alike', () => {
    expect(sidebarPosts('updates')).toEqual(latest);
    expect(sidebarPosts(`updates/${listed[0]!.slug}`)).toEqual(latest);
  });

  it('lists the upcoming deprecations computed from front matter, above Latest updates', () => {
    const page = html('updates');
    const block = page.slice(page.indexOf('Upcoming deprecations</h2>'), page.indexOf('Latest updates</h2>'));
    const shown = [...block.matchAll(/href="(\/updates\/[^"]+)"/g)].map((m) => m[1]!);
    const buildDay = fs.statSync(path.join(build, 'updates/index.html')).mtime.toISOString().slice(0, 10);
    const expected = listed.filter((post) => post.removalDate && post.removalDate > buildDay).map((post) => `/updates/${post.slug}`);
    expect(shown.length).toBeGreaterThan(0);
    // Rendered twice (phone and desktop copies), each with every upcoming deprecation once.
    expect(new Set(shown)).toEqual(new Set(expected));
    expect(shown.length).toBe(expected.length * 2);
  });
});

/**
 * The docs for machines in the production build (issue 13): /llms.txt, /llms-full.txt, the `.md`
 * copy of every doc page and post, and the sitemap. Reads build/ (or $BUILD_DIR) after `npm run build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseYaml } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { markdownPathFor } from '../../src/utils/markdownPath';

const build = path.resolve(process.env.BUILD_DIR ?? 'build');
const read = (rel: string) => fs.readFileSync(path.join(build, rel), 'utf8');

/** The built file a site URL is served from, the way the production server finds it. */
function builtFile(url: string): string | undefined {
  const { pathname } = new URL(url);
  const rel = decodeURIComponent(pathname).replace(/^\/+/, '');
  const candidates = pathname.endsWith('/') ? [`${rel}index.html`] : [rel, `${rel}/index.html`, `${rel}.html`];
  return candidates.find((c) => fs.existsSync(path.join(build, c)) && fs.statSync(path.join(build, c)).isFile());
}

/** Every built HTML page, as `[urlPath, file]`. */
function htmlPages(): [string, string][] {
  return (fs.readdirSync(build, { recursive: true }) as string[])
    .filter((f) => f.endsWith('index.html'))
    .map((f) => [`/${f.replace(/index\.html$/, '')}`.replace(/(.)\/$/, '$1'), f]);
}

const isNoIndex = (html: string) => /<meta[^>]+name="robots"[^>]+content="[^"]*noindex/.test(html);

describe('llms.txt', () => {
  const text = read('llms.txt');
  const links = [...text.matchAll(/^- \[((?:\\.|[^\]])+)\]\(([^)\s]+)\)(?:: (.+))?$/gm)].map((m) => ({
    title: m[1]!,
    url: m[2]!,
    notes: m[3] ?? '',
  }));
  const origin = new URL(links[0]?.url ?? 'https://invalid').origin;

  it('follows the llms.txt format: a title, a summary block quote, then sections of link lists', () => {
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^# \S/);
    expect(lines[2]).toMatch(/^> \S/);
    expect(text.match(/^## /gm)!.length).toBeGreaterThanOrEqual(8);
    expect(links.length).toBeGreaterThan(100);
    // Every list line of a section is a well-formed link line.
    const sectionLines = text
      .split(/^## /m)
      .slice(1)
      .flatMap((s) => s.split('\n').slice(1))
      .filter((l) => l.startsWith('- '));
    expect(sectionLines.length).toBe(links.length);
  });

  it('links only to files the build has', () => {
    const missing = links.filter((l) => new URL(l.url).origin === origin && !builtFile(l.url)).map((l) => l.url);
    expect(missing).toEqual([]);
  });

  it('links each doc as Markdown with a one-line description, and never an unlisted page', () => {
    const docs = links.filter((l) => l.url.endsWith('.md'));
    expect(docs.length).toBeGreaterThan(100);
    for (const link of docs) {
      expect(link.notes, link.url).not.toBe('');
      const htmlUrl = link.url.replace(/\.md$/, '').replace(/\/index$/, '/');
      const file = builtFile(htmlUrl);
      expect(file, `${htmlUrl} has an HTML page`).toBeDefined();
      expect(isNoIndex(read(file!)), `${htmlUrl} is unlisted`).toBe(false);
    }
  });

  it('lists every API reference page with its OpenAPI spec as YAML and JSON, and the specs parse', () => {
    const apiPages = links.filter((l) => /-api\/$/.test(new URL(l.url).pathname));
    expect(apiPages.length).toBeGreaterThanOrEqual(10);
    for (const page of apiPages) {
      const [yamlUrl, jsonUrl] = [...page.notes.matchAll(/\[(?:YAML|JSON)\]\(([^)]+)\)/g)].map((m) => m[1]!);
      expect(yamlUrl, page.url).toMatch(/\/openapi\/[\w-]+\.yaml$/);
      expect(jsonUrl, page.url).toMatch(/\/openapi\/[\w-]+\.json$/);
      const fromYaml = parseYaml(read(builtFile(yamlUrl!)!)) as { openapi?: string };
      const fromJson = JSON.parse(read(builtFile(jsonUrl!)!)) as { openapi?: string };
      expect(fromYaml.openapi).toMatch(/^3\./);
      expect(fromJson.openapi).toBe(fromYaml.openapi);
    }
  });
});

describe('Markdown copies of pages', () => {
  it('exist for every doc page and post, next to the HTML page', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const [urlPath, file] of htmlPages()) {
      const html = read(file);
      if (
        !html.includes('<div class="theme-doc-markdown markdown">') &&
        !html.includes('<div id="__blog-post-container" class="markdown">')
      )
        continue;
      checked++;
      if (!fs.existsSync(path.join(build, markdownPathFor(urlPath)))) missing.push(urlPath);
    }
    expect(checked).toBeGreaterThan(300);
    expect(missing).toEqual([]);
  });

  it('serve the home doc as /index.md', () => {
    expect(read('index.md')).toMatch(/^# \S/);
  });

  it('carry a sample page’s headings and code blocks, without page chrome', () => {
    const html = read('using-the-api/paging/index.html');
    const markdown = read('using-the-api/paging.md');
    const article = html.slice(html.indexOf('<div class="theme-doc-markdown markdown">'), html.indexOf('<footer class="theme-doc-footer'));

    expect(markdown).toMatch(/^# \S/);
    const headings = [...article.matchAll(/<h([23])[^>]*id="[^"]+"[^>]*>([^<]+)</g)].map(
      (m) => `${'#'.repeat(Number(m[1]))} ${m[2]!.replace(/&#x27;/g, "'").replace(/&amp;/g, '&')}`,
    );
    expect(headings.length).toBeGreaterThan(2);
    for (const heading of headings) expect(markdown).toContain(`\n${heading}\n`);

    const blocks = article.match(/<pre/g)?.length ?? 0;
    const languages = [...article.matchAll(/<pre[^>]*class="[^"]*language-([\w-]+)/g)].map((m) => m[1]!);
    const fences = [...markdown.matchAll(/^(`{3,})(\S*).*\n[\s\S]*?^\1$/gm)].map((m) => m[2]!);
    expect(blocks).toBeGreaterThan(0);
    expect(fences.filter((l) => l !== 'mermaid')).toEqual(languages);

    for (const chrome of ['On this page', 'Edit this page', 'Direct link to']) expect(markdown).not.toContain(chrome);
  });
});

describe('llms-full.txt', () => {
  const full = read('llms-full.txt');
  const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((m) => m[1]!);

  it('holds every listed doc page once, each under its title with a source URL that is a built page', () => {
    expect(full).toMatch(/^# \S/);
    expect(sources.length).toBeGreaterThan(300);
    expect(new Set(sources).size).toBe(sources.length);
    const missing = sources.filter((url) => !builtFile(url));
    expect(missing).toEqual([]);
  });

  it('has every doc that llms.txt lists', () => {
    // `/knowledge-base/` is published as `/knowledge-base.md`, so compare without trailing slashes.
    const bare = (url: string) => url.replace(/\/index$/, '').replace(/\/+$/, '');
    const listed = [...read('llms.txt').matchAll(/\]\((\S+?)\.md\)/g)]
      .map((m) => bare(m[1]!))
      .filter((url) => !new URL(url).pathname.startsWith('/updates/'));
    const inFull = new Set(sources.map(bare));
    expect(listed.filter((url) => !inFull.has(url))).toEqual([]);
  });
});

describe('sitemap.xml', () => {
  const sitemap = read('sitemap.xml');
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

  it('lists every operation and webhook anchor of an API reference page', () => {
    const ids = [...read('platform-api/index.html').matchAll(/id="((?:operation|webhook)\/[^"]+)"/g)].map((m) => m[1]!);
    expect(ids.length).toBeGreaterThan(10);
    const listed = new Set(locs.filter((l) => l.includes('/platform-api/#')).map((l) => l.split('#')[1]));
    expect([...listed].sort()).toEqual([...new Set(ids)].sort());
  });

  it('lists only built, indexable pages: no search, API explorer, redirect or unlisted page', () => {
    const pages = [...new Set(locs.map((l) => l.split('#')[0]!))];
    const problems = pages.filter((url) => {
      const file = builtFile(url);
      const html = file ? read(file) : '';
      return !file || isNoIndex(html) || /http-equiv="refresh"/i.test(html) || /^\/(search|swagger)(\/|$)/.test(new URL(url).pathname);
    });
    expect(problems).toEqual([]);
  });

  it('lists every doc page that llms-full.txt holds', () => {
    const pages = new Set(locs);
    const sources = [...read('llms-full.txt').matchAll(/^Source: (\S+)$/gm)].map((m) => m[1]!);
    expect(sources.filter((url) => !pages.has(url))).toEqual([]);
  });
});

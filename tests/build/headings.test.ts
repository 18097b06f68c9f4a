/**
 * Every page a reader lands on in the production build has exactly one h1, its title: the first
 * entry of a screen reader's heading list and what axe's `page-has-heading-one` asks for. Client
 * redirect stubs (a meta refresh, no app) are not pages.
 */
import path from 'node:path';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readBuildReport } from '../../lib/build/build-report.mjs';
import { buildFiles, pagePathOf } from '../../lib/build/built-site.mjs';
import { sourceOfRoute } from '../../lib/build/page-sources.mjs';

const build = path.resolve(process.env.BUILD_DIR ?? 'build');
const pages = buildFiles(build)
  .filter((file) => file.endsWith('.html'))
  .map((file) => ({ route: pagePathOf(file), html: fs.readFileSync(path.join(build, file), 'utf8') }))
  .filter(({ html }) => !/<meta http-equiv="refresh"/i.test(html) || html.includes('id="__docusaurus"'));

const sources = readBuildReport(build).sources;

/**
 * Where a writer fixes a page: a Markdown source at its last top-level heading (`# `, outside code
 * fences: an h1 besides the title), else at line 1; the route for a generated page.
 */
function sourceLine(route: string): string {
  const file = sourceOfRoute(sources, route);
  if (!file) return `${route} (a generated page)`;
  if (!/\.mdx?$/.test(file)) return `${file}:1`;
  let fenced = false;
  const headings: number[] = [];
  fs.readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      else if (!fenced && /^# /.test(line)) headings.push(i + 1);
    });
  return `${file}:${headings.at(-1) ?? 1}`;
}

const h1s = (html: string) => [...html.matchAll(/<h1[\s>][\s\S]*?<\/h1>/g)].map((m) => m[0].replace(/<[^>]+>/g, '').trim());

describe('one h1 per page', () => {
  it('holds for every built page', () => {
    expect(pages.length).toBeGreaterThan(600);
    const wrong = pages
      .filter(({ html }) => h1s(html).length !== 1)
      .map(({ route, html }) => `${sourceLine(route)}: ${route} has ${h1s(html).length} h1 (a page has exactly one, its title)`);
    expect(wrong, 'pages without exactly one h1').toEqual([]);
  });

  it('names the blog on each updates list page, and the page after the first', () => {
    const lists = pages.filter(({ route }) => /^\/updates\/(page\/\d+\/)?$/.test(route));
    expect(lists).toHaveLength(12);
    for (const { route, html } of lists) {
      expect(h1s(html), route).toEqual(['Ledgerlink updates']);
      const page = /page\/(\d+)/.exec(route)?.[1];
      if (page) expect(html, route).toContain(`Page ${page} of 12`);
      else expect(html).not.toMatch(/Page \d+ of 12/);
    }
  });
});

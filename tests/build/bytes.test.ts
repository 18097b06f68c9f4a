/**
 * The byte budgets of issue 11 (perf/budgets.json), over the production build: the JavaScript and
 * CSS a first visit downloads, computed the way `npm run perf` reports it (lib/perf/bytes.mjs:
 * the HTML's entry assets plus the chunks of every route the URL matches, gzip level 6).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBuild, pageComponents, pickPages } from '../../lib/perf/bytes.mjs';
import { docPageJsBudget } from '../../lib/perf/report.mjs';

const budgets = JSON.parse(fs.readFileSync(path.resolve('perf/budgets.json'), 'utf8')) as {
  bytes: { docPageJsGzip: number; docPageJsGzipCoreRouteTable: number; cssGzip: number; apiPageJsGzip: number };
};
const buildDir = process.env.BUILD_DIR ?? 'build';
const build = loadBuild({ buildDir });
const leaves = build.leafRoutes();
const routesOf = (component: string) => leaves.filter((leaf) => leaf.component === component).map((leaf) => leaf.path);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
// With the route split off (ROUTE_SPLIT=false), the budget that counts core's route table on every page.
const docJs = docPageJsBudget(budgets.bytes, build.routeSplit);

describe('byte budgets of a first visit', () => {
  it(`every doc page fetches at most ${kB(docJs.limit)} of JavaScript (${docJs.budget})`, () => {
    const docs = routesOf(pageComponents.doc);
    expect(docs.length).toBeGreaterThan(400);
    const over = docs.map((route) => ({ route, js: build.pageBytes(route).js.gzip })).filter(({ js }) => js > docJs.limit);
    expect(over.map(({ route, js }) => `${route}: ${kB(js)}`)).toEqual([]);
  });

  it(`every API reference page fetches at most ${kB(budgets.bytes.apiPageJsGzip)} of JavaScript`, () => {
    const apis = routesOf(pageComponents.api);
    expect(apis.length).toBe(21);
    const over = apis.map((route) => ({ route, js: build.pageBytes(route).js.gzip })).filter(({ js }) => js > budgets.bytes.apiPageJsGzip);
    expect(over.map(({ route, js }) => `${route}: ${kB(js)}`)).toEqual([]);
  });

  it(`every page type fetches at most ${kB(budgets.bytes.cssGzip)} of CSS`, () => {
    const pages = pickPages(build);
    expect(pages.map((page) => page.type)).toEqual([
      'docs home',
      'doc page',
      'long doc page',
      'updates',
      'post',
      'largest API page',
      'search',
    ]);
    const over = pages
      .map((page) => ({ ...page, css: build.pageBytes(page.path).css.gzip }))
      .filter(({ css }) => css > budgets.bytes.cssGzip);
    expect(over.map(({ type, path: route, css }) => `${type} ${route}: ${kB(css)}`)).toEqual([]);
  });

  it('keeps the lazily loaded parts out of what a doc page fetches first', () => {
    const files = build.pageBytes('/using-the-api/paging').files.map((file) => file.url);
    const sources = files.filter((url) => url.endsWith('.js')).map((url) => fs.readFileSync(path.join(buildDir, url), 'utf8'));
    const loaded = sources.join('\n');
    // A string each of these has that no other code in the bundle has (minified names differ).
    const markers = [
      ['Prism', '.tokenize('],
      ['medium-zoom', 'medium-zoom-overlay'],
      ['Mermaid', 'flowchart-v2'],
      ['react-live and its transformer', 'jsxPragma'],
      ['the Amplitude SDK', 'api2.amplitude.com/2/httpapi'],
      ['Swagger UI', 'swagger-ui'],
    ] as const;
    const everything = fs
      .readdirSync(path.join(buildDir, 'assets/js'))
      .map((name) => fs.readFileSync(path.join(buildDir, 'assets/js', name), 'utf8'))
      .join('\n');
    for (const [part, marker] of markers) {
      expect(everything.includes(marker), `${part} is in the build`).toBe(true);
      expect(loaded.includes(marker), `${part} is in the first load of a doc page`).toBe(false);
    }
  });
});

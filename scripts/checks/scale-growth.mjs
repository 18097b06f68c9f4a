#!/usr/bin/env node
// `npm test` step "scale-growth" (issue 18): a page's first visit must not grow with the size of the
// site. Builds a copy of the site with twice the content (lib/perf/scaleSite.mjs: the docs
// tree and the posts copied once more, with their sidebars), then compares the JavaScript a first
// visit of a doc page and of a post downloads with the same pages of the build in build/. Fails when
// either grows by more than the budget per 100 routes added (perf/budgets.json,
// `firstVisitJsPer100RoutesGzip`). `npm run perf:scale` measures 1× to 8× with build time and memory.
// Usage: node scripts/checks/scale-growth.mjs [buildDir]
import fs from 'node:fs';
import path from 'node:path';
import { loadBuild, pickPages } from '../../lib/perf/bytes.mjs';
import { measuredBuild } from '../../lib/perf/build.mjs';
import { copySite } from '../../lib/perf/scaleSite.mjs';

const budget = JSON.parse(fs.readFileSync('perf/budgets.json', 'utf8')).bytes.firstVisitJsPer100RoutesGzip;
const base = loadBuild({ buildDir: process.argv[2] ?? 'build' });
const pages = pickPages(base).filter((page) => page.type === 'doc page' || page.type === 'post');

const { dir, added } = copySite(process.cwd(), 2);
console.log(`[scale-growth] building a copy with ${added.docs} docs and ${added.posts} posts more, in ${dir}…`);
try {
  // Only JavaScript bytes are compared here, so the copy is built without the pass over the built pages (llms
  // files, search index, social cards, checks report), which writes no JavaScript; `npm run perf:scale` builds it all.
  const build = await measuredBuild({ cold: false, cwd: dir, env: { BUILD_PASS: 'false' } });
  const scaled = loadBuild({ buildDir: path.join(dir, 'build'), generatedDir: path.join(dir, '.docusaurus') });
  const routes = { base: base.leafRoutes().length, scaled: scaled.leafRoutes().length };
  const addedRoutes = routes.scaled - routes.base;
  console.log(`[scale-growth] ${routes.base} → ${routes.scaled} routes, built in ${build.wallSeconds?.toFixed(0)} s`);
  let failed = 0;
  for (const page of pages) {
    const before = base.pageBytes(page.path).js.gzip;
    const after = scaled.pageBytes(page.path).js.gzip;
    const per100 = ((after - before) / addedRoutes) * 100;
    const ok = per100 <= budget;
    if (!ok) failed++;
    console.log(
      `[scale-growth] ${ok ? 'ok  ' : 'FAIL'} ${page.type} ${page.path}: ${before} → ${after} B gzip of JS, ${per100.toFixed(0)} B per 100 routes (budget ${budget})`,
    );
  }
  if (addedRoutes < routes.base * 0.8) {
    console.error(`[scale-growth] the copy added only ${addedRoutes} routes to ${routes.base}: the scaled content is not being built`);
    failed++;
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}

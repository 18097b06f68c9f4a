#!/usr/bin/env node
// Moved-page guard. tests/published-routes.txt lists every route the site publishes (one page of
// the production build each, client redirect pages excluded). The check fails when a listed route
// is gone and no redirect in vercel.json (generated from redirects.ts) takes its readers elsewhere,
// and when the build publishes a route the list does not have yet: add pages deliberately.
// Usage: node scripts/checks/published-routes.mjs [build-dir]            check
//        node scripts/checks/published-routes.mjs [build-dir] --update   rewrite the list from the build
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pagePathOf } from '../lib/html-links.mjs';
import { loadRedirectRules, normalizePath } from '../lib/redirect-rules.mjs';

const LIST_HEADER = [
  '# Every route the production build publishes, one per line. Checked by',
  '# scripts/checks/published-routes.mjs: a route that disappears needs a redirect in redirects.ts;',
  '# after adding or removing pages on purpose, run `node scripts/checks/published-routes.mjs build --update`.',
];

function* htmlFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/** Every route a build folder serves a real page at (not the 404 page, not client redirect pages), sorted. */
export function builtRoutes(buildDir) {
  const routes = new Set();
  for (const file of htmlFiles(buildDir)) {
    const rel = path.relative(buildDir, file);
    if (rel === '404.html') continue;
    const html = fs.readFileSync(file, 'utf8');
    if (/<meta\s+http-equiv="refresh"/i.test(html) && !html.includes('id="__docusaurus"')) continue;
    routes.add(normalizePath(pagePathOf(rel)));
  }
  return [...routes].sort();
}

/** The routes of a published-routes list (comments and blank lines ignored). */
export function parseRouteList(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

export function renderRouteList(routes) {
  return `${[...LIST_HEADER, ...[...routes].sort()].join('\n')}\n`;
}

/**
 * Compares the committed list with the routes of the current build. `redirectTo(route)` returns
 * where an old route is redirected, or null. A gone route is fine when its redirect lands on a
 * route the build publishes.
 */
export function compareRoutes(listed, current, redirectTo) {
  const now = new Set(current);
  const before = new Set(listed);
  const problems = [];
  for (const route of listed) {
    if (now.has(route)) continue;
    const target = redirectTo(route);
    if (!target) problems.push(`${route}: published before, gone now and not redirected (add a redirect to redirects.ts)`);
    else if (!now.has(normalizePath(target))) problems.push(`${route}: gone and redirected to ${target}, which is not published either`);
  }
  for (const route of current) {
    if (!before.has(route)) problems.push(`${route}: new route, not in tests/published-routes.txt (run with --update to add it)`);
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const buildDir = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'build');
  const listFile = fileURLToPath(new URL('../../tests/published-routes.txt', import.meta.url));
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`No production build in ${buildDir}.`);
    process.exit(1);
  }
  const current = builtRoutes(buildDir);
  if (args.includes('--update')) {
    fs.writeFileSync(listFile, renderRouteList(current));
    console.log(`Wrote tests/published-routes.txt: ${current.length} routes.`);
    process.exit(0);
  }
  const listed = fs.existsSync(listFile) ? parseRouteList(fs.readFileSync(listFile, 'utf8')) : [];
  const redirectTo = loadRedirectRules(fileURLToPath(new URL('../../vercel.json', import.meta.url)));
  const problems = compareRoutes(listed, current, redirectTo);
  for (const line of problems) console.log(line);
  console.log(`Published routes: ${listed.length} listed, ${current.length} built, ${problems.length} problems.`);
  process.exit(problems.length ? 1 : 0);
}

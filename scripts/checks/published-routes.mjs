#!/usr/bin/env node
// Moved-page guard. tests/published-routes.txt lists every route the site publishes (one page of
// the production build each, client redirect pages excluded). The check fails when a listed route
// is gone and no redirect in vercel.json (generated from redirects.ts) takes its readers elsewhere,
// and when the build publishes a route the list does not have yet: add pages deliberately. The routes
// come from the build's one pass over its pages (plugins/build-pass).
// Usage: node scripts/checks/published-routes.mjs [build-dir]            check
//        node scripts/checks/published-routes.mjs [build-dir] --update   rewrite the list from the build
import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readBuildReport } from '../lib/build-report.mjs';
import { loadRedirectRules, normalizePath } from '../lib/redirect-rules.mjs';
import { isClientRedirectPage } from '../redirects/build-check.mjs';

const LIST_HEADER = [
  '# Every route the production build publishes, one per line. Checked by',
  '# scripts/checks/published-routes.mjs: a route that disappears needs a redirect in redirects.ts;',
  '# after adding or removing pages on purpose, run `node scripts/checks/published-routes.mjs build --update`.',
];

/** The route a parsed page publishes: null for the 404 page and client redirect pages. */
export function publishedRoute(/** @type {import('../lib/built-site.mjs').BuiltPage} */ page) {
  if (page.file === '404.html' || isClientRedirectPage(page.tree)) return null;
  return normalizePath(page.route);
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
  const buildDir = args.find((a) => !a.startsWith('--')) ?? 'build';
  const listFile = fileURLToPath(new URL('../../tests/published-routes.txt', import.meta.url));
  const current = readBuildReport(buildDir, { save: true }).routes;
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

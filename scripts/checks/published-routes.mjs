#!/usr/bin/env node
// Moved-page guard. tests/published-routes.txt lists every route the site publishes (one page of
// the production build each, client redirect pages excluded). The check fails when a listed route
// is gone and no redirect in vercel.json (generated from redirects.ts) takes its readers elsewhere,
// and when the build publishes a route the list does not have yet: add pages deliberately. A new page
// is named at its source file, a gone one at its line of the list; both say the command that accepts
// the change (`npm run routes:update`). The routes come from the build's one pass over its pages (plugins/build-pass).
// Usage: node scripts/checks/published-routes.mjs [build-dir]            check
//        node scripts/checks/published-routes.mjs [build-dir] --update   rewrite the list from the build
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readBuildReport } from '../../lib/build/build-report.mjs';
import { loadRedirectRules } from '../../lib/host/redirect-rules.mjs';
import { compareRoutes, parseRouteList, renderRouteList } from '../../lib/build/published-routes.mjs';
import { sourceOfRoute } from '../../lib/build/page-sources.mjs';
import { printProblems } from '../../lib/report/problems.mjs';

const LIST = 'tests/published-routes.txt';
const args = process.argv.slice(2);
const buildDir = args.find((a) => !a.startsWith('--')) ?? 'build';
const listFile = fileURLToPath(new URL(`../../${LIST}`, import.meta.url));
const { routes: current, sources } = readBuildReport(buildDir, { save: true });
if (args.includes('--update')) {
  fs.writeFileSync(listFile, renderRouteList(current));
  console.log(`Wrote ${LIST}: ${current.length} routes.`);
  process.exit(0);
}
const listText = fs.existsSync(listFile) ? fs.readFileSync(listFile, 'utf8') : '';
const listed = parseRouteList(listText);
const redirectTo = loadRedirectRules(fileURLToPath(new URL('../../vercel.json', import.meta.url)));
const problems = compareRoutes(listed, current, redirectTo).map(({ route, change, message }) => {
  if (change === 'new') return { file: sourceOfRoute(sources, route) ?? LIST, message };
  const line = listText.split('\n').findIndex((entry) => entry.trim() === route) + 1;
  return { file: LIST, ...(line ? { line } : {}), message };
});
printProblems(problems, { title: 'published routes' });
console.log(`Published routes: ${listed.length} listed, ${current.length} built, ${problems.length} problems.`);
process.exit(problems.length ? 1 : 0);

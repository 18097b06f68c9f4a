#!/usr/bin/env node
// Moved-page guard. tests/published-routes.txt lists every route the site publishes (one page of
// the production build each, client redirect pages excluded). The check fails when a listed route
// is gone and no redirect in vercel.json (generated from redirects.ts) takes its readers elsewhere,
// and when the build publishes a route the list does not have yet: add pages deliberately. The routes
// come from the build's one pass over its pages (plugins/build-pass).
// Usage: node scripts/checks/published-routes.mjs [build-dir]            check
//        node scripts/checks/published-routes.mjs [build-dir] --update   rewrite the list from the build
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readBuildReport } from '../../lib/build/build-report.mjs';
import { loadRedirectRules } from '../../lib/host/redirect-rules.mjs';
import { compareRoutes, parseRouteList, renderRouteList } from '../../lib/build/published-routes.mjs';

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

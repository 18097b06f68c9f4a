#!/usr/bin/env node
// The redirect check over the production build: targets exist, sources do not shadow real pages,
// no chains of two hops, and the client redirect pages match redirects.ts.
// Usage: node scripts/redirects/check.mjs [build-dir] [--no-client]. Exits 1 and lists each problem.
import path from 'node:path';
import { checkBuiltRedirects } from './build-check.mjs';
import { loadRedirectsModule } from './load.mjs';

const args = process.argv.slice(2);
const buildDir = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'build');
const { redirects } = loadRedirectsModule();
const list = redirects();
const problems = checkBuiltRedirects(list, buildDir, { client: !args.includes('--no-client') });
for (const line of problems) console.log(line);
const byFamily = {};
for (const r of list) byFamily[r.family] = (byFamily[r.family] ?? 0) + 1;
console.log(`Redirect check: ${list.length} redirects (${Object.entries(byFamily).map(([f, n]) => `${f} ${n}`).join(', ')}), ${problems.length} problems.`);
process.exit(problems.length ? 1 : 0);

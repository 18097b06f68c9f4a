#!/usr/bin/env node
// The redirect check over the production build: targets exist, sources do not shadow real pages,
// no chains of two hops, and the client redirect pages match redirects.ts. The check runs in the
// build's one pass over its pages (plugins/build-pass); this prints its report.
// Usage: node scripts/redirects/check.mjs [build-dir] [--no-client]. Exits 1 and lists each problem.
import { readBuildReport } from '../../lib/build/build-report.mjs';

const args = process.argv.slice(2);
const { redirects } = readBuildReport(args.find((a) => !a.startsWith('--')) ?? 'build', { save: true });
const problems = args.includes('--no-client') ? redirects.hostOnlyProblems : redirects.problems;
for (const line of problems) console.log(line);
const families = Object.entries(redirects.byFamily)
  .map(([f, n]) => `${f} ${n}`)
  .join(', ');
console.log(`Redirect check: ${redirects.count} redirects (${families}), ${problems.length} problems.`);
process.exit(problems.length ? 1 : 0);

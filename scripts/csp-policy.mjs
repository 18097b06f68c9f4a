#!/usr/bin/env node
// Checks lib/host/csp-build.json (the inline-script hashes and live-playground routes that the
// Content-Security-Policy allows) against a production build, or rewrites it with --write.
// Usage: node scripts/csp-policy.mjs [--write] [build-dir]
import fs from 'node:fs';
import path from 'node:path';
import { readBuildReport } from '../lib/build/build-report.mjs';
import { POLICY_FILE, policyDrift } from '../lib/host/security-headers.mjs';

async function main(args) {
  const dir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'build');
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`No production build in ${dir}.`);
    process.exit(1);
  }
  const { csp: scan } = readBuildReport(dir, { save: true });
  if (args.includes('--write')) {
    const scripts = Object.entries(scan.scripts).map(([hash, { start }]) => ({ hash, start }));
    const about = 'Inputs of the Content-Security-Policy found in the build; written by node scripts/csp-policy.mjs --write build.';
    fs.writeFileSync(POLICY_FILE, `${JSON.stringify({ about, scripts, evalRoutes: scan.evalRoutes }, null, 2)}\n`);
    console.log(
      `Wrote ${scripts.length} script hashes and ${scan.evalRoutes.length} playground routes to ${path.relative(process.cwd(), POLICY_FILE)}.`,
    );
    console.log('Now run node scripts/redirects/generate.mjs to update vercel.json.');
  } else {
    for (const [hash, { start, pages }] of Object.entries(scan.scripts))
      console.log(`inline script ${hash} (${pages} pages): ${start.slice(0, 60)}…`);
    for (const route of scan.evalRoutes) console.log(`live playground: ${route}`);
    const problems = policyDrift(scan);
    for (const problem of problems) console.log(`csp-build.json: ${problem}`);
    console.log(
      problems.length
        ? 'Run node scripts/csp-policy.mjs --write build, then node scripts/redirects/generate.mjs.'
        : 'csp-build.json fits this build.',
    );
    process.exit(problems.length ? 1 : 0);
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error);
  process.exit(1);
});

#!/usr/bin/env node
// Writes vercel.json (the host's 301s, clean URLs, no trailing slashes) from redirects.ts.
// Usage: node scripts/redirects/generate.mjs          write vercel.json
//        node scripts/redirects/generate.mjs --check  exit 1 when the committed vercel.json is out of date
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadRedirectsModule } from '../../lib/host/load-redirects.mjs';
import { renderVercelJson, vercelJsonDiff } from '../../lib/host/vercel-json.mjs';

const file = fileURLToPath(new URL('../../vercel.json', import.meta.url));
const { redirects, vercelConfig, redirectProblems, docPages } = loadRedirectsModule();
const list = redirects();
const expected = renderVercelJson(vercelConfig(list));

if (process.argv.includes('--check')) {
  const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  const diff = vercelJsonDiff(committed, expected);
  for (const line of diff.slice(0, 50)) console.log(`vercel.json: ${line}`);
  if (diff.length > 50) console.log(`vercel.json: … and ${diff.length - 50} more`);
  const problems = redirectProblems(list, docPages());
  for (const { from, problem } of problems) console.log(`redirects.ts: ${from}: ${problem}`);
  console.log(
    diff.length
      ? `vercel.json is out of date with redirects.ts: run \`node scripts/redirects/generate.mjs\`. ${problems.length} problems in redirects.ts.`
      : `vercel.json is in sync with redirects.ts (${list.length} redirects). ${problems.length} problems in redirects.ts.`,
  );
  process.exit(diff.length || problems.length ? 1 : 0);
}

fs.writeFileSync(file, expected);
console.log(`Wrote vercel.json: ${list.length} redirects.`);

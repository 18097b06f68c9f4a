#!/usr/bin/env node
// Writes the "What changed" list of every API to src/data/apiChanges.json: what was added, deprecated or removed in
// each spec since a git revision (a release tag; the repository has none yet, so its first commit, 24 November 2026).
// The API reference pages link and show it. `--check` fails when the file differs from a fresh comparison.
// Usage: node scripts/api-changes.mjs [--since <rev>] [--check]. Without --since, the file's own revision.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { API_CHANGES_FILE, apiChanges, apiChangesText, revision } from '../lib/openapi/api-changes-file.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const { values } = parseArgs({ options: { since: { type: 'string' }, check: { type: 'boolean', default: false } } });
const file = path.join(root, API_CHANGES_FILE);
const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
const wanted = values.since ?? (current ? JSON.parse(current).since.rev : undefined);
if (!wanted) {
  console.error(`No revision to compare with: pass --since <rev> (a tag, or a dated commit).`);
  process.exit(1);
}
const since = revision(root, wanted);
if (!since) {
  console.log(`What changed: skipped, this clone has no revision ${wanted} (pass --since <rev>).`);
  process.exit(0);
}
const text = apiChangesText(apiChanges(root, since));
const counts = (lists) =>
  Object.values(lists.apis).reduce((n, api) => n + api.added.length + api.deprecated.length + api.removed.length, 0);
if (values.check) {
  if (text === current) {
    console.log(`${API_CHANGES_FILE} is up to date (${counts(JSON.parse(text))} changes since ${since.date}).`);
    process.exit(0);
  }
  console.error(`${API_CHANGES_FILE} is out of date: run \`npm run api-changes\` and commit it.`);
  process.exit(1);
}
fs.writeFileSync(file, text);
console.log(`Wrote ${API_CHANGES_FILE}: ${counts(JSON.parse(text))} changes since ${since.date} (${since.rev.slice(0, 9)}).`);

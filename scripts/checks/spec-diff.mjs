#!/usr/bin/env node
// Spec changes checked against main: each spec under static/openapi/ in the working tree against its state at the
// merge base of HEAD and main (lib/openapi/). A breaking change fails unless the thing is deprecated with an
// `x-removal-date` and an update post names it; additions and other changes are listed.
// Usage: node scripts/checks/spec-diff.mjs [--base <rev>] (default origin/main, else main). Exits 1 on a problem.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkSpecChanges } from '../../lib/openapi/spec-gate.mjs';
import { SpecFiles, gitReader, workingTreeReader } from '../../lib/openapi/spec-files.mjs';
import { markdownFiles } from '../../lib/markdown-files.mjs';
import { printProblems } from '../../lib/report/problems.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SPEC_DIR = 'static/openapi';
const { values } = parseArgs({ options: { base: { type: 'string' } } });

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const exists = (rev) => {
  try {
    git('rev-parse', '--verify', '--quiet', `${rev}^{commit}`);
    return true;
  } catch {
    return false;
  }
};

const ref = values.base ?? ['origin/main', 'main'].find(exists);
if (!ref || !exists(ref)) {
  console.log(`Spec diff: skipped, this clone has no ${values.base ?? 'origin/main or main'} to compare with (pass --base <rev>).`);
  process.exit(0);
}
const mergeBase = git('merge-base', 'HEAD', ref);
const label = `${ref} (${mergeBase.slice(0, 9)})`;

const specsIn = (names) => names.filter((name) => name.endsWith('.yaml')).map((name) => `${SPEC_DIR}/${name}`);
let baseNames = [];
try {
  baseNames = git('ls-tree', '--name-only', `${mergeBase}:${SPEC_DIR}`).split('\n');
} catch {
  // The base has no spec folder: every spec is new.
}
const baseFiles = specsIn(baseNames);
const headFiles = specsIn(fs.readdirSync(path.join(root, SPEC_DIR)));
const files = [...new Set([...baseFiles, ...headFiles])].sort();
const posts = markdownFiles(path.join(root, 'updates')).map((file) => ({
  file: path.relative(root, file),
  text: fs.readFileSync(file, 'utf8'),
}));

const { problems, accepted, listed } = checkSpecChanges({
  files,
  base: new SpecFiles(gitReader(root, mergeBase)),
  head: new SpecFiles(workingTreeReader(root)),
  posts,
  baseLabel: ref,
});
for (const line of listed) console.log(`listed: ${line}`);
for (const line of accepted) console.log(`accepted: ${line}`);
const errors = printProblems(problems, { title: 'spec-diff' });
const changes = (count) => `${count} breaking ${count === 1 ? 'change' : 'changes'}`;
console.log(
  `Spec diff against ${label}: ${files.length} specs, ${listed.length} listed, ${changes(accepted.length)} accepted, ${changes(errors)} without deprecation and post.`,
);
process.exit(errors ? 1 : 0);

#!/usr/bin/env node
// Prose lint of docs/ and updates/ with textlint (.textlintrc.cjs, lib/prose/): terminology is an error, sentence
// length and weasel words are warnings. Prints each error as `file:line:column: rule: message`, a count per rule and
// the time taken. Warnings are printed too for the files you name, or for all with --warnings; over the whole site
// they are only counted, so that a run shows its errors rather than a thousand lines of advice.
// Usage: node scripts/checks/prose.mjs [--warnings] [files…]. Exits 1 on any error.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { markdownFiles } from '../../lib/markdown-files.mjs';
import { lintProse } from '../../lib/prose/lint-prose.mjs';
import { printProblems } from '../../lib/report/problems.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { values, positionals } = parseArgs({ options: { warnings: { type: 'boolean', default: false } }, allowPositionals: true });
const started = Date.now();
const files = positionals.length
  ? positionals.map((file) => path.relative(root, path.resolve(file)))
  : [...markdownFiles(path.join(root, 'docs')), ...markdownFiles(path.join(root, 'updates'))].map((file) => path.relative(root, file));
const problems = await lintProse(files, { root });
const shown = values.warnings || positionals.length ? problems : problems.filter((problem) => problem.severity === 'error');
process.chdir(root); // Problems name files from the repository root, as GitHub's annotations need them.
const errors = printProblems(shown, { title: 'prose' });

const counts = new Map();
for (const { ruleId, severity } of problems) counts.set(`${ruleId} (${severity}s)`, (counts.get(`${ruleId} (${severity}s)`) ?? 0) + 1);
const tally = [...counts].map(([rule, count]) => `${rule}: ${count}`).join(', ') || 'no problems';
const hidden = shown.length < problems.length ? ' (warnings counted only: --warnings or file names print them)' : '';
console.log(`Prose lint: ${files.length} files in ${((Date.now() - started) / 1000).toFixed(1)} s; ${tally}${hidden}.`);
process.exit(errors ? 1 : 0);

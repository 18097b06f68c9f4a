#!/usr/bin/env node
// Prose lint of docs/ and updates/ with textlint (.textlintrc.cjs, lib/prose/): terminology is an error, sentence
// length and weasel words are warnings. Prints each problem as `file:line:column: rule: message`, a count per rule
// and the time taken. Usage: node scripts/checks/prose.mjs [files…]. Exits 1 on any error.
import { fileURLToPath } from 'node:url';
import { markdownFiles } from '../../lib/markdown-files.mjs';
import { lintProse } from '../../lib/prose/lint-prose.mjs';
import { printProblems } from '../../lib/report/problems.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
process.chdir(root);
const started = Date.now();
const files = process.argv.length > 2 ? process.argv.slice(2) : [...markdownFiles('docs'), ...markdownFiles('updates')];
const problems = await lintProse(files, { root });
const errors = printProblems(problems, { title: 'prose' });

const counts = new Map();
for (const { ruleId, severity } of problems) counts.set(`${ruleId} (${severity}s)`, (counts.get(`${ruleId} (${severity}s)`) ?? 0) + 1);
const tally = [...counts].map(([rule, count]) => `${rule}: ${count}`).join(', ') || 'no problems';
console.log(`Prose lint: ${files.length} files in ${((Date.now() - started) / 1000).toFixed(1)} s; ${tally}.`);
process.exit(errors ? 1 : 0);

#!/usr/bin/env node
// One environment per page (the rule: lib/checks/environments.mjs; CONTRIBUTING.md, "Servers and keys in samples").
// Usage: node scripts/checks/environments.mjs [--dir docs --dir updates]. Exits 1 on any problem.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { markdownFiles } from '../../lib/markdown-files.mjs';
import { printProblems } from '../../lib/report/problems.mjs';
import { checkPage } from '../../lib/checks/environments.mjs';

/** `{ file, line, problem }` of every page under `dirs`. @param {string[]} dirs */
export function checkEnvironments(dirs) {
  return dirs.flatMap((dir) => markdownFiles(dir).flatMap((file) => checkPage(fs.readFileSync(file, 'utf8')).map((p) => ({ file, ...p }))));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { dir: { type: 'string', multiple: true, default: ['docs', 'updates'] } } });
  const problems = checkEnvironments(values.dir);
  printProblems(
    problems.map(({ file, line, problem }) => ({ file, line, message: problem })),
    { title: 'environments' },
  );
  if (problems.length) {
    const pages = new Set(problems.map((p) => p.file)).size;
    console.error(`\n${problems.length} code samples on ${pages} pages mix environments or use the wrong key (see CONTRIBUTING.md).`);
    process.exit(1);
  }
  console.log('Every code sample calls one environment with its own key.');
}

#!/usr/bin/env node
// Spelling of docs and updates posts with cspell (US English plus the project dictionary in
// cspell-words.txt; code blocks, inline code and link targets are not checked, see cspell.json; nor
// are the front matter's `reader_phrases`, search vocabulary in readers' own spellings: British
// variants and identifiers as typed, `accountref`).
// Also checks the project dictionary itself: one word per line, no duplicates.
// Usage: node scripts/checks/spelling.mjs [files or globs…]. Exits 1 on any unknown word.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { printProblems } from '../../lib/report/problems.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Problems of a cspell word list, as `{ line, problem }`: entries with spaces, duplicates (case-insensitive). */
export function dictionaryProblems(text) {
  const problems = [];
  const seen = new Map();
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    if (/\s/.test(line)) problems.push({ line: index + 1, problem: `"${line}" is more than one word` });
    const key = line.toLowerCase();
    if (seen.has(key)) problems.push({ line: index + 1, problem: `"${line}" repeats line ${seen.get(key)}` });
    else seen.set(key, index + 1);
  });
  return problems;
}

/** The arguments of the cspell run: the config's file globs unless files are given. */
export function cspellArgs(files = [], config = 'cspell.json') {
  return ['--no', 'cspell', 'lint', '--no-progress', '--no-summary', '--no-must-find-files', '--config', config, ...files];
}

/**
 * The unknown words of cspell's report (`docs/a.md:12:5 - Unknown word (Recieve) fix: (Receive)`) as
 * problems at their `file:line:column`; the other lines of its output are left out.
 */
export function cspellProblems(output) {
  return [...output.matchAll(/^(.+?):(\d+):(\d+) - Unknown word \(([^)]+)\)(?: fix: \(([^)]+)\))?/gm)].map(
    ([, file, line, column, word, fix]) => ({
      file,
      line: Number(line),
      column: Number(column),
      message: `unknown word "${word}"${fix ? ` (did you mean "${fix}"?)` : ''}: fix it, or add it to cspell-words.txt if it is right`,
    }),
  );
}

/** Whether the project's node_modules has cspell. */
export function cspellInstalled(cwd = root) {
  return fs.existsSync(path.join(cwd, 'node_modules', 'cspell', 'package.json'));
}

/** Runs cspell; returns its exit code and output. `found` is false when cspell is not installed. */
export function runCspell(files = [], { cwd = root, config = 'cspell.json' } = {}) {
  if (!cspellInstalled(cwd)) return { status: 1, output: '', found: false };
  const result = spawnSync('npx', cspellArgs(files, config), { cwd, encoding: 'utf8' });
  return { status: result.status ?? 1, output: `${result.stdout ?? ''}${result.stderr ?? ''}`, found: true };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dictionary = dictionaryProblems(fs.readFileSync(new URL('../../cspell-words.txt', import.meta.url), 'utf8'));
  const { status, output, found } = runCspell(process.argv.slice(2));
  const words = cspellProblems(output);
  printProblems(
    [
      ...dictionary.map(({ line, problem }) => ({ file: 'cspell-words.txt', line, message: problem })),
      ...words.map((problem) => ({ ...problem, file: path.relative(root, path.resolve(root, problem.file)) })),
    ],
    { title: 'spelling' },
  );
  // Anything else cspell says when it fails (a bad configuration, a file it cannot read).
  if (status !== 0 && !words.length) process.stdout.write(output);
  if (!found) console.log('cspell is not installed: add it with `npm install -D cspell@9`.');
  console.log(
    `Spelling check: ${dictionary.length} dictionary problems, ${words.length} unknown words, cspell ${status === 0 ? 'passed' : 'failed'}.`,
  );
  process.exit(dictionary.length || status !== 0 ? 1 : 0);
}

#!/usr/bin/env node
// Spelling of docs and updates posts with cspell (US English plus the project dictionary in
// cspell-words.txt; code blocks, inline code and link targets are not checked, see cspell.json).
// Also checks the project dictionary itself: one word per line, no duplicates.
// Usage: node scripts/checks/spelling.mjs [files or globs…]. Exits 1 on any unknown word.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Problems of a cspell word list: entries with spaces, duplicates (case-insensitive). */
export function dictionaryProblems(text) {
  const problems = [];
  const seen = new Map();
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    if (/\s/.test(line)) problems.push(`line ${index + 1}: "${line}" is more than one word`);
    const key = line.toLowerCase();
    if (seen.has(key)) problems.push(`line ${index + 1}: "${line}" repeats line ${seen.get(key)}`);
    else seen.set(key, index + 1);
  });
  return problems;
}

/** The arguments of the cspell run: the config's file globs unless files are given. */
export function cspellArgs(files = [], config = 'cspell.json') {
  return ['--no', 'cspell', 'lint', '--no-progress', '--no-must-find-files', '--config', config, ...files];
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
  for (const problem of dictionary) console.log(`cspell-words.txt: ${problem}`);
  const { status, output, found } = runCspell(process.argv.slice(2));
  process.stdout.write(output);
  if (!found) console.log('cspell is not installed: add it with `npm install -D cspell@9`.');
  console.log(`Spelling check: ${dictionary.length} dictionary problems, cspell ${status === 0 ? 'passed' : 'failed'}.`);
  process.exit(dictionary.length || status !== 0 ? 1 : 0);
}

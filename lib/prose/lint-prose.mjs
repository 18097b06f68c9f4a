// Prose lint of Markdown and MDX pages with textlint's Node API, configured by `.textlintrc.cjs` at the root:
// problems as lib/report/problems.mjs takes them (file, line, column, message, severity). The files are shared
// among worker threads (lint-worker.mjs), one per core: parsing MDX is most of the time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { createLinter, loadTextlintrc } from 'textlint';

/**
 * Docusaurus reads HTML comments in MDX (`mdx1Compat.comments`, as in `<!-- truncate -->`); MDX itself, and so
 * textlint-plugin-mdx, does not. Each `<!--` and `-->` becomes an MDX comment of the same length, so that every
 * line and column stays where it is in the file.
 */
export function htmlCommentsAsMdx(text) {
  return text.replaceAll('<!--', '{/* ').replaceAll('-->', '*/}');
}

/**
 * The configuration of `configFilePath` with every page parsed as MDX, as Docusaurus compiles `.md` pages too:
 * textlint always adds its built-in Markdown plugin first, which would claim `.md`, so it is left out.
 */
async function mdxDescriptor(configFilePath) {
  const descriptor = await loadTextlintrc({ configFilePath });
  const plugins = descriptor.plugin.toKernelPluginsFormat().filter((plugin) => plugin.pluginId !== '@textlint/textlint-plugin-markdown');
  return descriptor.shallowMerge({ plugins });
}

/** textlint's severities: 2 is an error, 1 a warning (0 is an informational message). */
const severityOf = (severity) => (severity === 2 ? 'error' : 'warning');

/**
 * A problem of lib/report/problems.mjs from one of textlint's messages; the message starts with its rule. A column
 * past the end of its line (sentence-length measures from the paragraph in MDX pages) is dropped: the line stands.
 */
function toProblem(file, message, lines) {
  const line = message.loc?.start.line ?? message.line;
  const column = message.loc?.start.column ?? message.column;
  return {
    file,
    line,
    column: column <= (lines[line - 1]?.length ?? 0) + 1 ? column : undefined,
    message: `${message.ruleId}: ${message.message.replace(/\s*\n\s*/g, ' ')}`,
    severity: severityOf(message.severity),
    ruleId: message.ruleId,
  };
}

/**
 * A linter of one page's text at a time: `lintText(text, file)` returns its problems, each message prefixed with its
 * rule, as in `terminology: Incorrect term: “log in”, use “sign in” instead`.
 * @param {{ root: string, configFilePath?: string }} options
 */
export async function createProseLinter({ root, configFilePath = path.join(root, '.textlintrc.cjs') }) {
  const linter = createLinter({ descriptor: await mdxDescriptor(configFilePath), cwd: root });
  return {
    /** @param {string} text @param {string} file relative to `root` */
    async lintText(text, file) {
      const result = await linter.lintText(htmlCommentsAsMdx(text), path.resolve(root, file));
      const lines = text.split('\n');
      return result.messages.map((message) => toProblem(file, message, lines));
    },
  };
}

/**
 * Lints `files` in this thread.
 * @param {string[]} files paths relative to `root`, or absolute
 * @param {{ root: string, configFilePath: string }} options
 */
export async function lintProseHere(files, options) {
  const linter = await createProseLinter(options);
  const problems = [];
  for (const file of files) {
    const absolute = path.resolve(options.root, file);
    problems.push(...(await linter.lintText(fs.readFileSync(absolute, 'utf8'), path.relative(options.root, absolute))));
  }
  return problems;
}

/** Lints `files` in a worker thread. */
function lintInWorker(files, options) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./lint-worker.mjs', import.meta.url), { workerData: { files, ...options } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`A prose lint worker stopped with code ${code}.`));
    });
  });
}

/**
 * Lints `files` with `threads` worker threads (one per core by default; 1 lints in this thread) and returns their
 * problems in the order of `files`.
 * @param {string[]} files
 * @param {{ root?: string, configFilePath?: string, threads?: number }} [options]
 */
export async function lintProse(files, { root = process.cwd(), configFilePath, threads = os.availableParallelism() } = {}) {
  const options = { root, configFilePath: configFilePath ?? path.join(root, '.textlintrc.cjs') };
  const count = Math.max(1, Math.min(threads, files.length));
  if (count === 1) return lintProseHere(files, options);
  const chunks = Array.from({ length: count }, (_, index) => files.filter((_, position) => position % count === index));
  const results = await Promise.all(chunks.map((chunk) => lintInWorker(chunk, options)));
  const order = new Map(files.map((file, index) => [path.relative(root, path.resolve(root, file)), index]));
  return results.flat().sort((a, b) => order.get(a.file) - order.get(b.file));
}

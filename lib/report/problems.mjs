// How every check reports a problem to a writer: at its source `file:line`, plainly in a terminal and as a
// workflow annotation on GitHub Actions (`::error file=…,line=…::…`), so that it shows on the pull request's diff.
// A problem is `{ file, line?, column?, message, severity?: 'error' | 'warning' }`; `file` is relative to the
// repository root. Checks collect their problems and print them once, through `printProblems`.
import path from 'node:path';

/** `file` relative to the repository root with forward slashes, as GitHub expects it. */
export function repoRelative(file, root = process.cwd()) {
  const relative = path.isAbsolute(file) ? path.relative(root, file) : file;
  return relative.split(path.sep).join('/');
}

/**
 * @typedef {{ file: string, line?: number, column?: number, message: string, severity?: 'error' | 'warning' }} Problem
 */

/** `docs/a.mdx:42: message` (the line omitted when unknown). @param {Problem} problem */
export function formatProblem({ file, line, column, message, severity = 'error' }) {
  const at = [repoRelative(file), line, line && column].filter(Boolean).join(':');
  return `${at}: ${severity === 'warning' ? 'warning: ' : ''}${message}`;
}

/** A value of an annotation's property or message, escaped as the workflow command syntax requires. */
function escapeData(text) {
  return String(text).replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}
function escapeProperty(text) {
  return escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

/** `::error file=docs/a.mdx,line=42,title=links::message` @param {Problem} problem @param {string} [title] */
export function formatAnnotation({ file, line, column, message, severity = 'error' }, title) {
  const properties = [`file=${escapeProperty(repoRelative(file))}`];
  if (line) properties.push(`line=${line}`);
  if (line && column) properties.push(`col=${column}`);
  if (title) properties.push(`title=${escapeProperty(title)}`);
  return `::${severity === 'warning' ? 'warning' : 'error'} ${properties.join(',')}::${escapeData(message)}`;
}

/** True on GitHub Actions, where problems are also printed as annotations. */
export function onGitHubActions(env = process.env) {
  return env.GITHUB_ACTIONS === 'true';
}

/**
 * Prints each problem as `file:line: message` and, on GitHub Actions, as an annotation too.
 * Returns the number of errors (warnings do not count), for the check's exit code.
 * @param {Problem[]} problems
 * @param {{ title?: string, env?: NodeJS.ProcessEnv, write?: (line: string) => void }} [options]
 */
export function printProblems(problems, { title, env = process.env, write = (line) => console.error(line) } = {}) {
  const sorted = [...problems].sort((a, b) => repoRelative(a.file).localeCompare(repoRelative(b.file)) || (a.line ?? 0) - (b.line ?? 0));
  for (const problem of sorted) {
    write(formatProblem(problem));
    if (onGitHubActions(env)) write(formatAnnotation(problem, title));
  }
  return sorted.filter((problem) => problem.severity !== 'warning').length;
}

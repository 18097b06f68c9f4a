// The gate over spec changes: a breaking change (lib/openapi/spec-diff.mjs) passes only when the thing is marked
// `deprecated: true` with an `x-removal-date` (itself, its operation or its API's `info`) and an update post names
// it (its name, its operation's operationId or its path). Everything else that changed is listed.
import { diffSpec } from './spec-diff.mjs';

/** Words and paths as a post writes them: a name counts only as a whole token. */
function namesIn(text, name) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`).test(text);
}

/** The first post (`{ file, text }`) that names the change, or undefined. */
export function postNaming(change, posts) {
  const names = [change.name, change.operation.operationId, change.operation.path].filter(Boolean);
  return posts.find((post) => names.some((name) => namesIn(post.text, name)));
}

/** `removed field \`colour\` in the response 200 of GET /widgets/{id}, get-widget` */
export function describeChange(change) {
  const { method, path, operationId } = change.operation;
  const operation = `${method} ${path}${operationId ? `, ${operationId}` : ''}`;
  if (change.what === 'operation') return `${change.change} operation ${operationId ?? `${method} ${path}`}`;
  const what = change.what === 'enum' ? 'enum of' : change.what;
  return `${change.change} ${what} \`${change.path ?? change.name}\` in the ${change.where} of ${operation}${change.note ? `: ${change.note}` : ''}`;
}

/**
 * Compares each spec file between `base` and `head` (SpecFiles) and judges the changes against `posts`.
 * @param {{ files: string[], base: import('./spec-files.mjs').SpecFiles, head: import('./spec-files.mjs').SpecFiles,
 *   posts: { file: string, text: string }[], baseLabel: string }} options
 * @returns {{ problems: { file: string, line?: number, message: string }[], accepted: string[], listed: string[],
 *   changes: import('./spec-diff.mjs').SpecChange[] }}
 */
export function checkSpecChanges({ files, base, head, posts, baseLabel }) {
  const problems = [];
  const accepted = [];
  const listed = [];
  const changes = files.flatMap((file) => diffSpec(file, base, head));
  const reported = new Set();
  for (const change of changes) {
    const side = change.side === 'base' ? base : head;
    const line = side.line(change.at.file, change.at.pointer);
    const where = `${change.at.file}${line ? `:${line}` : ''}`;
    const text = describeChange(change);
    if (!change.breaking) {
      listed.push(`${where}: ${text}`);
      continue;
    }
    // A change in a shared schema or parameter is reported once per place, accepted or not.
    const key = `${change.change}|${change.at.file}|${change.at.pointer}`;
    const post = change.marked ? postNaming(change, posts) : undefined;
    if (change.marked && post) {
      if (!reported.has(`accepted|${key}`))
        accepted.push(`${where}: ${text}: deprecated, removal ${change.marked.date}, named in ${post.file}`);
      reported.add(`accepted|${key}`);
      continue;
    }
    if (reported.has(key)) continue;
    reported.add(key);
    const missing = change.marked
      ? `it is deprecated (removal ${change.marked.date}) but no update post in updates/ names \`${change.name}\`, ${change.operation.operationId ?? 'its operation'} or ${change.operation.path}`
      : `mark it \`deprecated: true\` with \`x-removal-date\` and name it in an update post before this change`;
    const onBase = change.side === 'base' ? ` (line of ${baseLabel}'s version)` : '';
    problems.push({ file: change.at.file, line, message: `breaking change: ${text}${onBase}; ${missing}` });
  }
  return { problems, accepted, listed, changes };
}

// The "What changed" lists of every API (what-changed.mjs) since a git revision, as kept in src/data/apiChanges.json
// for the API reference pages: `{ since: { rev, date }, apis: { <api name>: { added, deprecated, removed } } }`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SpecFiles, gitReader, workingTreeReader } from './spec-files.mjs';
import { whatChanged } from './what-changed.mjs';

export const API_CHANGES_FILE = 'src/data/apiChanges.json';
const SPEC_DIR = 'static/openapi';

/** The full commit id and the commit day (YYYY-MM-DD) of `rev`, or undefined when this clone does not have it. */
export function revision(root, rev) {
  try {
    const [commit, date] = execFileSync('git', ['log', '-1', '--format=%H %cs', `${rev}^{commit}`], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .trim()
      .split(' ');
    return { rev: commit, date };
  } catch {
    return undefined;
  }
}

/** The lists of every spec of the working tree since `since` (`{ rev, date }`), keyed by API name. */
export function apiChanges(root, since) {
  const base = new SpecFiles(gitReader(root, since.rev));
  const head = new SpecFiles(workingTreeReader(root));
  const names = fs
    .readdirSync(path.join(root, SPEC_DIR))
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => name.replace(/\.yaml$/, ''))
    .sort();
  return { since, apis: Object.fromEntries(names.map((name) => [name, whatChanged(`${SPEC_DIR}/${name}.yaml`, base, head)])) };
}

/** The file's text: JSON with two-space indents and a final newline, as Prettier leaves it. */
export function apiChangesText(changes) {
  return `${JSON.stringify(changes, null, 2)}\n`;
}

// Every Markdown and MDX file under a folder, partials included, in a stable order: what the checks
// of docs sources (scripts/checks/deprecated-links, examples-schema, webhook-examples) read.
import fs from 'node:fs';
import path from 'node:path';

/** @param {string} dir @returns {string[]} */
export function markdownFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

// A copy of the site with N× the content, for `npm run perf:scale` and the growth check of `npm test`
// (scripts/checks/scale-growth.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeScaledContent } from './scaleContent.mjs';

// Top-level entries a build does not read (outputs, caches, tests, reports).
const NOT_COPIED = new Set(['.git', 'node_modules', 'build', '.docusaurus', '.build-report.json', 'test-results', 'tests', 'perf']);

/**
 * A copy of the site in `root` to the OS temp dir, with the docs and posts copied `factor`−1 more
 * times (./scaleContent.mjs). node_modules is a real folder of symlinks to the packages, so
 * `node_modules/.cache` belongs to the copy alone.
 * @param {string} root
 * @param {number} factor
 */
export function copySite(root, factor) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ledgerlink-scale-${factor}x-`));
  for (const entry of fs.readdirSync(root)) {
    if (!NOT_COPIED.has(entry)) fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  fs.mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '.cache') fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  const added = factor > 1 ? writeScaledContent(dir, factor, './lib/perf/scaleContent.mjs') : { docs: 0, posts: 0 };
  return { dir, added };
}

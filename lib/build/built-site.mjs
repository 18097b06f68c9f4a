// The one reader of a production build: lists its files and parses each HTML page once (parse5 →
// hast), so that every consumer of the built pages (search, llms Markdown, the checks) works on the
// same parsed tree. plugins/build-pass runs it in `postBuild`; the check commands run it over a
// fixture folder or a build that has no report yet.
import fs from 'node:fs';
import path from 'node:path';
import { fromParse5 } from 'hast-util-from-parse5';
import { parse } from 'parse5';

/**
 * @typedef {import('hast').Root} Root
 * @typedef {import('hast').Element} Element
 * @typedef {{ file: string, route: string, html: string, tree: Root }} BuiltPage
 *   `file` relative to the build folder with `/` separators; `route` the URL path it is served at.
 */

/** The URL path a built HTML file is served at. */
export function pagePathOf(relFile) {
  const posix = relFile.split(path.sep).join('/');
  if (posix === 'index.html') return '/';
  if (posix.endsWith('/index.html')) return `/${posix.slice(0, -'index.html'.length)}`;
  return `/${posix.replace(/\.html$/, '')}`;
}

/** Every file of a build folder, relative and with `/` separators, sorted. */
export function buildFiles(dir) {
  /** @type {string[]} */
  const out = [];
  const walk = (/** @type {string} */ rel) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else out.push(child);
    }
  };
  walk('');
  return out.sort();
}

/** A whole HTML document as a hast tree. */
export function parseHtml(html) {
  return /** @type {Root} */ (fromParse5(parse(html)));
}

/** @returns {Generator<BuiltPage>} Each HTML page of a build folder, parsed, one at a time, in file order. */
export function* builtPages(dir, files = buildFiles(dir)) {
  for (const file of files) {
    if (!file.endsWith('.html')) continue;
    const html = fs.readFileSync(path.join(dir, file), 'utf8');
    yield { file, route: pagePathOf(file), html, tree: parseHtml(html) };
  }
}

/** @returns {Element[]} Every element of a tree, in document order. */
export function elements(/** @type {import('hast').Nodes} */ node) {
  const out = [];
  const stack = [node];
  while (stack.length) {
    const current = stack.pop();
    if (current.type === 'element') out.push(current);
    if ('children' in current) for (let i = current.children.length - 1; i >= 0; i--) stack.push(current.children[i]);
  }
  return out;
}

/** An attribute as a string ('' for an empty one, undefined when absent); class lists are joined. */
export function attribute(/** @type {Element} */ element, /** @type {string} */ name) {
  const value = element.properties?.[name];
  if (value === undefined || value === null || value === false) return undefined;
  return Array.isArray(value) ? value.join(' ') : value === true ? '' : String(value);
}

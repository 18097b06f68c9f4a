#!/usr/bin/env node
// No placeholder text on published pages: scans the text of every page of the production build
// (drafts are not built; client redirect pages are skipped), code samples included, for lorem
// ipsum, TODO, TBD, FIXME, "coming soon" and similar, and names the route and the words around it.
// Usage: node scripts/checks/placeholders.mjs [build-dir]. Exits 1 on any hit.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { decodeEntities, pagePathOf } from '../lib/html-links.mjs';

/** Case matters for the acronyms: `todo` in a variable name is not a note to self, `TODO` is. */
export const placeholderPatterns = [
  { label: 'lorem ipsum', pattern: /\blorem\b/gi },
  { label: 'TODO', pattern: /\bTODO\b/g },
  { label: 'TBD', pattern: /\bTBD\b/g },
  { label: 'TBC', pattern: /\bTBC\b/g },
  { label: 'FIXME', pattern: /\bFIXME\b/g },
  { label: 'coming soon', pattern: /\bcoming soon\b/gi },
  { label: 'example content', pattern: /\bexample content\b/gi },
  { label: 'placeholder text', pattern: /\bplaceholder (?:text|content|copy)\b/gi },
];

/** The visible text of an HTML page: no scripts, styles, SVG or tags; entities decoded. */
export function pageText(html) {
  const text = html
    .replace(/<(script|style|svg|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  return decodeEntities(text)
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ');
}

/** Each placeholder in a text, with up to 40 characters of context on both sides. */
export function findPlaceholders(text) {
  const hits = [];
  for (const { label, pattern } of placeholderPatterns) {
    for (const match of text.matchAll(pattern)) {
      const start = Math.max(0, match.index - 40);
      const end = Math.min(text.length, match.index + match[0].length + 40);
      hits.push({ label, context: text.slice(start, end).trim() });
    }
  }
  return hits;
}

function* htmlFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/** Every placeholder on the pages of a build folder, as `{ route, label, context }`. */
export function checkBuild(buildDir) {
  const results = [];
  for (const file of htmlFiles(buildDir)) {
    const html = fs.readFileSync(file, 'utf8');
    if (/<meta\s+http-equiv="refresh"/i.test(html) && !html.includes('id="__docusaurus"')) continue;
    const route = pagePathOf(path.relative(buildDir, file));
    for (const hit of findPlaceholders(pageText(html))) results.push({ route, ...hit });
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`No production build in ${buildDir}.`);
    process.exit(1);
  }
  const results = checkBuild(buildDir);
  for (const { route, label, context } of results) console.log(`${route}: ${label}: “…${context}…”`);
  console.log(`Placeholder check: ${results.length} placeholders on ${new Set(results.map((r) => r.route)).size} pages.`);
  process.exit(results.length ? 1 : 0);
}

// Placeholder text on a built page (lorem ipsum, TODO, TBD, FIXME, "coming soon" and similar): the
// per-page part of the placeholders check, run in the build pass (plugins/build-pass via the build
// report); scripts/checks/placeholders.mjs prints the findings.
import { isClientRedirectPage } from './redirect-pages.mjs';

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

const HIDDEN = new Set(['script', 'style', 'svg', 'noscript', 'template']);

/** The visible text of a parsed page: no scripts, styles, SVG or comments; elements separate words. */
export function pageText(/** @type {import('hast').Root} */ tree) {
  const parts = [];
  const walk = (/** @type {import('hast').Nodes} */ node) => {
    if (node.type === 'text') parts.push(node.value);
    else if (node.type === 'element') {
      if (HIDDEN.has(node.tagName)) return;
      parts.push(' ');
      node.children.forEach(walk);
      parts.push(' ');
    } else if (node.type === 'root') node.children.forEach(walk);
  };
  walk(tree);
  return parts.join('').replace(/\s+/g, ' ');
}

/** Each placeholder in a text, with up to 40 characters of context on both sides. */
export function findPlaceholders(text) {
  const hits = [];
  for (const { label, pattern } of placeholderPatterns) {
    for (const match of text.matchAll(pattern)) {
      const start = Math.max(0, match.index - 40);
      const end = Math.min(text.length, match.index + match[0].length + 40);
      hits.push({ label, match: match[0], context: text.slice(start, end).trim() });
    }
  }
  return hits;
}

/** The placeholders of one parsed page (client redirect pages have none), as `{ route, file, label, match, context }`. */
export function pagePlaceholders(/** @type {import('./built-site.mjs').BuiltPage} */ page) {
  if (isClientRedirectPage(page.tree)) return [];
  return findPlaceholders(pageText(page.tree)).map((hit) => ({ route: page.route, file: page.file, ...hit }));
}

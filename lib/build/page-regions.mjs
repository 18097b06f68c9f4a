// Where an element sits on a built page: in the theme's chrome (navbar, footer, announcement bar, docs
// sidebar), which the site configuration writes and every page repeats, or in the page's own content.
// The checks name a different source for each (lib/build/source-lines.mjs).
import { attribute } from './built-site.mjs';

/**
 * @typedef {import('hast').Element} Element
 * @typedef {'navbar' | 'footer' | 'announcement' | 'sidebar' | 'content'} Region
 */

const classes = (/** @type {Element} */ element) => (attribute(element, 'className') ?? '').split(/\s+/);

/** @returns {Region} The region of an element, from its ancestors (outermost first). */
export function regionOf(/** @type {Element[]} */ ancestors) {
  for (const element of ancestors) {
    const names = classes(element);
    if (element.tagName === 'nav' && names.includes('navbar')) return 'navbar';
    if (element.tagName === 'footer') return 'footer';
    if (names.some((name) => name.startsWith('announcementBar'))) return 'announcement';
    if (names.includes('theme-doc-sidebar-container')) return 'sidebar';
  }
  return 'content';
}

/** @returns {Array<{ element: Element, ancestors: Element[] }>} Every element with its ancestors, in document order. */
export function elementsWithAncestors(/** @type {import('hast').Root} */ tree) {
  const out = [];
  const walk = (/** @type {import('hast').Nodes} */ node, /** @type {Element[]} */ ancestors) => {
    if (node.type === 'element') {
      out.push({ element: node, ancestors });
      const inner = [...ancestors, node];
      for (const child of node.children) walk(child, inner);
    } else if ('children' in node) for (const child of node.children) walk(child, ancestors);
  };
  walk(tree, []);
  return out;
}

/** The text of an element, whitespace collapsed. */
export function textOf(/** @type {import('hast').Nodes} */ node) {
  if (node.type === 'text') return node.value;
  if (!('children' in node)) return '';
  return node.children
    .map((child) => textOf(child))
    .join(node.type === 'element' ? '' : ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

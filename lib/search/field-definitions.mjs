// The fields a docs page defines: a list item led by the field as code ("- `metadata.isDeleted`: true
// when …", "- `isBankAccount` is true for …") or a table row whose first cell is the field alone
// ("| `integrationKey` | Four-letter platform key … |"). Of the many pages that mention a field,
// these are the ones that say what it is, and the search index weighs them as a page titled by it
// (pagefind-documents.mjs).

/**
 * Whether `text` is written as a field: camelCase (`feedStartDate`) or a path (`metadata.isDeleted`,
 * `source_type`). The same rule as `namesAField` in src/search/queryTerms.ts, which reads a query
 * (a unit test holds the two equal); here the whole text must be one identifier.
 */
export function isFieldName(text) {
  return /^[\p{L}\p{N}._]+$/u.test(text) && /\p{Ll}\p{Lu}|\p{L}{2}[._]\p{L}{2}/u.test(text);
}

const isElement = (node) => node?.type === 'element';
const isBlank = (node) => node?.type === 'text' && !node.value.trim();
const codeText = (node) => (node.children ?? []).map((child) => (child.type === 'text' ? child.value : '')).join('');

/** The children that carry content: blank text between elements left out. */
const filledChildren = (node) => (node.children ?? []).filter((child) => !isBlank(child));

/** After the field, a list item defines it with `:`, a dash or `is` (`- `x`: …`, `- `x` is …`). */
const DEFINING = /^\s*(:|[-–—]\s|is\s)/u;

/**
 * The field a list item (`li`) or table row (`tr`) defines, or null.
 * @param {any} node a hast element
 * @returns {string | null}
 */
export function definedField(node) {
  if (node.tagName === 'li') {
    // A loose list wraps the item's text in a paragraph.
    let parts = filledChildren(node);
    if (isElement(parts[0]) && parts[0].tagName === 'p') parts = filledChildren(parts[0]);
    const [lead, next] = parts;
    if (!isElement(lead) || lead.tagName !== 'code' || next?.type !== 'text' || !DEFINING.test(next.value)) return null;
    const field = codeText(lead).trim();
    return isFieldName(field) ? field : null;
  }
  if (node.tagName === 'tr') {
    const first = (node.children ?? []).find((child) => isElement(child) && (child.tagName === 'td' || child.tagName === 'th'));
    if (!first || first.tagName !== 'td') return null;
    const parts = filledChildren(first);
    if (parts.length !== 1 || !isElement(parts[0]) || parts[0].tagName !== 'code') return null;
    const field = codeText(parts[0]).trim();
    return isFieldName(field) ? field : null;
  }
  return null;
}

// Turns extractor records into the small HTML documents the Pagefind index is built from. Pagefind
// then ranks whole documents and returns the headings inside them as sub-results, which is how the
// UI groups results by page. A docs page, an update or the intro of an API page is one document;
// every API operation is a document of its own, so each operation is a result (the UI groups the
// operations of one API page back together).

import { isDeprecatedOperation, isEndpointAnchor, isLegacyApi } from './extract.mjs';

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ESCAPES[c]);

const LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** The key of the document a record belongs to: its page, or the operation it describes. */
export function documentKey(record) {
  return isEndpointAnchor(record.anchor) ? record.url : record.url_without_anchor;
}

function metaTags(meta, filters) {
  const tags = [];
  for (const [key, value] of Object.entries(meta)) {
    if (value) tags.push(`<meta data-pagefind-meta="${escapeHtml(key)}[content]" content="${escapeHtml(value)}">`);
  }
  for (const [key, values] of Object.entries(filters)) {
    for (const value of values) {
      if (value) tags.push(`<meta data-pagefind-filter="${escapeHtml(key)}[content]" content="${escapeHtml(value)}">`);
    }
  }
  return tags.join('');
}

/**
 * How much a title match counts: the most Pagefind's scale allows (0–10; an h1 is 7 by default).
 * The kind of a result (an update post, an operation, a legacy or deprecated one) is weighed once,
 * where both sources are fused (src/search/fusion.ts, navIndex.ts), not here as well.
 */
export const TITLE_WEIGHT = 10;

/** Between an operation's reader phrases in its `phrases` meta: the same as `PHRASE_SEPARATOR` in src/search/coverage.ts. */
export const PHRASE_SEPARATOR = '; ';

function buildDocument(records, vocabulary, generatedWeight) {
  const first = records[0];
  const isOperation = isEndpointAnchor(first.anchor);
  const pageTitle = first.hierarchy.lvl1;
  // An operation document is titled by its operation; the headings above it form its trail.
  const operationLevel = isOperation ? LEVELS.find((lvl) => records.some((r) => r.type === lvl)) : null;
  const title = isOperation ? (first.hierarchy[operationLevel] ?? pageTitle) : pageTitle;
  const trail = isOperation
    ? LEVELS.slice(0, LEVELS.indexOf(operationLevel))
        .map((lvl) => first.hierarchy[lvl])
        .filter(Boolean)
    : [];

  const specWords = isOperation ? vocabulary.get(first.url) : undefined;
  // Whether an operation is the one to use: a deprecated one, or one of a legacy API, has a successor.
  const lifecycle = !isOperation ? '' : isDeprecatedOperation(first) ? 'deprecated' : isLegacyApi(first) ? 'legacy' : 'current';
  const meta = {
    page_url: first.url_without_anchor,
    page_title: pageTitle,
    section: first.hierarchy.lvl0,
    kind: isOperation ? 'operation' : 'page',
    trail: trail.length ? JSON.stringify(trail) : '',
    url: isOperation ? first.url : '',
    lifecycle: lifecycle === 'current' ? '' : lifecycle,
    // An operation's reader phrases, each read whole when operations tie (src/search/coverage.ts, phraseCoverage).
    phrases: specWords?.phrases?.join(PHRASE_SEPARATOR) ?? '',
  };
  const filters = {
    section: [first.hierarchy.lvl0],
    language: [first.language],
    docusaurus_tag: first.docusaurus_tag,
    version: first.version,
    // A query that asks for an action also searches the operations alone (src/search/embedded.ts).
    kind: [isOperation ? 'operation' : 'page'],
    // The operations that may come into view for a query in a reader's words are the current ones.
    lifecycle: [lifecycle],
  };

  const body = [`<h1 data-pagefind-weight="${TITLE_WEIGHT}">${escapeHtml(title)}</h1>`];
  // The fields the page defines (field-definitions.mjs): of the pages that mention a field, this one says
  // what it is, so it weighs as a page titled by the field would.
  const defined = records.find((record) => record.defines)?.defines;
  if (defined?.length) body.push(`<p data-pagefind-weight="${TITLE_WEIGHT}">${escapeHtml(defined.join(' '))}</p>`);
  // The page's other names (`Bank Feeds API v1`) weigh as its title.
  const names = records.find((record) => record.also_called)?.also_called;
  if (names?.length) body.push(`<p data-pagefind-weight="${TITLE_WEIGHT}">${escapeHtml(names.join('; '))}</p>`);
  // How readers who do not know the page's words search for it (front matter `reader_phrases`): weighed
  // as an alias, and under the title, so that a match leads to the top of the page, not to its last section.
  const phrases = records.find((record) => record.reader_phrases)?.reader_phrases;
  if (phrases?.length) body.push(`<p data-pagefind-weight="${generatedWeight}">Also searched as: ${escapeHtml(phrases.join('; '))}.</p>`);
  for (const record of records) {
    if (record.type === 'content') body.push(`<p>${escapeHtml(record.content)}</p>`);
    else if (record.type !== 'lvl1' && !(isOperation && record.type === operationLevel)) {
      const level = Number(record.type.slice(3));
      const id = record.anchor ? ` id="${escapeHtml(record.anchor)}"` : '';
      body.push(`<h${level}${id}>${escapeHtml(record.hierarchy[record.type])}</h${level}>`);
    }
  }
  // What the spec says of an operation beyond its page (parameters, media types), and the words
  // generated from it (its method's meanings, its record's fields), which weigh as an alias does.
  if (specWords?.own) body.push(`<p>${escapeHtml(specWords.own)}</p>`);
  if (specWords?.generated) body.push(`<p data-pagefind-weight="${generatedWeight}">${escapeHtml(specWords.generated)}</p>`);
  const html =
    `<!doctype html><html lang="${escapeHtml(first.language)}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(title)}</title>${metaTags(meta, filters)}</head><body>${body.join('')}</body></html>`;
  return { url: isOperation ? first.url : first.url_without_anchor, html };
}

/**
 * Pagefind documents for all records, in the order their pages were read. `vocabulary`: the specs'
 * words of each operation, by its site path (spec-vocabulary.mjs); `generatedWeight`: how much an
 * operation's generated words and a page's reader phrases count next to the page's own words (the
 * fitted `alias` parameter, src/search/ranking.json).
 * @param {any[]} records
 * @param {Map<string, { own: string, generated: string, phrases?: string[] }>} [vocabulary]
 * @param {number} [generatedWeight]
 */
export function pagefindDocuments(records, vocabulary = new Map(), generatedWeight = 1) {
  const groups = new Map();
  for (const record of records) {
    const key = documentKey(record);
    const group = groups.get(key);
    if (group) group.push(record);
    else groups.set(key, [record]);
  }
  return [...groups.values()].map((group) => buildDocument(group, vocabulary, generatedWeight));
}

// The navigational index: one small entry per Pagefind document, a docs page, update post or API
// operation (title, headings, keywords, endpoint, a one-line description), written beside
// Pagefind's full-text index.
// The browser loads it with the first search and ranks it with MiniSearch (typos, prefixes,
// aliases, field weights: src/search/navIndex.ts); Pagefind still answers for the body text.
import { changelogWords } from './changelog-words.mjs';
import { isDeprecatedOperation, isEndpointAnchor, isLegacyApi } from './extract.mjs';
import { documentKey } from './pagefind-documents.mjs';

export const NAV_INDEX_FILE = 'ledgerlink-nav.json';
/** Bumped when the shape below changes, so a cached old file is never read by new code. */
export const NAV_INDEX_VERSION = 2;
const DESCRIPTION_CHARS = 100;

const isApiPage = (url) => /^\/[^/]+-api\/?$/.test(url);

/**
 * The anchor Docusaurus gives a heading (github-slugger's rules: lower case, punctuation dropped,
 * spaces to hyphens). src/search/navIndex.ts has the same function to read the headings back.
 */
export function headingSlug(text) {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

const clip = (text, max) => (text && text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : (text ?? ''));

/** `/updates/250429-link-sdk-v3` → `2025-04-29`, the date a post's slug starts with. */
export function postDate(url) {
  const match = /^\/updates\/(\d{2})(\d{2})(\d{2})-/.exec(url);
  return match ? `20${match[1]}-${match[2]}-${match[3]}` : '';
}

/**
 * Entries of the navigational index, from the extractor's records and the specs' words per
 * operation (lib/search/vocabulary/spec-vocabulary.mjs). Short keys keep the file small:
 * k kind (d docs page, p update post, o API operation), u url, t title, s section, g docusaurus tags
 * (indexes into `tags`), d description (docs pages), w front-matter keywords, y date (posts),
 * h headings of docs pages (`text`, or `text\tanchor` when the anchor is not `headingSlug(text)`),
 * l legacy API (its page and its operations), n the page's other names (`Bank Feeds API v1`),
 * which count as its title, and for operations a API title, e endpoint,
 * x deprecated, r the site path of its replacement (the spec's `x-replacement`); `changelogWords`
 * are the words that mark a query about the changelog. An operation's operationId is its
 * anchor, so it is not stored twice. The headings of API reference pages are left out: their
 * operations are entries of their own, and their schema names are not what readers look for.
 */
export function navIndex(records, operations = new Map()) {
  const tags = [];
  const tagIndex = (tag) => {
    if (!tags.includes(tag)) tags.push(tag);
    return tags.indexOf(tag);
  };
  const entries = new Map();
  const titled = new Set();
  for (const record of records) {
    const isOperation = isEndpointAnchor(record.anchor);
    const key = documentKey(record);
    let entry = entries.get(key);
    if (!entry) {
      const isPost = record.url_without_anchor.startsWith('/updates/');
      entry = {
        k: isOperation ? 'o' : isPost ? 'p' : 'd',
        u: key,
        t: record.hierarchy.lvl1 ?? '',
        s: record.hierarchy.lvl0 ?? '',
        g: record.docusaurus_tag.map(tagIndex),
      };
      if (isPost) entry.y = postDate(key);
      if (isLegacyApi(record)) entry.l = 1;
      entries.set(key, entry);
    }
    if (isOperation) {
      if (record.type !== 'content' && record.type !== 'lvl1' && record.anchor && record.url === key && !titled.has(key)) {
        // The operation's own heading: its summary is the entry's title, the API page its trail.
        titled.add(key);
        entry.a = record.hierarchy.lvl1 ?? '';
        entry.t = record.hierarchy[record.type] ?? entry.t;
        if (isDeprecatedOperation(record)) entry.x = 1;
        const replacement = operations.get(key)?.replacement;
        if (replacement) entry.r = replacement;
      } else if (record.type === 'content' && !entry.e && /^[A-Z]+ \//.test(record.content ?? '')) {
        entry.e = record.content;
      }
      continue;
    }
    if (record.keywords?.length && !entry.w) entry.w = record.keywords.join(', ');
    if (record.also_called?.length) entry.n = record.also_called;
    // A docs page's description names what it covers; a post's title already does, so its description stays out (bytes).
    if (record.type === 'lvl1' && record.description && entry.k === 'd') entry.d = clip(record.description, DESCRIPTION_CHARS);
    if (entry.k === 'd' && !isApiPage(key) && (record.type === 'lvl2' || record.type === 'lvl3') && record.anchor) {
      const text = record.hierarchy[record.type];
      (entry.h ??= []).push(record.anchor === headingSlug(text) ? text : `${text}\t${record.anchor}`);
    }
  }
  return { version: NAV_INDEX_VERSION, tags, entries: [...entries.values()], changelogWords: changelogWords(records) };
}

// Words that mark a query as asking about the changelog, computed from the corpus: words used by
// far more of the update posts than of the docs pages ("deprecated", "sunset", "launch", …), plurals
// folded as queries are. The navigational index carries them (nav-index.mjs) and
// src/search/intent.ts reads them with dates, months, years and version numbers.

/** A word marks the changelog when this many times the share of posts than of docs pages use it… */
const SHARE_RATIO = 4;
/** …and at least this many posts do (a word of one or two posts is that post's topic, not the changelog's). */
const MIN_POSTS = 3;

/**
 * A word as the search reads it, plural folded: the same rule as `singular` in
 * src/search/queryTerms.ts, which folds a query's words and this list before comparing them, so
 * the list is counted on the same forms (`borrowers` and `borrower` are one word).
 */
export function singular(word) {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is|os|ses)$/.test(word)) return word.slice(0, -1);
  return word;
}
const wordsOf = (text) => new Set(((text ?? '').toLowerCase().match(/\p{L}{3,}/gu) ?? []).map(singular));

/** The changelog words of the extractor's records, sorted. */
export function changelogWords(records) {
  const pages = new Map();
  for (const record of records) {
    const key = record.url_without_anchor;
    let page = pages.get(key);
    if (!page) pages.set(key, (page = { post: key.startsWith('/updates/'), words: new Set() }));
    for (const text of [record.hierarchy.lvl1, record.hierarchy[record.type], record.content])
      for (const word of wordsOf(text)) page.words.add(word);
  }
  // A word in the title of a docs page names a docs topic (`overview`, `versions`), whatever posts say.
  const titled = new Set();
  for (const record of records)
    if (!record.url_without_anchor.startsWith('/updates/')) for (const word of wordsOf(record.hierarchy.lvl1)) titled.add(word);
  const counts = new Map();
  let posts = 0;
  let docs = 0;
  for (const page of pages.values()) {
    if (page.post) posts++;
    else docs++;
    for (const word of page.words) {
      const count = counts.get(word) ?? { posts: 0, docs: 0 };
      if (page.post) count.posts++;
      else count.docs++;
      counts.set(word, count);
    }
  }
  if (!posts || !docs) return [];
  return [...counts]
    .filter(([word, c]) => !titled.has(word) && c.posts >= MIN_POSTS && c.posts / posts >= SHARE_RATIO * ((c.docs + 1) / docs))
    .map(([word]) => word)
    .sort();
}

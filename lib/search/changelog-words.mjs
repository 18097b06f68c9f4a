// Words that mark a query as asking about the changelog, computed from the corpus: words that a
// larger share of the update posts than of the docs pages uses, by more than chance would give
// ("deprecated", "launch", …), plurals folded as queries are. The navigational index carries them
// (nav-index.mjs) and src/search/intent.ts reads them with dates, months, years and version numbers.

/**
 * How far from chance a word's use in posts and in docs must be: Dunning's log-likelihood ratio G²
 * ("Accurate methods for the statistics of surprise and coincidence", 1993), the keyness measure of
 * corpus linguistics, at the χ² critical value for one degree of freedom and p = 0.001.
 */
const KEYNESS_CRITICAL_VALUE = 10.83;
/** A word at least this many posts use (a word of one or two posts is that post's topic, not the changelog's). */
const MIN_POSTS = 3;

/**
 * Dunning's G² of a word that `inPosts` of `posts` posts and `inDocs` of `docs` docs pages use: how
 * unlikely that split is if posts and docs used the word alike.
 */
export function keyness(inPosts, posts, inDocs, docs) {
  const total = posts + docs;
  const using = inPosts + inDocs;
  const cells = [
    [inPosts, (using * posts) / total],
    [posts - inPosts, ((total - using) * posts) / total],
    [inDocs, (using * docs) / total],
    [docs - inDocs, ((total - using) * docs) / total],
  ];
  return 2 * cells.reduce((sum, [observed, expected]) => sum + (observed > 0 ? observed * Math.log(observed / expected) : 0), 0);
}

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
    .filter(
      ([word, c]) =>
        !titled.has(word) &&
        c.posts >= MIN_POSTS &&
        c.posts / posts > c.docs / docs &&
        keyness(c.posts, posts, c.docs, docs) >= KEYNESS_CRITICAL_VALUE,
    )
    .map(([word]) => word)
    .sort();
}

// The words of the full text that no name in the navigational index holds (`calling`, `snowflake`,
// `permanently`): spelling correction corrects toward the names' words, and a misspelled word of
// the body alone (`caling`) had nothing to be corrected to. Written beside the Pagefind index in
// shards by first letter, as the aliases are; the browser loads the shards of a query's words only
// when the query needs correcting (src/search/textWords.ts).
import { shardKey } from './vocabulary/aliases.mjs';

/** The folder of the shards beside the Pagefind index; src/search/textWords.ts reads the same name. */
export const TEXT_WORDS_DIR = 'ledgerlink-text-words';
/** Bumped when the shape changes; src/search/textWords.ts reads the same number. */
export const TEXT_WORDS_VERSION = 1;

/** Spelling correction corrects words of four letters or more (`maxEdits` in src/search/queryTerms.ts). */
const CORRECTABLE = /^\p{L}{4,}$/u;

const wordsOf = (text) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/**
 * The words of four letters or more in the records' text that the navigational index `nav` (as
 * nav-index.mjs writes it) does not hold anywhere, the most frequent first (a correction's tie goes
 * to the more frequent word: `caling` is `calling`, not `caring`).
 */
export function textWords(records, nav) {
  const named = new Set(wordsOf(JSON.stringify(nav.entries)));
  const counts = new Map();
  for (const record of records) {
    for (const word of wordsOf(record.content ?? '')) {
      if (CORRECTABLE.test(word) && !named.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts.keys()].sort((a, b) => counts.get(b) - counts.get(a) || (a < b ? -1 : 1));
}

/** `words` by shard (`shardKey`, the first letter), each in its file's shape and order; every shard is written, so none answers 404. */
export function textWordShards(words) {
  const shards = new Map([...'abcdefghijklmnopqrstuvwxyz0123456789_'].map((key) => [key, { version: TEXT_WORDS_VERSION, words: [] }]));
  for (const word of words) shards.get(shardKey(word)).words.push(word);
  return shards;
}

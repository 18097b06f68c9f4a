/**
 * Coordination: a result that holds more of the query's informative words ranks above one that
 * holds fewer, whichever source found it. Each word weighs its inverse document frequency (a word
 * on few pages says more than one on most), and a word the index does not know weighs nothing.
 * This is Lucene's coordination factor with BM25's term weights: the fused score is multiplied by
 * the result's share of the query's weight, raised to the fitted `coverage` exponent.
 */
import type { Fused } from './fusion';
import { entryText } from './navIndex';
import { contentOf, holdsTerm, textWords, type PagefindData } from './pagefind';

/** Each term's weight: its inverse document frequency among `total` documents, 0 for a word the index does not know (null). */
export function termWeights(documentCounts: ReadonlyArray<number | null>, total: number): number[] {
  return documentCounts.map((count) => (count === null ? 0 : Math.log(1 + total / (1 + count))));
}

/** The words of a fused result: its document's title and text, or, found by name only, its names. */
export function resultText(item: Fused<PagefindData>): string {
  if (item.fullText) return contentOf(item.fullText.payload);
  return item.nav ? entryText(item.nav.entry) : '';
}

/**
 * The share of the terms' weight that `text` holds, from 0 to 1; a term counts as held when the text
 * holds it or the docs' term for it (`docsTerms[i]`: `vendor` → [supplier]). Null when no term weighs anything.
 */
export function coverage(
  text: string,
  terms: readonly string[],
  weights: readonly number[],
  docsTerms: ReadonlyArray<readonly string[] | null>,
): number | null {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return null;
  const inText = textWords(text);
  let held = 0;
  terms.forEach((term, i) => {
    const docsTerm = docsTerms[i];
    if (holdsTerm(inText, term) || (docsTerm?.length && docsTerm.every((word) => holdsTerm(inText, word)))) held += weights[i];
  });
  return held / total;
}

/** Between an operation's reader phrases in its `phrases` meta: the same as in lib/search/pagefind-documents.mjs. */
export const PHRASE_SEPARATOR = '; ';

/**
 * Proximity, as the tie-break of coordination: the largest share of the query (`shareOf`, a text's
 * `coverage`) that one of an operation's reader phrases holds by itself. Two operations can hold the
 * same words somewhere in their documents; the one whose words come together in one phrase, one
 * description of it in a reader's words, answers the query more closely (Algolia ranks by
 * "proximity" after "words", the number of the query's words a result holds, for the same reason).
 * 0 for a result without phrases.
 */
export function phraseCoverage(data: PagefindData, shareOf: (text: string) => number | null): number {
  const phrases = data.meta.phrases?.split(PHRASE_SEPARATOR) ?? [];
  return Math.max(0, ...phrases.map((phrase) => shareOf(phrase) ?? 0));
}

/** `items` with each score multiplied by its coverage to the power `exponent`, best first. */
export function byCoverage<T>(items: readonly Fused<T>[], coverageOf: (item: Fused<T>) => number | null, exponent: number): Fused<T>[] {
  return items
    .map((item) => {
      const share = coverageOf(item);
      return share === null ? item : { ...item, score: item.score * share ** exponent };
    })
    .sort((a, b) => b.score - a.score);
}

/**
 * Each word of a query searched alone: the API operations that hold any of its words, and how many
 * documents hold each word (for coordination, coverage.ts). Pagefind answers only documents holding
 * every word, and a reader who describes an operation in their own words (`software subscriptions a
 * company keeps paying for`) seldom types every word of its short document. Each word is searched
 * alone among the operations; an operation scores the sum of its words' scores (a rare word counts
 * for more, as BM25 has it) and loses the `relaxed` weight for each known query word it lacks, as
 * Lucene's coordination factor does; a word the index does not know (a typo) is not searched. Only
 * current operations are searched: a deprecated one, or one of a legacy API, is not the one to show
 * a reader who describes the task.
 */
import type { FullTextItem } from './fusion';
import { sitePath, type PagefindData, type PagefindModule, type PagefindResult } from './pagefind';

/** How many of the best operations are read and returned. */
const ANY_WORD_OPERATIONS = 3;

interface EachWord {
  /** The operations that hold any of the words, best first. */
  readonly operations: FullTextItem<PagefindData>[];
  /** For each term, how many documents of the whole index hold it; null for a word the index does not know. */
  readonly documentCounts: Array<number | null>;
}

export async function searchEachWord(
  pagefind: PagefindModule,
  terms: readonly string[],
  filters: Record<string, unknown>,
  missingWeight: number,
  isKnown: (term: string) => Promise<boolean>,
): Promise<EachWord> {
  const known = await Promise.all(terms.map(isKnown));
  const searched = terms.filter((_, i) => known[i]);
  const answers = await Promise.all(
    searched.map((term) => pagefind.search(term, { filters: { ...filters, kind: 'operation', lifecycle: 'current' } })),
  );
  // Pagefind counts the documents that hold a word before its filters apply.
  const counts = new Map(searched.map((term, i) => [term, answers[i]?.unfilteredResultCount ?? 0]));
  const documentCounts = terms.map((term) => counts.get(term) ?? null);
  const byId = new Map<string, { result: PagefindResult; sum: number; words: number }>();
  for (const answer of answers) {
    for (const result of answer?.results ?? []) {
      const seen = byId.get(result.id) ?? { result, sum: 0, words: 0 };
      seen.sum += result.score;
      seen.words += 1;
      byId.set(result.id, seen);
    }
  }
  const best = [...byId.values()]
    .map(({ result, sum, words }) => ({ result, score: sum * missingWeight ** (searched.length - words) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, ANY_WORD_OPERATIONS);
  const operations = await Promise.all(
    best.map(async ({ result, score }) => {
      const data = await result.data();
      return { key: data.meta.url ?? sitePath(data.url), score, payload: data };
    }),
  );
  return { operations, documentCounts };
}

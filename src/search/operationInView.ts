/**
 * Result-type diversity for API operations. An operation's document is short and its words are the
 * spec's, so a query in a reader's own words often finds the guides first, and the operation that
 * answers it lands below the first screen. When the first three results hold no operation, the
 * best operation whose document holds every word the query kept (after relaxation) takes the third
 * place: the guides keep the first two, and the reader sees that an endpoint does this. An
 * operation that holds only some of the words may take it too when it holds at least as much of
 * the query as the result whose place it takes (coordination, coverage.ts): it answers no less of
 * the query than what it displaces. Of these, the one that holds the most of the query comes; of
 * equals, the one with a reader phrase that holds the most of the query by itself (proximity), then
 * the better scored. Relaxation drops words from the right, so an operation holding every word it
 * kept may hold less of the query than one that holds all but a word. When the first
 * three hold an operation already, found by the full text's scores, and that best operation holds
 * more of the query than it does, the best one goes just above it (coordination again: the full
 * text counts how often a word occurs, not how many of the query's words a result holds). Not for
 * a query about the changelog (its posts keep their places) nor for a single word (a name, which
 * the navigational index answers).
 */
import { isOperationKey, type FullTextItem, type Fused } from './fusion';
import type { QueryIntent } from './navIndex';

/** The place, counted from 0, an operation takes in view: the last of the first three. */
export const OPERATION_PLACE = 2;

/** Whether a query may bring an operation into view: not a changelog query, not a single word. */
export function mayBringOperation(query: { readonly terms: readonly string[]; readonly intent: QueryIntent }): boolean {
  return !query.intent.changelog && query.terms.length >= 2;
}

/**
 * `fused` with the best of `operations` (those that may come into view) moved to or put in
 * `OPERATION_PLACE` when no operation is above it, or just above the operation there when it holds
 * more of the query than that one: the best is the one that holds the most of the query (`shareOf`);
 * of equals, the one with a reader phrase that holds the most of it by itself (`phraseShareOf`,
 * proximity), then the better scored; without `shareOf`, the best scored.
 */
export function withOperationInView<T>(
  fused: readonly Fused<T>[],
  operations: readonly FullTextItem<T>[],
  query: { readonly terms: readonly string[]; readonly intent: QueryIntent },
  shareOf?: (item: Fused<T>) => number | null,
  phraseShareOf?: (item: FullTextItem<T>) => number,
): Fused<T>[] {
  if (!mayBringOperation(query)) return [...fused];
  const share = (item: FullTextItem<T>) => (shareOf ? shareOfItem(item, shareOf) : 0);
  const phraseShare = (item: FullTextItem<T>) => phraseShareOf?.(item) ?? 0;
  const best = [...operations].sort((a, b) => share(b) - share(a) || phraseShare(b) - phraseShare(a) || b.score - a.score)[0];
  if (!best) return [...fused];
  const item = fused.find((other) => other.key === best.key) ?? { key: best.key, score: 0, fullText: best };
  const shown = fused.slice(0, OPERATION_PLACE + 1).find((other) => isOperationKey(other.key));
  if (!shown) return placedInView(fused, item);
  // An operation in view already: the one that holds more of the query goes just above it.
  if (best.key === shown.key || !shareOf || !(share(best) > (shareOf(shown) ?? 0))) return [...fused];
  const rest = fused.filter((other) => other.key !== best.key);
  const at = rest.indexOf(shown);
  return [...rest.slice(0, at), item, ...rest.slice(at)];
}

/** `items` with `item` at `OPERATION_PLACE`, moved there if the list holds it already (by key), else put there. */
export function placedInView<F extends { readonly key: string }>(items: readonly F[], item: F): F[] {
  const rest = items.filter((other) => other.key !== item.key);
  return [...rest.slice(0, OPERATION_PLACE), item, ...rest.slice(OPERATION_PLACE)];
}

/**
 * Of `candidates` (operations holding some of the query's words, best first), those that hold at
 * least as much of the query (`shareOf`) as the result of `ranked` at `OPERATION_PLACE`, whose place
 * one of them would take (all of them when the list is shorter).
 */
export function asCompleteAsDisplaced<T>(
  candidates: readonly FullTextItem<T>[],
  ranked: readonly Fused<T>[],
  shareOf: (item: Fused<T>) => number | null,
): FullTextItem<T>[] {
  const displaced = ranked[OPERATION_PLACE];
  const needed = displaced ? (shareOf(displaced) ?? 0) : 0;
  return candidates.filter((candidate) => shareOfItem(candidate, shareOf) >= needed);
}

/** The share of the query (`shareOf`) that a full-text result holds, 0 when it is not weighed. */
function shareOfItem<T>(item: FullTextItem<T>, shareOf: (item: Fused<T>) => number | null): number {
  return shareOf({ key: item.key, score: item.score, fullText: item }) ?? 0;
}

/**
 * Cross-validation of ranking parameters grouped by target page: every query of one page (or one
 * operation of an API page) falls in the same fold, so a page's vocabulary is never both fitted and
 * tested. Parameters are fitted by coordinate search over a grid, one parameter at a time.
 */
import { targetKey } from '../../../lib/search/eval/metrics.mjs';
import type { RankingParameters } from '../../../src/search/ranking';
import type { Judged } from './judged';

export type Ranks = ReadonlyArray<number | null>;
export type Trial = (parameters: RankingParameters) => Promise<Ranks>;

/** What a fit maximises: the mean of success@3 and MRR over `indexes`. */
export function objective(ranks: Ranks, indexes: readonly number[]): number {
  if (!indexes.length) return 0;
  let success3 = 0;
  let reciprocal = 0;
  for (const i of indexes) {
    const rank = ranks[i];
    if (rank !== null && rank <= 3) success3++;
    if (rank !== null) reciprocal += 1 / rank;
  }
  return (success3 + reciprocal) / (2 * indexes.length);
}

/** `k` folds of query indexes, each query in the fold of its first target page (pages dealt round-robin, largest first). */
export function foldsByPage(entries: readonly Judged[], k: number): number[][] {
  const byPage = new Map<string, number[]>();
  entries.forEach((entry, i) => {
    const page = targetKey(entry.relevant[0]).split('#')[0];
    byPage.set(page, [...(byPage.get(page) ?? []), i]);
  });
  const folds: number[][] = Array.from({ length: k }, () => []);
  const pages = [...byPage.values()].sort((a, b) => b.length - a.length);
  for (const queries of pages) folds.reduce((smallest, fold) => (fold.length < smallest.length ? fold : smallest)).push(...queries);
  return folds;
}

/** Coordinate search: each parameter in turn takes the grid value that scores best on `indexes`, `passes` times. */
export async function coordinateFit(
  start: RankingParameters,
  grid: Readonly<Record<keyof RankingParameters, readonly number[]>>,
  trial: Trial,
  indexes: readonly number[],
  passes = 2,
): Promise<RankingParameters> {
  let best = { ...start };
  let bestScore = objective(await trial(best), indexes);
  for (let pass = 0; pass < passes; pass++) {
    let improved = false;
    for (const name of Object.keys(grid) as Array<keyof RankingParameters>) {
      for (const value of grid[name]) {
        if (value === best[name]) continue;
        const candidate = { ...best, [name]: value };
        const score = objective(await trial(candidate), indexes);
        if (score > bestScore + 1e-9) {
          best = candidate;
          bestScore = score;
          improved = true;
        }
      }
    }
    if (!improved) break;
  }
  return best;
}

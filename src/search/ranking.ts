/**
 * The embedded search's ranking parameters: the only numbers ranking is tuned by. They are fitted
 * on the tuning set by scripts/search/fit/fit-ranking.ts (k-fold cross-validation, folds grouped by
 * target page) and read from the file it writes; nothing else in ranking is hand-set.
 */
import fitted from './ranking.json';

export interface RankingParameters {
  /** Full-text (body) evidence relative to the navigational index (names), when both are sure. */
  readonly fullText: number;
  /** A match of an alias (another word for a docs term) relative to the reader's own words; below 1. */
  readonly alias: number;
  /**
   * An update post relative to a docs page, when the query does not ask about the changelog; when it
   * does (dates, versions, words of posts), a post weighs as a docs page does.
   */
  readonly post: number;
  /** An API operation, or a reference page as a whole, when the query names no action. */
  readonly operationWithoutAction: number;
  /** Full-text results of the relaxed query (words matching nothing dropped) relative to the query as typed. */
  readonly relaxed: number;
  /** A word matched within its typo tolerance relative to a word matched exactly. */
  readonly fuzzy: number;
  /** Each further operation of one API page counts this much of the one before, so one API does not fill the top. */
  readonly sameApiDecay: number;
  /** How much a result's share of the query's informative words counts: the exponent of coordination (coverage.ts); 0 turns it off. */
  readonly coverage: number;
}

export const RANKING_PARAMETERS: RankingParameters = fitted.parameters;

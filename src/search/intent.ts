/**
 * What a query asks for, read from its words: the changelog (an end-of-life date, a release, an
 * incident) or an API operation (an action). Changelog words are computed from the corpus at build
 * time (lib/search/changelog-words.mjs: words that more of the update posts than of the docs use,
 * beyond chance); dates, months, years, version numbers and a question about when something happens
 * mark it too. Action words are the plain meanings of the API's verbs in their reviewed list
 * (vocabulary/api-verbs.json); a question (`how do i …`) asks for no action.
 */
import apiVerbs from './vocabulary/api-verbs.json';
import { namesAField, queryTerms } from './queryTerms';

const MONTHS = new Set([
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
]);

/** A year (`2025`), a version (`v3`, `3.0`, `2.1.4`), or an ISO date (`2025-03-31`). */
const DATED = /(^|\s)((19|20)\d\d|v\d+|\d+\.\d+(\.\d+)?)(\s|$|-)/;

/**
 * A question about when something happened or will (`when did bill pay launch`, `when will … return
 * 404`), or one that ends by asking when (`netsuite bank feeds added when`): posts are dated.
 */
const ASKS_WHEN = /^\s*when (did|was|were|will|could)\b|\bwhen\s*\??\s*$/;

/**
 * True when `query` asks about the changelog: a word of posts, a month, a year, a date or a
 * version, or a question about when something happened.
 */
export function asksForChangelog(query: string, changelogWords: ReadonlySet<string>): boolean {
  const lower = query.toLowerCase();
  if (DATED.test(lower) || ASKS_WHEN.test(lower)) return true;
  const words = lower.match(/\p{L}+/gu) ?? [];
  return words.some((word) => MONTHS.has(word)) || queryTerms(lower).some((term) => changelogWords.has(term));
}

/** The plain meanings of the API's verbs, single words: `delete`, `remove`, `create`, `add`, …. */
export const ACTION_WORDS: ReadonlySet<string> = new Set(
  apiVerbs.entries.flatMap((entry) => [entry.term, ...entry.aliases]).filter((word) => /^\p{L}+$/u.test(word)),
);

/**
 * Words that open a question: the interrogatives, and the auxiliaries that open a yes/no question
 * (`can`, `does`, `is`). `which` is left out: it picks things out, as a list does.
 */
const QUESTION_OPENERS = new Set([
  'how',
  'why',
  'what',
  'when',
  'where',
  'who',
  'should',
  'can',
  'could',
  'would',
  'will',
  'is',
  'are',
  'does',
  'do',
  'did',
]);

/** True when `query` is a question (`how do i put my logo on link`): it asks for an explanation. */
export function isQuestion(query: string): boolean {
  const first = query.toLowerCase().match(/\p{L}+/u)?.[0];
  return first !== undefined && QUESTION_OPENERS.has(first);
}

/**
 * True when `query` names an action, so it asks for an API operation (`remove a connection`). In a
 * question the verbs are the reader's own (`how do i put my logo on link`), not a request for an
 * endpoint; an operation that answers a question can still come into view (operationInView.ts).
 * A name typed as code is no verb either: `read` in `PAYOUTS_READ` or `read.completed` names a
 * scope or an event, so only the words outside such names are read. Nor is the last word of a
 * query of several: English compounds end in their head noun (`kyc document upload`, `tenant
 * record`, `integrations list`), where a request opens with its verb (`upload a document`).
 */
export function asksForActionIn(query: string): boolean {
  const prose = query
    .split(/\s+/)
    .filter((token) => !namesAField(token))
    .join(' ');
  const words = prose.toLowerCase().match(/\p{L}+/gu) ?? [];
  return !isQuestion(query) && words.some((word, i) => ACTION_WORDS.has(word) && (i === 0 || i < words.length - 1));
}

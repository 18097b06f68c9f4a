/**
 * One ranked list from the embedded search's two sources: the navigational index (names:
 * titles, headings, keywords, operations, with typos and aliases) and Pagefind's full text (the
 * words of the body). Each source's scores are scaled to its best result, weighted, and added for
 * a page or operation both found; update posts and deprecated operations weigh less, and a
 * deprecated operation's successor goes just above it.
 */
import { plainSnippet, safeHighlight } from './highlight';
import { isLandingPage, phraseInTitle, titleHoldsEvery, type NavEntry, type NavHit, type QueryIntent } from './navIndex';
import { RANKING_PARAMETERS, type RankingParameters } from './ranking';
import type { SearchGroup, SearchHit } from './types';

export interface FullTextItem<T> {
  /** Site path of the page, or of the operation or webhook (`/accounting-api/#operation/list-invoices`). */
  readonly key: string;
  readonly score: number;
  readonly payload: T;
}

export interface Fused<T> {
  readonly key: string;
  readonly score: number;
  readonly nav?: NavHit;
  readonly fullText?: FullTextItem<T>;
}

/** A fused item while its score is still being set. */
type Scored<T> = { -readonly [K in keyof Fused<T>]: Fused<T>[K] };

/** The site path a nav hit stands for: the page, or the operation on its API page. */
export function navKey(hit: NavHit): string {
  return hit.entry.u;
}

/** True for the site path of an operation or webhook on its API page. */
export const isOperationKey = (key: string) => /#(operation|webhook)\//.test(key);

/** True for the site path of an update post. */
export const isPostKey = (key: string) => key.startsWith('/updates/');

/** The full-text weight of an update post, an API reference page or an operation relative to a docs page. */
function fullTextWeight(key: string, intent: QueryIntent, ranking: RankingParameters): number {
  if (isPostKey(key)) return intent.changelog ? 1 : ranking.post;
  // A reference page as a whole (its intro and schema names) is rarely the answer: its operations are.
  if (/^\/[^/]+-api\/$/.test(key)) return ranking.operationWithoutAction;
  return isOperationKey(key) && !intent.action ? ranking.operationWithoutAction : 1;
}

/** Lowers each further operation of one API page (see `sameApiDecay`), then sorts again. */
function spreadOperations<F extends { key: string; score: number }>(items: F[], decay: number): F[] {
  const seen = new Map<string, number>();
  for (const item of [...items].sort((a, b) => b.score - a.score)) {
    if (!isOperationKey(item.key)) continue;
    const page = item.key.split('#')[0];
    const count = seen.get(page) ?? 0;
    item.score *= decay ** count;
    seen.set(page, count + 1);
  }
  return items.sort((a, b) => b.score - a.score);
}

/** Just above `score`, so that a successor sorts before the operation it replaces. */
const justAbove = (score: number) => score + Math.max(Math.abs(score) * 1e-9, 1e-12);

/**
 * A deprecated operation that the query finds brings the operation that replaces it (the spec's
 * `x-replacement`) to the place just above it: readers are sent to the current operation first,
 * even when the old one's name holds their words and the new one's does not.
 */
function successorsFirst<T>(items: Scored<T>[], entryAt: (url: string) => NavEntry | undefined): Scored<T>[] {
  const byKey = new Map(items.map((item) => [item.key, item]));
  for (const item of [...items].sort((a, b) => b.score - a.score)) {
    const successorKey = (item.nav?.entry ?? entryAt(item.key))?.r;
    if (!successorKey) continue;
    const score = justAbove(item.score);
    const successor = byKey.get(successorKey);
    if (successor) {
      successor.score = Math.max(successor.score, score);
      continue;
    }
    const entry = entryAt(successorKey);
    if (!entry) continue;
    const added = { key: successorKey, score, nav: { entry, score, exactTerms: [] } };
    byKey.set(successorKey, added);
    items.push(added);
  }
  return items.sort((a, b) => b.score - a.score);
}

/**
 * Fuses both lists, best first, for a query of that `intent` (intent.ts). `entryAt` finds a nav
 * entry by its site path, for the successors of deprecated operations.
 */
export function fuse<T>(
  navHits: readonly NavHit[],
  fullText: readonly FullTextItem<T>[],
  intent: QueryIntent = { action: true, changelog: false },
  ranking: RankingParameters = RANKING_PARAMETERS,
  entryAt: (url: string) => NavEntry | undefined = () => undefined,
): Fused<T>[] {
  const topNav = navHits[0]?.score ?? 0;
  const topFullText = Math.max(0, ...fullText.map((item) => item.score));
  const byKey = new Map<string, Scored<T>>();
  for (const hit of navHits) {
    const key = navKey(hit);
    const score = topNav ? hit.score / topNav : 0;
    byKey.set(key, { key, score, nav: hit });
  }
  for (const item of fullText) {
    const score = topFullText ? (ranking.fullText * item.score * fullTextWeight(item.key, intent, ranking)) / topFullText : 0;
    const existing = byKey.get(item.key);
    if (existing) {
      existing.score += score;
      existing.fullText = item;
    } else byKey.set(item.key, { key: item.key, score, fullText: item });
  }
  return successorsFirst(spreadOperations([...byKey.values()], ranking.sameApiDecay), entryAt);
}

/** Wraps the query's words in `<mark>` inside plain text, escaped. */
export function markTerms(text: string, terms: readonly string[]): string {
  const wanted = terms.filter((t) => t.length >= 2);
  if (!wanted.length) return plainSnippet(text);
  const pattern = new RegExp(`\\b(${wanted.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})[\\p{L}\\p{N}]*`, 'giu');
  return safeHighlight(plainSnippet(text).replace(pattern, '<mark>$&</mark>'), { decode: true });
}

/** A result group for a nav hit that the full text did not find (it has no excerpt of its own). */
export function navGroup(hit: NavHit, terms: readonly string[]): SearchGroup {
  const { entry } = hit;
  if (entry.k === 'o') {
    const pageUrl = entry.u.split('#')[0];
    const operation: SearchHit = {
      url: entry.u,
      headings: [entry.t],
      kind: 'operation',
      snippetHtml: markTerms(entry.e ?? '', terms),
    };
    return { pageUrl, pageTitle: entry.a ?? pageUrl, section: entry.s, hits: [operation] };
  }
  const page: SearchHit = {
    url: hit.heading ? `${entry.u}#${hit.heading[1]}` : entry.u,
    headings: hit.heading ? [hit.heading[0]] : [],
    kind: hit.heading ? 'heading' : 'page',
    snippetHtml: markTerms(entry.d ?? '', terms),
  };
  return { pageUrl: entry.u, pageTitle: entry.t, section: entry.s, hits: [page] };
}

/**
 * The items whose key is in `keys` first, each group in its own order. Two kinds of result go in
 * front (embedded.ts): the pages and posts whose title is the query, word for word, as a reader who
 * types a name means that page; and the few documents that hold a field typed as code whole, which
 * it points at more precisely than its parts' words do in titles elsewhere (Algolia's "exact"
 * criterion, Typesense's `prioritize_exact_match`).
 */
export function inFront<F extends { key: string }>(items: readonly F[], keys: ReadonlySet<string>): F[] {
  if (!keys.size) return [...items];
  return [...items.filter((item) => keys.has(item.key)), ...items.filter((item) => !keys.has(item.key))];
}

/** The folder of a landing page's topic: `/integrations/commerce/zettle/` for its overview, `/lending/` for the section index `/lending`. */
const topicFolder = (url: string) => (/^\/[^/]+$/.test(url) ? `${url}/` : url.replace(/[^/]+$/, ''));

/**
 * A landing page (`isLandingPage`) whose title holds every word of the query goes before the other
 * pages of its topic: a reader who types a topic's bare name (`zettle`) means the page that opens
 * it, not the FAQ whose headings say the name more often. It does not pass a page whose title holds
 * the query's words in their order (`Pay a bill end to end` for `pay a bill`), which names the query
 * more closely; results of other topics keep their places.
 */
export function landingPagesFirst<F extends { key: string; nav?: NavHit }>(
  items: readonly F[],
  terms: readonly string[],
  entryAt: (url: string) => NavEntry | undefined,
): F[] {
  if (!terms.length) return [...items];
  const titleOf = (item: F) => (item.nav?.entry ?? entryAt(item.key))?.t ?? '';
  let result = [...items];
  for (const landing of items) {
    if (!isLandingPage(landing.key) || (landing.nav?.entry ?? entryAt(landing.key))?.k !== 'd') continue;
    if (!titleHoldsEvery(titleOf(landing), terms)) continue;
    const folder = topicFolder(landing.key);
    const at = result.indexOf(landing);
    const above = result.slice(0, at);
    const phrase = above.reduce((last, item, i) => (item.key.startsWith(folder) && phraseInTitle(titleOf(item), terms) > 0 ? i : last), -1);
    const first = above.findIndex((item, i) => i > phrase && item.key.startsWith(folder));
    if (first === -1) continue;
    result = [...result.slice(0, first), landing, ...result.slice(first).filter((item) => item !== landing)];
  }
  return result;
}

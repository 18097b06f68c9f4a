/**
 * Pagefind's side of the embedded search: the shapes of its browser API, how its results are
 * re-ranked by title, and how a Pagefind document becomes a result group. The index is written by
 * lib/search/build-index.mjs to build/pagefind/; the browser loads `pagefind.js` on the first
 * search (or when the search button is hovered), then only the chunks and fragments a query needs.
 */
import { stemmer } from 'stemmer';
import { safeHighlight } from './highlight';
import type { FacetCount, SearchGroup, SearchHit } from './types';

/** The parts of Pagefind's browser API this backend uses. */
export interface PagefindAnchor {
  readonly element: string;
  readonly id: string;
  readonly text?: string;
  readonly location: number;
}
export interface PagefindSubResult {
  readonly title: string;
  readonly url: string;
  readonly excerpt: string;
  readonly anchor?: PagefindAnchor;
  readonly weighted_locations?: ReadonlyArray<{ readonly weight: number; readonly balanced_score: number }>;
  readonly locations?: readonly number[];
}
export interface PagefindData {
  readonly url: string;
  readonly content?: string;
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
  readonly anchors?: readonly PagefindAnchor[];
  readonly sub_results?: readonly PagefindSubResult[];
}
export interface PagefindResult {
  readonly id: string;
  readonly score: number;
  data(): Promise<PagefindData>;
}
export type PagefindFilters = Readonly<Record<string, Readonly<Record<string, number>>>>;
export interface PagefindSearch {
  readonly results: readonly PagefindResult[];
  /** How many documents hold the words before the filters apply. */
  readonly unfilteredResultCount?: number;
  readonly filters?: PagefindFilters;
}
export interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  init?(): Promise<void>;
  filters?(): Promise<PagefindFilters>;
  search(term: string, options?: { filters?: Record<string, unknown> }): Promise<PagefindSearch | null>;
  /** Loads the index chunks that `term`'s words fall in, without searching. */
  preload?(term: string, options?: { filters?: Record<string, unknown> }): Promise<void>;
}

/**
 * Pagefind's ranking knobs (the rest are its defaults): length counts for less, and a word only
 * starting with the typed one (`pay` in `payroll`) for much less. Pagefind expands a word over
 * the index chunks already loaded, so without that last knob the same query scored differently
 * later in a visit; prefixes and typos are the navigational index's job (navIndex.ts).
 */
export const RANKING = { pageLength: 0.4, termSimilarity: 4 };

/** The words of a Pagefind document that a query can match: its title and its text. */
export const contentOf = (data: PagefindData): string => `${data.meta.title ?? ''} ${data.content ?? ''}`;

/** Lower-cased words of a query or a text (letters and digits; `-`, `_`, `.` and `/` split). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Remembers up to `limit` results of `compute` by key, forgetting all when full (a visit meets few documents and words). */
function remembered<V>(limit: number, compute: (key: string) => V): (key: string) => V {
  const memory = new Map<string, V>();
  return (key) => {
    let value = memory.get(key);
    if (value === undefined) {
      if (memory.size >= limit) memory.clear();
      value = compute(key);
      memory.set(key, value);
    }
    return value;
  };
}

/** The distinct words of a text by their first three letters. */
export type TextWords = ReadonlyMap<string, readonly string[]>;

/** The words of a text (`words`) by their first three letters, remembered: the same documents come back query after query. */
export const textWords = remembered(500, (text): TextWords => {
  const byPrefix = new Map<string, string[]>();
  for (const word of new Set(words(text))) {
    const prefix = word.slice(0, 3);
    const list = byPrefix.get(prefix);
    if (list) list.push(word);
    else byPrefix.set(prefix, [word]);
  }
  return byPrefix;
});

const stemOf = remembered(50_000, stemmer);

/**
 * Pagefind 1.4 loads the index chunk of each query word by the word as typed, then looks up the
 * word's stem (pagefind_web: `request_indexes`, then `stems_from_term`). Where a chunk boundary
 * falls between the two, the stem's chunk is never loaded: `commerce` found 63 pages and its stem
 * `commerc` 208, the pages that hold `Commerce` only as a word of their text among them. The
 * answer also depended on which chunks earlier queries had loaded. So the stems' chunks are loaded
 * first (Pagefind's `preload`), and a word is found on every page that holds it.
 */
export function withStemChunks(pagefind: PagefindModule): PagefindModule {
  return {
    ...pagefind,
    async search(term, options) {
      const typed = words(term);
      const stems = typed.map(stemOf).filter((stem, i) => stem !== typed[i]);
      if (stems.length) await pagefind.preload?.(stems.join(' '), options);
      return pagefind.search(term, options);
    },
  };
}

/**
 * A word matches a query term when it starts with the term, or (for longer terms) has its Porter
 * stem: `deleting` matches `deleted`, `paginate` matches `pagination`, but a misspelling (`histroy`)
 * does not match the word it misspells, so it goes to spelling correction.
 */
export function termMatches(word: string, term: string): boolean {
  if (word.startsWith(term)) return true;
  // Porter's steps only rewrite endings, so words whose first three letters differ never share a stem.
  return term.length >= 5 && word.startsWith(term.slice(0, 3)) && stemOf(word) === stemOf(term);
}

/** True when one of a text's words (`textWords`) matches `term` (`termMatches`); only the words that share its first letters are read. */
export function holdsTerm(byPrefix: TextWords, term: string): boolean {
  const candidates =
    term.length >= 3
      ? (byPrefix.get(term.slice(0, 3)) ?? [])
      : [...byPrefix].flatMap(([prefix, list]) => (prefix.startsWith(term) ? list : []));
  return candidates.some((word) => termMatches(word, term));
}

/**
 * Pagefind answers a query none of whose words is in the index with loose partial matches (a
 * nonsense word can match a lone "Z."). A result is kept only when a query word occurs in it.
 */
export function isRelevant(content: string, terms: readonly string[]): boolean {
  if (!terms.length) return true;
  const inContent = textWords(content);
  return terms.some((term) => holdsTerm(inContent, term));
}

/** True when every query word occurs in `content` (by prefix or shared stem). */
export function holdsEvery(content: string, terms: readonly string[]): boolean {
  const inContent = textWords(content);
  return terms.every((term) => holdsTerm(inContent, term));
}

/**
 * Pagefind scores short documents (an API operation) above the guide whose title is the query.
 * A result moves up by the share of the query's words its title holds times the share of its
 * title's words that are the query's (as titleCoverage in navIndex.ts does for names).
 */
export function rerankScore(score: number, title: string, terms: readonly string[]): number {
  const titleWords = words(title);
  if (!terms.length || !titleWords.length) return score;
  const matchedTerms = terms.filter((term) => titleWords.some((word) => termMatches(word, term))).length;
  const coveredWords = titleWords.filter((word) => terms.some((term) => termMatches(word, term))).length;
  const boost = 1 + (matchedTerms / terms.length) * (coveredWords / titleWords.length);
  return score * boost;
}

/** Imports `pagefind.js` from the site (the index is written after bundling, so the bundler must leave it alone). */
export function importPagefind(url: string): Promise<PagefindModule> {
  // The index is written after the site is bundled, so the bundler must leave this import alone.
  return import(/* webpackIgnore: true */ /* @vite-ignore */ url) as Promise<PagefindModule>;
}

function subScore(sub: PagefindSubResult): number {
  return (sub.weighted_locations ?? []).reduce((sum, loc) => sum + loc.balanced_score, 0);
}

/** Headings from the page title down to `anchor`, read from the document's list of anchors. */
export function headingsTo(anchors: readonly PagefindAnchor[], anchor: PagefindAnchor): string[] {
  const stack: Array<{ level: number; text: string }> = [];
  for (const candidate of anchors) {
    if (candidate.location > anchor.location) break;
    const level = Number(candidate.element.replace(/^h/i, ''));
    if (!Number.isInteger(level) || level < 2) continue;
    while (stack.length && stack[stack.length - 1].level >= level) stack.pop();
    stack.push({ level, text: candidate.text ?? '' });
    if (candidate.id === anchor.id) break;
  }
  return stack.map((entry) => entry.text).filter(Boolean);
}

function parseTrail(value: string | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Pagefind returns URLs relative to its base path; the UI wants site paths. */
export function sitePath(url: string): string {
  try {
    const parsed = new URL(url, 'https://site.invalid');
    return `${parsed.pathname}${parsed.hash}`;
  } catch {
    return url;
  }
}

/**
 * Pagefind's excerpts of a heading (or page) start with the heading text itself, which the result
 * already shows as its title: `Rate limits. Ledgerlink limits…` becomes `Ledgerlink limits…`.
 */
export function stripLeadingTitle(excerpt: string, title: string): string {
  const titleWords = words(title);
  if (!titleWords.length) return excerpt;
  const tokens = excerpt.split(/(\s+)/);
  let seen: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!tokens[i].trim()) continue;
    seen = seen.concat(words(tokens[i].replace(/<\/?mark\s*>/gi, '')));
    if (seen.length > titleWords.length || seen.some((word, j) => word !== titleWords[j])) return excerpt;
    if (seen.length === titleWords.length) {
      if (!/[.:]\s*(<\/mark\s*>)?\s*$/i.test(tokens[i])) return excerpt;
      const rest = tokens
        .slice(i + 1)
        .join('')
        .trimStart();
      const openMarks = (
        tokens
          .slice(0, i + 1)
          .join('')
          .match(/<mark\s*>/gi) ?? []
      ).length;
      const closedMarks = (
        tokens
          .slice(0, i + 1)
          .join('')
          .match(/<\/mark\s*>/gi) ?? []
      ).length;
      return rest ? `${openMarks > closedMarks ? '<mark>' : ''}${rest}` : excerpt;
    }
  }
  return excerpt;
}

/** One Pagefind document as a result group (an API operation is a group of one hit). */
export function groupFromData(data: PagefindData, hitsPerGroup: number): SearchGroup {
  const meta = data.meta;
  const pageUrl = meta.page_url ?? sitePath(data.url);
  const pageTitle = meta.page_title ?? meta.title ?? pageUrl;
  const section = meta.section ?? '';
  if (meta.kind === 'operation') {
    const hit: SearchHit = {
      url: meta.url ?? sitePath(data.url),
      headings: [...parseTrail(meta.trail), meta.title ?? ''].filter(Boolean),
      kind: 'operation',
      snippetHtml: safeHighlight(stripLeadingTitle(data.sub_results?.[0]?.excerpt ?? data.excerpt, meta.title ?? ''), { decode: true }),
    };
    return { pageUrl, pageTitle, section, hits: [hit] };
  }
  const subs = [...(data.sub_results ?? [])].sort((a, b) => subScore(b) - subScore(a)).slice(0, hitsPerGroup);
  const hits: SearchHit[] = subs.map((sub) => ({
    url: sitePath(sub.url),
    headings: sub.anchor ? headingsTo(data.anchors ?? [], sub.anchor) : [],
    kind: sub.anchor ? 'heading' : 'page',
    snippetHtml: safeHighlight(stripLeadingTitle(sub.excerpt, sub.anchor ? (sub.anchor.text ?? sub.title) : pageTitle), { decode: true }),
  }));
  if (!hits.length) {
    hits.push({
      url: pageUrl,
      headings: [],
      kind: 'page',
      snippetHtml: safeHighlight(stripLeadingTitle(data.excerpt, pageTitle), { decode: true }),
    });
  }
  return { pageUrl, pageTitle, section, hits };
}

/** Counts per value of a Pagefind filter, plus one for each extra value (results only the nav index found). */
export function facetCounts(filters: PagefindFilters | undefined, name: string, extra: readonly string[] = []): FacetCount[] {
  const counts: Record<string, number> = { ...(filters?.[name] ?? {}) };
  for (const value of extra) if (value) counts[value] = (counts[value] ?? 0) + 1;
  return Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/**
 * The embedded backend: the Pagefind index that scripts/search/build-index.mjs writes to
 * build/pagefind/. The browser loads `pagefind.js` on the first search (or when the search button
 * is hovered), then only the index chunks and fragments that a query needs.
 */
import { fuse, navGroup, type FullTextItem } from './fusion';
import { mergeGroups } from './group';
import { loadNavSearch, NAV_INDEX_FILE, type NavHit, type NavSearch } from './navIndex';
import { asksForActionIn, queryTerms } from './queryTerms';
import { synonymAlternatives } from './synonyms';
import { safeHighlight } from './highlight';
import {
  SearchIndexMissingError,
  SearchUnavailableError,
  type FacetCount,
  type SearchBackend,
  type SearchGroup,
  type SearchHit,
  type SearchRequest,
  type SearchResults,
} from './types';

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
  readonly filters?: PagefindFilters;
}
export interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  init?(): Promise<void>;
  filters?(): Promise<PagefindFilters>;
  search(term: string, options?: { filters?: Record<string, unknown> }): Promise<PagefindSearch | null>;
}

export interface PagefindBackendOptions {
  /** Where the index lives, e.g. `/pagefind/`. */
  readonly basePath: string;
  /** Loads `pagefind.js`; replaced in tests. */
  readonly load?: (url: string) => Promise<PagefindModule>;
  /** In the dev server there is no index: that is reported as SearchIndexMissingError. */
  readonly isDev?: boolean;
  /** Hits shown per page group. */
  readonly hitsPerGroup?: number;
  /** Milliseconds a query waits for the index before it is reported as unavailable. */
  readonly timeoutMs?: number;
  /** Whether the index can be reached; asked before reporting "no results" (see `indexReachable`). */
  readonly reachable?: (basePath: string) => Promise<boolean>;
  /** Loads the navigational index written beside Pagefind's (see `navIndex.ts`); replaced in tests. */
  readonly loadNav?: (basePath: string) => Promise<NavSearch>;
}

/**
 * Pagefind logs an index chunk it cannot fetch and searches without it, so offline or with a failing
 * host a query looks like it has no results. Before saying so, check that the index answers.
 */
export async function indexReachable(basePath: string): Promise<boolean> {
  if (typeof window === 'undefined') return true;
  if (navigator.onLine === false) return false;
  try {
    const response = await fetch(`${basePath}pagefind-entry.json`, { method: 'HEAD', cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * How long a query waits for the index (the first one also loads the WebAssembly and index chunks):
 * a request that never answers must not spin forever, and a slow connection still gets its results.
 */
export const INDEX_TIMEOUT_MS = 12_000;

/** Rejects with SearchUnavailableError when `promise` has not settled within `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new SearchUnavailableError(`The search index did not answer within ${ms} ms.`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const DEFAULT_PER_PAGE = 10;
/** Pagefind's ranking knobs: let repeated and title words count for more, and length for less. */
export const RANKING = { termSaturation: 2, pageLength: 0.4 };
/** The first results are re-ranked by title match; their fragments load with the first page. */
export const RERANK_WINDOW = 8;

/** Lower-cased words of a query or a text (letters and digits; `-`, `_`, `.` and `/` split). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A word matches a query term when it starts with the term, or (for longer terms) shares its stem. */
export function termMatches(word: string, term: string): boolean {
  if (word.startsWith(term)) return true;
  return term.length >= 5 && word.startsWith(term.slice(0, Math.max(4, term.length - 3)));
}

/**
 * Pagefind answers a query none of whose words is in the index with loose partial matches (a
 * nonsense word can match a lone "Z."). A result is kept only when a query word occurs in it.
 */
export function isRelevant(content: string, terms: readonly string[]): boolean {
  if (!terms.length) return true;
  const inContent = new Set(words(content));
  return terms.some((term) => [...inContent].some((word) => termMatches(word, term)));
}

/** True when every query word occurs in `content` (by prefix or shared stem). */
export function holdsEvery(content: string, terms: readonly string[]): boolean {
  const inContent = words(content);
  return terms.every((term) => inContent.some((word) => termMatches(word, term)));
}

/**
 * Pagefind scores short documents (an API operation) above the guide whose title is the query.
 * Results whose title holds every query word, and titles that are mostly the query, move up;
 * update posts move down a little.
 */
export function rerankScore(score: number, title: string, pageUrl: string, terms: readonly string[]): number {
  const titleWords = words(title);
  if (!terms.length || !titleWords.length) return score;
  const matchedTerms = terms.filter((term) => titleWords.some((word) => termMatches(word, term))).length;
  const coveredWords = titleWords.filter((word) => terms.some((term) => termMatches(word, term))).length;
  const boost = 1 + (matchedTerms === terms.length ? 1 : 0) + 0.6 * (coveredWords / titleWords.length);
  return score * boost * (pageUrl.startsWith('/updates/') ? 0.85 : 1);
}

function importModule(url: string): Promise<PagefindModule> {
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
function sitePath(url: string): string {
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
      const rest = tokens.slice(i + 1).join('').trimStart();
      const openMarks = (tokens.slice(0, i + 1).join('').match(/<mark\s*>/gi) ?? []).length;
      const closedMarks = (tokens.slice(0, i + 1).join('').match(/<\/mark\s*>/gi) ?? []).length;
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
    snippetHtml: safeHighlight(stripLeadingTitle(sub.excerpt, sub.anchor ? sub.anchor.text ?? sub.title : pageTitle), { decode: true }),
  }));
  if (!hits.length) {
    hits.push({ url: pageUrl, headings: [], kind: 'page', snippetHtml: safeHighlight(stripLeadingTitle(data.excerpt, pageTitle), { decode: true }) });
  }
  return { pageUrl, pageTitle, section, hits };
}

/** Counts per value of a Pagefind filter, plus one for each extra value (results only the nav index found). */
function facetCounts(filters: PagefindFilters | undefined, name: string, extra: readonly string[] = []): FacetCount[] {
  const counts: Record<string, number> = { ...(filters?.[name] ?? {}) };
  for (const value of extra) if (value) counts[value] = (counts[value] ?? 0) + 1;
  return Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/**
 * The nav index's spelling correction of `query`, keeping every word that the full text knows
 * (a word of the body, such as `deadline`, is no typo even when no title has it).
 */
async function correction(pagefind: PagefindModule, names: NavSearch | null, query: string, filters: Record<string, unknown>): Promise<string | null> {
  const proposal = names?.correct(query);
  if (!proposal) return null;
  const typed = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const proposed = proposal.split(' ');
  // Pagefind answers an unknown word with loose partial matches, so the best one is read to see whether it holds the word.
  const known = async (word: string) => {
    const first = (await pagefind.search(word, { filters }))?.results[0];
    if (!first) return false;
    const data = await first.data();
    return holdsEvery(`${data.meta.title ?? ''} ${data.content ?? ''}`, [word]);
  };
  const kept = await Promise.all(typed.map(async (word, i) => (word === proposed[i] || !(await known(word)) ? proposed[i] : word)));
  const result = kept.join(' ');
  return result === typed.join(' ') ? null : result;
}

/** Loads the navigational index beside the Pagefind index; replaced in tests. */
async function defaultLoadNav(basePath: string): Promise<NavSearch> {
  return loadNavSearch(`${basePath}${NAV_INDEX_FILE}`);
}

interface Ranked {
  readonly key: string;
  readonly nav?: NavHit;
  readonly data?: PagefindData;
  readonly result?: PagefindResult;
}

export function createPagefindBackend(options: PagefindBackendOptions): SearchBackend {
  const basePath = options.basePath.endsWith('/') ? options.basePath : `${options.basePath}/`;
  const load = options.load ?? importModule;
  const loadNav = options.loadNav ?? defaultLoadNav;
  const hitsPerGroup = options.hitsPerGroup ?? 3;
  const timeoutMs = options.timeoutMs ?? INDEX_TIMEOUT_MS;
  const reachable = options.reachable ?? indexReachable;
  let ready: Promise<PagefindModule> | null = null;
  let nav: Promise<NavSearch | null> | null = null;

  const module = (): Promise<PagefindModule> => {
    ready ??= (async () => {
      let pagefind: PagefindModule;
      try {
        pagefind = await withTimeout(load(`${basePath}pagefind.js`), timeoutMs);
      } catch (cause) {
        if (options.isDev) throw new SearchIndexMissingError(cause);
        throw new SearchUnavailableError('The search index could not be loaded.', { cause });
      }
      try {
        await withTimeout(
          (async () => {
            await pagefind.options({ basePath, excerptLength: 24, ranking: RANKING });
            await pagefind.init?.();
          })(),
          timeoutMs,
        );
      } catch (cause) {
        throw new SearchUnavailableError('The search index could not be started.', { cause });
      }
      return pagefind;
    })();
    // A failed load is retried by the next query rather than remembered.
    ready.catch(() => {
      ready = null;
    });
    return ready;
  };

  // Without the navigational index, search still answers from the full text (names found less
  // well, no typo tolerance); the failure goes to the console and the next query tries again.
  const navSearch = (): Promise<NavSearch | null> => {
    nav ??= loadNav(basePath).catch((error: unknown) => {
      console.warn('[search] The navigational index could not be loaded; searching the full text only.', error);
      nav = null;
      return null;
    });
    return nav;
  };

  /** Pagefind's results for `terms`, the head of them read and re-ranked by title. */
  const fullText = async (pagefind: PagefindModule, terms: readonly string[], query: string, filters: Record<string, unknown>) => {
    const search = await pagefind.search(terms.length ? terms.join(' ') : query, { filters });
    if (!search) return { search, head: [] as FullTextItem<PagefindData>[] };
    const loaded = await Promise.all(search.results.slice(0, RERANK_WINDOW).map(async (result) => ({ result, data: await result.data() })));
    const head = loaded
      .filter(({ data }) => isRelevant(`${data.meta.title ?? ''} ${data.content ?? ''}`, terms))
      .map(({ result, data }) => ({
        key: data.meta.kind === 'operation' ? data.meta.url ?? sitePath(data.url) : data.meta.page_url ?? sitePath(data.url),
        score: rerankScore(result.score, data.meta.title ?? '', data.meta.page_url ?? '', terms),
        payload: data,
      }));
    return { search, head };
  };

  const backend: SearchBackend = {
    name: 'pagefind',
    async preload() {
      await Promise.all([module(), navSearch()]);
    },
    async search(request: SearchRequest): Promise<SearchResults> {
      const [pagefind, names] = await Promise.all([module(), navSearch()]);
      const perPage = request.perPage ?? DEFAULT_PER_PAGE;
      const filters: Record<string, unknown> = {
        language: request.language,
        docusaurus_tag: { any: [...request.tags] },
      };
      const withSection = request.section ? { ...filters, section: request.section } : filters;
      try {
        if (request.facets) await pagefind.filters?.(); // loads every filter chunk, so counts are complete
        const run = async (query: string) => {
          const terms = queryTerms(query);
          const navHits = names?.search({ query, alternatives: synonymAlternatives(query), tags: request.tags, section: request.section }) ?? [];
          const { search, head } = await fullText(pagefind, terms, query, withSection);
          return { query, terms, navHits, search, head };
        };
        let answer = await run(request.query);
        let corrected: string | null = null;
        // As typed, some page holds every word, in its text or its name: no correction.
        const matchedAsTyped =
          answer.head.some((item) => holdsEvery(`${item.payload.meta.title ?? ''} ${item.payload.content ?? ''}`, answer.terms)) ||
          answer.navHits.some((hit) => hit.exactTerms.length === answer.terms.length);
        if (!matchedAsTyped) {
          corrected = await correction(pagefind, names, request.query, withSection);
          if (corrected) {
            const retry = await run(corrected);
            if (retry.head.length || retry.navHits.length) answer = retry;
            else corrected = null;
          }
        }
        const { terms, navHits, search, head } = answer;

        const fused = fuse(navHits, head, asksForActionIn(answer.query));
        const ranked: Ranked[] = fused.map((item) => ({ key: item.key, nav: item.nav, data: item.fullText?.payload }));
        const seen = new Set(ranked.map((item) => item.key));
        for (const result of search?.results.slice(RERANK_WINDOW) ?? []) ranked.push({ key: `pagefind:${result.id}`, result });

        const noResults = { query: request.query, groups: [], total: 0, page: 1, pageCount: 0, sections: [] };
        if (!ranked.length) {
          if (!(await reachable(basePath))) throw new SearchUnavailableError('The search index cannot be reached.');
          return noResults;
        }

        const total = ranked.length;
        const pageCount = Math.ceil(total / perPage);
        const page = Math.min(Math.max(request.page ?? 1, 1), Math.max(pageCount, 1));
        const slice = ranked.slice((page - 1) * perPage, page * perPage);
        const groups: SearchGroup[] = [];
        for (const item of await Promise.all(slice.map(async (entry) => ({ ...entry, data: entry.data ?? (await entry.result?.data()) })))) {
          if (item.data) {
            const group = groupFromData(item.data, hitsPerGroup);
            // A page the head already showed is not shown again from the tail.
            if (item.result && seen.has(group.hits[0]?.kind === 'operation' ? group.hits[0].url : group.pageUrl)) continue;
            groups.push(group);
          } else if (item.nav) groups.push(navGroup(item.nav, terms));
        }
        let sections: FacetCount[] = [];
        if (request.facets) {
          const unfiltered = request.section ? await pagefind.search(terms.join(' ') || answer.query, { filters }) : search;
          const navOnly = fused.filter((item) => !item.fullText && item.nav).map((item) => item.nav?.entry.s ?? '');
          sections = facetCounts(unfiltered?.filters, 'section', navOnly);
        }
        return {
          query: request.query,
          groups: mergeGroups(groups, Math.max(hitsPerGroup, 5)),
          total,
          page,
          pageCount,
          sections,
          ...(corrected ? { correction: corrected } : {}),
        };
      } catch (cause) {
        if (cause instanceof SearchUnavailableError) throw cause;
        throw new SearchUnavailableError('The search index could not be read.', { cause });
      }
    },
  };
  // The whole query, index load included, answers or fails within the timeout.
  return { ...backend, search: (request) => withTimeout(backend.search(request), timeoutMs) };
}

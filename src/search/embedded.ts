/**
 * The embedded search backend, the default: Pagefind's full text (pagefind.ts) and the
 * navigational index of names (navIndex.ts) with the aliases (aliases.ts), all written beside each
 * other at build time; the index and the names load on the first search, the aliases in shards as
 * queries need them. A query runs on both with its aliases; a query whose words no page holds
 * together is relaxed for the full text (relax.ts), and the operations that hold some of its words
 * join it (eachWord.ts); the lists are fused (fusion.ts) by what the query asks for (intent.ts) and
 * weighed by how much of the query each result holds (coverage.ts), and an operation that answers
 * it is kept in view (operationInView.ts), as a post is for a question about the changelog
 * (postInView.ts); a page titled as the query, then the few documents that hold a field typed as
 * code, go first (`inFront`); a query that matches nothing as typed is corrected, toward the names'
 * words and the words of the text (textWords.ts), and answered with "Did you mean".
 */
import { ALIAS_SHARDS_DIR, loadAliases } from './aliases';
import { searchEachWord } from './eachWord';
import { byCoverage, coverage, phraseCoverage, resultText, termWeights } from './coverage';
import { fuse, inFront, landingPagesFirst, navGroup, navKey, type FullTextItem, type Fused } from './fusion';
import { mergeGroups } from './group';
import { asksForActionIn } from './intent';
import { loadNavIndex, NAV_INDEX_FILE, NavSearch, nameCoverage, type NavHit } from './navIndex';
import { asCompleteAsDisplaced, mayBringOperation, withOperationInView } from './operationInView';
import { withPostInView } from './postInView';
import {
  contentOf,
  facetCounts,
  groupFromData,
  holdsEvery,
  importPagefind,
  isRelevant,
  RANKING,
  rerankScore,
  sitePath,
  type PagefindData,
  type PagefindModule,
  type PagefindResult,
  withStemChunks,
} from './pagefind';
import { compoundTerms, identifiersIn, indexTerms, namesAField, queryTerms } from './queryTerms';
import { RANKING_PARAMETERS, type RankingParameters } from './ranking';
import { relaxTerms } from './relax';
import { withoutQuestionFrame } from './questionFrame';
import { loadTextWords, TEXT_WORDS_DIR } from './textWords';
import {
  SearchIndexMissingError,
  SearchUnavailableError,
  type FacetCount,
  type SearchBackend,
  type SearchGroup,
  type SearchRequest,
  type SearchResults,
} from './types';

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
  /** Loads the navigational index and the aliases written beside Pagefind's (see `navIndex.ts`); replaced in tests. */
  readonly loadNav?: (basePath: string, ranking: RankingParameters) => Promise<NavSearch>;
  /** Replaces the fitted ranking parameters (scripts/search/fit fits them). */
  readonly ranking?: RankingParameters;
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
/** The first results are re-ranked by title match; their fragments load with the first page. */
export const RERANK_WINDOW = 8;

/**
 * True when the full text holds `word`. Pagefind answers an unknown word with loose partial
 * matches, so the best one is read to see whether it holds the word.
 */
async function knownWord(pagefind: PagefindModule, word: string, filters: Record<string, unknown>): Promise<boolean> {
  const first = (await pagefind.search(word, { filters }))?.results[0];
  if (!first) return false;
  const data = await first.data();
  return holdsEvery(contentOf(data), [word]);
}

/**
 * The nav index's spelling correction of `query`, keeping every word that the full text knows
 * (a word of the body, such as `deadline`, is no typo even when no title has it). Only the words
 * corrected change: the rest of the query stays as typed (`customer's`, `API`, `409?`).
 */
async function correction(
  pagefind: PagefindModule,
  names: NavSearch | null,
  query: string,
  filters: Record<string, unknown>,
): Promise<string | null> {
  const proposed = names?.correct(query);
  if (!proposed) return null;
  const typed = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const known = (word: string) => knownWord(pagefind, word, filters);
  const corrected = await Promise.all(typed.map(async (word, i) => word !== proposed[i] && !(await known(word))));
  if (!corrected.some(Boolean)) return null;
  let i = 0;
  return query.trim().replace(/[\p{L}\p{N}]+/gu, (word) => {
    const at = i++;
    return corrected[at] ? proposed[at] : word;
  });
}

/** The page a full-text result shows under: an operation's API page, else its own. */
const pageOf = (data: PagefindData) => data.meta.page_url ?? sitePath(data.url);

/** The key of a full-text result: an operation's site path, else its page's. */
const keyOf = (data: PagefindData) => (data.meta.kind === 'operation' ? (data.meta.url ?? sitePath(data.url)) : pageOf(data));

/**
 * The keys of `results` when they are few enough to show whole: they show on no more pages than the
 * re-ranked window holds (an API page's operations show as one group). Results beyond the window are
 * read only when one more window holds them all; otherwise none.
 */
async function fewHolders(results: readonly PagefindResult[]): Promise<string[]> {
  if (results.length > 2 * RERANK_WINDOW) return [];
  const data = await Promise.all(results.map((result) => result.data()));
  const pages = new Set(data.map(pageOf));
  return pages.size <= RERANK_WINDOW ? data.map(keyOf) : [];
}

/** Full-text items of a query and of a rewording of it (its scores times `weight`): the better score of each page. */
function mergeFullText<T>(head: readonly FullTextItem<T>[], reworded: readonly FullTextItem<T>[], weight: number): FullTextItem<T>[] {
  const byKey = new Map(head.map((item) => [item.key, item]));
  for (const item of reworded) {
    const scaled = { ...item, score: item.score * weight };
    const existing = byKey.get(item.key);
    if (!existing || existing.score < scaled.score) byKey.set(item.key, scaled);
  }
  return [...byKey.values()];
}

/**
 * Loads the navigational index beside the Pagefind index; the aliases load in shards, as queries need
 * them, and the words of the full text when a query first needs correcting.
 */
async function defaultLoadNav(basePath: string, ranking: RankingParameters): Promise<NavSearch> {
  const file = await loadNavIndex(`${basePath}${NAV_INDEX_FILE}`);
  return new NavSearch(file, [], ranking, {
    aliasShard: (key) => loadAliases(`${basePath}${ALIAS_SHARDS_DIR}/${key}.json`),
    textWords: (key) => loadTextWords(`${basePath}${TEXT_WORDS_DIR}/${key}.json`),
  });
}

interface Ranked {
  readonly key: string;
  readonly nav?: NavHit;
  readonly data?: PagefindData;
  readonly result?: PagefindResult;
}

/**
 * The address of `pagefind.js` for a load after `failedLoads` failed ones. Browsers keep a failed
 * module import in their module map and fail the same address again without a request (Chromium
 * 150 does; whatwg/html#10327 changed that in the spec, and browsers are still taking it up), so a
 * retry asks for the module under a new address.
 */
function pagefindUrl(basePath: string, failedLoads: number): string {
  return failedLoads ? `${basePath}pagefind.js?retry=${failedLoads}` : `${basePath}pagefind.js`;
}

export function createEmbeddedBackend(options: PagefindBackendOptions): SearchBackend {
  const basePath = options.basePath.endsWith('/') ? options.basePath : `${options.basePath}/`;
  const load = options.load ?? importPagefind;
  const loadNav = options.loadNav ?? defaultLoadNav;
  const hitsPerGroup = options.hitsPerGroup ?? 3;
  const timeoutMs = options.timeoutMs ?? INDEX_TIMEOUT_MS;
  const reachable = options.reachable ?? indexReachable;
  const ranking = options.ranking ?? RANKING_PARAMETERS;
  let ready: Promise<PagefindModule> | null = null;
  let failedLoads = 0;
  let nav: Promise<NavSearch | null> | null = null;
  // Whether the index holds a word, by filters and word: the same for the whole visit, and asked for
  // every word of a query as it is typed; a failed answer is forgotten.
  const knownWords = new Map<string, Promise<boolean>>();

  const module = (): Promise<PagefindModule> => {
    ready ??= (async () => {
      let pagefind: PagefindModule;
      try {
        pagefind = withStemChunks(await withTimeout(load(pagefindUrl(basePath, failedLoads)), timeoutMs));
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
      failedLoads++;
    });
    return ready;
  };

  // Without the navigational index, search still answers from the full text (names found less
  // well, no typo tolerance); the failure goes to the console and the next query tries again.
  const navSearch = (): Promise<NavSearch | null> => {
    nav ??= loadNav(basePath, ranking).catch((error: unknown) => {
      console.warn('[search] The navigational index could not be loaded; searching the full text only.', error);
      nav = null;
      return null;
    });
    return nav;
  };

  /**
   * Pagefind's results for `terms`, the head of them read and re-ranked by title; `searchTerms`, when
   * given, are what Pagefind is asked (compounds whole), and `terms` what a result must hold.
   */
  const fullText = async (
    pagefind: PagefindModule,
    terms: readonly string[],
    query: string,
    filters: Record<string, unknown>,
    searchTerms: readonly string[] = terms,
  ) => {
    const search = await pagefind.search(searchTerms.length ? searchTerms.join(' ') : query, { filters });
    if (!search) return { search, head: [] as FullTextItem<PagefindData>[] };
    const loaded = await Promise.all(search.results.slice(0, RERANK_WINDOW).map(async (result) => ({ result, data: await result.data() })));
    const head = loaded
      .filter(({ data }) => isRelevant(contentOf(data), terms))
      .map(({ result, data }) => ({
        key: keyOf(data),
        score: rerankScore(result.score, data.meta.title ?? '', terms),
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
        const known = (term: string) => {
          const key = `${JSON.stringify(withSection)}\u0000${term}`;
          let answer = knownWords.get(key);
          if (!answer) {
            answer = knownWord(pagefind, term, withSection);
            knownWords.set(key, answer);
            answer.catch(() => knownWords.delete(key));
          }
          return answer;
        };
        /**
         * Each result's share of the query's informative words (coverage.ts), given how many documents
         * hold each of `terms`, and an operation's share held by one of its reader phrases (proximity,
         * the tie-break of operations that hold as much: `phraseCoverage`); null for a query that
         * coordination does not weigh, or without the names index, which counts the documents (one entry each).
         */
        const coordination = (terms: readonly string[], documentCounts?: ReadonlyArray<number | null>) => {
          if (!documentCounts || !names || !ranking.coverage) return null;
          const weights = termWeights(documentCounts, names.documentCount);
          const docsTerms = terms.map((term) => names.docsTermFor(term));
          // Proximity counts the query's words that one phrase holds, each word alike.
          const alike = terms.map(() => 1);
          return {
            shareOf: (item: Fused<PagefindData>) => coverage(resultText(item), terms, weights, docsTerms),
            phraseShareOf: (item: FullTextItem<PagefindData>) =>
              phraseCoverage(item.payload, (text) => coverage(text, terms, alike, docsTerms)),
          };
        };
        const run = async (typed: string) => {
          const query = withoutQuestionFrame(typed);
          await names?.loadAliasesFor(query);
          const terms = queryTerms(query);
          const alternatives = names?.alternatives(query) ?? [];
          const navHits = names?.search({ query, alternatives, tags: request.tags, section: request.section }) ?? [];
          // Pagefind asked for the query's words, or for `searchTerms` in their place (compounds or fields
          // whole), each once: a field typed alone (`commercePlatformKey`) is its own whole.
          const asked = new Map<string, ReturnType<typeof fullText>>();
          const askFor = (searchTerms: readonly string[] = terms) => {
            const key = searchTerms.join(' ');
            let answer = asked.get(key);
            if (!answer) asked.set(key, (answer = fullText(pagefind, terms, query, withSection, searchTerms)));
            return answer;
          };
          const { search, head: asTyped } = await askFor();
          let head = asTyped;
          // A field or header typed as code (`metadata.isDeleted`) is also asked whole, as the index holds it.
          const compounds = compoundTerms(query);
          if (compounds) head = mergeFullText(head, (await askFor(compounds)).head, 1);
          // A field typed as code that so few documents hold whole that they show on no more pages than
          // the re-ranked window holds (`fewHolders`): those documents go first (`inFront`). A common one
          // (`companyId`) points nowhere in particular, and its parts' words rank as usual.
          const identifiers = identifiersIn(query);
          const holders = new Set<string>();
          if (identifiers.length) {
            const whole = await askFor(identifiers);
            for (const key of whole.search ? await fewHolders(whole.search.results) : []) holders.add(key);
          }
          let words = terms;
          let latest = asTyped;
          let weight = 1;
          // While no page holds every word, the words that match nothing give way to the docs' terms or
          // go, else the last word goes (Typesense's `drop_tokens_threshold`, right to left); each
          // round counts `relaxed` of the one before, and there are at most as many rounds as words.
          for (let round = 0; round < terms.length && !latest.some((item) => holdsEvery(contentOf(item.payload), words)); round++) {
            const relaxed = await relaxTerms(words, known, (term) => names?.docsTermFor(term) ?? null);
            if (!relaxed) break;
            words = relaxed;
            weight *= ranking.relaxed;
            latest = (await fullText(pagefind, relaxed, relaxed.join(' '), withSection)).head;
            head = mergeFullText(head, latest, weight);
          }
          const intent = names?.intent(query) ?? { action: asksForActionIn(query), changelog: false };
          // Operations are short and carry their record's field names, so for a field name they can fill
          // Pagefind's first results; when they fill half the re-ranked window of a query that names a
          // field and asks for no action, the pages get a window of their own (the guide that explains it).
          if (
            !intent.action &&
            namesAField(query) &&
            words.length &&
            latest.filter((item) => item.payload.meta.kind === 'operation').length >= RERANK_WINDOW / 2
          ) {
            head = mergeFullText(head, (await fullText(pagefind, words, words.join(' '), { ...withSection, kind: 'page' })).head, weight);
          }
          // The operations' own full-text ranking for the words kept: merged for a query that asks for an
          // action (not only the few operations that outrank the guides on the same words), and the
          // source of the operation that another query may bring into view (operationInView.ts).
          const mayShowOperation = mayBringOperation({ terms, intent });
          let operations: FullTextItem<PagefindData>[] = [];
          if ((intent.action || mayShowOperation) && words.length) {
            const found = (await fullText(pagefind, words, words.join(' '), { ...withSection, kind: 'operation' })).head;
            if (intent.action) head = mergeFullText(head, found, words === terms ? 1 : ranking.relaxed);
            // Only a current operation comes into view: a deprecated one, or one of a legacy API, has a successor.
            if (mayShowOperation)
              operations = found.filter((item) => !item.payload.meta.lifecycle && holdsEvery(contentOf(item.payload), words));
          }
          // An operation described in the reader's words seldom holds every one of them: the operations
          // that hold some join the full text, as a relaxed query's results do, and coordination
          // (coverage.ts) ranks every result by how much of the query it holds. Not for a single word nor
          // for a query about the changelog (a post's words are its own).
          const eachWord = mayShowOperation ? await searchEachWord(pagefind, terms, withSection, ranking.relaxed, known) : undefined;
          if (eachWord) head = mergeFullText(head, eachWord.operations, ranking.relaxed);
          return { query, terms, intent, navHits, search, head, operations, eachWord, holders };
        };
        let answer = await run(request.query);
        // Pagefind logs an index chunk it cannot fetch and answers without it: with no full-text
        // result, make sure the index answers before showing names alone or "no results".
        if (!answer.head.length && !(await reachable(basePath))) throw new SearchUnavailableError('The search index cannot be reached.');
        let corrected: string | null = null;
        // As typed, some page holds every word, in its text or its name: no correction. A name found
        // through an alias (`po` → purchase order) holds the alias's words, not the reader's.
        const namedTerms = indexTerms(answer.query);
        const matchedAsTyped =
          answer.head.some((item) => holdsEvery(contentOf(item.payload), answer.terms)) ||
          answer.navHits.some((hit) => namedTerms.every((term) => hit.exactTerms.includes(term)));
        if (!matchedAsTyped) {
          await names?.loadTextWordsFor(request.query);
          corrected = await correction(pagefind, names, request.query, withSection);
          if (corrected) {
            const retry = await run(corrected);
            if (retry.head.length || retry.navHits.length) answer = retry;
            else corrected = null;
          }
        }
        const { terms, intent, navHits, search, head, operations, eachWord, holders } = answer;

        const { shareOf, phraseShareOf } = coordination(terms, eachWord?.documentCounts) ?? {};
        const byNames = fuse(navHits, head, intent, ranking, (url) => names?.entryAt(url));
        const coordinated = shareOf ? byCoverage(byNames, shareOf, ranking.coverage) : byNames;
        // The operations that may come into view: those holding every word kept, and those holding some
        // that answer as much of the query as the result whose place they take (operationInView.ts).
        const holdingSome =
          shareOf && eachWord
            ? asCompleteAsDisplaced(
                eachWord.operations.filter((item) => !operations.some((operation) => operation.key === item.key)),
                coordinated,
                shareOf,
              )
            : [];
        // A page or post whose title (or other name) is the query, word for word, goes first: the reader
        // typed its name (a page found by its title alone would otherwise trail the pages both sources found).
        const named = new Set(
          navHits.filter((hit) => hit.entry.k !== 'o' && nameCoverage(hit.entry, indexTerms(answer.query)) === 1).map(navKey),
        );
        const inView = withOperationInView(coordinated, [...operations, ...holdingSome], { terms, intent }, shareOf, phraseShareOf);
        const landed = landingPagesFirst(withPostInView(inView, intent), indexTerms(answer.query), (url) => names?.entryAt(url));
        const fused = inFront(inFront(landed, holders), named);
        const ranked: Ranked[] = fused.map((item) => ({ key: item.key, nav: item.nav, data: item.fullText?.payload }));
        const seen = new Set(ranked.map((item) => item.key));
        for (const result of search?.results.slice(RERANK_WINDOW) ?? []) ranked.push({ key: `pagefind:${result.id}`, result });

        if (!ranked.length) return { query: request.query, groups: [], total: 0, page: 1, pageCount: 0, sections: [] };

        const total = ranked.length;
        const pageCount = Math.ceil(total / perPage);
        const page = Math.min(Math.max(request.page ?? 1, 1), Math.max(pageCount, 1));
        const slice = ranked.slice((page - 1) * perPage, page * perPage);
        const groups: SearchGroup[] = [];
        for (const item of await Promise.all(
          slice.map(async (entry) => ({ ...entry, data: entry.data ?? (await entry.result?.data()) })),
        )) {
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

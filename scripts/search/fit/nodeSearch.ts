/**
 * The embedded search backend run in Node against a served build: the same code as in the browser
 * (src/search/embedded.ts), with Pagefind's own `pagefind.js` imported from the build and its
 * chunks fetched over loopback. Used to fit the ranking parameters, where a browser per trial
 * would be too slow; `npm run search:eval` still measures the site in Chromium. Pagefind's answers
 * do not depend on the ranking parameters, so they are kept across trials.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ALIASES_FILE, loadAliases } from '../../../src/search/aliases';
import { createEmbeddedBackend } from '../../../src/search/embedded';
import { loadNavIndex, NavSearch, NAV_INDEX_FILE } from '../../../src/search/navIndex';
import type { PagefindModule, PagefindSearch } from '../../../src/search/pagefind';
import type { RankingParameters } from '../../../src/search/ranking';
import type { SearchBackend } from '../../../src/search/types';
import { loadTextWords, TEXT_WORDS_DIR } from '../../../src/search/textWords';

export interface ShownHit {
  readonly url: string;
  readonly kind: string;
}

/** The docs home's contextual tags, which the modal sends with every query there. */
const HOME_TAGS = ['default', 'docs-default-current'];

/** Pagefind with each search's answer (and each result's data) kept for the next trial. */
function remembering(pagefind: PagefindModule): PagefindModule {
  const searches = new Map<string, Promise<PagefindSearch | null>>();
  const search = async (term: string, options?: { filters?: Record<string, unknown> }) => {
    const answer = await pagefind.search(term, options);
    if (!answer) return answer;
    const results = answer.results.map((result) => {
      let data: ReturnType<typeof result.data> | undefined;
      return { id: result.id, score: result.score, data: () => (data ??= result.data()) };
    });
    return { ...answer, results };
  };
  return {
    options: (options) => pagefind.options(options),
    init: () => pagefind.init?.() ?? Promise.resolve(),
    filters: () => pagefind.filters?.() ?? Promise.resolve({}),
    preload: (term, options) => pagefind.preload?.(term, options) ?? Promise.resolve(),
    search(term, options) {
      const key = `${term}\u0000${JSON.stringify(options ?? {})}`;
      let answer = searches.get(key);
      if (!answer) searches.set(key, (answer = search(term, options)));
      return answer;
    },
  };
}

/** Loads the build's Pagefind and navigational index once, for many trials of ranking parameters. */
export async function loadBuild(dir: string, origin: string) {
  const basePath = `${origin}/pagefind/`;
  const module = (await import(pathToFileURL(path.resolve(dir, 'pagefind', 'pagefind.js')).href)) as PagefindModule;
  const pagefind = remembering(module);
  const [file, aliases] = await Promise.all([loadNavIndex(`${basePath}${NAV_INDEX_FILE}`), loadAliases(`${basePath}${ALIASES_FILE}`)]);
  // Each shard of the text's words is read once for every trial, as a visit reads it once.
  const textWordShards = new Map<string, Promise<readonly string[]>>();
  const textWords = (key: string) => {
    let shard = textWordShards.get(key);
    if (!shard) textWordShards.set(key, (shard = loadTextWords(`${basePath}${TEXT_WORDS_DIR}/${key}.json`)));
    return shard;
  };
  /** A backend over the build with `ranking` in place of the fitted parameters. */
  return (ranking?: RankingParameters): SearchBackend =>
    createEmbeddedBackend({
      basePath,
      ranking,
      load: () => Promise.resolve(pagefind),
      loadNav: (_base, parameters) => Promise.resolve(new NavSearch(file, aliases, parameters, { textWords })),
      reachable: () => Promise.resolve(true),
      timeoutMs: 120_000,
    });
}

/** The hits the modal shows for `query`, in order. */
export async function shownHits(backend: SearchBackend, query: string): Promise<ShownHit[]> {
  const results = await backend.search({ query, language: 'en', tags: HOME_TAGS, perPage: 8 });
  return results.groups.flatMap((group) => group.hits.map((hit) => ({ url: hit.url, kind: hit.kind })));
}

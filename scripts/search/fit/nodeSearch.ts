/**
 * The embedded search backend run in Node against a served build: the same code as in the browser
 * (src/search/embedded.ts), with Pagefind's own `pagefind.js` imported from the build and its
 * chunks fetched over loopback. Used to fit the ranking parameters, where a browser per trial
 * would be too slow; `npm run search:eval` still measures the site in Chromium.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createEmbeddedBackend } from '../../../src/search/embedded';
import { ALIASES_FILE, loadAliases } from '../../../src/search/aliases';
import { loadNavIndex, NavSearch, NAV_INDEX_FILE } from '../../../src/search/navIndex';
import type { PagefindModule } from '../../../src/search/pagefind';
import type { RankingParameters } from '../../../src/search/ranking';
import type { SearchBackend } from '../../../src/search/types';

export interface ShownHit {
  readonly url: string;
  readonly kind: string;
}

/** The docs home's contextual tags, which the modal sends with every query there. */
const HOME_TAGS = ['default', 'docs-default-current'];

/** A backend over the build in `dir`, served at `origin`; `ranking` replaces the fitted parameters. */
export function nodeBackend(dir: string, origin: string, ranking?: RankingParameters): SearchBackend {
  const basePath = `${origin}/pagefind/`;
  return createEmbeddedBackend({
    basePath,
    ranking,
    load: () => import(pathToFileURL(path.resolve(dir, 'pagefind', 'pagefind.js')).href) as Promise<PagefindModule>,
    loadNav: async (_base, parameters) => {
      const [file, aliases] = await Promise.all([loadNavIndex(`${basePath}${NAV_INDEX_FILE}`), loadAliases(`${basePath}${ALIASES_FILE}`)]);
      return new NavSearch(file, aliases, parameters);
    },
    reachable: () => Promise.resolve(true),
  });
}

/** The hits the modal shows for `query`, in order. */
export async function shownHits(backend: SearchBackend, query: string): Promise<ShownHit[]> {
  const results = await backend.search({ query, language: 'en', tags: HOME_TAGS, perPage: 8 });
  return results.groups.flatMap((group) => group.hits.map((hit) => ({ url: hit.url, kind: hit.kind })));
}

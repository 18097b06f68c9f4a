/** The judged query sets, read for fitting, and the rank each query's right answer gets. */
import fs from 'node:fs';
import yaml from 'js-yaml';
import { firstRightRank, rankedTargets } from '../../../lib/search/eval/metrics.mjs';
import { shownHits } from './nodeSearch';
import type { NavIndexFile } from '../../../src/search/navIndex';
import type { SearchBackend } from '../../../src/search/types';

export interface Judged {
  readonly q: string;
  readonly category: string;
  readonly relevant: readonly string[];
}

export function readJudged(file: string): Judged[] {
  return yaml.load(fs.readFileSync(file, 'utf8')) as Judged[];
}

/** The 1-based rank of each query's first right answer (null when not shown), in order. */
export async function ranksOf(backend: SearchBackend, entries: readonly Judged[]): Promise<Array<number | null>> {
  const ranks: Array<number | null> = [];
  for (const entry of entries) {
    ranks.push(firstRightRank(rankedTargets(await shownHits(backend, entry.q)), [...entry.relevant]));
    // Pagefind's answers are kept across trials (nodeSearch.ts), so a trial can run for minutes on
    // microtasks alone, and the fetch client never sees the local host close an idle connection: the
    // next fragment fetched went down that dead connection and failed with EPIPE. Yielding to the
    // event loop after each query lets the client drop closed connections in time.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return ranks;
}

/**
 * Every page and post title typed as it reads, each judged by its own page: queries generated from
 * the navigational index, not written by anyone, so no ranking is tuned on them. A title that
 * several pages share is left out (it names none of them).
 */
export function titleQueries(nav: NavIndexFile): Judged[] {
  const named = nav.entries.filter((entry) => entry.k !== 'o');
  const count = new Map<string, number>();
  for (const entry of named) count.set(entry.t.toLowerCase(), (count.get(entry.t.toLowerCase()) ?? 0) + 1);
  return named
    .filter((entry) => count.get(entry.t.toLowerCase()) === 1)
    .map((entry) => ({ q: entry.t, category: entry.k === 'p' ? 'post title' : 'page title', relevant: [entry.u] }));
}

/** The pages of an integration that a reader asks for by the integration's name and the page's kind. */
const INTEGRATION_PAGES = ['setup', 'faq', 'reference', 'test'];

/**
 * Queries generated from the site's structure, each judged by the page it names, as readers name
 * pages: an integration's setup, FAQ, reference and test pages as `<integration> <kind>` (`zettle
 * setup`), an API reference as `<title> reference` and `<name> endpoints`, a glossary term as `<term>
 * glossary`. Written by no one, so no ranking is tuned on them.
 */
export function pageKindQueries(nav: NavIndexFile): Judged[] {
  const urls = new Set(nav.entries.map((entry) => entry.u));
  const queries: Judged[] = [];
  for (const entry of nav.entries) {
    if (entry.k !== 'd') continue;
    const integration = /^(\/integrations\/[^/]+\/[^/]+\/)overview$/.exec(entry.u)?.[1];
    if (integration) {
      const name = entry.t.replace(/ integration$/i, '').toLowerCase();
      for (const kind of INTEGRATION_PAGES) {
        const url = `${integration}${kind}`;
        if (urls.has(url)) queries.push({ q: `${name} ${kind}`, category: `integration ${kind}`, relevant: [url] });
      }
    } else if (/^\/[^/]+-api\/$/.test(entry.u)) {
      const title = entry.t.toLowerCase();
      queries.push({ q: `${title} reference`, category: 'api reference', relevant: [entry.u] });
      queries.push({ q: `${title.replace(/ api$/, '')} endpoints`, category: 'api reference', relevant: [entry.u] });
    } else if (entry.u.startsWith('/terms/')) {
      queries.push({ q: `${entry.t.toLowerCase()} glossary`, category: 'glossary', relevant: [entry.u] });
    }
  }
  return queries;
}

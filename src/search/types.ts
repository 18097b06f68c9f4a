/**
 * Shapes shared by the search UI and its two backends (Pagefind in the browser, Typesense over
 * HTTPS). The UI only ever sees `SearchResults`; each backend maps its own response to it.
 */

export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

/** What a result points at: a whole page, a heading on it, text under a heading, or an API operation. */
export type HitKind = 'page' | 'heading' | 'content' | 'operation';

export interface SearchHit {
  /** Where to go: path plus `#anchor` when the hit is inside the page. */
  readonly url: string;
  /** Headings between the page title and the hit, outermost first; empty for the page itself. */
  readonly headings: readonly string[];
  readonly kind: HitKind;
  /** Escaped HTML; the only tags in it are our own `<mark>` elements. */
  readonly snippetHtml: string;
}

/** All hits of one page, in the order the backend ranked them. */
export interface SearchGroup {
  /** Path of the page without anchor. */
  readonly pageUrl: string;
  readonly pageTitle: string;
  /** Top of the trail: the docs section, `API reference` or `Updates`. */
  readonly section: string;
  readonly hits: readonly SearchHit[];
}

export interface FacetCount {
  readonly value: string;
  readonly count: number;
}

export interface SearchRequest {
  readonly query: string;
  /** Contextual filters, from Docusaurus's `useContextualSearchFilters()`. */
  readonly language: string;
  readonly tags: readonly string[];
  /** Only results of this section (the `hierarchy.lvl0` value); none for all sections. */
  readonly section?: string;
  /** 1-based page of results. */
  readonly page?: number;
  /** Results (pages) per page of results. */
  readonly perPage?: number;
  /** Also return per-section counts (the full results page asks; the modal does not). */
  readonly facets?: boolean;
}

export interface SearchResults {
  readonly query: string;
  readonly groups: readonly SearchGroup[];
  /** Matching pages across all pages of results (API operations count one each). */
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
  /** Counts per section for the query without the section filter; empty unless asked for. */
  readonly sections: readonly FacetCount[];
  /**
   * Set when the query as typed matched nothing and these results are for a corrected spelling
   * of it (`webhok` → `webhook`); the UI offers it as "Did you mean …".
   */
  readonly correction?: string;
}

export interface SearchBackend {
  readonly name: 'pagefind' | 'typesense';
  search(request: SearchRequest): Promise<SearchResults>;
  /** Starts fetching what the first query needs, without searching. */
  preload?(): Promise<void>;
}

/** Any failure to get results: network, HTTP status, a per-search error, a broken index. */
export class SearchUnavailableError extends Error {
  readonly status?: number;
  constructor(message: string, options?: { cause?: unknown; status?: number }) {
    super(message, { cause: options?.cause });
    this.name = 'SearchUnavailableError';
    this.status = options?.status;
  }
}

/** The embedded index is not there because this is the dev server (`npm start`), not a build. */
export class SearchIndexMissingError extends Error {
  constructor(cause?: unknown) {
    super('The search index is built with the production site and is not served by the dev server.', { cause });
    this.name = 'SearchIndexMissingError';
  }
}

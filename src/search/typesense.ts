/**
 * The hosted backend: the Typesense collection (an alias, `ledgerlink-docs` by default) that
 * scripts/search/push-typesense.mjs fills with the same records as the embedded index. One
 * multi-search per query, grouped by page, filtered by language and docs tag, with the search-only
 * key sent as the `x-typesense-api-key` parameter (the official client's default for SearchClient).
 * Synonyms (the generated aliases, build/pagefind/ledgerlink-aliases.json, shared with the embedded index) live in the collection's
 * synonym set, so queries need no parameter for them.
 */
import { SearchClient } from 'typesense';
import { hitKind, recordHeadings } from './group';
import { plainSnippet, safeHighlight } from './highlight';
import { withoutQuestionFrame } from './questionFrame';
import type { TypesenseSettings } from './settings';
import {
  SearchUnavailableError,
  type FacetCount,
  type HierarchyLevel,
  type SearchBackend,
  type SearchGroup,
  type SearchHit,
  type SearchRequest,
  type SearchResults,
} from './types';

/**
 * The fields a query matches and their weights, in the embedded index's order of importance: the
 * page title, its other names (`Bank Feeds API v1`) and the fields the page defines
 * (lib/search/field-definitions.mjs), then headings and keywords (front-matter `keywords`; an API
 * operation's operationId, `METHOD /path` and path), then body text, with the words the embedded
 * index weighs as an alias (about as much as body text): a page's reader phrases (front matter
 * `reader_phrases`) and an operation's words from its spec (scripts/search/push-typesense.mjs,
 * `withSpecWords`). The section name (lvl0) is a filter and a facet, never matched, as in the
 * Pagefind index.
 */
const QUERY_FIELDS: ReadonlyArray<readonly [field: string, weight: number]> = [
  ['hierarchy.lvl1', 12],
  ['also_called', 12],
  ['defines', 12],
  ['hierarchy.lvl2', 8],
  ['hierarchy.lvl3', 8],
  ['keywords', 8],
  ['hierarchy.lvl4', 4],
  ['hierarchy.lvl5', 3],
  ['hierarchy.lvl6', 2],
  ['content', 1],
  ['reader_phrases', 1],
  ['spec_words', 1],
];
const INCLUDE_FIELDS = [
  ...['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((level) => `hierarchy.${level}`),
  'content',
  'url',
  'url_without_anchor',
  'anchor',
  'type',
].join(',');
const DEFAULT_PER_PAGE = 10;

/** A filter value in backticks, so spaces, commas and brackets in it are taken literally. */
export function filterValue(value: string): string {
  return `\`${value.replace(/`/g, '')}\``;
}

export function filterBy(request: Pick<SearchRequest, 'language' | 'tags' | 'section'>, withSection = true): string {
  const parts = [`language:=${filterValue(request.language)}`];
  if (request.tags.length) parts.push(`docusaurus_tag:=[${request.tags.map(filterValue).join(',')}]`);
  if (withSection && request.section) parts.push(`hierarchy.lvl0:=${filterValue(request.section)}`);
  return parts.join(' && ');
}

/** The multi-search body for one request: the results search, and a facet search when a section is chosen. */
export function buildSearches(collection: string, request: SearchRequest, hitsPerGroup: number): Array<Record<string, unknown>> {
  const base = {
    collection,
    q: withoutQuestionFrame(request.query),
    query_by: QUERY_FIELDS.map(([field]) => field).join(','),
    query_by_weights: QUERY_FIELDS.map(([, weight]) => weight).join(','),
    prioritize_token_position: true,
    // Equal text matches: docs (item_priority 300+) before updates (100+) before deprecated operations (0+).
    sort_by: '_text_match:desc,item_priority:desc',
    // The same typo tolerance as the embedded search (src/search/queryTerms.ts, maxEdits): one edit
    // from 4 letters, two from 8 (Typesense's own default for two is 7). The reference OpenAPI types
    // `num_typos` and `prefix` as strings (per-field lists are comma-separated).
    num_typos: '2',
    min_len_1typo: 4,
    min_len_2typo: 8,
    prefix: 'true',
    include_fields: INCLUDE_FIELDS,
    highlight_affix_num_tokens: 12,
    snippet_threshold: 30,
  };
  const main: Record<string, unknown> = {
    ...base,
    filter_by: filterBy(request),
    group_by: 'url_without_anchor',
    group_limit: hitsPerGroup,
    page: request.page ?? 1,
    per_page: request.perPage ?? DEFAULT_PER_PAGE,
  };
  if (!request.facets) return [main];
  if (!request.section) return [{ ...main, facet_by: 'hierarchy.lvl0', max_facet_values: 50 }];
  return [
    main,
    {
      ...base,
      filter_by: filterBy(request, false),
      facet_by: 'hierarchy.lvl0',
      max_facet_values: 50,
      per_page: 0,
      group_by: 'url_without_anchor',
    },
  ];
}

type Doc = Record<string, unknown>;
interface TsHighlight {
  readonly field?: string;
  readonly snippet?: string;
}
interface TsHit {
  readonly document?: Doc;
  readonly highlights?: readonly TsHighlight[];
  readonly highlight?: Record<string, unknown>;
}
interface TsResult {
  readonly code?: number;
  readonly error?: string;
  readonly found?: number;
  readonly page?: number;
  readonly grouped_hits?: ReadonlyArray<{ readonly group_key?: readonly unknown[]; readonly hits?: readonly TsHit[] }>;
  readonly hits?: readonly TsHit[];
  readonly facet_counts?: ReadonlyArray<{
    readonly field_name?: string;
    readonly counts?: ReadonlyArray<{ value?: string; count?: number }>;
  }>;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function snippetOf(hit: TsHit, field: string): string | undefined {
  const fromList = hit.highlights?.find((h) => h.field === field)?.snippet;
  if (fromList) return fromList;
  const direct = hit.highlight?.[field] as { snippet?: unknown } | undefined;
  if (direct && typeof direct.snippet === 'string') return direct.snippet;
  // Servers that treat dotted names as nested return `highlight.hierarchy.lvl2`.
  const [head, tail] = field.split('.');
  const nested = tail ? (hit.highlight?.[head] as Record<string, { snippet?: unknown }> | undefined)?.[tail] : undefined;
  return nested && typeof nested.snippet === 'string' ? nested.snippet : undefined;
}

export function hitFromTypesense(hit: TsHit): { pageUrl: string; pageTitle: string; section: string; hit: SearchHit } | null {
  const doc = hit.document;
  if (!doc) return null;
  const url = str(doc.url);
  const pageUrl = str(doc.url_without_anchor) || url.split('#')[0];
  if (!url || !pageUrl) return null;
  const type = str(doc.type) || 'content';
  const hierarchy: Partial<Record<HierarchyLevel, string>> = {};
  for (const level of ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const) {
    const value = str(doc[`hierarchy.${level}`]);
    if (value) hierarchy[level] = value;
  }
  const content = str(doc.content);
  const highlighted = snippetOf(hit, 'content');
  return {
    pageUrl,
    pageTitle: hierarchy.lvl1 ?? pageUrl,
    section: hierarchy.lvl0 ?? '',
    hit: {
      url,
      headings: recordHeadings(hierarchy, type),
      kind: hitKind(str(doc.anchor) || null, type),
      snippetHtml: highlighted ? safeHighlight(highlighted) : content ? plainSnippet(content) : '',
    },
  };
}

/** Maps one grouped search result to result groups, dropping repeated URLs inside a group. */
export function groupsFromTypesense(result: TsResult): SearchGroup[] {
  const groups: SearchGroup[] = [];
  const grouped = result.grouped_hits ?? (result.hits ?? []).map((hit) => ({ hits: [hit] }));
  for (const group of grouped) {
    let current: { pageUrl: string; pageTitle: string; section: string; hits: SearchHit[] } | null = null;
    for (const raw of group.hits ?? []) {
      const mapped = hitFromTypesense(raw);
      if (!mapped) continue;
      current ??= { pageUrl: mapped.pageUrl, pageTitle: mapped.pageTitle, section: mapped.section, hits: [] };
      if (!current.hits.some((h) => h.url === mapped.hit.url)) current.hits.push(mapped.hit);
    }
    if (current) groups.push(current);
  }
  return groups;
}

function sectionCounts(result: TsResult | undefined): FacetCount[] {
  const facet = result?.facet_counts?.find((f) => f.field_name === 'hierarchy.lvl0');
  return (facet?.counts ?? [])
    .filter((c): c is { value: string; count: number } => typeof c.value === 'string' && typeof c.count === 'number' && c.count > 0)
    .map(({ value, count }) => ({ value, count }));
}

export interface TypesenseBackendOptions {
  readonly hitsPerGroup?: number;
  /** Seconds before a request is abandoned. */
  readonly timeoutSeconds?: number;
  /** Extra tries after a failed request (the client's own retry). */
  readonly retries?: number;
}

export function createTypesenseBackend(settings: TypesenseSettings, options: TypesenseBackendOptions = {}): SearchBackend {
  const hitsPerGroup = options.hitsPerGroup ?? 3;
  const client = new SearchClient({
    nodes: [{ host: settings.host, port: settings.port, protocol: settings.protocol }],
    apiKey: settings.searchApiKey,
    connectionTimeoutSeconds: options.timeoutSeconds ?? 5,
    numRetries: options.retries ?? 1,
    retryIntervalSeconds: 0.2,
    cacheSearchResultsForSeconds: 60,
    logLevel: 'silent',
  });

  return {
    name: 'typesense',
    async search(request: SearchRequest): Promise<SearchResults> {
      const searches = buildSearches(settings.collection, request, hitsPerGroup);
      let response: { results?: readonly TsResult[] };
      try {
        response = (await client.multiSearch.perform({ searches } as never)) as { results?: readonly TsResult[] };
      } catch (cause) {
        const status = (cause as { httpStatus?: number }).httpStatus;
        throw new SearchUnavailableError(`The search service did not answer${status ? ` (HTTP ${status})` : ''}.`, { cause, status });
      }
      const results = response?.results;
      if (!Array.isArray(results) || results.length !== searches.length) {
        throw new SearchUnavailableError('The search service sent an unexpected answer.');
      }
      const failed = results.find((r) => r.error !== undefined || (r.code !== undefined && r.code >= 400));
      if (failed) {
        throw new SearchUnavailableError(`The search failed: ${failed.error ?? 'unknown error'}`, { status: failed.code });
      }
      const main = results[0];
      const perPage = request.perPage ?? DEFAULT_PER_PAGE;
      const total = main.found ?? 0;
      return {
        query: request.query,
        groups: groupsFromTypesense(main),
        total,
        page: main.page ?? request.page ?? 1,
        pageCount: Math.ceil(total / perPage),
        sections: request.facets ? sectionCounts(results[results.length - 1]) : [],
      };
    },
  };
}

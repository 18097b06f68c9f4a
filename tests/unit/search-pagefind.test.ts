/**
 * The embedded backend: Pagefind documents built from extractor records, the browser adapter's
 * mapping (groups, trails, escaped snippets, re-ranking, loose matches), its failure modes, and a
 * real Pagefind index built from the fixture pages and queried through the adapter.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as pagefindNode from 'pagefind';
import { extractRecords } from '../../lib/search/extract.mjs';
import { navIndex } from '../../lib/search/nav-index.mjs';
import { TEXT_WORDS_DIR, textWordShards, textWords } from '../../lib/search/text-words.mjs';
import { ALIAS_SHARDS_DIR, ALIASES_VERSION, aliasShards } from '../../lib/search/vocabulary/aliases.mjs';
import { documentKey, pagefindDocuments, PHRASE_SEPARATOR, TITLE_WEIGHT } from '../../lib/search/pagefind-documents.mjs';
import { PHRASE_SEPARATOR as READ_SEPARATOR } from '../../src/search/coverage';
import { writePagefindFiles } from '../../lib/search/pagefind-files.mjs';
import { NAV_INDEX_FILE, NavSearch } from '../../src/search/navIndex';
import { createEmbeddedBackend } from '../../src/search/embedded';
import { compoundTerms, identifiersIn, namesAField } from '../../src/search/queryTerms';
import { RANKING_PARAMETERS } from '../../src/search/ranking';
import {
  groupFromData,
  headingsTo,
  holdsEvery,
  isRelevant,
  rerankScore,
  termMatches,
  words,
  withStemChunks,
  type PagefindData,
  type PagefindModule,
} from '../../src/search/pagefind';
import { SearchIndexMissingError, SearchUnavailableError } from '../../src/search/types';

/** An empty navigational index, so these tests exercise the full-text side alone, without its warning. */
const noNames = async () => new NavSearch({ version: 2, tags: [], entries: [], changelogWords: [] });

const fixture = (name: string) => fs.readFileSync(path.resolve(__dirname, '../fixtures/search', name), 'utf8');
const docRecords = extractRecords(fixture('doc-page.html'), 'x/index.html');
const apiRecords = extractRecords(fixture('api-page.html'), 'x/index.html');
const postRecords = extractRecords(fixture('blog-post.html'), 'x/index.html');
const request = { query: 'retry', language: 'en', tags: ['default', 'docs-default-current'] };

describe('Pagefind documents', () => {
  it('makes one document per page and one per API operation', () => {
    const docs = pagefindDocuments([...docRecords, ...apiRecords]);
    expect(docs.map((d) => d.url)).toEqual([
      '/using-the-api/retry-failed-syncs',
      '/platform-api/',
      '/platform-api/#operation/list-companies',
      '/platform-api/#operation/delete-company',
    ]);
    expect(documentKey(apiRecords.find((r) => r.anchor === 'operation/list-companies')!)).toBe('/platform-api/#operation/list-companies');
  });

  it('writes headings with their anchors, escaped text, metadata and filters', () => {
    const [doc] = pagefindDocuments(docRecords);
    expect(doc.html).toContain('<html lang="en">');
    expect(doc.html).toContain('<h1 data-pagefind-weight="10">Retry failed syncs</h1>');
    expect(doc.html).toContain('<h2 id="when-to-retry">When to retry</h2>');
    expect(doc.html).toContain('<h3 id="status-codes">Status codes</h3>');
    expect(doc.html).toContain('<p>Details &amp; edge cases: a &lt;pending&gt; status means the queue is full.</p>');
    expect(doc.html).toContain('<meta data-pagefind-meta="section[content]" content="Using the API">');
    expect(doc.html).toContain('<meta data-pagefind-filter="docusaurus_tag[content]" content="docs-default-current">');
    expect(doc.html).toContain('<meta data-pagefind-filter="version[content]" content="v6">');
    expect(doc.html).toContain('<meta data-pagefind-filter="language[content]" content="en">');
  });

  it('titles an operation document by the operation, with its tag as the trail', () => {
    const op = pagefindDocuments(apiRecords).find((d) => d.url.endsWith('list-companies'))!;
    expect(op.html).toContain('<h1 data-pagefind-weight="10">List companies</h1>');
    expect(op.html).toContain('content="operation"');
    expect(op.html).toContain(`content="${'["Companies"]'.replace(/"/g, '&quot;')}"`);
    expect(op.html).toContain('<p>GET /companies</p>');
    const post = pagefindDocuments(postRecords)[0];
    expect(post.html).toContain(`<h1 data-pagefind-weight="${TITLE_WEIGHT}">`);
  });

  it('files each operation under its lifecycle, so that only current ones come into view', () => {
    const [, , current, deprecated] = pagefindDocuments([...docRecords, ...apiRecords]);
    expect(current.html).toContain('<meta data-pagefind-filter="lifecycle[content]" content="current">');
    expect(current.html).not.toContain('data-pagefind-meta="lifecycle');
    expect(deprecated.url).toBe('/platform-api/#operation/delete-company');
    expect(deprecated.html).toContain('<meta data-pagefind-filter="lifecycle[content]" content="deprecated">');
    expect(deprecated.html).toContain('<meta data-pagefind-meta="lifecycle[content]" content="deprecated">');
    const legacy = pagefindDocuments(apiRecords.map((record) => ({ ...record, item_priority: record.item_priority - 150 })));
    expect(legacy.find((d) => d.url.endsWith('list-companies'))?.html).toContain(
      'data-pagefind-filter="lifecycle[content]" content="legacy"',
    );
    // A page has no lifecycle.
    expect(pagefindDocuments(docRecords)[0].html).not.toContain('lifecycle');
  });

  it("adds a page's reader phrases under its title, at the alias weight", () => {
    const withPhrases = docRecords.map((record) =>
      record.type === 'lvl1' ? { ...record, reader_phrases: ['sync failed what now', 'try again later'] } : record,
    );
    const [doc] = pagefindDocuments(withPhrases, new Map(), 0.8);
    expect(doc.html).toContain(
      '<h1 data-pagefind-weight="10">Retry failed syncs</h1><p data-pagefind-weight="0.8">Also searched as: sync failed what now; try again later.</p>',
    );
    expect(pagefindDocuments(docRecords)[0].html).not.toContain('Also searched as');
  });

  it('weighs the fields a page defines as its title', () => {
    const defining = docRecords.map((record) =>
      record.type === 'lvl1' ? { ...record, defines: ['retryAfter', 'lastAttempt.status'] } : record,
    );
    const [doc] = pagefindDocuments(defining, new Map(), 0.8);
    expect(doc.html).toContain(
      '<h1 data-pagefind-weight="10">Retry failed syncs</h1><p data-pagefind-weight="10">retryAfter lastAttempt.status</p>',
    );
    expect(pagefindDocuments(docRecords)[0].html).not.toContain('retryAfter');
  });

  it("weighs a page's other names as its title", () => {
    const named = docRecords.map((record) =>
      record.type === 'lvl1' ? { ...record, also_called: ['Retries v1', 'Sync retries'] } : record,
    );
    expect(pagefindDocuments(named, new Map(), 0.8)[0].html).toContain(
      '<h1 data-pagefind-weight="10">Retry failed syncs</h1><p data-pagefind-weight="10">Retries v1; Sync retries</p>',
    );
    expect(pagefindDocuments(docRecords)[0].html).not.toContain('Retries v1');
  });

  it("adds the spec's own words at full weight and the generated ones at the alias weight", () => {
    const url = pagefindDocuments(apiRecords).find((d) => d.url.endsWith('list-companies'))!.url;
    const vocabulary = new Map([[url, { own: 'Parameters: tags.', generated: 'GET: get, read.' }]]);
    const op = pagefindDocuments(apiRecords, vocabulary, 0.8).find((d) => d.url === url)!;
    expect(op.html).toContain('<p>Parameters: tags.</p>');
    expect(op.html).toContain('<p data-pagefind-weight="0.8">GET: get, read.</p>');
  });

  it('gives an operation its reader phrases as meta, each to be read whole, and a page none', () => {
    const url = pagefindDocuments(apiRecords).find((d) => d.url.endsWith('list-companies'))!.url;
    const vocabulary = new Map([[url, { own: '', generated: '', phrases: ['all our customers', 'find a company by name'] }]]);
    const op = pagefindDocuments(apiRecords, vocabulary, 0.8).find((d) => d.url === url)!;
    expect(op.html).toContain('<meta data-pagefind-meta="phrases[content]" content="all our customers; find a company by name">');
    expect(pagefindDocuments(docRecords)[0].html).not.toContain('data-pagefind-meta="phrases');
    // The browser splits them where the build joined them.
    expect(READ_SEPARATOR).toBe(PHRASE_SEPARATOR);
  });
});

describe('adapter helpers', () => {
  it("loads the chunks of a query's stems before searching it, as Pagefind matches stems", async () => {
    const calls: string[] = [];
    const pagefind = withStemChunks({
      options: async () => undefined,
      preload: async (term) => {
        calls.push(`preload ${term}`);
      },
      search: async (term) => {
        calls.push(`search ${term}`);
        return null;
      },
    });
    await pagefind.search('Commerce invoices sync');
    await pagefind.search('sync api');
    expect(calls).toEqual(['preload commerc invoic', 'search Commerce invoices sync', 'search sync api']);
  });

  it('finds the heading trail of an anchor', () => {
    const anchors = [
      { element: 'h2', id: 'a', text: 'A', location: 1 },
      { element: 'h3', id: 'a1', text: 'A1', location: 5 },
      { element: 'h2', id: 'b', text: 'B', location: 9 },
      { element: 'h3', id: 'b1', text: 'B1', location: 12 },
    ];
    expect(headingsTo(anchors, anchors[3])).toEqual(['B', 'B1']);
    expect(headingsTo(anchors, anchors[1])).toEqual(['A', 'A1']);
    expect(headingsTo(anchors, anchors[2])).toEqual(['B']);
  });

  it('matches words by prefix and shared stem', () => {
    expect(words('List-invoices /companies/{id}')).toEqual(['list', 'invoices', 'companies', 'id']);
    expect(termMatches('webhooks', 'webhook')).toBe(true);
    expect(termMatches('paginate', 'pagination')).toBe(true);
    expect(termMatches('z', 'zqxjv')).toBe(false);
    expect(isRelevant('Customer name, A to Z.', ['zqxj'])).toBe(false);
    expect(isRelevant('Retry after a FetchError', ['retries'])).toBe(true);
    expect(termMatches('replacement', 'replaced')).toBe(true);
  });

  it('does not take a misspelling for the word it misspells, so it goes to spelling correction', () => {
    expect(termMatches('retry', 'retries')).toBe(true);
    expect(termMatches('history', 'histroy')).toBe(false);
    expect(termMatches('statement', 'statment')).toBe(false);
    expect(holdsEvery('Sync history is kept for 90 days', ['sync', 'histroy'])).toBe(false);
  });

  it('moves titles that are the query up', () => {
    const terms = ['webhooks'];
    expect(rerankScore(3.5, 'Webhooks', terms)).toBeGreaterThan(rerankScore(4, 'List webhook consumers', terms));
    expect(rerankScore(4, 'Unrelated', terms)).toBe(4);
  });

  it('maps a page to a group with escaped snippets and heading trails', () => {
    const data: PagefindData = {
      url: '/pagefind/../using-the-api/retry-failed-syncs',
      excerpt: 'page excerpt',
      meta: {
        title: 'Retry failed syncs',
        page_url: '/using-the-api/retry-failed-syncs',
        page_title: 'Retry failed syncs',
        section: 'Using the API',
        kind: 'page',
      },
      anchors: [
        { element: 'h2', id: 'when-to-retry', text: 'When to retry', location: 20 },
        { element: 'h3', id: 'status-codes', text: 'Status codes', location: 60 },
      ],
      sub_results: [
        {
          title: 'When to retry',
          url: '/using-the-api/retry-failed-syncs#when-to-retry',
          excerpt: '<mark>Retry</mark> after',
          anchor: { element: 'h2', id: 'when-to-retry', text: 'When to retry', location: 20 },
          weighted_locations: [{ weight: 1, balanced_score: 10 }],
        },
        {
          title: 'Status codes',
          url: 'https://docs.example/using-the-api/retry-failed-syncs#status-codes',
          excerpt: '&lt;b&gt; <mark>retry</mark> & more',
          anchor: { element: 'h3', id: 'status-codes', text: 'Status codes', location: 60 },
          weighted_locations: [{ weight: 1, balanced_score: 50 }],
        },
      ],
    };
    const group = groupFromData(data, 3);
    expect(group).toEqual({
      pageUrl: '/using-the-api/retry-failed-syncs',
      pageTitle: 'Retry failed syncs',
      section: 'Using the API',
      hits: [
        {
          url: '/using-the-api/retry-failed-syncs#status-codes',
          headings: ['When to retry', 'Status codes'],
          kind: 'heading',
          snippetHtml: '&lt;b&gt; <mark>retry</mark> &amp; more',
        },
        {
          url: '/using-the-api/retry-failed-syncs#when-to-retry',
          headings: ['When to retry'],
          kind: 'heading',
          snippetHtml: '<mark>Retry</mark> after',
        },
      ],
    });
  });

  it('maps an operation to a one-hit group under its API page', () => {
    const group = groupFromData(
      {
        url: '/platform-api/#operation/list-companies',
        excerpt: '<mark>List</mark> companies',
        meta: {
          title: 'List companies',
          page_url: '/platform-api/',
          page_title: 'Platform API',
          section: 'API reference',
          kind: 'operation',
          trail: '["Companies"]',
          url: '/platform-api/#operation/list-companies',
        },
        sub_results: [],
      },
      3,
    );
    expect(group).toEqual({
      pageUrl: '/platform-api/',
      pageTitle: 'Platform API',
      section: 'API reference',
      hits: [
        {
          url: '/platform-api/#operation/list-companies',
          headings: ['Companies', 'List companies'],
          kind: 'operation',
          snippetHtml: '<mark>List</mark> companies',
        },
      ],
    });
  });
});

describe('adapter failures', () => {
  it('reports a missing index on the dev server as SearchIndexMissingError', async () => {
    const backend = createEmbeddedBackend({
      basePath: '/pagefind/',
      loadNav: noNames,
      isDev: true,
      load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    await expect(backend.search(request)).rejects.toBeInstanceOf(SearchIndexMissingError);
  });

  it('reports a failed load in production as SearchUnavailableError, and retries on the next query under a new address', async () => {
    const urls: string[] = [];
    const working: PagefindModule = {
      options: async () => undefined,
      search: async () => ({ results: [] }),
    };
    const backend = createEmbeddedBackend({
      basePath: '/pagefind',
      loadNav: noNames,
      load: async (url) => {
        urls.push(url);
        if (urls.length < 3) throw new TypeError('network');
        return working;
      },
    });
    await expect(backend.search(request)).rejects.toBeInstanceOf(SearchUnavailableError);
    await expect(backend.search(request)).rejects.toBeInstanceOf(SearchUnavailableError);
    await expect(backend.search(request)).resolves.toMatchObject({ groups: [], total: 0 });
    await expect(backend.search(request)).resolves.toMatchObject({ groups: [], total: 0 });
    // A browser fails an address whose import failed once without asking again (whatwg/html#10327).
    expect(urls).toEqual(['/pagefind/pagefind.js', '/pagefind/pagefind.js?retry=1', '/pagefind/pagefind.js?retry=2']);
  });

  it('reports a broken index chunk as SearchUnavailableError', async () => {
    const backend = createEmbeddedBackend({
      basePath: '/pagefind/',
      loadNav: noNames,
      load: async () => ({ options: async () => undefined, search: async () => Promise.reject(new Error('chunk 404')) }),
    });
    await expect(backend.search(request)).rejects.toBeInstanceOf(SearchUnavailableError);
  });
});

describe('the operation in view', () => {
  it('is a current operation, not a deprecated one that holds the same words and scores better', async () => {
    const result = (url: string, score: number, kind: string, lifecycle?: string) => ({
      id: url,
      score,
      data: async (): Promise<PagefindData> => ({
        url,
        excerpt: '',
        content: 'Alpha beta.',
        meta: { title: url, kind, page_url: kind === 'page' ? url : '/platform-api/', url: kind === 'page' ? undefined : url, lifecycle },
      }),
    });
    const deprecated = result('/platform-api/#operation/old-alpha', 5, 'operation', 'deprecated');
    const current = result('/platform-api/#operation/new-alpha', 1, 'operation');
    const backend = createEmbeddedBackend({
      basePath: '/pagefind/',
      loadNav: noNames,
      reachable: async () => true,
      load: async () => ({
        options: async () => undefined,
        search: async (_term, options) => {
          const filters = (options?.filters ?? {}) as { kind?: string; lifecycle?: string };
          if (filters.kind !== 'operation') return { results: ['/p1', '/p2', '/p3'].map((url) => result(url, 3, 'page')) };
          return { results: filters.lifecycle === 'current' ? [current] : [deprecated, current] };
        },
      }),
    });
    const { groups } = await backend.search({ ...request, query: 'alpha beta' });
    expect(groups.map((group) => group.hits[0].url)).toEqual(['/p1', '/p2', '/platform-api/#operation/new-alpha', '/p3']);
  });
});

describe('the words the index holds', () => {
  it('asks once per visit whether the index holds a word, and again after a failed answer', async () => {
    const asked: string[] = [];
    let failing = true;
    const doc = (url: string) => ({
      id: url,
      score: 1,
      data: async (): Promise<PagefindData> => ({
        url,
        excerpt: '',
        content: 'Alpha beta.',
        meta: { title: url, kind: 'page', page_url: url },
      }),
    });
    const backend = createEmbeddedBackend({
      basePath: '/pagefind/',
      loadNav: noNames,
      load: async () => ({
        options: async () => undefined,
        search: async (term, options) => {
          // A single word asked without a kind is the check whether the index holds it.
          if (!(options?.filters as { kind?: string } | undefined)?.kind && !term.includes(' ')) {
            asked.push(term);
            if (term === 'beta' && failing) {
              failing = false;
              throw new Error('chunk 503');
            }
          }
          return { results: [doc('/a')] };
        },
      }),
    });
    const query = { ...request, query: 'alpha beta gamma' };
    await expect(backend.search(query)).rejects.toBeInstanceOf(SearchUnavailableError);
    await backend.search(query);
    await backend.search(query);
    // alpha and gamma once; beta twice, its first answer having failed; nothing on the third query.
    expect(asked.filter((term) => term === 'alpha')).toHaveLength(1);
    expect(asked.filter((term) => term === 'beta')).toHaveLength(2);
    expect(asked.filter((term) => term === 'gamma')).toHaveLength(1);
  });
});

describe("the pages' own window", () => {
  /** Pagefind answering a field name: eight operations (their generated field words) rank above the guide that explains it. */
  function fieldIndex(): PagefindModule {
    const result = (url: string, kind: 'page' | 'operation', score: number) => ({
      id: url,
      score,
      data: async (): Promise<PagefindData> => ({
        url,
        excerpt: 'dataConnectionErrors',
        content: `dataConnectionErrors ${kind === 'page' ? 'lists the errors of a connection' : 'in the response'}`,
        meta: {
          title: url,
          kind,
          ...(kind === 'operation' ? { url, page_url: '/platform-api/', page_title: 'Platform API' } : { page_url: url }),
        },
        sub_results: [],
      }),
    });
    const operations = Array.from({ length: 8 }, (_, i) => result(`/platform-api/#operation/op-${i}`, 'operation', 10 - i / 2));
    // Below every operation in Pagefind's order, but a guide outweighs an operation for a query that asks for no action.
    const guide = result('/core-concepts/connections', 'page', 6);
    return {
      options: async () => undefined,
      search: async (_term, options) => {
        const kind = (options?.filters as { kind?: string } | undefined)?.kind;
        if (kind === 'page') return { results: [guide] };
        if (kind === 'operation') return { results: operations };
        return { results: [...operations, guide] };
      },
    };
  }

  it('gives pages a window of their own when operations fill the re-ranked head', async () => {
    const backend = createEmbeddedBackend({ basePath: '/pagefind/', loadNav: noNames, load: async () => fieldIndex() });
    const results = await backend.search({ ...request, query: 'dataConnectionErrors' });
    // Without its own window the guide would come ninth, after the eight operations.
    expect(results.groups[0].pageUrl).toBe('/core-concepts/connections');
  });

  it('asks Pagefind for a compound field name whole, as its index holds it, beside its parts', async () => {
    const asked: string[] = [];
    const guide = {
      id: 'g',
      score: 4,
      data: async (): Promise<PagefindData> => ({
        url: '/core-concepts/data-type',
        excerpt: 'metadata.isDeleted',
        content: 'A record removed in the source has metadata.isDeleted set to true.',
        meta: { title: 'Data types', kind: 'page', page_url: '/core-concepts/data-type' },
        sub_results: [],
      }),
    };
    const backend = createEmbeddedBackend({
      basePath: '/pagefind/',
      loadNav: noNames,
      load: async () => ({
        options: async () => undefined,
        search: async (term) => {
          asked.push(term);
          // Pagefind indexes `metadata.isDeleted` as `metadataisdeleted` (and `metadata`, `is`, `deleted`), not as `isdeleted`.
          return { results: term.split(' ').includes('metadataisdeleted') ? [guide] : [] };
        },
      }),
    });
    const results = await backend.search({ ...request, query: 'metadata.isDeleted' });
    expect(asked).toContain('metadataisdeleted');
    expect(results.groups[0].pageUrl).toBe('/core-concepts/data-type');
    expect(compoundTerms('x-ratelimit-remaining header')).toEqual(['xratelimitremaining', 'header']);
    expect(compoundTerms('data connection errors')).toBeNull();
  });

  it('opens that window only for a field name, as code writes it', () => {
    for (const query of ['dataConnectionErrors', 'metadata.isDeleted', 'source_type']) expect(namesAField(query)).toBe(true);
    for (const query of ['webhooks', 'data connection errors', 'e.g', 'x-api']) expect(namesAField(query)).toBe(false);
  });
});

/** A page of Pagefind's answer, holding `content`. */
const pageResult = (url: string, score: number, content: string) => ({
  id: url,
  score,
  data: async (): Promise<PagefindData> => ({
    url,
    excerpt: content,
    content,
    meta: { title: url, kind: 'page', page_url: url },
    sub_results: [],
  }),
});

/** A navigational index of docs pages, each as `[url, title]`. */
const namesOf = (pages: ReadonlyArray<readonly [string, string]>) => async () =>
  new NavSearch({
    version: 2,
    tags: ['default'],
    entries: pages.map(([u, t]) => ({ k: 'd' as const, u, t, s: 'Docs', g: [0] })),
    changelogWords: [],
  });

describe('a field name that few pages hold', () => {
  /** Names whose title holds the identifier's parts in words: "Platform keys". */
  const platformKeys = namesOf([['/core-concepts/integrations', 'Platform keys']]);
  /** Pagefind holding `commercePlatformKey` whole on `holders` pages. */
  const index = (holders: number): PagefindModule => ({
    options: async () => undefined,
    search: async (term) => ({
      results: term.split(' ').includes('commerceplatformkey')
        ? Array.from({ length: holders }, (_, i) =>
            pageResult(`/commerce/page-${i}`, 3 - i / 10, 'Send commercePlatformKey when you create the company.'),
          )
        : [],
    }),
  });

  it('puts the pages that hold it whole before a title that holds its parts', async () => {
    const backend = createEmbeddedBackend({ basePath: '/pagefind/', loadNav: platformKeys, load: async () => index(2) });
    const results = await backend.search({ ...request, query: 'commercePlatformKey' });
    expect(results.groups.map((group) => group.pageUrl)).toEqual(['/commerce/page-0', '/commerce/page-1', '/core-concepts/integrations']);
  });

  it('asks Pagefind once for a field typed alone, which is its own whole', async () => {
    const asked: string[] = [];
    const counted = index(2);
    const load = async (): Promise<PagefindModule> => ({
      ...counted,
      search: (term, options) => {
        asked.push(term);
        return counted.search(term, options);
      },
    });
    const backend = createEmbeddedBackend({ basePath: '/pagefind/', loadNav: platformKeys, load });
    await backend.search({ ...request, query: 'commercePlatformKey' });
    expect(asked.filter((term) => term === 'commerceplatformkey')).toHaveLength(1);
  });

  it('leaves the ranking alone when more pages hold it than the re-ranked window reads', async () => {
    const backend = createEmbeddedBackend({ basePath: '/pagefind/', loadNav: platformKeys, load: async () => index(9) });
    const results = await backend.search({ ...request, query: 'commercePlatformKey' });
    expect(results.groups[0].pageUrl).toBe('/core-concepts/integrations');
  });

  /** Pagefind holding `commercePlatformKey` whole on one guide and `operations` operations of the Platform API page. */
  const onOneApiPage = (operations: number): PagefindModule => ({
    options: async () => undefined,
    search: async (term) => ({
      results: term.split(' ').includes('commerceplatformkey')
        ? [
            pageResult('/commerce/setup', 4, 'Send commercePlatformKey when you create the company.'),
            ...Array.from({ length: operations }, (_, i) => {
              const url = `/platform-api/#operation/op-${i}`;
              return {
                id: url,
                score: 3 - i / 100,
                data: async (): Promise<PagefindData> => ({
                  url: '/platform-api/',
                  excerpt: 'commercePlatformKey',
                  content: 'Body: commercePlatformKey.',
                  meta: { title: `Operation ${i}`, kind: 'operation', url, page_url: '/platform-api/' },
                  sub_results: [],
                }),
              };
            }),
          ]
        : [],
    }),
  });

  it('puts them first when more documents hold it than the window reads, but they show on few pages', async () => {
    const few = createEmbeddedBackend({ basePath: '/pagefind/', loadNav: platformKeys, load: async () => onOneApiPage(11) });
    const shown = (await few.search({ ...request, query: 'commercePlatformKey' })).groups.map((group) => group.pageUrl);
    expect(shown.slice(0, 2)).toEqual(['/commerce/setup', '/platform-api/']);
    // More than two windows of documents are not read for their pages: the ranking is left alone.
    const many = createEmbeddedBackend({ basePath: '/pagefind/', loadNav: platformKeys, load: async () => onOneApiPage(16) });
    expect((await many.search({ ...request, query: 'commercePlatformKey' })).groups[0].pageUrl).toBe('/core-concepts/integrations');
  });

  it('finds a field written with dots whole, though the words of a page split it', async () => {
    const load = async (): Promise<PagefindModule> => ({
      options: async () => undefined,
      search: async (term) => ({
        results: term.split(' ').includes('metadataisdeleted')
          ? [pageResult('/core-concepts/data-type', 3, 'A record removed in the source has metadata.isDeleted set to true.')]
          : [],
      }),
    });
    const loadNav = namesOf([['/using-the-api/deleted-data', 'Deleted data and metadata']]);
    const backend = createEmbeddedBackend({ basePath: '/pagefind/', loadNav, load });
    const results = await backend.search({ ...request, query: 'metadata.isDeleted' });
    expect(results.groups.map((group) => group.pageUrl)).toEqual(['/core-concepts/data-type', '/using-the-api/deleted-data']);
  });

  it('reads the field names of a query whole, as the index holds them', () => {
    expect(identifiersIn('commercePlatformKey')).toEqual(['commerceplatformkey']);
    expect(identifiersIn('metadata.isDeleted on a deleted record')).toEqual(['metadataisdeleted']);
    expect(identifiersIn('source_type values')).toEqual(['source_type']);
    expect(identifiersIn('x-ratelimit-remaining header')).toEqual([]);
    expect(identifiersIn('data connection errors')).toEqual([]);
  });
});

describe('a misspelled word beside an abbreviation', () => {
  // The names hold "Create purchase order"; `po` is the readers' word for it (an alias), `craete` a misspelling.
  const names = async () =>
    new NavSearch(
      {
        version: 2,
        tags: ['default'],
        entries: [{ k: 'd' as const, u: '/payables/purchase-orders', t: 'Create purchase order', s: 'Docs', g: [0] }],
        changelogWords: [],
      },
      [{ from: 'po', to: 'purchase order', source: 'test' }],
    );
  const load = async (): Promise<PagefindModule> => ({
    options: async () => undefined,
    search: async (term) => ({
      results: term.split(' ').includes('create') ? [pageResult('/payables/purchase-orders', 3, 'Create a purchase order (PO).')] : [],
    }),
  });

  it("is corrected: the name the alias finds holds the alias's words, not the misspelling", async () => {
    const backend = createEmbeddedBackend({ basePath: '/pagefind/', loadNav: names, load, reachable: async () => true });
    const results = await backend.search({ ...request, query: 'craete po' });
    expect(results.correction).toBe('create po');
    expect(results.groups[0].pageUrl).toBe('/payables/purchase-orders');
  });
});

describe('a misspelled word that only the text of a page holds', () => {
  // No name says "calling"; the page's text does.
  const names = (textWords: (key: string) => Promise<readonly string[]>) => async () =>
    new NavSearch(
      {
        version: 2,
        tags: ['default'],
        entries: [{ k: 'd' as const, u: '/lending/troubleshooting', t: 'Lending troubleshooting', s: 'Docs', g: [0] }],
        changelogWords: [],
      },
      [],
      RANKING_PARAMETERS,
      { textWords },
    );
  const load = async (): Promise<PagefindModule> => ({
    options: async () => undefined,
    search: async (term) => ({
      results: term.split(' ').includes('calling')
        ? [pageResult('/lending/troubleshooting', 3, 'A 403 when calling the lending API.')]
        : [],
    }),
  });

  it('is corrected toward the words of the full text, loaded when a query first needs correcting', async () => {
    const loadTextWords = vi.fn(async (key: string) => (key === 'c' ? ['calling'] : []));
    const backend = createEmbeddedBackend({ basePath: '/pagefind/', loadNav: names(loadTextWords), load, reachable: async () => true });
    await backend.search({ ...request, query: 'lending' });
    expect(loadTextWords).not.toHaveBeenCalled();
    const results = await backend.search({ ...request, query: 'caling lending' });
    expect(results.correction).toBe('calling lending');
    expect(results.groups[0].pageUrl).toBe('/lending/troubleshooting');
    // The shards of the query's words' first letters, each loaded once.
    await backend.search({ ...request, query: 'caling' });
    expect(loadTextWords.mock.calls).toEqual([['c'], ['l']]);
  });

  it('is the only word that changes: the rest of the query stays as typed, case, apostrophes and marks', async () => {
    const loadTextWords = async (key: string) => (key === 'c' ? ['calling'] : []);
    const backend = createEmbeddedBackend({ basePath: '/pagefind/', loadNav: names(loadTextWords), load, reachable: async () => true });
    const results = await backend.search({ ...request, query: "Lending's 403 when caling the API?" });
    expect(results.correction).toBe("Lending's 403 when calling the API?");
  });

  it('is left as typed when those words cannot be loaded, which the console says, and the next query tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loadTextWords = vi.fn(async (key: string) => (key === 'c' ? ['calling'] : [])).mockRejectedValueOnce(new Error('404'));
    const backend = createEmbeddedBackend({ basePath: '/pagefind/', loadNav: names(loadTextWords), load, reachable: async () => true });
    expect((await backend.search({ ...request, query: 'caling lending' })).correction).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('words of the full text'), expect.any(Error));
    expect((await backend.search({ ...request, query: 'caling lending' })).correction).toBe('calling lending');
    warn.mockRestore();
  });
});

describe('a page titled as the query', () => {
  /** Names: the glossary page "Bank feed", and a reference whose title holds the words among others. */
  const names = namesOf([
    ['/terms/bank-feed', 'Bank feed'],
    ['/bank-feeds/data-types', 'Bank feed data types'],
  ]);
  // The full text finds the reference and two other pages that say "bank feed" more often, not the glossary page.
  const bankFeed = 'Push each bank feed transaction in order.';
  const load = async (): Promise<PagefindModule> => ({
    options: async () => undefined,
    search: async () => ({
      results: [
        pageResult('/bank-feeds/troubleshooting', 5, bankFeed),
        pageResult('/bank-feeds/data-types', 4, bankFeed),
        pageResult('/bank-feeds-api/', 3, bankFeed),
      ],
    }),
  });

  it('comes first, though the full text did not find it', async () => {
    const backend = createEmbeddedBackend({ basePath: '/pagefind/', loadNav: names, load });
    const results = await backend.search({ ...request, query: 'bank feeds' });
    expect(results.groups[0].pageUrl).toBe('/terms/bank-feed');
  });
});

describe('a real Pagefind index of the fixture pages', () => {
  let dir: string;
  let server: http.Server;
  let basePath: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerlink-pagefind-'));
    const { index } = await pagefindNode.createIndex({ forceLanguage: 'en' });
    for (const doc of pagefindDocuments([...docRecords, ...apiRecords, ...postRecords])) {
      const added = await index!.addHTMLFile({ url: doc.url, content: doc.html });
      expect(added.errors).toEqual([]);
    }
    await writePagefindFiles(index!, path.join(dir, 'pagefind'));
    await pagefindNode.close();
    const fixtureNav = navIndex([...docRecords, ...apiRecords, ...postRecords]);
    fs.writeFileSync(path.join(dir, 'pagefind', NAV_INDEX_FILE), JSON.stringify(fixtureNav));
    // Every shard is written, as the build writes it: the fixture pages have no aliases.
    fs.mkdirSync(path.join(dir, 'pagefind', ALIAS_SHARDS_DIR));
    for (const [key, shard] of aliasShards({ version: ALIASES_VERSION, aliases: [] })) {
      fs.writeFileSync(path.join(dir, 'pagefind', ALIAS_SHARDS_DIR, `${key}.json`), JSON.stringify(shard));
    }
    fs.mkdirSync(path.join(dir, 'pagefind', TEXT_WORDS_DIR));
    for (const [key, shard] of textWordShards(textWords([...docRecords, ...apiRecords, ...postRecords], fixtureNav))) {
      fs.writeFileSync(path.join(dir, 'pagefind', TEXT_WORDS_DIR, `${key}.json`), JSON.stringify(shard));
    }
    server = http.createServer((req, res) => {
      const file = path.join(dir, decodeURIComponent((req.url ?? '/').split('?')[0]));
      fs.readFile(file, (error, body) => {
        res.writeHead(error ? 404 : 200);
        res.end(error ? '' : body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    basePath = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pagefind/`;
  }, 60_000);

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const backend = () =>
    createEmbeddedBackend({
      basePath,
      load: () => import(/* @vite-ignore */ path.join(dir, 'pagefind', 'pagefind.js')) as Promise<PagefindModule>,
    });

  it('has one names entry for each Pagefind document, so the names index counts the documents', () => {
    const records = [...docRecords, ...apiRecords, ...postRecords];
    expect(navIndex(records).entries.length).toBe(pagefindDocuments(records).length);
  });

  it('finds a guide heading with its trail and highlighted snippet', async () => {
    const results = await backend().search({ ...request, query: 'backoff', facets: true });
    const guide = results.groups.find((g) => g.pageUrl === '/using-the-api/retry-failed-syncs');
    expect(guide).toBeDefined();
    expect(guide!.section).toBe('Using the API');
    const hit = guide!.hits.find((h) => h.url.endsWith('#status-codes'));
    expect(hit?.headings).toEqual(['When to retry', 'Status codes']);
    expect(hit?.snippetHtml).toMatch(/<mark>backoff/i);
    // The post at /updates/250301-webhook-retry-backoff is found by the word its address adds to its title.
    expect(results.sections).toEqual([
      { value: 'Updates', count: 1 },
      { value: 'Using the API', count: 1 },
    ]);
  });

  it('returns API operations as results under their API page', async () => {
    const results = await backend().search({ ...request, query: 'list companies' });
    expect(results.groups[0]).toMatchObject({ pageUrl: '/platform-api/', pageTitle: 'Platform API', section: 'API reference' });
    expect(results.groups[0].hits[0]).toMatchObject({
      url: '/platform-api/#operation/list-companies',
      kind: 'operation',
      headings: ['Companies', 'List companies'],
    });
  });

  it('filters by section and by the contextual docs tags', async () => {
    const all = await backend().search({ ...request, query: 'retry', facets: true });
    expect(all.sections.map((s) => s.value).sort()).toEqual(['Updates', 'Using the API']);
    const onlyUpdates = await backend().search({ ...request, query: 'retry', section: 'Updates', facets: true });
    expect(onlyUpdates.groups.map((g) => g.section)).toEqual(['Updates']);
    expect(onlyUpdates.sections).toEqual(all.sections);
    // Contextual: a docs page of another version is not found; unversioned pages still are.
    const otherVersion = await backend().search({ ...request, query: 'retry', tags: ['default', 'docs-default-5.0'] });
    expect(otherVersion.groups.map((g) => g.section)).toEqual(['Updates']);
  });

  it('pages through results', async () => {
    const first = await backend().search({ ...request, query: 'companies', perPage: 1 });
    expect(first.pageCount).toBe(first.total);
    const second = await backend().search({ ...request, query: 'companies', perPage: 1, page: 2 });
    expect(second.page).toBe(2);
    expect(second.groups[0].hits[0].url).not.toBe(first.groups[0].hits[0].url);
  });

  it('answers nonsense with nothing', async () => {
    const results = await backend().search({ ...request, query: 'zqxjvkwpf' });
    expect(results).toMatchObject({ groups: [], total: 0 });
    expect(results.correction).toBeUndefined();
  });

  it('answers a misspelled name with the corrected results and says so', async () => {
    const results = await backend().search({ ...request, query: 'retyr faled syncs' });
    expect(results.correction).toBe('retry failed syncs');
    expect(results.groups[0].pageUrl).toBe('/using-the-api/retry-failed-syncs');
  });

  it('finds an operation by a synonym of its words', async () => {
    // synonyms.json: "tenant" is another word for "company"; nothing in the fixtures says "tenant".
    const results = await backend().search({ ...request, query: 'list tenants' });
    expect(results.groups[0].hits[0]).toMatchObject({ url: '/platform-api/#operation/list-companies', kind: 'operation' });
    expect(results.correction).toBeUndefined();
  });

  it('still answers from the full text when the navigational index cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const withoutNames = createEmbeddedBackend({
      basePath,
      load: () => import(/* @vite-ignore */ path.join(dir, 'pagefind', 'pagefind.js')) as Promise<PagefindModule>,
      loadNav: () => Promise.reject(new Error('404')),
    });
    const results = await withoutNames.search({ ...request, query: 'backoff' });
    expect(results.groups.map((g) => g.pageUrl)).toContain('/using-the-api/retry-failed-syncs');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('navigational index'), expect.any(Error));
    warn.mockRestore();
  });
});

describe('stripLeadingTitle', () => {
  it('drops the heading text Pagefind puts at the start of an excerpt', async () => {
    const { stripLeadingTitle } = await import('../../src/search/pagefind');
    expect(stripLeadingTitle('<mark>Rate</mark> <mark>limits.</mark> Ledgerlink <mark>limits</mark> how many', 'Rate limits')).toBe(
      'Ledgerlink <mark>limits</mark> how many',
    );
    expect(stripLeadingTitle('<mark>Rate limits.</mark> Ledgerlink limits', 'Rate limits')).toBe('Ledgerlink limits');
    expect(stripLeadingTitle('<mark>Webhooks. Webhooks</mark> tell you', 'Webhooks')).toBe('<mark>Webhooks</mark> tell you');
    expect(stripLeadingTitle("Ledgerlink's limits. Per client", "Ledgerlink's limits")).toBe('Per client');
    // Only a whole leading title followed by its full stop; otherwise the excerpt stays.
    expect(stripLeadingTitle('Rate limits apply to you', 'Rate limits')).toBe('Rate limits apply to you');
    expect(stripLeadingTitle('and then Rate limits. More', 'Rate limits')).toBe('and then Rate limits. More');
    expect(stripLeadingTitle('Rate limits.', 'Rate limits')).toBe('Rate limits.');
  });
});

/**
 * Contract of the Typesense search backend (src/search/typesense.ts) with a loopback server that
 * checks what the official client sends and answers like Typesense does. Every request must be an
 * operation of the reference OpenAPI of Typesense 30, with only parameters it declares.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectionSchema } from '../../scripts/search/push-typesense.mjs';
import { createTypesenseBackend } from '../../src/search/typesense';
import { SearchUnavailableError, type SearchRequest } from '../../src/search/types';
import type { TypesenseSettings } from '../../src/search/settings';
import { closedPort, fixture, startFakeTypesense, type FakeTypesense } from './fakeTypesense';
import { requestProblems } from './typesenseReference';

const SEARCH_KEY = 'search-only-key-for-tests';
const request: SearchRequest = { query: 'webhook retries', language: 'en', tags: ['default', 'docs-default-current'], perPage: 8 };

let server: FakeTypesense;
let settings: TypesenseSettings;

beforeEach(async () => {
  server = await startFakeTypesense();
  settings = { host: '127.0.0.1', port: server.port, protocol: 'http', collection: 'ledgerlink-docs', searchApiKey: SEARCH_KEY };
});

afterEach(async () => {
  await server.close();
  expect(requestProblems(server.requests), 'requests that Typesense 30 does not accept').toEqual([]);
});

function answerSearch(body: unknown, status = 200) {
  server.on((req) => (req.method === 'POST' && req.path === '/multi_search' ? { status, body } : undefined));
}

describe('Typesense backend: request', () => {
  it('sends one multi-search to the collection alias with the search key, grouping and contextual filters', async () => {
    answerSearch(fixture('multi-search-hits.json'));
    await createTypesenseBackend(settings).search(request);

    expect(server.requests).toHaveLength(1);
    const [sent] = server.requests;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/multi_search');
    expect(sent.query.get('x-typesense-api-key')).toBe(SEARCH_KEY);
    const body = JSON.parse(sent.body) as { searches: Array<Record<string, unknown>> };
    expect(body.searches).toHaveLength(1);
    expect(body.searches[0]).toMatchObject({
      collection: 'ledgerlink-docs',
      q: 'webhook retries',
      filter_by: 'language:=`en` && docusaurus_tag:=[`default`,`docs-default-current`]',
      group_by: 'url_without_anchor',
      page: 1,
      per_page: 8,
    });
    expect(body.searches[0]).not.toHaveProperty('facet_by');
  });

  it("asks for a question's topic without its frame, as the embedded search does", async () => {
    answerSearch(fixture('multi-search-hits.json'));
    const results = await createTypesenseBackend(settings).search({ ...request, query: 'how do i tell if a sync failed' });
    const body = JSON.parse(server.requests[0].body) as { searches: Array<Record<string, unknown>> };
    expect(body.searches[0].q).toBe('how do i a sync failed');
    expect(results.query).toBe('how do i tell if a sync failed');
  });

  it('weighs the title over headings and keywords over body text, then ranks by item priority, with default typo tolerance and prefix search', async () => {
    answerSearch(fixture('multi-search-hits.json'));
    await createTypesenseBackend(settings).search(request);

    const [search] = (JSON.parse(server.requests[0].body) as { searches: Array<Record<string, unknown>> }).searches;
    const fields = String(search.query_by).split(',');
    const weights = String(search.query_by_weights).split(',').map(Number);
    expect(fields).toEqual([
      'hierarchy.lvl1',
      'also_called',
      'defines',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'keywords',
      'hierarchy.lvl4',
      'hierarchy.lvl5',
      'hierarchy.lvl6',
      'content',
      'reader_phrases',
      'spec_words',
    ]);
    const weight = Object.fromEntries(fields.map((field, i) => [field, weights[i]]));
    expect(weights).toHaveLength(fields.length);
    expect(weight['hierarchy.lvl1']).toBeGreaterThan(weight['hierarchy.lvl2']);
    // A page that defines a field weighs as a page titled by it, as in the embedded index.
    expect(weight.defines).toBe(weight['hierarchy.lvl1']);
    // So does a page's other name (`Bank Feeds API v1`).
    expect(weight.also_called).toBe(weight['hierarchy.lvl1']);
    expect(weight['hierarchy.lvl2']).toBe(weight['hierarchy.lvl3']);
    expect(weight.keywords).toBe(weight['hierarchy.lvl2']);
    expect(weight['hierarchy.lvl4']).toBeGreaterThan(weight.content);
    expect(weight['hierarchy.lvl3']).toBeGreaterThan(weight['hierarchy.lvl4']);
    expect(Math.min(...weights)).toBe(weight.content);
    // Reader phrases and an operation's spec words weigh as the embedded index's aliases do: as body text.
    expect(weight.reader_phrases).toBe(weight.content);
    expect(weight.spec_words).toBe(weight.content);
    expect(search).toMatchObject({
      sort_by: '_text_match:desc,item_priority:desc',
      num_typos: '2',
      min_len_1typo: 4,
      min_len_2typo: 8,
      prefix: 'true',
    });
    // The section name is a filter and a facet, never matched; results still carry it.
    expect(String(search.include_fields).split(',')).toEqual(
      expect.arrayContaining(['hierarchy.lvl0', 'hierarchy.lvl1', 'url', 'url_without_anchor', 'anchor', 'type']),
    );
  });

  it('adds the section filter and a second search for section counts', async () => {
    answerSearch(fixture('multi-search-facets.json'));
    const results = await createTypesenseBackend(settings).search({ ...request, section: 'Updates', page: 2, facets: true });

    const body = JSON.parse(server.requests[0].body) as { searches: Array<Record<string, unknown>> };
    expect(body.searches).toHaveLength(2);
    expect(body.searches[0].filter_by).toBe(
      'language:=`en` && docusaurus_tag:=[`default`,`docs-default-current`] && hierarchy.lvl0:=`Updates`',
    );
    expect(body.searches[0].page).toBe(2);
    expect(body.searches[1]).toMatchObject({ facet_by: 'hierarchy.lvl0', per_page: 0 });
    expect(body.searches[1].filter_by).not.toContain('hierarchy.lvl0');

    expect(results.page).toBe(2);
    expect(results.sections).toEqual([
      { value: 'Using the API', count: 9 },
      { value: 'API reference', count: 4 },
      { value: 'Updates', count: 11 },
    ]);
    expect(results.groups[0].hits[0].snippetHtml).toBe('Webhook consumers replace the legacy rules &amp; alerts.');
  });
});

describe('Typesense backend: the collection it queries', () => {
  it('names only fields that the pushed schema holds, faceted where it facets and groups, numeric where it sorts', async () => {
    answerSearch(fixture('multi-search-facets.json'));
    await createTypesenseBackend(settings).search({ ...request, section: 'Updates', facets: true });
    const fields = new Map(collectionSchema('ledgerlink-docs-test').fields.map((field) => [field.name, field]));
    const [main, counts] = (JSON.parse(server.requests[0].body) as { searches: Array<Record<string, string>> }).searches;

    const named = [main.query_by, main.include_fields].flatMap((list) => list.split(','));
    expect(named.filter((name) => !fields.has(name))).toEqual([]);
    for (const name of [main.group_by, counts.facet_by]) expect(fields.get(name)).toMatchObject({ facet: true });
    const filtered = [...`${main.filter_by} && ${counts.filter_by}`.matchAll(/([\w.]+):=/g)].map((m) => m[1]);
    expect(new Set(filtered)).toEqual(new Set(['language', 'docusaurus_tag', 'hierarchy.lvl0']));
    for (const name of filtered) expect(fields.get(name)).toMatchObject({ facet: true });
    const sorted = main.sort_by
      .split(',')
      .map((part) => part.split(':')[0])
      .filter((name) => name !== '_text_match');
    expect(sorted).toEqual(['item_priority']);
    expect(fields.get('item_priority')).toMatchObject({ type: 'int64' });
  });
});

describe('Typesense backend: responses', () => {
  it('maps grouped hits to pages with heading trails, anchors and escaped snippets', async () => {
    answerSearch(fixture('multi-search-hits.json'));
    const results = await createTypesenseBackend(settings).search(request);

    expect(results.total).toBe(2);
    expect(results.pageCount).toBe(1);
    expect(results.groups.map((g) => [g.section, g.pageTitle, g.pageUrl])).toEqual([
      ['Using the API', 'Webhooks overview', '/using-the-api/webhooks/overview'],
      ['API reference', 'Platform API', '/platform-api/'],
    ]);
    const [webhooks, platform] = results.groups;
    // Two records share the #retries URL: one hit, the better-ranked one.
    expect(webhooks.hits.map((h) => [h.url, h.kind, h.headings])).toEqual([
      ['/using-the-api/webhooks/overview#retries', 'content', ['Retries']],
      ['/using-the-api/webhooks/overview', 'page', []],
    ]);
    expect(webhooks.hits[0].snippetHtml).toBe(
      'Ledgerlink <mark>retries</mark> the <mark>webhook</mark> 8 times over about 28 hours. &lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(platform.hits[0]).toEqual({
      url: '/platform-api/#operation/list-webhook-consumers',
      kind: 'operation',
      headings: ['Webhooks', 'List webhook consumers'],
      snippetHtml: 'GET /<mark>webhooks</mark>',
    });
  });

  it('answers zero hits with an empty result, not an error', async () => {
    answerSearch(fixture('multi-search-empty.json'));
    const results = await createTypesenseBackend(settings).search({ ...request, query: 'zqxjv' });
    expect(results).toMatchObject({ query: 'zqxjv', groups: [], total: 0, pageCount: 0 });
  });

  it('treats an error inside an HTTP 200 multi-search answer as a failure', async () => {
    answerSearch(fixture('multi-search-error.json'));
    const failure = createTypesenseBackend(settings).search(request);
    await expect(failure).rejects.toBeInstanceOf(SearchUnavailableError);
    await expect(failure).rejects.toMatchObject({ status: 404 });
  });

  it('fails on HTTP 503 after the client retries once', async () => {
    answerSearch(fixture('unavailable.json'), 503);
    const failure = createTypesenseBackend(settings, { retries: 1 }).search(request);
    await expect(failure).rejects.toMatchObject({ name: 'SearchUnavailableError', status: 503 });
    expect(server.requests).toHaveLength(2);
  });

  it('fails on HTTP 401 (a wrong or revoked search key) without retrying', async () => {
    answerSearch(fixture('unauthorized.json'), 401);
    const failure = createTypesenseBackend(settings, { retries: 1 }).search(request);
    await expect(failure).rejects.toMatchObject({ name: 'SearchUnavailableError', status: 401 });
    expect(server.requests).toHaveLength(1);
  });

  it('fails when the connection is refused', async () => {
    const port = await closedPort();
    const failure = createTypesenseBackend({ ...settings, port }, { retries: 0, timeoutSeconds: 2 }).search(request);
    await expect(failure).rejects.toBeInstanceOf(SearchUnavailableError);
  });

  it('fails on an answer that is not a multi-search result', async () => {
    answerSearch({ message: 'unexpected' });
    await expect(createTypesenseBackend(settings).search(request)).rejects.toBeInstanceOf(SearchUnavailableError);
  });
});

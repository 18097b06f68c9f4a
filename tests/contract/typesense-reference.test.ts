/**
 * The fixtures the fakes answer with are shaped like Typesense 30's answers, and the request check
 * the contract tests run after every test catches what Typesense 30 would not accept.
 */
import { describe, expect, it } from 'vitest';
import { fixture, type RecordedRequest } from './fakeTypesense';
import { ref, referenceVersion, requestProblems, schemaErrors } from './typesenseReference';

const FIXTURE_SCHEMAS: Record<string, string> = {
  'multi-search-hits.json': 'MultiSearchResult',
  'multi-search-facets.json': 'MultiSearchResult',
  'multi-search-empty.json': 'MultiSearchResult',
  'multi-search-error.json': 'MultiSearchResult',
  'multi-search-site.json': 'MultiSearchResult',
  'alias.json': 'CollectionAlias',
  'alias-not-found.json': 'ApiResponse',
  'unauthorized.json': 'ApiResponse',
  'unavailable.json': 'ApiResponse',
  'synonym-set-rejected.json': 'ApiResponse',
};

function request(method: string, path: string, body: unknown = ''): RecordedRequest {
  return { method, path, query: new URLSearchParams(), headers: {}, body: typeof body === 'string' ? body : JSON.stringify(body) };
}

describe('the reference', () => {
  it('is the description of Typesense 30', () => {
    expect(referenceVersion).toBe('30.0');
  });
});

describe('fixtures', () => {
  it.each(Object.entries(FIXTURE_SCHEMAS))('%s conforms to %s', (name, schema) => {
    expect(schemaErrors(ref(schema), fixture(name))).toEqual([]);
  });

  it('the synonyms fixture is a synonym set body', () => {
    expect(schemaErrors(ref('SynonymSetCreateSchema'), { items: fixture('synonyms.json') })).toEqual([]);
  });

  it('a result with a mistyped count or without results is caught', () => {
    expect(schemaErrors(ref('MultiSearchResult'), { results: [{ found: '2', hits: [] }] })).toEqual(['/results/0/found must be integer']);
    expect(schemaErrors(ref('MultiSearchResult'), { hits: [] })).toEqual(["/ must have required property 'results'"]);
  });
});

describe('request check', () => {
  const search = { collection: 'ledgerlink-docs', q: 'paging', query_by: 'hierarchy.lvl1,content', num_typos: '2', prefix: 'true' };

  it('accepts a multi-search with declared parameters', () => {
    expect(requestProblems([request('POST', '/multi_search', { searches: [search] })])).toEqual([]);
  });

  it('catches a misspelled or mistyped search parameter', () => {
    expect(requestProblems([request('POST', '/multi_search', { searches: [{ ...search, num_typo: 2, prefix: true }] })])).toEqual([
      'POST /multi_search (multiSearch): /searches/0/prefix must be string',
      'POST /multi_search (multiSearch): /searches/0 must NOT have unevaluated properties (num_typo)',
    ]);
  });

  it('catches a collection schema with an undeclared key or field option', () => {
    const schema = { name: 'docs', fields: [{ name: 'keywords', type: 'string[]', optinal: true }], synonyms_sets: ['docs'] };
    expect(requestProblems([request('POST', '/collections', schema)])).toEqual([
      'POST /collections (createCollection): /fields/0 must NOT have unevaluated properties (optinal)',
      'POST /collections (createCollection): / must NOT have unevaluated properties (synonyms_sets)',
    ]);
  });

  it('catches a synonym item without an id, and the per-collection synonyms API that Typesense 30 removed', () => {
    expect(requestProblems([request('PUT', '/synonym_sets/docs', { items: [{ synonyms: ['a', 'b'] }] })])).toEqual([
      "PUT /synonym_sets/docs (upsertSynonymSet): /items/0 must have required property 'id'",
    ]);
    expect(requestProblems([request('PUT', '/collections/docs/synonyms/paging', { synonyms: ['a', 'b'] })])).toEqual([
      'PUT /collections/docs/synonyms/paging: no such operation in Typesense 30.0',
    ]);
  });
});

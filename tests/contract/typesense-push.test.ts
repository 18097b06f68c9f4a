/**
 * Contract of `npm run search:push` (scripts/search/push-typesense.mjs) with a loopback server
 * that checks every call and answers like Typesense: create a timestamped synonym set and a
 * collection that refers to it, import in JSONL batches, check each result line, move the alias,
 * delete the old collection and its synonym set. Every call must be an operation of the reference
 * OpenAPI of Typesense 30, with a body that conforms to it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  collectionSchema,
  importFailures,
  pushRecords,
  readSynonyms,
  settingsFromEnv,
  synonymProblems,
  timestampedName,
  toDocument,
  withSpecWords,
} from '../../scripts/search/push-typesense.mjs';
import { closedPort, fixture, startFakeTypesense, type FakeTypesense, type RecordedRequest } from './fakeTypesense';
import { requestProblems } from './typesenseReference';

const ADMIN_KEY = 'admin-key-for-tests';
const NOW = new Date('2025-03-14T09:30:00.000Z');
const NEW_COLLECTION = 'ledgerlink-docs-20250314-093000Z';
const OLD_COLLECTION = 'ledgerlink-docs-20250201-080000Z';

function record(n: number) {
  return {
    hierarchy: {
      lvl0: 'Using the API',
      lvl1: 'Paginate results',
      lvl2: n ? `Section ${n}` : null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: n ? `Paragraph ${n} about page and pageSize.` : null,
    url: n ? `/using-the-api/paging#section-${n}` : '/using-the-api/paging',
    url_without_anchor: '/using-the-api/paging',
    anchor: n ? `section-${n}` : null,
    type: n ? 'content' : 'lvl1',
    language: 'en',
    version: ['v6'],
    docusaurus_tag: ['docs-default-current'],
    item_priority: n ? 300 : 360,
  };
}
const records = [0, 1, 2, 3, 4].map(record);
/** One multi-way and one one-way item, in the shape of src/search/synonyms.json. */
const SYNONYMS = fixture('synonyms.json') as Array<{ id: string; synonyms: string[]; root?: string }>;

let server: FakeTypesense;
let settings: ReturnType<typeof settingsFromEnv>;
const logs: string[] = [];
const log = (line: string) => logs.push(line);

type RouteReply = { status?: number; body?: unknown; contentType?: string };
/** Import answers are JSONL, not JSON (the OpenAPI declares application/octet-stream). */
const JSONL = 'application/octet-stream';

function route(method: string, path: string | RegExp, reply: (req: RecordedRequest) => RouteReply) {
  server.on((req) =>
    req.method === method && (typeof path === 'string' ? req.path === path : path.test(req.path)) ? reply(req) : undefined,
  );
}

/** The calls of a healthy server; tests override single routes after calling this. */
function healthyServer({ alias = true } = {}) {
  route('GET', '/aliases/ledgerlink-docs', () =>
    alias ? { body: fixture('alias.json') } : { status: 404, body: fixture('alias-not-found.json') },
  );
  route('POST', '/collections', (req) => {
    const schema = JSON.parse(req.body) as { name: string };
    return { status: 201, body: { ...schema, num_documents: 0, created_at: 1741944600 } };
  });
  route('POST', /^\/collections\/[^/]+\/documents\/import$/, (req) => ({
    body: req.body
      .split('\n')
      .map(() => JSON.stringify({ success: true }))
      .join('\n'),
    contentType: JSONL,
  }));
  route('PUT', '/aliases/ledgerlink-docs', (req) => ({ body: { name: 'ledgerlink-docs', ...(JSON.parse(req.body) as object) } }));
  route('DELETE', /^\/collections\/[^/]+$/, (req) => ({
    body: { name: req.path.split('/')[2], num_documents: 5, created_at: 1738396800, fields: [] },
  }));
  route('PUT', /^\/synonym_sets\/[^/]+$/, (req) => ({ body: { name: req.path.split('/')[2], ...(JSON.parse(req.body) as object) } }));
  route('DELETE', /^\/synonym_sets\/[^/]+$/, (req) => ({ body: { name: req.path.split('/')[2] } }));
}

const calls = () => server.requests.map((r) => `${r.method} ${r.path}`);

beforeEach(async () => {
  server = await startFakeTypesense();
  settings = settingsFromEnv({
    TYPESENSE_HOST: '127.0.0.1',
    TYPESENSE_PORT: String(server.port),
    TYPESENSE_PROTOCOL: 'http',
    TYPESENSE_ADMIN_API_KEY: ADMIN_KEY,
  });
  logs.length = 0;
});

afterEach(async () => {
  await server.close();
  expect(requestProblems(server.requests), 'calls that Typesense 30 does not accept').toEqual([]);
});

describe('push: the happy path', () => {
  it('creates a timestamped collection, imports in batches, moves the alias and deletes the old collection', async () => {
    healthyServer();
    const summary = await pushRecords(records, settings, { synonyms: SYNONYMS, batchSize: 2, now: NOW, log, retryIntervalSeconds: 0.05 });

    expect(calls()).toEqual([
      'GET /aliases/ledgerlink-docs',
      `PUT /synonym_sets/${NEW_COLLECTION}`,
      'POST /collections',
      `POST /collections/${NEW_COLLECTION}/documents/import`,
      `POST /collections/${NEW_COLLECTION}/documents/import`,
      `POST /collections/${NEW_COLLECTION}/documents/import`,
      'PUT /aliases/ledgerlink-docs',
      `DELETE /collections/${OLD_COLLECTION}`,
      `DELETE /synonym_sets/${OLD_COLLECTION}`,
    ]);
    for (const req of server.requests) expect(req.headers['x-typesense-api-key']).toBe(ADMIN_KEY);

    expect(JSON.parse(server.requests[1].body)).toEqual({
      items: [
        { id: 'paging', synonyms: ['pagination', 'paging'] },
        { id: 'qbo', root: 'qbo', synonyms: ['quickbooks online'] },
      ],
    });
    const schema = JSON.parse(server.requests[2].body);
    expect(schema).toEqual(collectionSchema(NEW_COLLECTION));
    expect(schema.default_sorting_field).toBe('item_priority');
    expect(schema.synonym_sets).toEqual([NEW_COLLECTION]);
    expect(schema.fields).toContainEqual({ name: 'keywords', type: 'string[]', optional: true });

    const imports = server.requests.filter((r) => r.path.endsWith('/import'));
    expect(imports.map((r) => r.query.get('action'))).toEqual(['create', 'create', 'create']);
    const lines = imports.flatMap((r) => r.body.split('\n').map((line) => JSON.parse(line)));
    expect(lines).toHaveLength(5);
    expect(lines[1]).toEqual({
      'hierarchy.lvl0': 'Using the API',
      'hierarchy.lvl1': 'Paginate results',
      'hierarchy.lvl2': 'Section 1',
      content: 'Paragraph 1 about page and pageSize.',
      url: '/using-the-api/paging#section-1',
      url_without_anchor: '/using-the-api/paging',
      anchor: 'section-1',
      type: 'content',
      language: 'en',
      version: ['v6'],
      docusaurus_tag: ['docs-default-current'],
      item_priority: 300,
    });

    expect(JSON.parse(server.requests[6].body)).toEqual({ collection_name: NEW_COLLECTION });
    expect(summary).toEqual({
      collection: NEW_COLLECTION,
      alias: 'ledgerlink-docs',
      previous: OLD_COLLECTION,
      deleted: OLD_COLLECTION,
      documents: 5,
      synonyms: 2,
    });
  });

  it('creates the alias on the first push and deletes nothing', async () => {
    healthyServer({ alias: false });
    const summary = await pushRecords(records, settings, { synonyms: SYNONYMS, batchSize: 500, now: NOW, log, retryIntervalSeconds: 0.05 });
    expect(calls()).toEqual([
      'GET /aliases/ledgerlink-docs',
      `PUT /synonym_sets/${NEW_COLLECTION}`,
      'POST /collections',
      `POST /collections/${NEW_COLLECTION}/documents/import`,
      'PUT /aliases/ledgerlink-docs',
    ]);
    expect(summary.previous).toBeNull();
  });

  it('keeps the new index live, and the old synonym set with the old collection, when that cannot be deleted', async () => {
    healthyServer();
    route('DELETE', `/collections/${OLD_COLLECTION}`, () => ({ status: 503, body: fixture('unavailable.json') }));
    const summary = await pushRecords(records, settings, { synonyms: SYNONYMS, now: NOW, log, retryIntervalSeconds: 0.05 });
    expect(summary.deleted).toBeNull();
    expect(calls()).toContain('PUT /aliases/ledgerlink-docs');
    expect(calls()).not.toContain(`DELETE /synonym_sets/${OLD_COLLECTION}`);
  });

  it("pushes the generated aliases, one-way from the reader's word, when no synonyms are given", async () => {
    healthyServer({ alias: false });
    const summary = await pushRecords(records, settings, { now: NOW, log, retryIntervalSeconds: 0.05 });
    const synonyms = readSynonyms();
    expect(synonyms).toContainEqual(expect.objectContaining({ root: 'vendor', synonyms: ['supplier'] }));
    expect(summary.synonyms).toBe(synonyms.length);
    const sent = JSON.parse(server.requests[1].body) as { items: Array<{ id: string }> };
    expect(sent.items.map((item) => item.id)).toEqual(synonyms.map((item: { id: string }) => item.id));
  });
});

describe('push: failures leave the live alias alone', () => {
  it('rejects a batch with a failed result line, deletes the new collection and never moves the alias', async () => {
    healthyServer();
    route('POST', /\/documents\/import$/, (req) => {
      const lines = req.body
        .split('\n')
        .map((_, i) =>
          i === 1 ? { success: false, error: 'Field `item_priority` must be an int64.', document: '{}' } : { success: true },
        );
      return { body: lines.map((l) => JSON.stringify(l)).join('\n'), contentType: JSONL };
    });
    await expect(
      pushRecords(records, settings, { synonyms: SYNONYMS, batchSize: 2, now: NOW, log, retryIntervalSeconds: 0.05 }),
    ).rejects.toThrow(
      /1 of 2 records in a batch were rejected \(record 2, \/using-the-api\/paging#section-1\): Field `item_priority` must be an int64\./,
    );
    expect(calls()).toEqual([
      'GET /aliases/ledgerlink-docs',
      `PUT /synonym_sets/${NEW_COLLECTION}`,
      'POST /collections',
      `POST /collections/${NEW_COLLECTION}/documents/import`,
      `DELETE /collections/${NEW_COLLECTION}`,
      `DELETE /synonym_sets/${NEW_COLLECTION}`,
    ]);
  });

  it('rejects an import answer with fewer result lines than records', async () => {
    healthyServer();
    route('POST', /\/documents\/import$/, () => ({ body: JSON.stringify({ success: true }), contentType: JSONL }));
    await expect(
      pushRecords(records, settings, { synonyms: SYNONYMS, batchSize: 2, now: NOW, log, retryIntervalSeconds: 0.05 }),
    ).rejects.toThrow(/expected 2 result lines, got 1/);
    expect(calls()).not.toContain('PUT /aliases/ledgerlink-docs');
    expect(calls()).toContain(`DELETE /collections/${NEW_COLLECTION}`);
    expect(calls()).toContain(`DELETE /synonym_sets/${NEW_COLLECTION}`);
  });

  it('stops at HTTP 401 (wrong admin key) before creating anything', async () => {
    route('GET', '/aliases/ledgerlink-docs', () => ({ status: 401, body: fixture('unauthorized.json') }));
    await expect(pushRecords(records, settings, { synonyms: SYNONYMS, now: NOW, log, retryIntervalSeconds: 0.05 })).rejects.toThrow(
      /Could not read alias ledgerlink-docs: .*\(HTTP 401\)/,
    );
    expect(calls()).toEqual(['GET /aliases/ledgerlink-docs']);
  });

  it('stops, and deletes the new synonym set, when Typesense answers HTTP 503 to creating the collection', async () => {
    healthyServer();
    route('POST', '/collections', () => ({ status: 503, body: fixture('unavailable.json') }));
    await expect(pushRecords(records, settings, { synonyms: SYNONYMS, now: NOW, log, retryIntervalSeconds: 0.05 })).rejects.toThrow(
      /Could not create collection .*HTTP 503/,
    );
    expect(calls().filter((c) => c.startsWith('PUT') || c.startsWith('DELETE'))).toEqual([
      `PUT /synonym_sets/${NEW_COLLECTION}`,
      `DELETE /synonym_sets/${NEW_COLLECTION}`,
    ]);
  });

  it('stops before creating the collection when Typesense rejects the synonym set', async () => {
    healthyServer();
    route('PUT', /^\/synonym_sets\//, () => ({ status: 400, body: fixture('synonym-set-rejected.json') }));
    await expect(pushRecords(records, settings, { synonyms: SYNONYMS, now: NOW, log, retryIntervalSeconds: 0.05 })).rejects.toThrow(
      /Could not create synonym set ledgerlink-docs-20250314-093000Z: .*HTTP 400/,
    );
    expect(calls()).toEqual(['GET /aliases/ledgerlink-docs', `PUT /synonym_sets/${NEW_COLLECTION}`]);
  });

  it('refuses synonyms Typesense would reject, before any call', async () => {
    healthyServer();
    const broken = [
      { id: 'paging', synonyms: ['paging'] },
      { id: 'paging', synonym: ['pages'] },
    ];
    await expect(pushRecords(records, settings, { synonyms: broken, now: NOW, log })).rejects.toThrow(
      'The synonyms cannot be pushed: synonym 1 (paging): a multi-way synonym needs two or more words; synonym 2 (paging): unknown key "synonym"; synonym 2 (paging): the id repeats an earlier item; synonym 2 (paging): synonyms must be a list of words or phrases',
    );
    expect(server.requests).toEqual([]);
  });

  it('stops when the connection is refused', async () => {
    const port = await closedPort();
    await expect(
      pushRecords(records, { ...settings, port }, { synonyms: SYNONYMS, now: NOW, log, retryIntervalSeconds: 0.05 }),
    ).rejects.toThrow(/Could not read alias/);
  });

  it('refuses to push nothing', async () => {
    await expect(pushRecords([], settings, { synonyms: SYNONYMS, now: NOW, log, retryIntervalSeconds: 0.05 })).rejects.toThrow(
      /No records/,
    );
    expect(server.requests).toEqual([]);
  });
});

describe('push: helpers', () => {
  it('needs the host and the admin key, and defaults port, protocol and alias', () => {
    expect(() => settingsFromEnv({})).toThrow('Set TYPESENSE_HOST and TYPESENSE_ADMIN_API_KEY to push the search index.');
    expect(settingsFromEnv({ TYPESENSE_HOST: 'search.example.com', TYPESENSE_ADMIN_API_KEY: 'k' })).toEqual({
      host: 'search.example.com',
      port: 443,
      protocol: 'https',
      apiKey: 'k',
      alias: 'ledgerlink-docs',
    });
    expect(() => settingsFromEnv({ TYPESENSE_HOST: 'h', TYPESENSE_ADMIN_API_KEY: 'k', TYPESENSE_PORT: 'x' })).toThrow(/not a port/);
  });

  it('names collections after the alias and the UTC time', () => {
    expect(timestampedName('ledgerlink-docs', NOW)).toBe(NEW_COLLECTION);
  });

  it('flattens the hierarchy and leaves out empty values', () => {
    expect(toDocument(records[0])).toEqual({
      'hierarchy.lvl0': 'Using the API',
      'hierarchy.lvl1': 'Paginate results',
      url: '/using-the-api/paging',
      url_without_anchor: '/using-the-api/paging',
      type: 'lvl1',
      language: 'en',
      version: ['v6'],
      docusaurus_tag: ['docs-default-current'],
      item_priority: 360,
    });
  });

  it('carries keywords when a record has them', () => {
    const operation = { ...records[1], keywords: ['list-invoices', 'GET /invoices', '/invoices'] };
    expect(toDocument(operation).keywords).toEqual(['list-invoices', 'GET /invoices', '/invoices']);
    expect(toDocument({ ...records[1], keywords: [] })).not.toHaveProperty('keywords');
  });

  it("carries a page's reader phrases, defined fields and other names, and an operation's spec words, when a record has them", () => {
    const page = { ...records[0], reader_phrases: ['next page of results', 'results cut off at 100'] };
    expect(toDocument(page).reader_phrases).toEqual(['next page of results', 'results cut off at 100']);
    expect(toDocument({ ...records[0], reader_phrases: [] })).not.toHaveProperty('reader_phrases');
    expect(toDocument({ ...records[0], defines: ['pageSize', 'pageNumber'] }).defines).toEqual(['pageSize', 'pageNumber']);
    expect(toDocument(records[0])).not.toHaveProperty('defines');
    expect(toDocument({ ...records[0], also_called: ['Bank Feeds API v1'] }).also_called).toEqual(['Bank Feeds API v1']);
    expect(toDocument(records[0])).not.toHaveProperty('also_called');
    expect(toDocument({ ...records[1], spec_words: 'GET: read, fetch.' }).spec_words).toBe('GET: read, fetch.');
    expect(toDocument(records[1])).not.toHaveProperty('spec_words');
    const fields = collectionSchema('any').fields;
    expect(fields).toContainEqual({ name: 'reader_phrases', type: 'string[]', optional: true });
    expect(fields).toContainEqual({ name: 'defines', type: 'string[]', optional: true });
    expect(fields).toContainEqual({ name: 'also_called', type: 'string[]', optional: true });
    expect(fields).toContainEqual({ name: 'spec_words', type: 'string', optional: true });
  });

  it("puts an operation's words from its spec on its first record, as the embedded index holds them in its document", () => {
    const operation = (type: string) => ({
      ...records[1],
      url: '/accounting-api/#operation/list-invoices',
      url_without_anchor: '/accounting-api/',
      anchor: 'operation/list-invoices',
      type,
    });
    const operations = new Map([
      [
        '/accounting-api/#operation/list-invoices',
        { own: 'page, pageSize', generated: 'GET: read. Also described as: who owes us money.' },
      ],
      ['/accounting-api/#operation/get-invoice', { own: '', generated: 'GET: read.' }],
    ]);
    const out = withSpecWords([records[0], operation('lvl3'), operation('content')], operations);
    expect(out.map((r) => (r as { spec_words?: string }).spec_words)).toEqual([
      undefined,
      'page, pageSize GET: read. Also described as: who owes us money.',
      undefined,
    ]);
    // An operation the specs do not know keeps its record as it is.
    const unknown = { ...operation('lvl3'), url: '/accounting-api/#operation/gone', anchor: 'operation/gone' };
    expect(withSpecWords([unknown], operations)).toEqual([unknown]);
  });

  it('accepts the aliases both backends read, and names what is wrong with a broken list', () => {
    expect(synonymProblems(readSynonyms('no-build-here'))).toEqual([]);
    expect(synonymProblems(SYNONYMS)).toEqual([]);
    expect(synonymProblems({ paging: ['paging'] })).toEqual(['the synonyms are not a list']);
    expect(synonymProblems([{ id: 'qbo', root: '', synonyms: [] }, { synonyms: ['a', 'b'] }])).toEqual([
      'synonym 1 (qbo): root must be a word or phrase',
      'synonym 1 (qbo): a one-way synonym needs one or more words',
      'synonym 2: needs an id',
    ]);
  });

  it('reads import answers as text or as the JSON the client parsed', () => {
    expect(importFailures('{"success": true}\n{"success": true}', 2)).toEqual([]);
    expect(importFailures({ success: true }, 1)).toEqual([]);
    expect(importFailures('{"success": true}\nnot json', 2)).toEqual([{ line: 1, error: 'unreadable result line: not json' }]);
  });
});

/** The search vocabulary: aliases from sources (with where each comes from), the specs' words per operation, and the reviewed domain word list. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownFiles } from '../../lib/markdown-files.mjs';
import { domainAliases, generateAliases, phraseAliases } from '../../lib/search/vocabulary/aliases.mjs';
import { fieldWords, specVocabulary, successorPath } from '../../lib/search/vocabulary/spec-vocabulary.mjs';
import apiVerbs from '../../src/search/vocabulary/api-verbs.json';
import domainWords from '../../src/search/vocabulary/domain-words.json';

describe('aliases from the docs', () => {
  it('reads "also called", "called a … in", "formerly" and "now sold as" phrases, one-way to the docs term, with file and line', () => {
    const text = [
      'Intro.',
      'Every sync creates a **pull operation**, also called a dataset. More text.',
      'A **supplier** (called a vendor in some platforms) is someone…',
      'Zettle (formerly iZettle) is a card reader.',
      'It connects to Sage Business Cloud Accounting, now sold as Sage Accounting, through its API.',
    ].join('\n');
    expect(phraseAliases(text, 'docs/x.md')).toEqual([
      { from: 'dataset', to: 'pull operation', source: 'docs/x.md:2' },
      { from: 'vendor', to: 'supplier', source: 'docs/x.md:3' },
      { from: 'izettle', to: 'zettle', source: 'docs/x.md:4' },
      { from: 'sage accounting', to: 'sage business cloud accounting', source: 'docs/x.md:5' },
    ]);
  });

  it('finds nothing in text without such a phrase', () => {
    expect(phraseAliases('A supplier is someone the business buys from.', 'docs/y.md')).toEqual([]);
  });
});

describe('aliases of the domain word list', () => {
  it('leads each alias to its term and names the list and field as the source', () => {
    const list = { entries: [{ term: 'Supplier', aliases: ['Vendor'], field: 'accounting' }] };
    expect(domainAliases(list, 'list.json')).toEqual([{ from: 'vendor', to: 'supplier', source: 'list.json (accounting)' }]);
  });

  it('generates each (from, to) once, every alias with a source, none leading to itself', () => {
    const { aliases } = generateAliases();
    const keys = aliases.map((a) => `${a.from}→${a.to}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const alias of aliases) {
      expect(alias.source).toMatch(/^(src\/search\/vocabulary\/(domain-words|api-verbs)\.json \([a-z-]+\)|docs\/.+:\d+)$/);
      expect(alias.from).not.toBe(alias.to);
    }
    expect(aliases).toContainEqual(expect.objectContaining({ from: 'dataset', to: 'pull operation' }));
  });
});

describe('the reviewed domain word list', () => {
  const corpus = [...markdownFiles('docs'), ...fs.readdirSync('static/openapi').map((f) => path.join('static/openapi', f))]
    .filter((file) => fs.statSync(file).isFile())
    .map((file) => fs.readFileSync(file, 'utf8').toLowerCase())
    .join('\n');

  it.each([...apiVerbs.entries, ...domainWords.entries].map((entry) => [entry.term]))('names a term the docs use: %s', (term) => {
    const words = term
      .toLowerCase()
      .split(' ')
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    expect(corpus).toMatch(new RegExp(`\\b${words.join('[\\s-]+')}`));
  });

  it('has aliases for every entry and never an alias that is its own term', () => {
    for (const entry of [...apiVerbs.entries, ...domainWords.entries]) {
      expect(entry.aliases.length).toBeGreaterThan(0);
      expect(entry.aliases).not.toContain(entry.term);
    }
  });
});

describe("the specs' words of each operation", () => {
  it('splits a field name into its words and keeps the name', () => {
    expect(fieldWords('attachmentId')).toBe('attachmentId attachment id');
    expect(fieldWords('Idempotency-Key')).toBe('Idempotency-Key idempotency key');
    expect(fieldWords('page')).toBe('page');
  });

  const vocabulary = specVocabulary('static/openapi', domainWords.mediaTypes, apiVerbs.httpMethods);

  it("names what an operation's media type means, and neither its path parameters nor the shared ones", () => {
    const download = vocabulary.get('/accounting-api/#operation/download-bill-attachment')?.own ?? '';
    expect(download).not.toContain('attachmentId');
    expect(download).toContain('download');
    expect(download).not.toContain('companyId');
  });

  it('names each of its own parameters with what the spec says the parameter does', () => {
    const cashFlow = vocabulary.get('/accounting-api/#operation/get-cash-flow-statement')?.own ?? '';
    expect(cashFlow).toContain('periodLength period length (Number of months in each period)');
  });

  it("generates the plain meanings of an operation's HTTP method", () => {
    expect(vocabulary.get('/platform-api/#operation/delete-company')?.generated).toContain('DELETE: delete, remove, cancel.');
    expect(vocabulary.get('/accounting-api/#operation/create-bill')?.generated).toMatch(/^POST: create, add, record/);
    expect(vocabulary.get('/accounting-api/#operation/list-invoices')?.generated).toMatch(/^GET: get, read, list/);
  });

  it('generates the fields of the record an operation reads or writes, not those of the page or push operation around it', () => {
    const list = vocabulary.get('/accounting-api/#operation/list-invoices')?.generated ?? '';
    expect(list).toContain('amountDue amount due');
    expect(list).toContain('modifiedDate modified date');
    expect(list).not.toContain('pageNumber');
    const write = vocabulary.get('/accounting-api/#operation/create-bill-payment')?.generated ?? '';
    expect(write).toContain('supplierRef supplier ref');
    expect(write).not.toContain('pushOperationKey');
  });

  it("generates the description of the group each operation is filed under (its tags), in the spec's words", () => {
    const aged = vocabulary.get('/accounting-api/#operation/get-aged-creditors-report')?.generated ?? '';
    expect(aged).toContain('bucketed by how overdue the amounts are');
    // Its own spec words keep to the operation: the group's description is generated, weighed as an alias.
    expect(vocabulary.get('/accounting-api/#operation/get-aged-creditors-report')?.own ?? '').not.toContain('overdue');
    const invoices = vocabulary.get('/accounting-api/#operation/list-invoices')?.generated ?? '';
    expect(invoices).not.toContain('bucketed by how overdue');
  });

  it('generates the reviewed phrases in which readers describe an operation (x-reader-phrases), weighed as an alias', () => {
    const unlink = vocabulary.get('/platform-api/#operation/unlink-connection');
    expect(unlink?.generated).toContain('Also described as: switch off data sharing;');
    expect(unlink?.own).not.toContain('switch off data sharing');
    // Each phrase also stands alone, to be read whole (proximity, src/search/coverage.ts).
    expect(unlink?.phrases).toContain('switch off data sharing');
    // A deprecated operation has none: readers are led to its successor.
    expect(vocabulary.get('/bank-feeds-api/#operation/create-bank-feed-accounts')?.generated).not.toContain('Also described as');
    expect(vocabulary.get('/bank-feeds-api/#operation/create-bank-feed-accounts')?.phrases).toEqual([]);
  });

  it("names a deprecated operation's replacement by its site path, from the spec's x-replacement", () => {
    expect(vocabulary.get('/bank-feeds-api/#operation/create-bank-feed-accounts')?.replacement).toBe(
      '/bank-feeds-v2-api/#operation/create-source-account',
    );
    expect(vocabulary.get('/accounting-api/#operation/list-invoices')?.replacement).toBeUndefined();
    // A whole API as the replacement is no operation's successor.
    expect(successorPath({ 'x-replacement': '/lending-api/' })).toBeNull();
  });

  it('has a method meaning for every HTTP method the specs use, each a word the docs use', () => {
    expect(Object.keys(apiVerbs.httpMethods).sort()).toEqual(['DELETE', 'GET', 'PATCH', 'POST', 'PUT']);
    for (const meanings of Object.values(apiVerbs.httpMethods)) expect(meanings.length).toBeGreaterThan(0);
  });
});

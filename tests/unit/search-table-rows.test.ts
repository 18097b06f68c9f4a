import { describe, expect, it } from 'vitest';
import { docsOperationRows, operationPath, operationRows, withOperationRows } from '../../lib/search/vocabulary/table-rows.mjs';

const page = `---
title: Lending checks
---

Call [get-data-integrity-status](/lending-api/#operation/get-data-integrity-status) before you lend.

| Question | What it tells you | Operation |
| --- | --- | --- |
| Can I trust the books? | Whether accounting and bank data agree | [get-data-integrity-status](/lending-api#operation/get-data-integrity-status) |
| Who owes what? | Both aged reports | [one](/accounting-api/#operation/get-aged-debtors-report), [two](/accounting-api/#operation/get-aged-creditors-report) |
| Where to start | The overview | [Lending](/lending/overview) |
`;

describe("the docs' table rows that list an operation", () => {
  it('reads a row that links to one operation, with the words of every cell', () => {
    expect(operationRows(page)).toEqual([
      [
        '/lending-api/#operation/get-data-integrity-status',
        'Can I trust the books? Whether accounting and bank data agree get-data-integrity-status',
      ],
    ]);
  });

  it('leaves out prose around a link, rows that link to several operations, and rows that link to none', () => {
    const texts = operationRows(page).map(([, text]) => text);
    expect(texts.join(' ')).not.toContain('before you lend');
    expect(texts.join(' ')).not.toContain('aged reports');
    expect(texts.join(' ')).not.toContain('overview');
  });

  it('keys an operation by its site path, with or without the slash before the anchor', () => {
    expect(operationPath('/lending-api#operation/get-data-integrity-status')).toBe('/lending-api/#operation/get-data-integrity-status');
    expect(operationPath('/lending/overview')).toBeNull();
  });

  it('adds the rows to the generated words of the operations the specs hold, and to no other', () => {
    const vocabulary = new Map([['/lending-api/#operation/get-data-integrity-status', { own: '', generated: 'GET: get.' }]]);
    const rows = new Map([
      ['/lending-api/#operation/get-data-integrity-status', 'Can I trust the books?'],
      ['/nowhere-api/#operation/gone', 'Not an operation of the specs'],
    ]);
    const merged = withOperationRows(vocabulary, rows);
    expect(merged.get('/lending-api/#operation/get-data-integrity-status')?.generated).toBe('GET: get. Can I trust the books?');
    expect(merged.has('/nowhere-api/#operation/gone')).toBe(false);
  });

  it("reads the docs' own tables: every row found names an operation of the specs", async () => {
    const { specVocabulary } = await import('../../lib/search/vocabulary/spec-vocabulary.mjs');
    const operations = specVocabulary('static/openapi', {}, {});
    const rows = docsOperationRows('docs');
    expect(rows.size).toBeGreaterThan(20);
    for (const target of rows.keys()) expect(operations.has(target), target).toBe(true);
  });
});

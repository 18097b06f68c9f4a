/**
 * Coordination (src/search/coverage.ts) and each word of a query searched alone: the operations
 * found by any of its words and the documents that hold each (src/search/eachWord.ts).
 */
import { describe, expect, it } from 'vitest';
import { searchEachWord } from '../../src/search/eachWord';
import { byCoverage, coverage, phraseCoverage, termWeights } from '../../src/search/coverage';
import type { Fused } from '../../src/search/fusion';
import type { PagefindData, PagefindModule } from '../../src/search/pagefind';

describe('coordination', () => {
  it('weighs a rare word above a common one and an unknown word at nothing', () => {
    const [rare, common, unknown] = termWeights([3, 400, null], 500);
    expect(rare).toBeGreaterThan(common);
    expect(common).toBeGreaterThan(0);
    expect(unknown).toBe(0);
  });

  it("is the share of the query's weight a text holds, the docs' term for a word counting as the word", () => {
    const terms = ['vendor', 'credit', 'bill'];
    const weights = [2, 1, 1];
    const docsTerms = [['supplier'], null, null];
    expect(coverage('Supplier credit notes reduce what you owe on a bill.', terms, weights, docsTerms)).toBe(1);
    expect(coverage('Credit notes reduce what you owe on a bill.', terms, weights, docsTerms)).toBe(0.5);
    expect(coverage('Anything at all', terms, [0, 0, 0], docsTerms)).toBeNull();
  });

  it('ranks a result that holds more of the query above a better-scored one that holds less', () => {
    const items: Fused<string>[] = [
      { key: '/terms/customer', score: 1 },
      { key: '/accounting-api/#operation/get-aged-debtors-report', score: 0.5 },
    ];
    const shares: Record<string, number> = { '/terms/customer': 0.2, '/accounting-api/#operation/get-aged-debtors-report': 1 };
    const ranked = byCoverage(items, (item) => shares[item.key], 0.5);
    expect(ranked.map((item) => item.key)).toEqual(['/accounting-api/#operation/get-aged-debtors-report', '/terms/customer']);
    // Exponent 0 turns coordination off: the order is the fused one.
    expect(byCoverage(items, (item) => shares[item.key], 0).map((item) => item.key)).toEqual(['/terms/customer', items[1].key]);
  });
});

describe('proximity', () => {
  const terms = ['expense', 'failed', 'sync'];
  const alike = (text: string) => coverage(text, terms, [1, 1, 1], [null, null, null]);
  const withPhrases = (phrases: string): PagefindData => ({ url: '/x', excerpt: '', meta: { title: 'List sync transactions', phrases } });

  it("is the largest share of the query that one of an operation's reader phrases holds by itself", () => {
    const data = withPhrases('which expenses failed and why; results for every item in a run');
    expect(phraseCoverage(data, alike)).toBeCloseTo(2 / 3);
    // The words of the query spread over two phrases are not together in one.
    expect(phraseCoverage(withPhrases('expenses of a card; a failed run; a sync'), alike)).toBeCloseTo(1 / 3);
  });

  it('is 0 for a result without phrases, and a phrase holding none of the query counts nothing', () => {
    expect(phraseCoverage({ url: '/x', excerpt: '', meta: {} }, alike)).toBe(0);
    expect(phraseCoverage(withPhrases('one record by id'), alike)).toBe(0);
  });
});

describe('each word searched alone', () => {
  /** Operations holding some of `customers owing money by days`: the aged debtors report holds three of its words. */
  function index(): { module: PagefindModule; asked: string[] } {
    const asked: string[] = [];
    const op = (id: string, score: number) => ({
      id,
      score,
      data: async (): Promise<PagefindData> => ({
        url: id,
        excerpt: '',
        meta: { url: `/accounting-api/#operation/${id}`, kind: 'operation' },
      }),
    });
    const byWord: Record<string, ReturnType<typeof op>[]> = {
      customer: [op('list-customers', 2), op('get-aged-debtors-report', 1)],
      owing: [op('get-aged-debtors-report', 3)],
      day: [op('get-aged-debtors-report', 1), op('list-invoices', 1)],
    };
    return {
      asked,
      module: {
        options: async () => undefined,
        search: async (term, options) => {
          asked.push(`${term} ${JSON.stringify(options?.filters)}`);
          const results = byWord[term] ?? [];
          // Documents of every kind hold the word; the filter keeps the operations.
          return { results, unfilteredResultCount: results.length * 10 };
        },
      },
    };
  }

  it('sums the words each operation holds, weighs down each word it lacks, and counts the documents of each word', async () => {
    const { module, asked } = index();
    const known = async (term: string) => term !== 'zqx';
    const { operations, documentCounts } = await searchEachWord(
      module,
      ['customer', 'owing', 'day', 'zqx'],
      { language: 'en' },
      0.5,
      known,
    );
    expect(operations[0].key).toBe('/accounting-api/#operation/get-aged-debtors-report');
    // 1 + 3 + 1, holding every known word: the unknown word is neither searched nor counted as lacking.
    expect(operations[0].score).toBeCloseTo(5);
    // 2, lacking two of the three known words.
    expect(operations.find((item) => item.key.endsWith('list-customers'))?.score).toBeCloseTo(2 * 0.5 ** 2);
    // Pagefind's count before the filters, and null for the word the index does not know.
    expect(documentCounts).toEqual([20, 10, 20, null]);
    expect(asked.every((line) => line.includes('"kind":"operation","lifecycle":"current"'))).toBe(true);
    expect(asked.some((line) => line.startsWith('zqx'))).toBe(false);
  });
});

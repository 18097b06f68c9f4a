/** Scoring of the judged query set (scripts/search/eval): what counts as a right answer and where. */
import fs from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import {
  answers,
  firstRightRank,
  normalizePath,
  rankedTargets,
  sharedTargets,
  summarize,
  targetKey,
  validateQuerySet,
} from '../../lib/search/eval/metrics.mjs';

describe('ranked answers', () => {
  it('counts a page once whatever headings of it are shown, and each operation on its own', () => {
    const targets = rankedTargets([
      { url: '/using-the-api/paging#parameters', kind: 'heading' },
      { url: '/using-the-api/paging#edge-cases', kind: 'heading' },
      { url: '/accounting-api/#operation/list-invoices', kind: 'operation' },
      { url: '/accounting-api/#operation/get-invoice', kind: 'operation' },
    ]);
    expect(targets).toEqual(['/using-the-api/paging', '/accounting-api#operation/list-invoices', '/accounting-api#operation/get-invoice']);
  });

  it('matches a judged page on any of its results, a judged operation only on itself, slashes aside', () => {
    expect(normalizePath('/accounting-api/')).toBe('/accounting-api');
    expect(answers('/accounting-api#operation/list-invoices', '/accounting-api/')).toBe(true);
    expect(answers('/accounting-api#operation/get-invoice', '/accounting-api/#operation/list-invoices')).toBe(false);
    expect(firstRightRank(['/a', '/b', '/c'], ['/c', '/x'])).toBe(3);
    expect(firstRightRank(['/a'], ['/x'])).toBeNull();
  });

  it('summarises success@1, success@3 and MRR per category', () => {
    const summary = summarize([
      { category: 'typo', rank: 1 },
      { category: 'typo', rank: 4 },
      { category: 'concept', rank: 2 },
      { category: 'concept', rank: null },
    ]);
    expect(summary.overall).toEqual({ queries: 4, success1: 0.25, success3: 0.5, mrr: (1 + 0.25 + 0.5) / 4 });
    expect(summary.categories.typo).toMatchObject({ success1: 0.5, success3: 0.5 });
  });
});

describe('tuning and sealed sets', () => {
  it('names a target by its page, or by its operation on an API page', () => {
    expect(targetKey('/using-the-api/paging#parameters')).toBe('/using-the-api/paging');
    expect(targetKey('/accounting-api/#operation/list-invoices')).toBe('/accounting-api#operation/list-invoices');
  });

  it('finds a sealed target that the tuning set judges too, and none when they differ by page or operation', () => {
    const tuning = [{ q: 'a', category: 'x', relevant: ['/using-the-api/paging', '/accounting-api/#operation/list-invoices'] }];
    const sealed = [
      { q: 'b', category: 'y', relevant: ['/using-the-api/paging#edge-cases'] },
      { q: 'c', category: 'y', relevant: ['/accounting-api#operation/get-invoice', '/accounting-api/#operation/list-invoices'] },
    ];
    expect(sharedTargets(tuning, sealed)).toEqual(['/accounting-api#operation/list-invoices', '/using-the-api/paging']);
    expect(sharedTargets(tuning, [{ q: 'd', category: 'y', relevant: ['/accounting-api/#operation/get-invoice'] }])).toEqual([]);
  });
});

describe('the judged query set', () => {
  const entries = yaml.load(fs.readFileSync('tests/search-eval/queries.yaml', 'utf8')) as Array<{
    q: string;
    category: string;
    relevant: string[];
  }>;
  const routes = new Set(
    fs
      .readFileSync('tests/published-routes.txt', 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'))
      .map(normalizePath),
  );

  it('is well formed and names only published pages', () => {
    expect(validateQuerySet(entries, routes)).toEqual([]);
  });

  it('reports a duplicate query, a missing judgment and an unknown page', () => {
    const problems = validateQuerySet(
      [
        { q: 'paging', category: 'concept', relevant: ['/using-the-api/paging'] },
        { q: 'Paging', category: 'concept', relevant: ['/no-such-page'] },
        { q: 'webhooks', category: 'concept', relevant: [] },
      ],
      routes,
    );
    expect(problems).toEqual([
      'entry 2 ("Paging"): duplicate query',
      'entry 2 ("Paging"): /no-such-page is not a published route',
      'entry 3 ("webhooks"): relevant must list at least one page',
    ]);
  });
});

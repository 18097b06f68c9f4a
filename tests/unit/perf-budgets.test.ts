import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkBudgets, docPageJsBudget } from '../../lib/perf/report.mjs';

const budgets = JSON.parse(fs.readFileSync('perf/budgets.json', 'utf8'));

describe('the doc-page JavaScript budget per route-table mode', () => {
  it('holds a split build to docPageJsGzip and a build with core’s route table to its own, larger figure', () => {
    expect(docPageJsBudget(budgets.bytes, true)).toEqual({ limit: budgets.bytes.docPageJsGzip, budget: 'bytes.docPageJsGzip' });
    expect(docPageJsBudget(budgets.bytes, false)).toEqual({
      limit: budgets.bytes.docPageJsGzipCoreRouteTable,
      budget: 'bytes.docPageJsGzipCoreRouteTable',
    });
    expect(budgets.bytes.docPageJsGzipCoreRouteTable).toBeGreaterThan(budgets.bytes.docPageJsGzip);
  });

  it('checks a perf report’s doc page against the budget of the mode it was built in', () => {
    const page = { type: 'doc page', kind: 'doc', path: '/a', bytes: { js: { gzip: 205_000 }, css: { gzip: 10_000 } } };
    const docCheck = (routeSplit?: boolean) =>
      checkBudgets({ routeSplit, pages: [page], build: {} }, budgets).find(
        (check: { figure: string }) => check.figure === 'doc page /a: JS',
      );
    expect(docCheck(true)).toMatchObject({ status: 'broken', budget: 'bytes.docPageJsGzip' });
    expect(docCheck(false)).toMatchObject({ status: 'ok', budget: 'bytes.docPageJsGzipCoreRouteTable' });
    // A report from before the mode was recorded was a split build.
    expect(docCheck(undefined)).toMatchObject({ status: 'broken', budget: 'bytes.docPageJsGzip' });
  });
});

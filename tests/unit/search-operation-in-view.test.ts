/** An API operation brought into the first three results when the guides fill them (src/search/operationInView.ts). */
import { describe, expect, it } from 'vitest';
import type { FullTextItem, Fused } from '../../src/search/fusion';
import { asCompleteAsDisplaced, withOperationInView } from '../../src/search/operationInView';

type Item = Fused<null>;
const operation = (key: string, score: number): FullTextItem<null> => ({ key, score, payload: null });
const keys = (items: readonly Item[]) => items.map((item) => item.key);
const plain = { terms: ['mark', 'invoice', 'paid'], intent: { action: false, changelog: false } };
const guides: Item[] = ['/a', '/b', '/c', '/d'].map((key, i) => ({ key, score: 4 - i }));

describe('an operation in view', () => {
  it('puts the best operation third when the first three are guides', () => {
    const found = [operation('/x-api/#operation/low', 1), operation('/x-api/#operation/best', 2)];
    expect(keys(withOperationInView(guides, found, plain))).toEqual(['/a', '/b', '/x-api/#operation/best', '/c', '/d']);
  });

  it('moves an operation that the list already holds lower down, rather than showing it twice', () => {
    const listed = [...guides, { key: '/x-api/#operation/best', score: 0.5 }];
    const moved = withOperationInView(listed, [operation('/x-api/#operation/best', 2)], plain);
    expect(keys(moved)).toEqual(['/a', '/b', '/x-api/#operation/best', '/c', '/d']);
    expect(moved[2].score).toBe(0.5);
  });

  it('leaves the list alone when an operation or webhook is already in the first three and nothing says which holds more', () => {
    const withWebhook = [guides[0], { key: '/p-api/#webhook/bill.paid', score: 3 }, ...guides.slice(1)];
    expect(keys(withOperationInView(withWebhook, [operation('/x-api/#operation/best', 2)], plain))).toEqual(keys(withWebhook));
  });

  it('leaves a changelog query, a one-word query and a query without a matching operation alone', () => {
    const found = [operation('/x-api/#operation/best', 2)];
    const changelog = { ...plain, intent: { action: false, changelog: true } };
    expect(keys(withOperationInView(guides, found, changelog))).toEqual(keys(guides));
    expect(keys(withOperationInView(guides, found, { ...plain, terms: ['sandbox'] }))).toEqual(keys(guides));
    expect(keys(withOperationInView(guides, [], plain))).toEqual(keys(guides));
  });

  it('adds the operation at the end of a short list', () => {
    expect(keys(withOperationInView(guides.slice(0, 1), [operation('/x-api/#operation/best', 2)], plain))).toEqual([
      '/a',
      '/x-api/#operation/best',
    ]);
  });
});

describe('an operation that holds some of the words', () => {
  const shares: Record<string, number> = {
    '/a': 0.4,
    '/b': 0.7,
    '/c': 0.5,
    '/d': 0.9,
    '/x-api/#operation/full': 0.8,
    '/x-api/#operation/thin': 0.6,
  };
  const shareOf = (item: Item) => shares[item.key] ?? null;

  it('comes into view only when it holds at least as much of the query as the result whose place it takes', () => {
    const candidates = [operation('/x-api/#operation/thin', 3), operation('/x-api/#operation/full', 2)];
    // The third result, /c, holds 0.5 of the query: 0.6 and 0.8 hold no less.
    expect(asCompleteAsDisplaced(candidates, guides, shareOf).map((item) => item.key)).toEqual([
      '/x-api/#operation/thin',
      '/x-api/#operation/full',
    ]);
    // Third is now /b at 0.7: only 0.8 holds as much.
    const moreComplete = [{ key: '/d', score: 5 }, ...guides];
    expect(asCompleteAsDisplaced(candidates, moreComplete, shareOf).map((item) => item.key)).toEqual(['/x-api/#operation/full']);
    // A list of two results displaces none.
    expect(asCompleteAsDisplaced(candidates, guides.slice(0, 2), shareOf)).toHaveLength(2);
  });

  it('brings the operation that holds the most of the query, the better scored of equals', () => {
    // `thin` holds every word that relaxation kept and scores higher; `full` holds more of the query.
    const candidates = [operation('/x-api/#operation/thin', 3), operation('/x-api/#operation/full', 2)];
    expect(keys(withOperationInView(guides, candidates, plain, shareOf))[2]).toBe('/x-api/#operation/full');
    const equal = (item: Item) => (item.key.includes('#operation/') ? 0.8 : (shares[item.key] ?? null));
    expect(keys(withOperationInView(guides, candidates, plain, equal))[2]).toBe('/x-api/#operation/thin');
    expect(keys(withOperationInView(guides, candidates, plain))[2]).toBe('/x-api/#operation/thin');
  });

  it('brings, of operations that hold as much of the query, the one whose reader phrase holds the most of it by itself', () => {
    // Both hold 0.8 of the query; `thin` scores higher, but one of `full`'s phrases holds more of it together.
    const candidates = [operation('/x-api/#operation/thin', 3), operation('/x-api/#operation/full', 2)];
    const equal = (item: Item) => (item.key.includes('#operation/') ? 0.8 : (shares[item.key] ?? null));
    const phrases: Record<string, number> = { '/x-api/#operation/thin': 1 / 3, '/x-api/#operation/full': 2 / 3 };
    const phraseShareOf = (item: FullTextItem<null>) => phrases[item.key];
    expect(keys(withOperationInView(guides, candidates, plain, equal, phraseShareOf))[2]).toBe('/x-api/#operation/full');
    // Proximity only breaks a tie: the operation that holds more of the query still comes first.
    expect(keys(withOperationInView(guides, candidates, plain, shareOf, () => 0))[2]).toBe('/x-api/#operation/full');
    const thinCloser = (item: FullTextItem<null>) => (item.key.endsWith('/thin') ? 1 : 0);
    expect(keys(withOperationInView(guides, candidates, plain, shareOf, thinCloser))[2]).toBe('/x-api/#operation/full');
  });

  it('goes just above an operation in the first three that holds less of the query, and leaves one that holds as much', () => {
    const shown: Item[] = [guides[0], { key: '/x-api/#operation/shown', score: 3 }, ...guides.slice(1)];
    const holding = (shownShare: number) => (item: Item) => (item.key.endsWith('/shown') ? shownShare : (shares[item.key] ?? null));
    // `full` holds 0.8 of the query, the operation shown 0.6: `full` goes above it, which stays in view.
    expect(keys(withOperationInView(shown, [operation('/x-api/#operation/full', 2)], plain, holding(0.6)))).toEqual([
      '/a',
      '/x-api/#operation/full',
      '/x-api/#operation/shown',
      '/b',
      '/c',
      '/d',
    ]);
    // The operation shown holds as much: the list stays as it is.
    expect(keys(withOperationInView(shown, [operation('/x-api/#operation/full', 2)], plain, holding(0.8)))).toEqual(keys(shown));
    // The best operation is the one shown.
    expect(keys(withOperationInView(shown, [operation('/x-api/#operation/shown', 3)], plain, holding(0.6)))).toEqual(keys(shown));
  });
});

import { describe, expect, it } from 'vitest';
import { withPostInView } from '../../src/search/postInView';

const keys = (items: ReadonlyArray<{ key: string }>) => items.map((item) => item.key);
const changelog = { action: false, changelog: true };
const guides = ['/payables/overview', '/payables/guides/pay-a-bill', '/usecases/bill-pay/overview', '/payables/faq'];
const ranked = [...guides, '/updates/230613-bill-pay-launch', '/updates/240101-other'].map((key) => ({ key }));

describe('a post in view', () => {
  it("puts a changelog query's best post third when the first three are docs pages", () => {
    expect(keys(withPostInView(ranked, changelog))).toEqual([
      '/payables/overview',
      '/payables/guides/pay-a-bill',
      '/updates/230613-bill-pay-launch',
      '/usecases/bill-pay/overview',
      '/payables/faq',
      '/updates/240101-other',
    ]);
  });

  it('leaves the list alone when a post is already in the first three', () => {
    const early = [ranked[0], ranked[5], ...ranked.slice(1, 5)];
    expect(keys(withPostInView(early, changelog))).toEqual(keys(early));
  });

  it('leaves a query that does not ask about the changelog, and a list without posts, alone', () => {
    expect(keys(withPostInView(ranked, { action: false, changelog: false }))).toEqual(keys(ranked));
    const docsOnly = guides.map((key) => ({ key }));
    expect(keys(withPostInView(docsOnly, changelog))).toEqual(guides);
  });
});

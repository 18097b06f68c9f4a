import { describe, expect, it } from 'vitest';
import { editDistance, suggestPaths } from '../../src/theme/NotFound/Content/suggest';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('paging', 'paging')).toBe(0);
    expect(editDistance('pagingg', 'paging')).toBe(1);
    expect(editDistance('pagin', 'paging')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('suggestPaths', () => {
  const known = ['/using-the-api/paging', '/using-the-api/querying', '/core-concepts/companies', '/updates/tags/:tag', '/'];

  it('finds a page whose slug is a typo away', () => {
    expect(suggestPaths('/using-the-api/pagingg', known)).toEqual(['/using-the-api/paging']);
  });

  it('finds a moved page by its slug', () => {
    expect(suggestPaths('/docs/companies', known)).toEqual(['/core-concepts/companies']);
  });

  it('ignores .html endings, case and trailing slashes', () => {
    expect(suggestPaths('/Using-The-API/Querying.html', known)).toEqual(['/using-the-api/querying']);
  });

  it('suggests nothing for an unrelated path or the root', () => {
    expect(suggestPaths('/zzzzzz-unrelated', known)).toEqual([]);
    expect(suggestPaths('/', known)).toEqual([]);
  });

  it('never suggests parameterised routes and survives malformed encoding', () => {
    expect(suggestPaths('/updates/tags/%E0%A4%A', known)).not.toContain('/updates/tags/:tag');
  });
});

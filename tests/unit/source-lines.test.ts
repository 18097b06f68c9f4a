// Mapping a problem on a built page back to the file and line a writer edits.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageSources, sourceOfRoute } from '../../lib/build/page-sources.mjs';
import { lineOf, linkNeedles, problemsAtSource, sourceReader } from '../../lib/build/source-lines.mjs';

const root = path.resolve(__dirname, '../..');
const page = 'tests/fixtures/checks/writers-loop/docs/paging.mdx';

describe('route → source map from the content plugins', () => {
  const allContent = {
    'docusaurus-plugin-content-docs': {
      default: { loadedVersions: [{ docs: [{ permalink: '/using-the-api/paging', source: '@site/docs/using-the-api/paging.mdx' }] }] },
    },
    'docusaurus-plugin-content-blog': {
      default: { blogPosts: [{ metadata: { permalink: '/updates/240101-news', source: '@site/updates/240101-news.md' } }] },
    },
    'docusaurus-plugin-content-pages': { default: [{ permalink: '/', source: '@site/src/pages/index.tsx' }] },
    'api-reference': { default: { apis: [{ name: 'platform', route: '/platform-api/' }] } },
  };

  it('maps docs, posts, pages and API reference pages, with or without a trailing slash', () => {
    const sources = pageSources(allContent);
    expect(sourceOfRoute(sources, '/using-the-api/paging/')).toBe('docs/using-the-api/paging.mdx');
    expect(sourceOfRoute(sources, '/updates/240101-news')).toBe('updates/240101-news.md');
    expect(sourceOfRoute(sources, '/')).toBe('src/pages/index.tsx');
    expect(sourceOfRoute(sources, '/platform-api/')).toBe('static/openapi/platform.yaml');
    expect(sourceOfRoute(sources, '/updates/tags/news')).toBeUndefined();
  });
});

describe('finding the line', () => {
  it('takes the most specific text first', () => {
    expect(lineOf('a /x/y\nb [y](/x/y#z)\n', ['/x/y#z', '/x/y'])).toBe(2);
    expect(lineOf('nothing here', ['/x'])).toBeUndefined();
  });

  it('looks for a built link as written, without the trailing slash, then by its anchor or last segment', () => {
    expect(linkNeedles('https://docs.ledgerlink.io/using-the-api/paging/#page-size', 'https://docs.ledgerlink.io')).toEqual([
      'https://docs.ledgerlink.io/using-the-api/paging/#page-size',
      '/using-the-api/paging/#page-size',
      '/using-the-api/paging#page-size',
      '/using-the-api/paging/',
      '/using-the-api/paging',
      '#page-size',
      'paging',
    ]);
  });

  it('names the page source, the navbar configuration, or the built file when there is no source', () => {
    const reader = sourceReader(root);
    const sources = { '/using-the-api/paging': page };
    const at = { route: '/using-the-api/paging/', builtFile: 'using-the-api/paging/index.html' };
    expect(reader.locate({ ...at, needles: linkNeedles('/using-the-api/no-such-page'), sources })).toEqual({ file: page, line: 16 });
    expect(reader.locate({ ...at, region: 'navbar', needles: ["'Bill Pay (sync)'"], sources })).toMatchObject({
      file: 'src/config/navbar.ts',
      line: expect.any(Number),
    });
    expect(reader.locate({ ...at, needles: ['not on the page'], sources })).toEqual({ file: page });
    expect(reader.locate({ ...at, needles: ['/nowhere'], sources: {} })).toEqual({ file: 'build/using-the-api/paging/index.html' });
  });

  it('finds a link a component writes in that component when the page source lacks it', () => {
    const reader = sourceReader(root);
    const found = reader.locate({
      route: '/404',
      builtFile: '404.html',
      needles: ['/integrations/all-integrations'],
      exact: ['/integrations/all-integrations'],
      sources: { '/404': page },
    });
    expect(found.file).toMatch(/^src\//);
    expect(reader.read(found.file)?.split('\n')[(found.line ?? 0) - 1]).toContain('/integrations/all-integrations');
  });

  it('reports a problem repeated on every page once', () => {
    const finding = { route: '/a', builtFile: 'a.html', region: 'footer', needles: ["'Bill Pay'"], message: 'broken' };
    const problems = problemsAtSource([finding, { ...finding, route: '/b', builtFile: 'b.html' }], { reader: sourceReader(root) });
    expect(problems).toEqual([{ file: 'src/config/footer.ts', line: expect.any(Number), message: 'broken' }]);
  });
});

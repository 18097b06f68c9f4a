import { describe, expect, it } from 'vitest';
import { pagePathOf, parseHtml } from '../../lib/build/built-site.mjs';
import { candidateFiles, extractIds, extractLinks, findBrokenLinks, isExternal, resolveLink } from '../../lib/build/html-links.mjs';

describe('link extraction', () => {
  it('finds anchors and images, decoding entities', () => {
    const html = '<a class="x" href="/a?x=1&amp;y=2#top">A</a><img alt="" src="/img/b.svg"><link href="/ignored.css">';
    expect(extractLinks(parseHtml(html))).toEqual([
      { tag: 'a', url: '/a?x=1&y=2#top', region: 'content' },
      { tag: 'img', url: '/img/b.svg', region: 'content' },
    ]);
  });

  it('tells the navbar, footer and announcement bar from the content', () => {
    const html =
      '<div class="announcementBar_mb4j"><a href="/a">A</a></div><nav class="navbar navbar--fixed-top"><a href="/n">N</a></nav>' +
      '<main><nav class="pagination-nav"><a href="/c">C</a></nav></main><footer class="footer"><a href="/f">F</a></footer>';
    expect(extractLinks(parseHtml(html)).map((link) => `${link.url} ${link.region}`)).toEqual([
      '/a announcement',
      '/n navbar',
      '/c content',
      '/f footer',
    ]);
  });

  it('collects ids including API operation anchors', () => {
    expect(extractIds(parseHtml('<h3 id="operation/list-invoices"></h3><a name="legacy"></a>'))).toEqual(
      new Set(['operation/list-invoices', 'legacy']),
    );
  });
});

describe('link resolution', () => {
  const origin = 'https://docs.ledgerlink.io';
  it('treats other origins and schemes as external, our own origin as internal', () => {
    expect(isExternal('https://github.com/ledgerlink', origin)).toBe(true);
    expect(isExternal('mailto:support@ledgerlink.io', origin)).toBe(true);
    expect(isExternal('https://docs.ledgerlink.io/updates', origin)).toBe(false);
    expect(isExternal('/updates', origin)).toBe(false);
  });

  it('resolves absolute, relative and same-page links with their anchors', () => {
    expect(resolveLink('/accounting-api/#operation/list-invoices', '/x', origin)).toEqual({
      path: '/accounting-api/',
      anchor: 'operation/list-invoices',
    });
    expect(resolveLink('../paging#page-size', '/using-the-api/webhooks/overview', origin)).toEqual({
      path: '/using-the-api/paging',
      anchor: 'page-size',
    });
    expect(resolveLink('#top', '/support/', origin)).toEqual({ path: '/support/', anchor: 'top' });
    expect(resolveLink('https://docs.ledgerlink.io/updates?x=1', '/', origin)).toEqual({ path: '/updates', anchor: '' });
  });

  it('maps URL paths to build files the way the server does', () => {
    expect(candidateFiles('/')).toEqual(['index.html']);
    expect(candidateFiles('/support/')).toEqual(['support/index.html']);
    expect(candidateFiles('/updates')).toEqual(['updates', 'updates/index.html', 'updates.html']);
    expect(pagePathOf('index.html')).toBe('/');
    expect(pagePathOf('support/index.html')).toBe('/support/');
    expect(pagePathOf('404.html')).toBe('/404');
  });
});

describe('broken links of a build', () => {
  const origin = 'https://docs.ledgerlink.io';
  const page = (file: string, route: string, links: Array<{ tag: string; url: string }>, ids: string[] = []) => ({
    file,
    route,
    links,
    ids: new Set(ids),
  });

  it('passes links to files and to ids that exist, and skips external links', () => {
    const pages = [
      page('index.html', '/', [
        { tag: 'a', url: '/guides#setup' },
        { tag: 'img', url: '/img/logo.svg' },
        { tag: 'a', url: 'https://github.com/x' },
      ]),
      page('guides.html', '/guides', [{ tag: 'a', url: '#top' }], ['setup', 'top']),
    ];
    expect(findBrokenLinks(pages, ['index.html', 'guides.html', 'img/logo.svg'], origin)).toEqual({ pages: 2, checked: 3, breaks: [] });
  });

  it('names a link to a missing file and one to a missing anchor', () => {
    const pages = [
      page('index.html', '/', [
        { tag: 'a', url: '/gone' },
        { tag: 'a', url: '/guides#nowhere' },
      ]),
      page('guides.html', '/guides', []),
    ];
    expect(findBrokenLinks(pages, ['index.html', 'guides.html'], origin).breaks.map((b) => `${b.file}: ${b.message}`)).toEqual([
      'index.html: link to /gone: no such page',
      'index.html: link to /guides#nowhere: no anchor #nowhere on /guides',
    ]);
  });

  it('names the resolved target of a relative link, and a missing image as a file', () => {
    const pages = [
      page('guides/a.html', '/guides/a', [
        { tag: 'a', url: '../b' },
        { tag: 'img', url: '/img/gone.png' },
      ]),
    ];
    expect(findBrokenLinks(pages, ['guides/a.html'], origin).breaks.map((b) => b.message)).toEqual([
      'link to ../b: no such page (/b)',
      'image /img/gone.png: no such file',
    ]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSearchPerformed, SEARCH_PERFORMED_EVENT } from '../../src/search/analytics';
import { flattenHits, headingTrail, hitKind, hitTitle, mergeGroups, recordHeadings } from '../../src/search/group';
import { isTextField, shortcutAction, shortcutLabel } from '../../src/search/keyboard';
import { missingResultsIssueUrl } from '../../src/search/noResults';
import { parseSearchParams, searchPageUrl, searchParamsFor } from '../../src/search/searchUrl';
import type { SearchGroup } from '../../src/search/types';

function el(tagName: string, attrs: Record<string, string> = {}, isContentEditable = false) {
  return {
    tagName: tagName.toUpperCase(),
    isContentEditable,
    getAttribute: (name: string) => attrs[name] ?? null,
  } as unknown as EventTarget;
}
const key = (
  k: string,
  extra: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; target: EventTarget | null; isComposing: boolean }> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: el('body'),
  ...extra,
});

describe('keyboard shortcuts', () => {
  it('toggles on Ctrl+K and Cmd+K, anywhere', () => {
    expect(shortcutAction(key('k', { ctrlKey: true }))).toBe('toggle');
    expect(shortcutAction(key('K', { metaKey: true, target: el('input') }))).toBe('toggle');
    expect(shortcutAction(key('k', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(shortcutAction(key('k'))).toBeNull();
  });

  it('opens on "/" only outside text fields', () => {
    expect(shortcutAction(key('/'))).toBe('open');
    expect(shortcutAction(key('/', { target: el('a') }))).toBe('open');
    expect(shortcutAction(key('/', { target: el('input', { type: 'checkbox' }) }))).toBe('open');
    expect(shortcutAction(key('/', { target: el('input') }))).toBeNull();
    expect(shortcutAction(key('/', { target: el('input', { type: 'search' }) }))).toBeNull();
    expect(shortcutAction(key('/', { target: el('textarea') }))).toBeNull();
    expect(shortcutAction(key('/', { target: el('select') }))).toBeNull();
    expect(shortcutAction(key('/', { target: el('div', {}, true) }))).toBeNull();
    expect(shortcutAction(key('/', { isComposing: true }))).toBeNull();
  });

  it('knows text fields', () => {
    expect(isTextField(null)).toBe(false);
    expect(isTextField(el('input', { type: 'email' }))).toBe(true);
    expect(isTextField(el('button'))).toBe(false);
  });

  it('labels the shortcut per platform', () => {
    expect(shortcutLabel('MacIntel')).toBe('⌘');
    expect(shortcutLabel('iPhone')).toBe('⌘');
    expect(shortcutLabel('Linux x86_64')).toBe('Ctrl');
  });
});

describe('search page URL', () => {
  it('reads q, section and page, with safe defaults', () => {
    expect(parseSearchParams('?q=webhooks&section=Updates&page=3')).toEqual({ query: 'webhooks', section: 'Updates', page: 3 });
    expect(parseSearchParams('')).toEqual({ query: '', section: '', page: 1 });
    expect(parseSearchParams('?page=-2').page).toBe(1);
    expect(parseSearchParams('?page=abc').page).toBe(1);
    expect(parseSearchParams('?q=a%20b%26c').query).toBe('a b&c');
  });

  it('writes only what differs from the defaults', () => {
    expect(searchParamsFor({ query: 'rate limits', section: '', page: 1 })).toBe('?q=rate+limits');
    expect(searchParamsFor({ query: 'x', section: 'API reference', page: 2 })).toBe('?q=x&section=API+reference&page=2');
    expect(searchParamsFor({})).toBe('');
    expect(searchPageUrl('  webhooks ')).toBe('/search?q=webhooks');
  });
});

describe('grouping', () => {
  const group = (pageUrl: string, urls: string[]): SearchGroup => ({
    pageUrl,
    pageTitle: `Title of ${pageUrl}`,
    section: 'API reference',
    hits: urls.map((url) => ({ url, headings: [url.split('#')[1] ?? ''].filter(Boolean), kind: 'operation', snippetHtml: '' })),
  });

  it('merges the operations of one API page where its best one ranked', () => {
    const merged = mergeGroups([group('/a/', ['/a/#op1']), group('/b', ['/b#x']), group('/a/', ['/a/#op2', '/a/#op1'])]);
    expect(merged.map((g) => [g.pageUrl, g.hits.map((h) => h.url)])).toEqual([
      ['/a/', ['/a/#op1', '/a/#op2']],
      ['/b', ['/b#x']],
    ]);
    expect(mergeGroups([group('/a/', ['/a/#1', '/a/#2', '/a/#3'])], 2)[0].hits).toHaveLength(2);
  });

  it('builds the trail section › page › headings, and flattens hits in display order', () => {
    const g: SearchGroup = {
      pageUrl: '/using-the-api/paging',
      pageTitle: 'Paginate results',
      section: 'Using the API',
      hits: [
        { url: '/using-the-api/paging#page-size', headings: ['Parameters', 'Page size'], kind: 'heading', snippetHtml: '' },
        { url: '/using-the-api/paging', headings: [], kind: 'page', snippetHtml: '' },
      ],
    };
    expect(headingTrail(g, g.hits[0])).toEqual(['Using the API', 'Paginate results', 'Parameters', 'Page size']);
    expect(hitTitle(g, g.hits[0])).toBe('Page size');
    expect(hitTitle(g, g.hits[1])).toBe('Paginate results');
    expect(flattenHits([g, g]).map((f) => f.index)).toEqual([0, 1, 2, 3]);
    expect(headingTrail({ ...g, section: 'Paginate results' }, g.hits[1])).toEqual(['Paginate results']);
  });

  it('reads headings and kinds from DocSearch records', () => {
    const hierarchy = { lvl0: 'S', lvl1: 'P', lvl2: 'A', lvl3: 'B', lvl4: null };
    expect(recordHeadings(hierarchy, 'lvl2')).toEqual(['A']);
    expect(recordHeadings(hierarchy, 'content')).toEqual(['A', 'B']);
    expect(recordHeadings(hierarchy, 'lvl1')).toEqual([]);
    expect(hitKind('operation/list-invoices', 'lvl3')).toBe('operation');
    expect(hitKind(null, 'lvl1')).toBe('page');
    expect(hitKind('retries', 'lvl2')).toBe('heading');
    expect(hitKind('retries', 'content')).toBe('content');
  });
});

describe('no results', () => {
  it('opens a pre-filled docs issue naming the query and the page', () => {
    const url = new URL(missingResultsIssueUrl('https://github.com/ledgerlink/docs/', 'bank feed <sage>', 'https://docs.ledgerlink.io/x'));
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/ledgerlink/docs/issues/new');
    expect(url.searchParams.get('title')).toBe('Search: no results for "bank feed <sage>"');
    expect(url.searchParams.get('body')).toContain('https://docs.ledgerlink.io/x');
    expect(url.searchParams.get('labels')).toBe('docs');
  });
});

describe('onSearchPerformed', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('dispatches ledgerlink:search-performed on window with the query and count', () => {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    const seen: unknown[] = [];
    target.addEventListener(SEARCH_PERFORMED_EVENT, (event) => seen.push((event as CustomEvent).detail));
    onSearchPerformed({ query: 'webhooks', resultsCount: 12 });
    expect(seen).toEqual([{ query: 'webhooks', resultsCount: 12 }]);
  });
});

/**
 * The shared extractor (lib/search/extract.mjs) on fixture pages shaped like the production
 * build: DocSearch records with hierarchy and anchors, nested lists without duplicates, and none of
 * the theme's chrome (navbar, sidebars, breadcrumbs, TOC, tabs, code, footer).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractRecords, isDeprecatedOperation, pagePath, PRIORITY, sectionFor } from '../../lib/search/extract.mjs';
import { parseHtml } from '../../lib/build/built-site.mjs';

const fixture = (name: string) => fs.readFileSync(path.resolve(__dirname, '../fixtures/search', name), 'utf8');
type Rec = ReturnType<typeof extractRecords>[number];
const contents = (records: Rec[]) => records.filter((r) => r.type === 'content').map((r) => r.content);
const allText = (records: Rec[]) => JSON.stringify(records);

describe('docs page', () => {
  const records = extractRecords(fixture('doc-page.html'), 'using-the-api/retry-failed-syncs/index.html');

  it('starts with a page record carrying the DocSearch fields', () => {
    expect(records[0]).toEqual({
      hierarchy: { lvl0: 'Using the API', lvl1: 'Retry failed syncs', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content: null,
      url: '/using-the-api/retry-failed-syncs',
      url_without_anchor: '/using-the-api/retry-failed-syncs',
      anchor: null,
      type: 'lvl1',
      language: 'en',
      version: ['v6'],
      docusaurus_tag: ['docs-default-current'],
      item_priority: 360,
      keywords: [],
      description: null,
    });
  });

  it('carries the front-matter keywords and the description of the page', () => {
    const html = fixture('doc-page.html').replace(
      '</head>',
      '<meta name="description" content="When and how to retry."><meta name="keywords" content="retries, backoff"></head>',
    );
    const [page, ...rest] = extractRecords(html, 'using-the-api/retry-failed-syncs/index.html');
    expect(page).toMatchObject({ keywords: ['retries', 'backoff'], description: 'When and how to retry.' });
    expect(rest.every((r) => r.keywords?.join() === 'retries,backoff' && !('description' in r))).toBe(true);
  });

  it("carries the page's reader phrases on its first record only", () => {
    const html = fixture('doc-page.html').replace(
      '</head>',
      '<meta name="reader-phrases" content="sync failed what now; try a sync again later"></head>',
    );
    const [page, ...rest] = extractRecords(html, 'using-the-api/retry-failed-syncs/index.html');
    expect(page).toMatchObject({ reader_phrases: ['sync failed what now', 'try a sync again later'] });
    expect(rest.some((r) => 'reader_phrases' in r)).toBe(false);
    // A page without them has none.
    expect(extractRecords(fixture('doc-page.html'), 'using-the-api/retry-failed-syncs/index.html')[0]).not.toHaveProperty('reader_phrases');
  });

  it('lists the fields the page defines on its first record only', () => {
    const html = fixture('doc-page.html').replace(
      '<p>Details &amp; edge cases',
      '<ul><li><code>retryAfter</code>: seconds to wait.</li><li>Read <code>syncId</code>: it names the sync.</li></ul>' +
        '<table><tbody><tr><td><code>lastAttempt.status</code></td><td>How the last try ended.</td></tr></tbody></table><p>Details &amp; edge cases',
    );
    const [page, ...rest] = extractRecords(html, 'using-the-api/retry-failed-syncs/index.html');
    expect(page.defines).toEqual(['retryAfter', 'lastAttempt.status']);
    expect(rest.some((r) => 'defines' in r)).toBe(false);
    expect(extractRecords(fixture('doc-page.html'), 'using-the-api/retry-failed-syncs/index.html')[0]).not.toHaveProperty('defines');
  });

  it('builds the heading hierarchy and links every record to its heading anchor', () => {
    const headings = records.filter((r) => r.type !== 'content').map((r) => [r.type, r.url, r.hierarchy.lvl2, r.hierarchy.lvl3]);
    expect(headings).toEqual([
      ['lvl1', '/using-the-api/retry-failed-syncs', null, null],
      ['lvl2', '/using-the-api/retry-failed-syncs#when-to-retry', 'When to retry', null],
      ['lvl3', '/using-the-api/retry-failed-syncs#status-codes', 'When to retry', 'Status codes'],
      ['lvl2', '/using-the-api/retry-failed-syncs#stop-retrying', 'Stop retrying', null],
    ]);
    const intro = records.find((r) => r.type === 'content');
    expect(intro?.anchor).toBeNull();
    const row = records.find((r) => r.content?.startsWith('429'));
    expect(row).toMatchObject({
      anchor: 'status-codes',
      url: '/using-the-api/retry-failed-syncs#status-codes',
      content: '429 · Yes, after Retry-After.',
    });
    expect(row?.item_priority).toBeLessThan(records[0].item_priority);
  });

  it('keeps inline code and links as text, and decodes entities', () => {
    expect(contents(records)).toContain(
      'A sync can fail when the source platform is down. Queue it again with refresh-data-type, then watch webhooks for the result.',
    );
    expect(contents(records)).toContain('Details & edge cases: a <pending> status means the queue is full.');
  });

  it('gives each item of a nested list its own record, never a parent repeating its children', () => {
    const list = contents(records).filter((c) => /^Wait|seconds|an hour|five times/.test(c ?? ''));
    expect(list).toEqual([
      'Wait for the time in Retry-After.',
      'It is given in seconds.',
      'It is never more than an hour.',
      'Retry at most five times.',
    ]);
  });

  it('drops repeated paragraphs under one heading', () => {
    expect(contents(records).filter((c) => c === 'After five failures, show the connection as needing attention.')).toHaveLength(1);
  });

  it('leaves out navbar, sidebar, breadcrumbs, TOC, tabs, code, copy buttons, admonition titles, footer and pagination', () => {
    const text = allText(records);
    for (const chrome of [
      'Skip to main content',
      'Announcement text',
      'Sign in',
      'Sidebar link text',
      'Breadcrumb section',
      'Breadcrumb page',
      'Version: v6',
      'On this page',
      'TOC entry text',
      'cURL',
      'curl -X POST',
      'Copy',
      '"tip"',
      'Tags:',
      'core-concept',
      'Edit this page',
      'Previous',
      'Copyright',
      'script text',
      'color: red',
      'Direct link',
      '\u200b',
    ]) {
      expect(text, chrome).not.toContain(chrome);
    }
    // Text of hidden tab panels is content, kept.
    expect(contents(records)).toContain('Python callers use requests with a session.');
    expect(contents(records)).toContain('Use one Idempotency-Key per retried write.');
  });
});

describe('API reference page', () => {
  const records = extractRecords(fixture('api-page.html'), 'platform-api/index.html');

  it('reads the names the page gives itself, and the title its tab shows, as other titles, on its first record only', () => {
    const html = fixture('api-page.html').replace(
      '<span>2<!-- --> <!-- -->operations</span>',
      '<span>2 operations</span><span>Also called <span data-also-called="">Platform API v1</span>, <span data-also-called="">Core API</span></span>',
    );
    const [page, ...rest] = extractRecords(html, 'platform-api/index.html');
    expect(page.also_called).toEqual(['Platform API v1', 'Core API', 'Platform API reference']);
    expect(rest.some((r) => 'also_called' in r)).toBe(false);
    // The tab shows `Platform API reference | Ledgerlink Docs`; the heading is "Platform API".
    expect(records[0].also_called).toEqual(['Platform API reference']);
  });

  it('gives one record per operation heading, with its tag in the trail and the operation anchor', () => {
    const operations = records.filter((r) => r.anchor?.startsWith('operation/') && r.type === 'lvl3');
    expect(operations.map((r) => [r.url, r.hierarchy.lvl0, r.hierarchy.lvl1, r.hierarchy.lvl2, r.hierarchy.lvl3])).toEqual([
      ['/platform-api/#operation/list-companies', 'API reference', 'Platform API', 'Companies', 'List companies'],
      ['/platform-api/#operation/delete-company', 'API reference', 'Platform API', 'Companies', 'Delete a company'],
    ]);
  });

  it('keeps the endpoint and description of an operation, not its parameters, responses or samples', () => {
    const ofList = records.filter((r) => r.anchor === 'operation/list-companies' && r.type === 'content').map((r) => r.content);
    expect(ofList).toEqual(['GET /companies', 'Returns the companies of your client, 100 to a page.']);
    const text = allText(records);
    for (const left of [
      'Parameter text',
      'Response text',
      'Request sample',
      'curl https',
      'Authorization:',
      'Schema intro',
      'Schema property',
      'Nav entry text',
      'YAML',
      'Version 3.0.0',
      'Deprecated"',
    ]) {
      expect(text, left).not.toContain(left);
    }
    // The eyebrow says what lvl0 already says.
    expect(contents(records)).not.toContain('API reference');
  });

  it('gives every record of an operation its operationId, endpoint and path as keywords', () => {
    const ofList = records.filter((r) => r.anchor === 'operation/list-companies');
    expect(ofList.length).toBeGreaterThan(1);
    for (const record of ofList) expect(record.keywords).toEqual(['list-companies', 'GET /companies', '/companies']);
  });

  it('ranks a deprecated operation below everything else', () => {
    const deprecated = records.filter((r) => r.anchor === 'operation/delete-company');
    expect(deprecated.length).toBeGreaterThan(1);
    for (const record of deprecated) expect(isDeprecatedOperation(record)).toBe(true);
    expect(records.filter((r) => r.anchor === 'operation/list-companies').some(isDeprecatedOperation)).toBe(false);
    expect(Math.max(...deprecated.map((r) => r.item_priority))).toBeLessThan(PRIORITY.updates);
  });

  it('lists schema names as headings', () => {
    expect(records.find((r) => r.anchor === 'schema/Company')).toMatchObject({
      type: 'lvl3',
      content: null,
      hierarchy: { lvl2: 'Schemas', lvl3: 'Company' },
    });
  });

  it('has no version and the default docs tag', () => {
    expect(records[0]).toMatchObject({ url: '/platform-api/', version: [], docusaurus_tag: ['default'] });
  });
});

describe('update post', () => {
  const records = extractRecords(fixture('blog-post.html'), 'updates/250301-webhook-retry-backoff/index.html');

  it('takes the title from the post header and the content from the post body only', () => {
    expect(records.map((r) => [r.type, r.hierarchy.lvl0, r.hierarchy.lvl1, r.hierarchy.lvl2, r.content])).toEqual([
      ['lvl1', 'Updates', 'Webhook retries now back off', null, null],
      [
        'content',
        'Updates',
        'Webhook retries now back off',
        null,
        'Failed deliveries are retried with growing gaps, up to eight attempts.',
      ],
      ['lvl2', 'Updates', 'Webhook retries now back off', 'What changes', null],
      ['content', 'Updates', 'Webhook retries now back off', 'What changes', 'The gaps are 5 s, 5 min, 30 min, 2 h, 5 h and 10 h.'],
    ]);
    expect(allText(records)).not.toMatch(/Latest updates|Sidebar post title|min read|Newer post|Copyright/);
  });

  it('ranks below docs pages of the same level', () => {
    expect(records[0].item_priority).toBeLessThan(360);
  });
});

describe('pages that are not indexed', () => {
  const page = (head: string, body = '<main><h1>Title</h1><p>Some text.</p></main>') =>
    `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;

  it('skips noindex pages, list pages, redirects and the search page', () => {
    expect(extractRecords(page('<meta name="robots" content="noindex, nofollow">'), 'a/index.html')).toEqual([]);
    expect(extractRecords(page('<meta name="docusaurus_tag" content="blog_posts_list">'), 'updates/page/2/index.html')).toEqual([]);
    expect(extractRecords(page('<meta name="docusaurus_tag" content="doc_tag_doc_list">'), 'tags/config/index.html')).toEqual([]);
    expect(extractRecords(page('<meta http-equiv="refresh" content="0; url=/lending/overview">'), 'assess/overview/index.html')).toEqual(
      [],
    );
    expect(extractRecords(page(''), 'search/index.html')).toEqual([]);
    expect(extractRecords(page(''), '404.html')).toEqual([]);
  });

  it('finds the API explorer by name, although web search engines are kept off it', () => {
    const explorer = page(
      '<meta name="robots" content="noindex"><meta name="keywords" content="swagger, try it out">',
      '<main><h1>API explorer</h1><p>Pick an API and send it to the sandbox.</p></main>',
    );
    const [title, lead] = extractRecords(explorer, 'swagger/index.html');
    expect(title).toMatchObject({ url: '/swagger', type: 'lvl1', keywords: ['swagger', 'try it out'] });
    expect(title.hierarchy).toMatchObject({ lvl0: 'API reference', lvl1: 'API explorer' });
    expect(lead.content).toBe('Pick an API and send it to the sandbox.');
    // Another noindex page stays out.
    expect(extractRecords(explorer, 'explorer/index.html')).toEqual([]);
  });

  it('indexes a plain page and falls back to the file path and <title>', () => {
    const records = extractRecords(
      page('<title>Support | Ledgerlink Docs</title>', '<main><p>Contact us.</p></main>'),
      'support/index.html',
    );
    expect(records.map((r) => [r.url, r.hierarchy.lvl0, r.hierarchy.lvl1, r.content])).toEqual([
      ['/support', 'Support', 'Support', null],
      ['/support', 'Support', 'Support', 'Contact us.'],
    ]);
    // Its tab title is its title: no other name.
    expect(records[0]).not.toHaveProperty('also_called');
  });
});

describe('helpers', () => {
  it('reads the page path from the canonical link, else from the file', () => {
    const withCanonical = parseHtml('<link rel="canonical" href="https://docs.ledgerlink.io/using-the-api/paging">');
    expect(pagePath(withCanonical, 'ignored/index.html')).toBe('/using-the-api/paging');
    const bare = parseHtml('<p>x</p>');
    expect(pagePath(bare, 'index.html')).toBe('/');
    expect(pagePath(bare, 'core-concepts/companies/index.html')).toBe('/core-concepts/companies');
    expect(pagePath(bare, 'accounting-api/index.html')).toBe('/accounting-api');
    expect(pagePath(bare, 'terms/bill.html')).toBe('/terms/bill');
  });

  it('names the section from the first path segment', () => {
    expect(sectionFor('/using-the-api/paging', false)).toBe('Using the API');
    expect(sectionFor('/accounting-api/', false)).toBe('API reference');
    expect(sectionFor('/anything', true)).toBe('API reference');
    expect(sectionFor('/updates/250301-x', false)).toBe('Updates');
    expect(sectionFor('/', false)).toBe('Documentation');
    expect(sectionFor('/new-area/page', false)).toBe('New area');
  });
});

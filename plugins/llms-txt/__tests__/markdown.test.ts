import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../lib/build/built-site.mjs';
import { hastToMdast } from '../lib/hastToMdast';
import { articleBody, htmlToMarkdown, mayHaveDiagrams, pageToMarkdown } from '../lib/markdown';
import { mermaidSources } from '../../../src/diagrams/mermaidSources';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const page = (name: string) => parseHtml(fixture(name));
const pageUrl = 'https://docs.ledgerlink.io/using-the-api/paging';

describe('pageToMarkdown on a doc page', () => {
  const markdown = pageToMarkdown(page('doc-page.html'), {
    kind: 'doc',
    title: 'Paging',
    pageUrl,
    mermaid: mermaidSources(fixture('paging.mdx')),
  })!;

  it('keeps only the article: no navbar, breadcrumbs, TOC, copy button, tags, edit link, pagination or footer', () => {
    expect(markdown.startsWith('# Paginate results\n')).toBe(true);
    for (const chrome of [
      'On this page',
      'Home',
      'Copy page as Markdown',
      'Tags:',
      'Edit this page',
      'Previous',
      '© 2025',
      'Direct link',
    ]) {
      expect(markdown).not.toContain(chrome);
    }
    expect(markdown).not.toMatch(/\u200b/);
  });

  it('writes headings at their level', () => {
    expect(markdown).toContain('\n## Request a page\n');
    expect(markdown).toContain('\n## The response\n');
    expect(markdown).toContain('\n### By platform\n');
  });

  it('joins inline content and collapses HTML whitespace', () => {
    expect(markdown).toContain(
      'Every list endpoint returns one **page** of records. Ask for the next page with `page`, and size pages with `pageSize` (at most 5,000).',
    );
  });

  it('turns code tabs into consecutive fenced blocks with language and tab label', () => {
    expect(markdown).toContain(
      [
        '```bash title="cURL"',
        'curl "https://api.ledgerlink.io/companies?page=2&pageSize=100" \\',
        '  -H "Authorization: Bearer YOUR_API_KEY"',
        '```',
        '',
        '```python title="Python"',
        'import requests',
        '',
        'page = requests.get("https://api.ledgerlink.io/companies", params={"page": 2})',
        '```',
      ].join('\n'),
    );
  });

  it('keeps a code block title and decodes entities, choosing a fence longer than the code uses', () => {
    expect(markdown).toContain('````json title="response.json"\n{\n  "pageNumber": 2,\n  "note": "a <tag> & ```fence```"\n}\n````');
  });

  it('gives prose tabs a bold label before each panel', () => {
    expect(markdown).toContain(
      '**Xero**\n\nXero returns at most 100 records per call; Ledgerlink pages over them for you.\n\n**QuickBooks Online**\n\nQuickBooks Online allows 1,000.',
    );
  });

  it('renders admonitions as block quotes with their kind and title', () => {
    expect(markdown).toContain(
      '> **Warning: Large pages**\n>\n> A `pageSize` above 1,000 can take several seconds. Prefer [webhooks](https://docs.ledgerlink.io/using-the-api/webhooks/overview) to polling.',
    );
    expect(markdown).toContain('> **Note**\n>\n> Pages are 1-based.');
  });

  it('renders tables as GFM tables, escaping pipes and joining the paragraphs of a cell', () => {
    expect(markdown).toMatch(/\| Field +\| Type +\| Meaning +\|/);
    expect(markdown).toMatch(/\| `_links.next` \| object \\\| null +\| Link to the next page\. Absent on the last page\. \|/);
  });

  it('renders component tables with the visible marks, a caption and spaced parts', () => {
    expect(markdown).toContain('**Data types (2)**');
    expect(markdown).toMatch(/\| Invoices `invoices` \| ✓ +\|/);
    expect(markdown).toMatch(/\| Bills `bills` +\| — +\|/);
    expect(markdown).not.toContain('read supported');
  });

  it('keeps task lists, list numbering and emphasis', () => {
    expect(markdown).toContain('- [ ] Read `totalResults`\n- [x] Follow `_links.next`');
    expect(markdown).toContain('3. Store the last `modifiedDate`.\n4. Repeat, _with_ care.');
  });

  it('renders details, images, cards and definition lists', () => {
    expect(markdown).toContain('**Why not offsets?**\n\nOffsets shift when records are added.');
    expect(markdown).toContain('![Two pages of results](https://docs.ledgerlink.io/img/paging.png)');
    expect(markdown).toContain('- [Rate limits](https://docs.ledgerlink.io/using-the-api/rate-limits): How many calls you can make.');
    expect(markdown).toContain('Xero Generally available');
    expect(markdown).toContain('- **Platform key**: `tlwh`\n- **Developer site**: [developer.xero.com](https://developer.xero.com)');
    expect(markdown).not.toContain('opens in a new tab');
  });

  it('resolves relative links against the page and keeps operation anchors', () => {
    expect(markdown).toContain('[querying](https://docs.ledgerlink.io/using-the-api/querying)');
    expect(markdown).toContain('[List companies](https://docs.ledgerlink.io/platform-api/#operation/list-companies)');
  });

  it('puts mermaid diagrams back where they were rendered', () => {
    expect(markdown).toContain('(at most 5,000).\n\n```mermaid\nflowchart LR\n  A[Page 1] --> B[Page 2]\n```\n\n## Request a page');
    expect(markdown).toContain('```mermaid\nsequenceDiagram\n  You->>Ledgerlink: GET /companies?page=3\n```\n\nThat is all.');
    expect(markdown).not.toContain('graph TD');
  });
});

describe('pageToMarkdown details', () => {
  it('omits diagrams when the markers and sources disagree', () => {
    const markdown = pageToMarkdown(page('doc-page.html'), { kind: 'doc', title: 'Paging', pageUrl, mermaid: ['graph TD\n  A --> B'] })!;
    expect(markdown).not.toContain('```mermaid');
    expect(markdown).toContain('## Request a page');
  });

  it('puts diagrams in the placeholders that the site’s lazy Mermaid wrapper renders on the server', () => {
    const html = '<p>Before.</p><div class="mermaid-pending" style="min-height:1px" aria-hidden="true"></div><p>After.</p>';
    expect(htmlToMarkdown(html, { pageUrl, mermaid: ['flowchart LR\n  A --> B'] })).toBe(
      'Before.\n\n```mermaid\nflowchart LR\n  A --> B\n```\n\nAfter.\n',
    );
    expect(htmlToMarkdown(html, { pageUrl })).toBe('Before.\n\nAfter.\n');
  });

  it('puts diagrams where the images drawn at build time stand, instead of their alt text', () => {
    const html =
      '<p>Before.</p><div class="diagram" data-diagram=""><img class="diagram__image diagram__image--light" src="/diagrams/0123456789abcdef-light.svg" alt="Flowchart: A; B"><img class="diagram__image diagram__image--dark" src="/diagrams/0123456789abcdef-dark.svg" alt="Flowchart: A; B"></div><p>After.</p>';
    expect(htmlToMarkdown(html, { pageUrl, mermaid: ['flowchart LR\n  A --> B'] })).toBe(
      'Before.\n\n```mermaid\nflowchart LR\n  A --> B\n```\n\nAfter.\n',
    );
  });

  it('writes a post with its title, byline and code', () => {
    const markdown = pageToMarkdown(page('blog-post.html'), {
      kind: 'post',
      title: 'Signed webhooks',
      byline: 'Published June 11, 2024 by Priya Raman.',
      pageUrl: 'https://docs.ledgerlink.io/updates/240611-webhooks-v2',
    });
    expect(markdown).toBe(
      '# Signed webhooks\n\n_Published June 11, 2024 by Priya Raman._\n\nEvery delivery is now signed.\n\n## Verify a signature\n\n```ts\nconst ok = verify(body);\n```\n',
    );
  });

  it('adds the title when the page renders none, and skips pages without an article', () => {
    expect(
      pageToMarkdown(parseHtml('<div class="theme-doc-markdown markdown"><p>Body</p></div>'), {
        kind: 'doc',
        title: 'Hidden title',
        pageUrl,
      }),
    ).toBe('# Hidden title\n\nBody\n');
    expect(pageToMarkdown(parseHtml('<html><body><p>No article</p></body></html>'), { kind: 'doc', title: 'X', pageUrl })).toBeUndefined();
  });

  it('cuts the body at the doc footer', () => {
    const body = articleBody(page('doc-page.html'), 'doc')!;
    const first = body.children[0];
    expect(first?.type === 'element' && first.properties.className).toEqual(['theme-doc-markdown', 'markdown']);
    expect(JSON.stringify(body)).not.toContain('theme-doc-footer');
  });

  it('reads highlighted code as its text lines', () => {
    const html =
      '<pre><code class="codeBlockLines_x1"><div class="token-line" style="color:red"><span class="token a">a</span><br></div><div class="token-line"><span>&lt;b&gt;</span><br></div></code></pre>';
    expect(htmlToMarkdown(html, { pageUrl })).toBe('```\na\n<b>\n```\n');
  });

  it('keeps only the source of a live code block', () => {
    // src/theme/CodeBlock wraps the playground of theme-live-codeblock in a `data-live-codeblock` element.
    const html =
      '<div data-live-codeblock=":R3fa7dalbah:"><!--$--><div class="playgroundContainer_XwyR"><div class="playgroundHeader_EIHj"><div>Live Editor</div><button type="button">Reset</button></div>' +
      '<div class="playgroundEditor_L2Ll"><pre class="prism-code language-tsx"><span class="token-line"><span class="token keyword">function</span><span class="token plain"> Q() {</span>\n</span>' +
      '<span class="token-line"><span class="token plain">  return &lt;code&gt;a&amp;&amp;b&lt;/code&gt;;</span>\n</span><span class="token-line"><span class="token plain">}</span>\n</span></pre></div>' +
      '<div class="playgroundHeader_EIHj"><div>Result</div></div><div class="playgroundPreview_bYPY"><div>Loading...</div></div></div><!--/$--></div>';
    expect(htmlToMarkdown(html, { pageUrl })).toBe('```tsx\nfunction Q() {\n  return <code>a&&b</code>;\n}\n```\n');
  });

  it('escapes Markdown syntax in text and keeps hard line breaks', () => {
    expect(htmlToMarkdown('<p>Use *stars* and [brackets]<br>on two lines</p>', { pageUrl })).toBe(
      'Use \\*stars\\* and \\[brackets]\\\non two lines\n',
    );
  });

  it('moves spaces at the edges of emphasis outside it', () => {
    expect(htmlToMarkdown('<p>Click<strong> Save </strong>now</p>', { pageUrl })).toBe('Click **Save** now\n');
  });
});

describe('theme markup', () => {
  const md = (html: string) => htmlToMarkdown(html, { pageUrl });

  it('titles a code tab with its label and the code block title', () => {
    const block = (lang: string, title: string, code: string) =>
      `<div class="language-${lang} codeBlockContainer_Ckt0 theme-code-block">${title ? `<div class="codeBlockTitle_OeMC">${title}</div>` : ''}` +
      `<div class="codeBlockContent_QJqH"><pre class="prism-code language-${lang}"><code><div class="token-line">${code}<br></div></code></pre>` +
      '<div class="buttonGroup"><button type="button" aria-label="Copy code to clipboard">Copy</button></div></div></div>';
    const html =
      '<div class="theme-tabs-container tabs-container"><ul role="tablist" class="tabs"><li role="tab" class="tabs__item">Node</li><li role="tab" class="tabs__item">Go</li></ul>' +
      `<div class="margin-top--md"><div role="tabpanel">${block('ts', 'client.ts', 'run()')}</div><div role="tabpanel" hidden="">${block('go', '', 'Run()')}</div></div></div>`;
    expect(md(html)).toBe('```ts title="Node: client.ts"\nrun()\n```\n\n```go title="Go"\nRun()\n```\n');
  });

  it('labels an admonition with its kind and a custom title, whatever the classes of its parts', () => {
    const html =
      '<div class="theme-admonition theme-admonition-tip alert alert--success"><div class="heading_x1"><span class="icon_x2"><svg><path d="M1"></path></svg></span>Use <code>ETag</code></div>' +
      '<div class="content_x3"><p>Send it back.</p><ul><li>Saves a call.</li></ul></div></div>';
    expect(md(html)).toBe('> **Tip: Use ETag**\n>\n> Send it back.\n>\n> - Saves a call.\n');
  });

  it('drops heading anchors, form controls, buttons, icons and screen-reader-only text', () => {
    const html =
      '<h2 id="a">Filters<a href="#a" class="hash-link" aria-label="Direct link to Filters">\u200b</a></h2><h3><a href="#b" class="hash-link">\u200b</a></h3>' +
      '<form role="search"><label for="q">Search by name</label><input id="q" type="search" placeholder="Xero…" value=""><select><option selected="">All regions</option></select></form>' +
      '<p>Open <a href="https://portal.ledgerlink.io" target="_blank">the Portal<span class="sr-only"> (opens in a new tab)</span></a><button type="button">Copy</button><svg><text>icon</text></svg>.</p>';
    expect(md(html)).toBe('## Filters\n\nOpen [the Portal](https://portal.ledgerlink.io).\n');
  });

  it('turns a definition list wrapped in divs into term: definition items, keeping further blocks', () => {
    const html = '<dl><div><dt>Status</dt><dd>Beta</dd></div><div><dt>Notes</dt><dd><p>First.</p><p>Second.</p></dd></div></dl>';
    expect(md(html)).toBe('- **Status**: Beta\n- **Notes**: First.\n\n  Second.\n');
  });

  it('puts each table cell on one line and a caption above the table', () => {
    const html =
      '<table><caption>Limits</caption><thead><tr><th>Plan</th><th>Calls</th></tr></thead>' +
      '<tbody><tr><td>Free</td><td><ul><li>10 a minute</li><li>1,000 a day</li></ul></td></tr></tbody></table>';
    expect(md(html)).toBe('**Limits**\n\n| Plan | Calls |\n| - | - |\n| Free | • 10 a minute • 1,000 a day |\n');
  });

  it('writes a card without a heading as a link to its first block, and drops empty links', () => {
    const html =
      '<a class="tile" href="/files-api/"><div>Files API</div><p>Upload and download.</p></a><p>Text<a href="/x"> </a> and <a>no link</a>.</p>';
    expect(md(html)).toBe('[Files API](https://docs.ledgerlink.io/files-api/): Upload and download.\n\nText and no link.\n');
  });

  it('leaves the page’s tree as it was: the other consumers of the build pass read it too', () => {
    const tree = articleBody(page('doc-page.html'), 'doc')!;
    const before = JSON.stringify(tree);
    hastToMdast(tree, { pageUrl, mermaid: mermaidSources(fixture('paging.mdx')) });
    expect(JSON.stringify(tree)).toBe(before);
  });

  it('reads a page’s diagram sources when it has diagrams drawn at build time, placeholders or stock markers', () => {
    expect(mayHaveDiagrams('<div class="diagram" data-diagram=""><img src="/diagrams/a-light.svg"></div>')).toBe(true);
    expect(mayHaveDiagrams('<div class="mermaid-pending" aria-hidden="true"></div>')).toBe(true);
    expect(mayHaveDiagrams('<p>a</p>\n<!-- -->\n<p>b</p>')).toBe(true);
    expect(mayHaveDiagrams('<p>No diagram, <!-- -->just a text separator.</p>')).toBe(false);
  });
});

describe('mermaidSources', () => {
  it('reads top-level mermaid fences in order, dedented, and skips fences inside other fences', () => {
    expect(mermaidSources(fixture('paging.mdx'))).toEqual([
      'flowchart LR\n  A[Page 1] --> B[Page 2]',
      'sequenceDiagram\n  You->>Ledgerlink: GET /companies?page=3',
    ]);
  });
});

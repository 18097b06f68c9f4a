import { describe, expect, it } from 'vitest';
import {
  buildSections,
  docsInSidebarOrder,
  oneLine,
  renderLlmsFull,
  renderLlmsTxt,
  type DocEntry,
  type LlmsTxtInput,
} from '../lib/llmsTxt';
import { markdownPathFor } from '../../../src/utils/markdownPath';
import { htmlFileCandidates } from '../lib/paths';

const doc = (id: string, permalink: string, extra: Partial<DocEntry> = {}): DocEntry => ({
  id,
  title: id.split('/').pop()!.replace(/-/g, ' '),
  description: `About ${id}.`,
  permalink,
  unlisted: false,
  ...extra,
});

const docs: DocEntry[] = [
  doc('index', '/', { title: 'Ledgerlink documentation' }),
  doc('get-started/overview', '/get-started/overview'),
  doc('using-the-api/paging', '/using-the-api/paging', { description: 'Pages,\n  sizes and links.' }),
  doc('using-the-api/webhooks/overview', '/using-the-api/webhooks/overview'),
  doc('using-the-api/webhooks/consumers', '/using-the-api/webhooks/consumers'),
  doc('terms/invoice', '/terms/invoice', { title: 'Invoice' }),
  doc('knowledge-base/old', '/knowledge-base/old', { unlisted: true }),
  doc('bank-feeds/overview', '/bank-feeds/overview'),
  doc('integrations/accounting/xero/overview', '/integrations/accounting/xero/overview', { title: 'Xero' }),
  doc('integrations/accounting/xero/setup', '/integrations/accounting/xero/setup'),
  doc('orphan', '/orphan'),
];

const input: LlmsTxtInput = {
  siteUrl: 'https://docs.ledgerlink.io',
  title: 'Ledgerlink Docs',
  summary: 'Ledgerlink connects your product to your customers’ financial software.',
  details: ['Every page is Markdown.'],
  sidebars: [
    {
      id: 'docs',
      label: 'Overview',
      split: true,
      overviewsOnly: false,
      items: [
        { type: 'doc', id: 'index' },
        { type: 'category', label: 'Get started', items: [{ type: 'doc', id: 'get-started/overview' }] },
        {
          type: 'category',
          label: 'Using the API',
          items: [
            { type: 'doc', id: 'using-the-api/paging' },
            {
              type: 'category',
              label: 'Webhooks',
              link: { type: 'doc', id: 'using-the-api/webhooks/overview' },
              items: [
                { type: 'doc', id: 'using-the-api/webhooks/consumers' },
                { type: 'link', href: 'https://example.org', label: 'Elsewhere' },
              ],
            },
          ],
        },
        { type: 'category', label: 'Glossary', items: [{ type: 'doc', id: 'terms/invoice' }] },
        { type: 'category', label: 'Knowledge base', items: [{ type: 'doc', id: 'knowledge-base/old' }] },
      ],
    },
    { id: 'bankfeeds', label: 'Bank Feeds', split: false, overviewsOnly: false, items: [{ type: 'doc', id: 'bank-feeds/overview' }] },
    {
      id: 'integrationsAccounting',
      label: 'Integrations: Accounting',
      split: false,
      overviewsOnly: true,
      items: [
        {
          type: 'category',
          label: 'Xero',
          link: { type: 'doc', id: 'integrations/accounting/xero/overview' },
          items: [{ type: 'doc', id: 'integrations/accounting/xero/setup' }],
        },
      ],
    },
  ],
  docs,
  available: new Set(docs.map((d) => d.id)),
  apis: [
    {
      title: 'Platform API',
      summary: 'Companies and connections.',
      legacy: false,
      route: '/platform-api/',
      yaml: '/openapi/platform.yaml',
      json: '/openapi/platform.json',
    },
    {
      title: 'Assess API',
      summary: 'Replaced by Lending.',
      legacy: true,
      route: '/assess-api/',
      yaml: '/openapi/assess.yaml',
      json: '/openapi/assess.json',
    },
  ],
  posts: [
    {
      title: 'Newest',
      description: 'The newest post.',
      permalink: '/updates/251202-newest',
      date: '2025-12-02T00:00:00.000Z',
      unlisted: false,
    },
    {
      title: 'Hidden',
      description: 'Early access.',
      permalink: '/updates/251201-hidden',
      date: '2025-12-01T00:00:00.000Z',
      unlisted: true,
    },
    {
      title: 'Older',
      description: 'An older post.',
      permalink: '/updates/251101-older',
      date: '2025-11-01T00:00:00.000Z',
      unlisted: false,
    },
    {
      title: 'Oldest',
      description: 'The oldest post.',
      permalink: '/updates/251001-oldest',
      date: '2025-10-01T00:00:00.000Z',
      unlisted: false,
    },
  ],
  recentPosts: 2,
  apiSectionAfter: 'docs',
  optionalSections: ['Glossary', 'Knowledge base'],
  updatesPath: '/updates',
};

describe('markdown paths', () => {
  it('maps permalinks to their Markdown copy and built HTML', () => {
    expect(markdownPathFor('/using-the-api/paging')).toBe('/using-the-api/paging.md');
    expect(markdownPathFor('/knowledge-base/')).toBe('/knowledge-base.md');
    expect(markdownPathFor('/')).toBe('/index.md');
    expect(markdownPathFor('/updates/240611-webhooks-v2#top')).toBe('/updates/240611-webhooks-v2.md');
    expect(htmlFileCandidates('/')).toEqual(['index.html']);
    expect(htmlFileCandidates('/knowledge-base/')).toEqual(['knowledge-base/index.html', 'knowledge-base.html']);
  });
});

describe('llms.txt', () => {
  const text = renderLlmsTxt(input);

  it('starts with the title, the summary as a block quote and the details', () => {
    expect(
      text.startsWith(
        '# Ledgerlink Docs\n\n> Ledgerlink connects your product to your customers’ financial software.\n\nEvery page is Markdown.\n\n## ',
      ),
    ).toBe(true);
  });

  it('has one section per top-level category of the main sidebar, then the API reference and product sidebars', () => {
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual([
      'Overview',
      'Get started',
      'Using the API',
      'API reference',
      'Bank Feeds',
      'Integrations: Accounting',
      'Updates',
      'Optional',
    ]);
  });

  it('links the Markdown copy of each doc with its description on one line', () => {
    expect(text).toContain('- [Ledgerlink documentation](https://docs.ledgerlink.io/index.md): About index.');
    expect(text).toContain('- [paging](https://docs.ledgerlink.io/using-the-api/paging.md): Pages, sizes and links.');
  });

  it('lists a category page before its items, flattened into the section', () => {
    const section = text.split('## Using the API\n\n')[1]!.split('\n\n')[0]!;
    expect(section.split('\n').map((l) => /\]\(([^)]+)\)/.exec(l)?.[1])).toEqual([
      'https://docs.ledgerlink.io/using-the-api/paging.md',
      'https://docs.ledgerlink.io/using-the-api/webhooks/overview.md',
      'https://docs.ledgerlink.io/using-the-api/webhooks/consumers.md',
    ]);
  });

  it('lists each API reference page with its YAML and JSON spec', () => {
    expect(text).toContain(
      '- [Platform API](https://docs.ledgerlink.io/platform-api/): Companies and connections. OpenAPI spec: [YAML](https://docs.ledgerlink.io/openapi/platform.yaml), [JSON](https://docs.ledgerlink.io/openapi/platform.json).',
    );
    expect(text).toContain('- [Assess API (legacy)](https://docs.ledgerlink.io/assess-api/)');
  });

  it('lists only the overview of each integration', () => {
    expect(text).toContain('- [Xero](https://docs.ledgerlink.io/integrations/accounting/xero/overview.md)');
    expect(text).not.toContain('xero/setup');
  });

  it('lists the most recent listed posts and the updates page', () => {
    expect(text).toContain('- [All updates](https://docs.ledgerlink.io/updates): ');
    expect(text).toContain('- [Newest](https://docs.ledgerlink.io/updates/251202-newest.md): 2025-12-02: The newest post.');
    expect(text).toContain('- [Older](https://docs.ledgerlink.io/updates/251101-older.md)');
    expect(text).not.toContain('Hidden');
    expect(text).not.toContain('Oldest');
  });

  it('moves secondary sections under Optional and never lists unlisted docs or docs without Markdown', () => {
    expect(text).toContain('## Optional\n\n- [Glossary: Invoice](https://docs.ledgerlink.io/terms/invoice.md): About terms/invoice.');
    expect(text).not.toContain('knowledge-base/old');
    const without = renderLlmsTxt({ ...input, available: new Set(['index']) });
    expect(without).not.toContain('paging.md');
    expect(without).toContain('## API reference');
  });

  it('builds sections without duplicates', () => {
    const { sections, optional } = buildSections(input);
    const urls = [...sections, ...optional].flatMap((s) => s.links.map((l) => l.url));
    expect(new Set(urls).size).toBe(urls.length);
  });
});

describe('llms-full.txt', () => {
  it('orders docs as the sidebars do, then docs in no sidebar, without unlisted ones', () => {
    expect(docsInSidebarOrder(input.sidebars, docs).map((d) => d.id)).toEqual([
      'index',
      'get-started/overview',
      'using-the-api/paging',
      'using-the-api/webhooks/overview',
      'using-the-api/webhooks/consumers',
      'terms/invoice',
      'bank-feeds/overview',
      'integrations/accounting/xero/overview',
      'integrations/accounting/xero/setup',
      'orphan',
    ]);
  });

  it('adds each page’s source URL under its title and separates pages with rules', () => {
    const full = renderLlmsFull('Ledgerlink Docs: full documentation', 'Summary.', [
      { url: 'https://docs.ledgerlink.io/a', markdown: '# A\n\nText of A.\n' },
      { url: 'https://docs.ledgerlink.io/b', markdown: '# B\n\n## Part\n\nText of B.\n' },
    ]);
    expect(full).toContain(
      '# A\n\nSource: https://docs.ledgerlink.io/a\n\nText of A.\n\n---\n\n# B\n\nSource: https://docs.ledgerlink.io/b\n\n## Part',
    );
    expect(full.startsWith('# Ledgerlink Docs: full documentation\n\n> Summary.\n')).toBe(true);
  });
});

describe('oneLine', () => {
  it('flattens whitespace and cuts long text at a word', () => {
    expect(oneLine('a\n  b')).toBe('a b');
    expect(oneLine('alpha beta gamma', 12)).toBe('alpha beta…');
  });
});

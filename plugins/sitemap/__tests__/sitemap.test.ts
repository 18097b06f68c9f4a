import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RouteConfig } from '@docusaurus/types';
import { createSitemapItems, operationAnchors, sitemapItemsExcluding } from '..';

const viewModelFile = path.join(__dirname, 'fixtures', 'api-view-model.json');
const site = 'https://docs.ledgerlink.io';

const routes: RouteConfig[] = [
  {
    path: '/platform-api/',
    component: '@theme/ApiReferencePage',
    exact: true,
    modules: { api: viewModelFile },
    plugin: { name: 'api-reference', id: 'default' },
  } as RouteConfig,
  {
    path: '/',
    component: '@theme/DocsRoot',
    routes: [
      { path: '/using-the-api/paging', component: '@theme/DocItem', exact: true },
      { path: '/legacy/old-path', component: '@theme/DocItem', exact: true },
    ],
  },
  { path: '/search', component: '@site/src/pages/search.tsx', exact: true },
  { path: '/swagger', component: '@site/src/pages/swagger.tsx', exact: true },
];

/** Stands in for the sitemap plugin's default: every leaf route. */
async function defaultCreateSitemapItems({ routes: all }: { routes: RouteConfig[] }) {
  const leaves = (rs: RouteConfig[]): RouteConfig[] => rs.flatMap((r) => (r.routes ? leaves(r.routes) : [r]));
  return leaves(all).map((r) => ({ url: `${site}${r.path}`, lastmod: null, changefreq: null, priority: null }));
}

const params = { routes, siteConfig: {} as never, defaultCreateSitemapItems };

describe('operationAnchors', () => {
  it('lists each operation anchor of a view model once, in page order', () => {
    const model: unknown = JSON.parse(fs.readFileSync(viewModelFile, 'utf8'));
    expect(operationAnchors(model)).toEqual(['operation/list-companies', 'operation/create-company', 'operation/list-connections']);
  });

  it('lists the webhook anchors after the operations, and no other anchor', () => {
    const model = {
      tags: [{ anchor: 'tag/webhooks', operations: [{ anchor: 'operation/list-event-types', operationId: 'list-event-types' }] }],
      webhooks: [{ anchor: 'webhook/read.completed', name: 'read.completed' }],
      schemas: [{ anchor: 'schema/WebhookMessage', name: 'WebhookMessage' }],
    };
    expect(operationAnchors(model)).toEqual(['operation/list-event-types', 'webhook/read.completed']);
  });
});

describe('createSitemapItems', () => {
  it('keeps pages, adds every operation anchor after its reference page, drops search and the API explorer', async () => {
    const urls = (await createSitemapItems(params)).map((i) => i.url);
    expect(urls).toEqual([
      `${site}/platform-api/`,
      `${site}/platform-api/#operation/list-companies`,
      `${site}/platform-api/#operation/create-company`,
      `${site}/platform-api/#operation/list-connections`,
      `${site}/using-the-api/paging`,
      `${site}/legacy/old-path`,
    ]);
  });

  it('leaves out the given paths, such as redirect sources', async () => {
    const urls = (await sitemapItemsExcluding(['/legacy/old-path/'])(params)).map((i) => i.url);
    expect(urls).not.toContain(`${site}/legacy/old-path`);
    expect(urls).toContain(`${site}/using-the-api/paging`);
  });
});

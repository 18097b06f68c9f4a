import { describe, expect, it } from 'vitest';
import type { RouteConfig } from '@docusaurus/types';
import { slimGlobalData, slimVersionRoute } from '..';

const versionRoute: RouteConfig = {
  path: '/',
  component: '@theme/DocVersionRoot',
  props: {
    version: {
      version: 'current',
      label: 'v6',
      docsSidebars: {
        docs: [
          {
            type: 'category',
            label: 'Using the API',
            collapsed: true,
            items: [{ type: 'link', href: '/paging', label: 'Paging', docId: 'paging', unlisted: false }],
          },
          { type: 'link', href: '/draft-notes', label: 'Notes', docId: 'draft-notes', unlisted: true },
        ],
      },
      docs: { paging: { id: 'paging', title: 'Paginate results', description: 'Read every page of a list.', sidebar: 'docs' } },
    },
  },
  routes: [{ path: '/paging', component: '@theme/DocItem', exact: true }],
};

describe('slimVersionRoute', () => {
  it('empties the docs map and trims sidebar links of a version route nested in the docs root', () => {
    const root: RouteConfig = { path: '/', component: '@theme/DocsRoot', routes: [versionRoute] };
    const slim = slimVersionRoute(root);
    const version = slim.routes![0]!.props!.version as Record<string, unknown>;
    expect(version.docs).toEqual({});
    expect(version.docsSidebars).toEqual({
      docs: [
        {
          type: 'category',
          label: 'Using the API',
          collapsed: true,
          items: [{ type: 'link', href: '/paging', label: 'Paging', docId: 'paging' }],
        },
        { type: 'link', href: '/draft-notes', label: 'Notes', docId: 'draft-notes', unlisted: true },
      ],
    });
    expect(version.label).toBe('v6');
    expect(slim.routes![0]!.routes).toEqual(versionRoute.routes);
  });

  it('leaves routes without version data as they are', () => {
    const page: RouteConfig = { path: '/search', component: '@site/src/pages/search.tsx', exact: true };
    expect(slimVersionRoute(page)).toBe(page);
  });
});

describe('slimGlobalData', () => {
  const version = {
    name: 'current',
    label: 'v6',
    isLast: true,
    path: '/',
    mainDocId: 'index',
    docs: [
      { id: 'index', path: '/', sidebar: 'docs' },
      { id: 'using-the-api/paging', path: '/using-the-api/paging', sidebar: 'docs' },
      { id: 'lending/overview', path: '/lending/overview', sidebar: 'lending' },
      { id: 'payroll/overview', path: '/payroll/overview', sidebar: 'payroll' },
      { id: 'terms/loose', path: '/terms/loose' },
    ],
    draftIds: [],
    sidebars: { docs: { link: { path: '/', label: 'Home' } } },
  };
  const data = { path: '/', versions: [version], breadcrumbs: true };

  it('keeps the docs of the sidebars the navbar doc items stand for, dropdowns included', () => {
    const navbar = [
      { type: 'doc', docId: 'index', label: 'Docs' },
      {
        type: 'dropdown',
        items: [
          { type: 'docSidebar', sidebarId: 'lending' },
          { type: 'default', to: '/payroll/overview' },
        ],
      },
    ];
    expect(slimGlobalData(data, navbar).versions[0]!.docs.map((doc) => doc.id)).toEqual([
      'index',
      'using-the-api/paging',
      'lending/overview',
    ]);
    expect(slimGlobalData(data, navbar).versions[0]!.sidebars).toEqual(version.sidebars);
  });

  it('keeps a navbar doc that has no sidebar, and nothing else, when that is all the navbar needs', () => {
    expect(slimGlobalData(data, [{ type: 'doc', docId: 'terms/loose' }]).versions[0]!.docs.map((doc) => doc.id)).toEqual(['terms/loose']);
  });
});

import { describe, expect, it } from 'vitest';
import type { GeneratedRoute, GeneratedRouteFiles } from '../generatedFiles';
import { parseRegistry, parseRoutes } from '../generatedFiles';
import { splitRoutes, type RewriteLayoutRoute } from '../split';

// A site in miniature as core generates it: a docs tree under layout routes at `/`, two posts and
// the catch-all, with a props chunk per layout and a content chunk per page.
const routesSource = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  { path: '/blog/a', component: ComponentCreator('/blog/a', 'b01'), exact: true },
  { path: '/blog/b', component: ComponentCreator('/blog/b', 'b02'), exact: true },
  {
    path: '/',
    component: ComponentCreator('/', 'r00'),
    routes: [
      {
        path: '/',
        component: ComponentCreator('/', 'v00'),
        routes: [
          { path: '/guide/one', component: ComponentCreator('/guide/one', 'd01'), exact: true, sidebar: "guide" },
          { path: '/guide/two', component: ComponentCreator('/guide/two', 'd02'), exact: true, sidebar: "guide" },
          { path: '/ref/one', component: ComponentCreator('/ref/one', 'd03'), exact: true, sidebar: "ref" }
        ]
      }
    ]
  },
  { path: '*', component: ComponentCreator('*') },
];
`;

const registrySource = `export default {
  "c-blog-a": [() => import(/* webpackChunkName: "c-blog-a" */ "@site/blog/a.md"), "@site/blog/a.md", require.resolveWeak("@site/blog/a.md")],
  "c-blog-b": [() => import(/* webpackChunkName: "c-blog-b" */ "@site/blog/b.md"), "@site/blog/b.md", require.resolveWeak("@site/blog/b.md")],
  "post": [() => import(/* webpackChunkName: "post" */ "@theme/BlogPostPage"), "@theme/BlogPostPage", require.resolveWeak("@theme/BlogPostPage")],
  "root": [() => import(/* webpackChunkName: "root" */ "@theme/DocsRoot"), "@theme/DocsRoot", require.resolveWeak("@theme/DocsRoot")],
  "version": [() => import(/* webpackChunkName: "version" */ "@theme/DocVersionRoot"), "@theme/DocVersionRoot", require.resolveWeak("@theme/DocVersionRoot")],
  "props": [() => import(/* webpackChunkName: "props" */ "@generated/p.json"), "@generated/p.json", require.resolveWeak("@generated/p.json")],
  "doc": [() => import(/* webpackChunkName: "doc" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "c-d1": [() => import(/* webpackChunkName: "c-d1" */ "@site/docs/guide/one.md"), "@site/docs/guide/one.md", require.resolveWeak("@site/docs/guide/one.md")],
  "c-d2": [() => import(/* webpackChunkName: "c-d2" */ "@site/docs/guide/two.md"), "@site/docs/guide/two.md", require.resolveWeak("@site/docs/guide/two.md")],
  "c-d3": [() => import(/* webpackChunkName: "c-d3" */ "@site/docs/ref/one.md"), "@site/docs/ref/one.md", require.resolveWeak("@site/docs/ref/one.md")],
};
`;

const files: GeneratedRouteFiles = {
  routes: parseRoutes(routesSource),
  registry: parseRegistry(registrySource),
  chunkNames: {
    '/blog/a-b01': { __comp: 'post', content: 'c-blog-a' },
    '/blog/b-b02': { __comp: 'post', content: 'c-blog-b' },
    '/-r00': { __comp: 'root' },
    '/-v00': { __comp: 'version', __props: 'props' },
    '/guide/one-d01': { __comp: 'doc', content: 'c-d1' },
    '/guide/two-d02': { __comp: 'doc', content: 'c-d2' },
    '/ref/one-d03': { __comp: 'doc', content: 'c-d3' },
  },
};

const keep: RewriteLayoutRoute = () => null;

function paths(routes: readonly GeneratedRoute[]): string[] {
  return routes.flatMap((route) => [route.path, ...paths(route.routes ?? [])]);
}

describe('parsing the generated files', () => {
  it('reads the route tree with keys and attributes, and the registry', () => {
    expect(files.routes.at(-1)).toMatchObject({ path: '*', key: null });
    expect(files.routes[2].routes?.[0].routes?.[2]).toMatchObject({ key: '/ref/one-d03', exact: true, attributes: { sidebar: 'ref' } });
    expect(files.registry.get('c-d1')).toBe('@site/docs/guide/one.md');
    expect(files.registry.size).toBe(10);
  });
});

describe('splitRoutes', () => {
  const split = splitRoutes(files, 2, keep);
  const byKey = new Map(split.sections.map((section) => [section.key, section]));

  it('gives each section its pages under copies of their layout routes', () => {
    expect([...byKey.keys()].sort()).toEqual(['/b', '/g', '/r']);
    expect(paths(byKey.get('/g')!.routes)).toEqual(['/', '/', '/guide/one', '/guide/two']);
    expect(paths(byKey.get('/b')!.routes)).toEqual(['/blog/a', '/blog/b']);
    expect(split.notFound?.path).toBe('*');
    expect(split.paths).toEqual(['/blog/a', '/blog/b', '/guide/one', '/guide/two', '/ref/one']);
    expect(split.hasHomePage).toBe(false);
  });

  it('gives each section the chunk names and registry entries of all its routes', () => {
    expect([...byKey.get('/g')!.registry.keys()].sort()).toEqual(['c-d1', 'c-d2', 'doc', 'props', 'root', 'version']);
    expect(Object.keys(byKey.get('/g')!.chunkNames).sort()).toEqual(['/-r00', '/-v00', '/guide/one-d01', '/guide/two-d02']);
    // What two sections use is in both: a first visit loads one of them only.
    expect(byKey.get('/r')!.registry.get('doc')).toBe('@theme/DocItem');
    expect([...byKey.get('/b')!.registry.keys()].sort()).toEqual(['c-blog-a', 'c-blog-b', 'post']);
  });

  it('lets a layout route be replaced per section, and drops what no section uses any more', () => {
    const perSection: RewriteLayoutRoute = (route, chunkNames, pages, index) =>
      chunkNames.__props
        ? {
            key: `${route.key}s${index}`,
            chunkNames: { ...chunkNames, __props: `props-${index}` },
            registry: new Map([[`props-${index}`, `@generated/props-${pages.map((page) => page.attributes.sidebar).join('+')}.json`]]),
          }
        : null;
    const rewritten = splitRoutes(files, 2, perSection);
    const guide = rewritten.sections.find((section) => section.key === '/g')!;
    const [name] = [...guide.registry].find(([key]) => key.startsWith('props-'))!;
    expect(guide.registry.get(name)).toBe('@generated/props-guide+guide.json');
    // The version route's own props, which every section replaced, are in no section.
    expect(rewritten.sections.some((section) => section.registry.has('props') || '/-v00' in section.chunkNames)).toBe(false);
  });
});

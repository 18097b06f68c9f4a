/**
 * Splits the generated route files into sections (./sectionKey.ts): each section gets the routes of
 * its pages, with copies of the layout routes above them (docs root, version, sidebar wrapper), and
 * the chunk names and registry entries of all of them. An entry several sections use (a theme
 * component, a post's summary that list and tag pages show) is repeated in each: a first visit loads
 * one section, so a repeat costs it nothing, while anything main.js kept would be paid by every page.
 */
import { chunkNameValues, type ChunkNames, type GeneratedRoute, type GeneratedRouteFiles } from './generatedFiles';
import { partitionPaths } from './sectionKey';

export interface Section {
  readonly key: string;
  /** The section's route tree: its pages, under copies of their layout routes. */
  readonly routes: readonly GeneratedRoute[];
  /** Route key → chunk names, for every route of the section. */
  readonly chunkNames: Readonly<Record<string, ChunkNames>>;
  /** Chunk name → module, for every chunk name of those routes. */
  readonly registry: ReadonlyMap<string, string>;
}

export interface RouteSplit {
  readonly sections: readonly Section[];
  /** The catch-all route (`*`, the not-found page), rendered after every section's routes. */
  readonly notFound: GeneratedRoute | null;
  /** Whether a page sits at `/` (the breadcrumbs link home only then). */
  readonly hasHomePage: boolean;
  /** Every route path, for the not-found page's suggestions. */
  readonly paths: readonly string[];
}

/**
 * A layout route's data as the section needs it; returns a replacement (new route key and chunk
 * names, new registry entries) or null to keep the route as it is. Docs use it to give each section
 * only the sidebars of its pages (./sectionProps.ts).
 */
export type RewriteLayoutRoute = (
  route: GeneratedRoute,
  chunkNames: ChunkNames,
  pages: readonly GeneratedRoute[],
  sectionIndex: number,
) => { key: string; chunkNames: ChunkNames; registry: ReadonlyMap<string, string> } | null;

function isPage(route: GeneratedRoute): boolean {
  return !route.routes && route.path !== '*';
}

function pagesOf(routes: readonly GeneratedRoute[]): GeneratedRoute[] {
  return routes.flatMap((route) => (route.routes ? pagesOf(route.routes) : isPage(route) ? [route] : []));
}

/** The tree cut down to the given pages and the layout routes above them, in the original order. */
function prune(routes: readonly GeneratedRoute[], pages: ReadonlySet<GeneratedRoute>): GeneratedRoute[] {
  return routes.flatMap((route) => {
    if (!route.routes) return pages.has(route) ? [route] : [];
    const children = prune(route.routes, pages);
    return children.length ? [{ ...route, routes: children }] : [];
  });
}

function routeKeys(routes: readonly GeneratedRoute[]): string[] {
  return routes.flatMap((route) => [...(route.key ? [route.key] : []), ...routeKeys(route.routes ?? [])]);
}

export function splitRoutes(files: GeneratedRouteFiles, maxRoutes: number, rewrite: RewriteLayoutRoute): RouteSplit {
  const pages = pagesOf(files.routes);
  const byPath = new Map<string, GeneratedRoute[]>();
  for (const page of pages) byPath.set(page.path, [...(byPath.get(page.path) ?? []), page]);
  const extraRegistry = new Map<string, string>();
  const extraChunkNames: Record<string, ChunkNames> = {};

  const drafts = [...partitionPaths([...byPath.keys()], maxRoutes)].map(([key, paths], index) => {
    const own = new Set(paths.flatMap((routePath) => byPath.get(routePath) ?? []));
    const rewriteLayouts = (routes: readonly GeneratedRoute[]): GeneratedRoute[] =>
      routes.map((route) => {
        if (!route.routes) return route;
        const children = rewriteLayouts(route.routes);
        const replaced = route.key ? rewrite(route, files.chunkNames[route.key] ?? {}, pagesOf(children), index) : null;
        if (!replaced) return { ...route, routes: children };
        extraChunkNames[replaced.key] = replaced.chunkNames;
        for (const [name, module] of replaced.registry) extraRegistry.set(name, module);
        return { ...route, key: replaced.key, routes: children };
      });
    return { key, routes: rewriteLayouts(prune(files.routes, own)) };
  });

  const allChunkNames = { ...files.chunkNames, ...extraChunkNames };
  const allRegistry = new Map([...files.registry, ...extraRegistry]);
  const sections = drafts.map((draft) => {
    const keys = routeKeys(draft.routes);
    const names = new Set(keys.flatMap((key) => chunkNameValues(allChunkNames[key])));
    return {
      ...draft,
      chunkNames: Object.fromEntries(keys.map((key) => [key, allChunkNames[key]])),
      registry: new Map([...names].filter((name) => allRegistry.has(name)).map((name) => [name, allRegistry.get(name)!])),
    };
  });

  return {
    sections,
    notFound: files.routes.find((route) => route.path === '*') ?? null,
    hasHomePage: pages.some((page) => page.path === '/' && page.exact === true),
    paths: [...byPath.keys()],
  };
}

/**
 * Reads the three route files Docusaurus generates into `.docusaurus/` for the client: the route
 * tree (`routes.js`), each route's chunk names (`routesChunkNames.json`) and the module each chunk
 * name loads (`registry.js`).
 */
import fs from 'node:fs';
import path from 'node:path';

/** A route of `routes.js`: `ComponentCreator(path, hash)` kept as its key `${path}-${hash}`. */
export interface GeneratedRoute {
  readonly path: string;
  /** `${path}-${hash}`, the route's key in routesChunkNames.json; null for the catch-all `*`. */
  readonly key: string | null;
  readonly exact?: boolean;
  readonly routes?: readonly GeneratedRoute[];
  /** Any other attribute the plugin gave the route (`sidebar` for docs). */
  readonly attributes: Readonly<Record<string, unknown>>;
}

export type ChunkNames = Readonly<Record<string, unknown>>;

export interface GeneratedRouteFiles {
  readonly routes: readonly GeneratedRoute[];
  readonly chunkNames: Readonly<Record<string, ChunkNames>>;
  /** chunk name → module specifier (`@site/docs/x.md`, `@theme/DocItem`, a props JSON…). */
  readonly registry: ReadonlyMap<string, string>;
}

interface RawRoute {
  path: string;
  component: { key: string | null };
  exact?: boolean;
  routes?: RawRoute[];
  [attribute: string]: unknown;
}

function toRoute({ path: routePath, component, exact, routes, ...attributes }: RawRoute): GeneratedRoute {
  return { path: routePath, key: component.key, ...(exact && { exact }), ...(routes && { routes: routes.map(toRoute) }), attributes };
}

/** `routes.js` only imports React and ComponentCreator and calls ComponentCreator(path, hash). */
export function parseRoutes(source: string): GeneratedRoute[] {
  const body = source.replace(/^import .*$/gm, '').replace(/^export default/m, 'return');
  const creator = (routePath: string, hash?: string) => ({ key: hash === undefined ? null : `${routePath}-${hash}` });
  return (new Function('ComponentCreator', body) as (c: typeof creator) => RawRoute[])(creator).map(toRoute);
}

/** `"name": [() => import(/* webpackChunkName: "name" *\/ "module"), "module", require.resolveWeak("module")],` */
export function parseRegistry(source: string): Map<string, string> {
  const registry = new Map<string, string>();
  for (const match of source.matchAll(/^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\)/gm)) {
    registry.set(match[1], match[2]);
  }
  return registry;
}

export function readGeneratedRouteFiles(generatedDir: string): GeneratedRouteFiles {
  const read = (name: string) => fs.readFileSync(path.join(generatedDir, name), 'utf8');
  return {
    routes: parseRoutes(read('routes.js')),
    chunkNames: JSON.parse(read('routesChunkNames.json')) as Record<string, ChunkNames>,
    registry: parseRegistry(read('registry.js')),
  };
}

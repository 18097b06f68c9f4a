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

/** Every chunk name in a route's chunk names (its values, nested in objects and arrays). */
export function chunkNameValues(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNameValues);
  return [];
}

/**
 * Throws unless the registry was read whole: one entry for each entry line of `registry.js`, and an
 * entry for every chunk name that `routesChunkNames.json` uses. A change of core's registry format
 * would otherwise give sections without their modules, and pages that never render.
 */
export function assertRegistryComplete(registrySource: string, files: GeneratedRouteFiles): void {
  const entryLines = registrySource.match(/^\s*"[^"]+": \[/gm)?.length ?? 0;
  const used = new Set(Object.values(files.chunkNames).flatMap(chunkNameValues));
  const unknown = [...used].filter((name) => !files.registry.has(name));
  if (entryLines === files.registry.size && unknown.length === 0 && used.size > 0) return;
  throw new Error(
    `[route-split] registry.js was not read whole: ${files.registry.size} entries parsed of ${entryLines} entry lines; ` +
      `${used.size} chunk names used by routesChunkNames.json, ${unknown.length} of them not in the registry` +
      `${unknown.length ? ` (${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ', …' : ''})` : ''}. Core's generated ` +
      'files changed: re-check parseRegistry (route-split/generatedFiles.ts), or build with ROUTE_SPLIT=false.',
  );
}

export function readGeneratedRouteFiles(generatedDir: string): GeneratedRouteFiles {
  const read = (name: string) => fs.readFileSync(path.join(generatedDir, name), 'utf8');
  const registrySource = read('registry.js');
  const files = {
    routes: parseRoutes(read('routes.js')),
    chunkNames: JSON.parse(read('routesChunkNames.json')) as Record<string, ChunkNames>,
    registry: parseRegistry(registrySource),
  };
  assertRegistryComplete(registrySource, files);
  return files;
}

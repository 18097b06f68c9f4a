/**
 * Replaces @docusaurus/core/lib/client/docusaurus.js (`window.docusaurus`, which links call), with
 * the same rules for slow connections. A link whose section is loaded prefetches its page's chunks
 * as core does; a link into a section not loaded yet prefetches the section's chunk, and its page's
 * chunks load once the link is hovered or followed.
 */
import { matchRoutes } from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import flat from '@docusaurus/core/lib/client/flat';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from './preload';
import { isSectionLoaded, routesFor, sectionChunkUrl } from './sections';

declare const __webpack_require__: { gca(chunkName: string): string | undefined };

interface NetworkInformation {
  readonly effectiveType?: string;
  readonly saveData?: boolean;
}

const fetched = new Set<string>();
const loaded = new Set<string>();

const isSlowConnection = () => {
  const connection = (navigator as { connection?: NetworkInformation }).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};
const canPrefetch = (routePath: string) => !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);
const canPreload = (routePath: string) => !isSlowConnection() && !loaded.has(routePath);

/** The chunk names of every route with this path (its key is `${path}-${hash}`). */
const chunkNamesOf = (routePath: string) =>
  Object.entries(routesChunkNames)
    .filter(([key]) => key.replace(/-[^-]+$/, '') === routePath)
    .flatMap(([, names]) => Object.values(flat(names)));

function prefetch(routePath: string): false | Promise<unknown> {
  if (!canPrefetch(routePath)) return false;
  if (!isSectionLoaded(routePath)) {
    const url = sectionChunkUrl(routePath);
    return url ? prefetchHelper(url) : false;
  }
  fetched.add(routePath);
  const names = matchRoutes(routesFor(routePath), routePath).flatMap((match) => chunkNamesOf(match.route.path as string));
  return Promise.all(
    names.map((name) => {
      const url = __webpack_require__.gca(name);
      // A chunk merged into another has no file of its own.
      return url && !url.includes('undefined') ? prefetchHelper(url) : undefined;
    }),
  );
}

function preload(routePath: string): false | Promise<unknown> {
  if (!canPreload(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
}

export default Object.freeze({ prefetch, preload });

/**
 * The route table in the browser, loaded a section at a time (../README row "Route table by
 * section"). main.js holds only the list of sections; a section's routes, chunk names and registry
 * entries arrive with its own chunk, before the first page of it renders or when a link to it is
 * hovered, and join the registry and chunk names that core's ComponentCreator reads.
 */
import type { ComponentType, ReactNode } from 'react';
import type { RouteConfig, RouteConfigComponentProps } from 'react-router-config';
import renderRoutes from '@docusaurus/renderRoutes';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import { sectionOf } from '../sectionKey';

/** What a section chunk exports (../emit.ts writes it). */
interface SectionModule {
  readonly chunkNames: Record<string, unknown>;
  readonly registry: Record<string, unknown>;
  /** Filled in after the build hashed the files (../sectionAssets.ts). */
  readonly assets: { readonly files: Record<string, string>; readonly names: Record<string, string | number> };
  readonly routes: () => RouteConfig[];
}

type SectionEntry = readonly [chunkName: string, load: () => Promise<{ default: SectionModule }>];

interface WebpackRequire {
  /** The file of a chunk id, relative to the public path. */
  u(chunkId: string | number): string;
  /** Docusaurus' chunk name → file URL, for prefetching. */
  gca(chunkName: string): string;
  p: string;
}
declare const __webpack_require__: WebpackRequire;

let sections: Readonly<Record<string, SectionEntry>> = {};
let notFound: RouteConfig | null = null;
const loaded = new Map<string, RouteConfig[]>();
const loading = new Map<string, Promise<void>>();

// The runtime in main.js does not know the files of route chunks; each section brings its own.
const files: Record<string, string> = {};
const chunkIds: Record<string, string | number> = {};
const fileOfChunk = __webpack_require__.u;
const urlOfChunkName = __webpack_require__.gca;
__webpack_require__.u = (chunkId) => files[chunkId] ?? fileOfChunk(chunkId);
__webpack_require__.gca = (chunkName) =>
  chunkName in chunkIds ? __webpack_require__.p + __webpack_require__.u(chunkIds[chunkName]) : urlOfChunkName(chunkName);

const keyOf = (pathname: string) => sectionOf(pathname, (key) => key in sections);

function install(key: string, section: SectionModule): void {
  Object.assign(routesChunkNames, section.chunkNames);
  Object.assign(registry, section.registry);
  Object.assign(files, section.assets.files);
  Object.assign(chunkIds, section.assets.names);
  loaded.set(key, section.routes());
}

/** Loads the sections of these paths (a failed load rejects and is tried again next time). */
export function ensureSections(pathnames: readonly string[]): Promise<void> {
  const keys = new Set(pathnames.map(keyOf).filter((key): key is string => key !== null && !loaded.has(key)));
  return Promise.all(
    [...keys].map((key) => {
      let promise = loading.get(key);
      if (!promise) {
        promise = sections[key][1]().then(
          (module) => install(key, module.default),
          (error: unknown) => {
            loading.delete(key);
            throw error;
          },
        );
        loading.set(key, promise);
      }
      return promise;
    }),
  ).then(() => undefined);
}

export function isSectionLoaded(pathname: string): boolean {
  const key = keyOf(pathname);
  return key === null || loaded.has(key);
}

/** The URL of the chunk of a path's section, to prefetch; null when the path has no section. */
export function sectionChunkUrl(pathname: string): string | null {
  const key = keyOf(pathname);
  return key === null ? null : urlOfChunkName(sections[key][0]);
}

/** The routes that can match a path: its section's, then the not-found page. */
export function routesFor(pathname: string): RouteConfig[] {
  const key = keyOf(pathname);
  const own = key === null ? [] : (loaded.get(key) ?? []);
  return notFound ? [...own, notFound] : own;
}

/** Renders the routes of the section of the location being shown. */
function SectionRoutes({ location }: RouteConfigComponentProps): ReactNode {
  return renderRoutes(routesFor(location.pathname));
}

/** The route table main.js carries, with a way to list every route path on demand. */
export type ShellRoutes = RouteConfig[] & { readonly loadPaths: () => Promise<string[]> };

/**
 * The route table main.js carries: one route that renders the current section's routes. Its
 * `routes` list only the home page when the site has one, for theme-common's `useHomePageRoute`
 * (the breadcrumbs' home link) and core's `normalizeLocation`, which look for it there.
 * Called by the shell module ../emit.ts generates.
 * @public
 */
export function createRoutes(
  table: Readonly<Record<string, SectionEntry>>,
  catchAll: RouteConfig | null,
  hasHomePage: boolean,
  loadPaths: () => Promise<{ default: string[] }>,
): ShellRoutes {
  sections = table;
  notFound = catchAll;
  const shell: RouteConfig[] = [
    { path: '/', component: SectionRoutes as ComponentType, ...(hasHomePage && { routes: [{ path: '/', exact: true }] }) },
  ];
  return Object.assign(shell, { loadPaths: () => loadPaths().then((module) => module.default) });
}

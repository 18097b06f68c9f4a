/**
 * The route table by section (README row "Route table by section"). Core puts the route of every
 * page, its chunk names and its registry entry into main.js, and the bundler's runtime maps every
 * page chunk to its file, so each page of the site added bytes to every page's first visit
 * (facebook/docusaurus#7256). Here main.js carries the routes' sections only: each section's routes
 * and chunk data come in a chunk of their own, loaded before a page of the section renders.
 *
 * - ./split.ts groups the pages into sections of at most MAX_SECTION_ROUTES routes (./sectionKey.ts);
 *   ./sectionProps.ts gives each section only the docs sidebars its pages show.
 * - ./emit.ts writes the modules; core's `@generated/routes`, `registry` and `routesChunkNames`
 *   are swapped for them (main.js's registry and chunk names start empty and each section adds its
 *   own), and its client `preload.js` and `docusaurus.js` for ./client/*.
 * - ./sectionAssets.ts moves each section's chunk files out of the runtime into the section.
 *
 * Production client bundle only: the server renders from core's full table, and `docusaurus start`
 * regenerates the route files without calling the bundler configuration again.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { readGeneratedRouteFiles } from './generatedFiles';
import { splitRoutes } from './split';
import { sidebarsPerSection } from './sectionProps';
import { emitSplit, MANIFEST } from './emit';
import { SectionAssetsPlugin } from './sectionAssets';
import { ReplacementCheckPlugin, type Replacement } from './replacements';

/** Routes per section: a first visit loads its section's table, 4 to 8 kB gzip at this size. */
export const MAX_SECTION_ROUTES = 80;

type WebpackConfig = Exclude<ReturnType<NonNullable<Plugin['configureWebpack']>>, void>;
/** Core types the bundler configuration with webpack's types; the build runs Rspack, which SectionAssetsPlugin is written for. */
type BundlerPlugin = NonNullable<WebpackConfig['plugins']>[number];

const LOADER = path.join(__dirname, 'reexportLoader.mjs');
const CORE_CLIENT = /[\\/]node_modules[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]/.source;

function rule({ test, target }: Replacement, json = false) {
  return { test, ...(json && { type: 'javascript/auto' }), use: [{ loader: LOADER, options: { target } }] };
}

const outDirOf = (generatedDir: string) => path.join(generatedDir, 'framework-patches', 'route-split');

/**
 * With the split off (ROUTE_SPLIT=false), main.js carries core's whole table. The byte model reads it
 * from the same manifest, as one section that loads no chunk of its own.
 */
export function writeUnsplitManifest(generatedDir: string): void {
  const outDir = outDirOf(generatedDir);
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const files = readGeneratedRouteFiles(generatedDir);
  const section = { key: '/', chunkName: null, routes: files.routes, chunkNames: files.chunkNames };
  fs.writeFileSync(
    path.join(outDir, MANIFEST),
    JSON.stringify({ routeSplit: false, sections: [section], registry: Object.fromEntries(files.registry) }),
  );
}

export function routeSplitConfig(generatedDir: string): WebpackConfig {
  const outDir = outDirOf(generatedDir);
  // Sections of an earlier build must not outlive it.
  fs.rmSync(outDir, { recursive: true, force: true });
  const files = readGeneratedRouteFiles(generatedDir);
  const split = splitRoutes(files, MAX_SECTION_ROUTES, sidebarsPerSection(generatedDir, outDir, files.registry));
  const emitted = emitSplit(split, outDir, path.join(__dirname, 'client'));
  // A string condition matches the file itself.
  const generated = (name: string) => path.join(generatedDir, name);
  const chunkNames: Replacement = { test: generated('routesChunkNames.json'), target: emitted.chunkNames };
  const modules: Replacement[] = [
    { test: generated('routes.js'), target: emitted.shell },
    { test: generated('registry.js'), target: emitted.registry },
    { test: new RegExp(`${CORE_CLIENT}preload\\.js$`), target: path.join(__dirname, 'client', 'preload.ts') },
    { test: new RegExp(`${CORE_CLIENT}docusaurus\\.js$`), target: path.join(__dirname, 'client', 'docusaurus.ts') },
  ];
  return {
    module: { rules: [...modules.map((replacement) => rule(replacement)), rule(chunkNames, true)] },
    plugins: [
      new ReplacementCheckPlugin([...modules, chunkNames]) as unknown as BundlerPlugin,
      new SectionAssetsPlugin(split.sections.map((section) => new Set(section.registry.keys()))) as unknown as BundlerPlugin,
    ],
  };
}

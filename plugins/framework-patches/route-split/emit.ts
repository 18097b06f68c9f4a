/**
 * Writes the split (./split.ts) as modules into `.docusaurus/framework-patches/route-split/`: one
 * module per section, the shell route table that loads them (./client/sections.ts), and the registry
 * and chunk names that replace the generated ones in main.js, empty until sections fill them in.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { GeneratedRoute } from './generatedFiles';
import type { RouteSplit } from './split';

/** Replaced in each built section chunk by its chunks' files (./sectionAssets.ts). */
export const ASSETS_PLACEHOLDER = '__ROUTE_SECTION_ASSETS__';

/** The webpack chunk name of section `index`. */
export const sectionChunkName = (index: number): string => `route-section-${index}`;

/** A registry entry as core's codegen writes it, without the module path only the server reads. */
function registryEntries(registry: ReadonlyMap<string, string>): string {
  return [...registry]
    .map(([name, module]) => {
      const specifier = JSON.stringify(module);
      return `  ${JSON.stringify(name)}: [() => import(/* webpackChunkName: ${JSON.stringify(name)} */ ${specifier}), "", require.resolveWeak(${specifier})]`;
    })
    .join(',\n');
}

function routeSource(route: GeneratedRoute): string {
  const parts = [`path: ${JSON.stringify(route.path)}`];
  parts.push(
    route.key
      ? `component: ComponentCreator(${JSON.stringify(route.path)}, ${JSON.stringify(route.key.slice(route.path.length + 1))})`
      : `component: ComponentCreator(${JSON.stringify(route.path)})`,
  );
  if (route.exact) parts.push('exact: true');
  if (route.routes) parts.push(`routes: [${route.routes.map(routeSource).join(',\n')}]`);
  for (const [name, value] of Object.entries(route.attributes)) parts.push(`${JSON.stringify(name)}: ${JSON.stringify(value)}`);
  return `{${parts.join(', ')}}`;
}

/**
 * The split as data, for the byte budgets (lib/perf/bytes.mjs computes what a first visit
 * loads from it): each section's key, chunk name, route tree and chunk names, and the module of
 * every chunk name. With the split off, core's whole table as one section without a chunk of its
 * own (./index.ts `writeUnsplitManifest`).
 */
export const MANIFEST = 'manifest.json';

function manifest(split: RouteSplit) {
  return {
    routeSplit: true,
    sections: split.sections.map((section, index) => ({
      key: section.key,
      chunkName: sectionChunkName(index),
      routes: section.routes,
      chunkNames: section.chunkNames,
    })),
    registry: Object.fromEntries(split.sections.flatMap((section) => [...section.registry])),
  };
}

export interface EmittedSplit {
  readonly shell: string;
  readonly registry: string;
  readonly chunkNames: string;
}

export function emitSplit(split: RouteSplit, outDir: string, clientDir: string): EmittedSplit {
  fs.mkdirSync(path.join(outDir, 'sections'), { recursive: true });
  const files = {
    shell: path.join(outDir, 'shell.js'),
    registry: path.join(outDir, 'registry.js'),
    chunkNames: path.join(outDir, 'chunk-names.js'),
  };
  for (const file of [files.registry, files.chunkNames]) fs.writeFileSync(file, 'export default {};\n');
  fs.writeFileSync(path.join(outDir, 'paths.json'), JSON.stringify(split.paths));
  fs.writeFileSync(path.join(outDir, MANIFEST), JSON.stringify(manifest(split)));
  split.sections.forEach((section, index) => {
    fs.writeFileSync(
      path.join(outDir, 'sections', `${index}.js`),
      [
        `import ComponentCreator from '@docusaurus/ComponentCreator';`,
        `export default {`,
        `  chunkNames: ${JSON.stringify(section.chunkNames)},`,
        `  registry: {\n${registryEntries(section.registry)}\n  },`,
        `  assets: ${JSON.stringify(ASSETS_PLACEHOLDER)},`,
        `  routes: () => [${section.routes.map(routeSource).join(',\n')}],`,
        `};`,
        '',
      ].join('\n'),
    );
  });
  const sections = split.sections.map(
    (section, index) =>
      `  ${JSON.stringify(section.key)}: [${JSON.stringify(sectionChunkName(index))}, () => import(/* webpackChunkName: ${JSON.stringify(sectionChunkName(index))} */ "./sections/${index}.js")]`,
  );
  fs.writeFileSync(
    files.shell,
    [
      `import ComponentCreator from '@docusaurus/ComponentCreator';`,
      `import { createRoutes } from ${JSON.stringify(path.join(clientDir, 'sections'))};`,
      `export default createRoutes({\n${sections.join(',\n')}\n}, ${split.notFound ? routeSource(split.notFound) : 'null'}, ${split.hasHomePage}, () => import(/* webpackChunkName: "route-paths" */ "./paths.json"));`,
      '',
    ].join('\n'),
  );
  return files;
}

import fs from 'node:fs';
import path from 'node:path';

/**
 * The versions the patches of this folder were written for and checked against. A patch reaches
 * into internals that any release may change, so the plugin refuses to load (`assertPatchedVersions`,
 * in every build and dev server) as soon as an installed package differs: re-check every row of
 * README.md, then update these.
 */
export const PATCHED_FOR = {
  /** Every installed `@docusaurus/*` package. */
  '@docusaurus/*': '3.10.2',
  /** Its client module is replaced (client-bundle/imageZoom.ts). */
  'docusaurus-plugin-image-zoom': '3.0.1',
  /** The runtime's chunk maps that route-split/sectionAssets.ts edits are written by it (route split only). */
  '@rspack/core': '1.7.12',
} as const;

/** The packages that only the route split depends on: unchecked when it is off. */
const ROUTE_SPLIT_ONLY = ['@rspack/core'];

/**
 * Every installed package of `patchedFor` (a `scope/*` key stands for each package of the scope)
 * whose version differs, as `name: installed (patched for x)`; [] when all match.
 */
export function versionDrift(nodeModules: string, patchedFor: Readonly<Record<string, string>>): string[] {
  const versionOf = (name: string): string | null => {
    const file = path.join(nodeModules, name, 'package.json');
    return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version : null;
  };
  return Object.entries(patchedFor).flatMap(([key, expected]) => {
    const names = key.endsWith('/*')
      ? fs.readdirSync(path.join(nodeModules, key.slice(0, -2))).map((name) => `${key.slice(0, -2)}/${name}`)
      : [key];
    return names.flatMap((name) => {
      const installed = versionOf(name);
      if (installed === null) return [`${name}: not installed (patched for ${expected})`];
      return installed === expected ? [] : [`${name}: ${installed} (patched for ${expected})`];
    });
  });
}

/**
 * Throws, naming the patch table and the route split's off switch, when an installed package is not
 * at the version the patches were written for.
 */
export function assertPatchedVersions(
  nodeModules: string,
  { routeSplit, patchedFor = PATCHED_FOR }: { routeSplit: boolean; patchedFor?: Readonly<Record<string, string>> },
): void {
  const checked = Object.fromEntries(Object.entries(patchedFor).filter(([name]) => routeSplit || !ROUTE_SPLIT_ONLY.includes(name)));
  const drift = versionDrift(nodeModules, checked);
  if (!drift.length) return;
  throw new Error(
    `[framework-patches] These packages are not at the version the framework patches were written for:\n  ${drift.join('\n  ')}\n` +
      'Each patch reaches into internals that a release may change. Check every row of the patch table in ' +
      'plugins/framework-patches/README.md against the installed release, then update plugins/framework-patches/versions.ts. ' +
      "The route split (the deepest patch) can be turned off meanwhile with ROUTE_SPLIT=false (core's own route table).",
  );
}

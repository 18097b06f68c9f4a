import fs from 'node:fs';
import path from 'node:path';

/**
 * The versions the patches of this folder were written for and checked against. A patch reaches
 * into internals that any release may change, so __tests__/versions.test.ts fails as soon as an
 * installed package differs: re-check every row of README.md, then update these.
 */
export const PATCHED_FOR = {
  /** Every installed `@docusaurus/*` package. */
  '@docusaurus/*': '3.10.2',
  /** Its client module is replaced (client-bundle/imageZoom.ts). */
  'docusaurus-plugin-image-zoom': '3.0.1',
  /** The runtime's chunk maps that route-split/sectionAssets.ts edits are written by it. */
  '@rspack/core': '1.7.12',
} as const;

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

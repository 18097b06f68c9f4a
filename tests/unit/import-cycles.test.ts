/**
 * The layering of the code: no import cycles (madge over the site's code, the local plugins, the
 * build-time library, the scripts and the tests), and `plugins/` and `lib/` never import `scripts/`,
 * which holds command-line entry points only.
 */
import path from 'node:path';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');

const graph = madge(
  ['src', 'plugins', 'lib', 'scripts', 'tests'].map((dir) => path.join(ROOT, dir)),
  {
    baseDir: ROOT,
    fileExtensions: ['ts', 'tsx', 'mjs', 'js'],
    tsConfig: path.join(ROOT, 'tsconfig.json'),
    excludeRegExp: [/node_modules/, /[\\/]fixtures[\\/]/],
  },
);

describe('the import graph', () => {
  it('has no cycles', async () => {
    const modules = await graph;
    expect(Object.keys(modules.obj()).length).toBeGreaterThan(300);
    expect(modules.circular()).toEqual([]);
  }, 120_000);

  it('keeps plugins/ and lib/ off scripts/', async () => {
    const imports = (await graph).obj();
    const wrong = Object.entries(imports).flatMap(([file, deps]) =>
      /^(plugins|lib)\//.test(file) ? deps.filter((dep) => dep.startsWith('scripts/')).map((dep) => `${file} → ${dep}`) : [],
    );
    expect(wrong).toEqual([]);
  }, 120_000);
});

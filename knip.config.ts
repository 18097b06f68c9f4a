import type { KnipConfig } from 'knip';

/**
 * `npm test` runs knip (scripts/run-tests.mjs, step "unused"): every import resolves to a declared
 * dependency, and no file, export or dependency is unused. Knip's Docusaurus, Vitest, Playwright and
 * ESLint plugins add the entries their configs name (plugins, themes, client modules, sidebars,
 * test files); the entries below are the ones no config names.
 */
const config: KnipConfig = {
  entry: [
    // Docusaurus finds these by path or by name in docusaurus.config.ts, never by an import.
    'src/theme/**/*.{ts,tsx}',
    'src/pages/**/*.{ts,tsx}',
    'src/clientModules/*.ts',
    'src/analytics/clientModule.ts',
    // MDX components: docs import them from .md pages too, which knip does not read.
    'src/components/*/index.tsx',
    'docs/**/*.mdx',
    'updates/**/*.mdx',
    'plugins/*/index.ts',
    'plugins/*/theme/**/*.tsx',
    'plugins/framework-patches/*/index.ts',
    // Named by path in the framework patches' bundler configuration.
    'plugins/framework-patches/client-bundle/{importDefault.mjs,imageZoom.ts}',
    'plugins/framework-patches/route-split/{reexportLoader.mjs,client/preload.ts,client/docusaurus.ts}',
    // The build-output tests and the hosted-search browser tests, with their own configs.
    'vitest.build.config.ts',
    'tests/build/**/*.test.ts',
    'tests/e2e-typesense/**/*.ts',
    // Command-line scripts: run by package.json scripts, scripts/run-tests.mjs, CI or by hand.
    'scripts/*.mjs',
    'scripts/checks/*.mjs',
    'scripts/redirects/{check,generate}.mjs',
    'scripts/search/{build-index,push-typesense,eval}.mjs',
    // Started as worker threads by lib/search/vocabulary/read-sources.mjs and plugins/social-cards/lib/render.ts.
    'lib/search/vocabulary/worker.mjs',
    'plugins/social-cards/lib/draw-worker.mjs',
  ],
  project: ['**/*.{ts,tsx,mjs,mdx}'],
  // Inputs of tests: pages and builds in miniature, read as files.
  ignore: ['tests/fixtures/**', '**/__tests__/fixtures/**'],
  // An export that its own module also uses is part of that module's interface, not dead code.
  ignoreExportsUsedInFile: true,
  // System tools the scripts call (Debian's apt-get for Chromium, util-linux's flock for the build lock).
  ignoreBinaries: ['apt-get', 'flock'],
  // Run as `npx cspell` by scripts/checks/spelling.mjs, which knip cannot see.
  ignoreDependencies: ['cspell'],
};

export default config;

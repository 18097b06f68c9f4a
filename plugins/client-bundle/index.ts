/**
 * client-bundle: what the browser downloads on every page, made smaller without changing what it
 * does (issue 11; `npm run perf` and tests/build/bytes.test.ts measure it).
 *
 * - Vendor CSS of lazily loaded pages keeps to its own file. Docusaurus merges all CSS into one
 *   stylesheet that every page loads, so the API explorer's Swagger UI styles (21 kB gzip of 50)
 *   reached every page although only /swagger/ imports them, lazily. Their own async CSS chunk loads
 *   with the explorer.
 * - Chunk files are named by id and content hash only. With `[name]` in the file name, the webpack
 *   runtime every page loads holds a map of each chunk's id to its name (7 kB gzip with 900 chunks);
 *   Docusaurus' prefetching keeps its own name → id map, so nothing else changes.
 * - The route registry of the client bundle leaves out the module paths that only the server
 *   renderer reads (./registryLoader.mjs).
 * - Prism stays out of main.js: the classic theme's client module that loads it and its extra
 *   languages on every page is left out of the client bundle. Code blocks keep the server's
 *   highlighted markup and load Prism themselves when they need it (src/theme/CodeBlock/Content).
 * - medium-zoom likewise: docusaurus-plugin-image-zoom's client module is replaced by
 *   src/clientModules/imageZoom.ts, which loads it only on pages with an image to zoom.
 * - @docusaurus/utils-common, in main.js, is CommonJS that requires tslib for one helper, which
 *   brought all of tslib (4 kB gzip) into main.js. It gets that helper alone (./importDefault.mjs);
 *   the lazy chunks that use more of tslib (search client, analytics SDK, API explorer) still get it.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** The classic theme's client module that registers Prism's additional languages on every page. */
const PRISM_CLIENT_MODULE = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib', 'prism-include-languages');

/** docusaurus-plugin-image-zoom's client module, which imports medium-zoom on every page. */
const IMAGE_ZOOM_CLIENT_MODULE = path.join(path.dirname(require.resolve('docusaurus-plugin-image-zoom/package.json')), 'lib', 'zoom');

/** Packages whose CSS is imported only by lazily loaded code. */
const LAZY_VENDOR_CSS = /[\\/]node_modules[\\/]swagger-ui-react[\\/]/;

export default function clientBundle(): Plugin<void> {
  return {
    name: 'client-bundle',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' },
        resolve: {
          alias: {
            [`${PRISM_CLIENT_MODULE}$`]: false,
            [`${IMAGE_ZOOM_CLIENT_MODULE}$`]: path.resolve(__dirname, '../../src/clientModules/imageZoom.ts'),
          },
        },
        optimization: {
          splitChunks: {
            cacheGroups: {
              lazyVendorStyles: {
                test: LAZY_VENDOR_CSS,
                type: 'css/mini-extract',
                chunks: 'async',
                enforce: true,
                // Above Docusaurus' single `styles` group (priority 50).
                priority: 60,
              },
            },
          },
        },
        module: {
          rules: [
            {
              test: /[\\/]\.docusaurus[\\/]registry\.js$/,
              use: [{ loader: path.join(__dirname, 'registryLoader.mjs') }],
            },
            {
              test: /[\\/]node_modules[\\/]@docusaurus[\\/]utils-common[\\/]/,
              resolve: { alias: { tslib: path.join(__dirname, 'importDefault.mjs') } },
            },
          ],
        },
      };
    },
  };
}

/**
 * What the browser downloads on every page, made smaller without changing what it does (issue 11;
 * `npm run perf` and tests/build/bytes.test.ts measure it). Client bundle only; the server bundle is
 * left as it is.
 *
 * - Vendor CSS of lazily loaded pages keeps to its own file. Docusaurus merges all CSS into one
 *   stylesheet that every page loads, so the API explorer's Swagger UI styles (21 kB gzip of 50)
 *   reached every page although only /swagger/ imports them, lazily. Their own async CSS chunk loads
 *   with the explorer.
 * - Chunk files are named by id and content hash only. With `[name]` in the file name, the webpack
 *   runtime every page loads holds a map of each chunk's id to its name (7 kB gzip with 900 chunks);
 *   Docusaurus' prefetching keeps its own name → id map, so nothing else changes.
 * - medium-zoom loads only on pages with an image to zoom: docusaurus-plugin-image-zoom's client
 *   module, which imports it on every page, is replaced by ./imageZoom.ts.
 * - @docusaurus/utils-common, in main.js, is CommonJS that requires tslib for one helper, which
 *   brought all of tslib (4 kB gzip) into main.js. It gets that helper alone (./importDefault.mjs);
 *   the lazy chunks that use more of tslib (search client, analytics SDK, API explorer) still get it.
 * - Prism stays out of main.js (../highlighting).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { prismClientAliases } from '../highlighting';

/** docusaurus-plugin-image-zoom's client module, which imports medium-zoom on every page. */
const IMAGE_ZOOM_CLIENT_MODULE = path.join(path.dirname(require.resolve('docusaurus-plugin-image-zoom/package.json')), 'lib', 'zoom');

/** Packages whose CSS is imported only by lazily loaded code. */
const LAZY_VENDOR_CSS = /[\\/]node_modules[\\/]swagger-ui-react[\\/]/;

type WebpackConfig = Exclude<ReturnType<NonNullable<Plugin['configureWebpack']>>, void>;

/** The configuration merged into the client bundle's. */
export function clientBundleConfig(): WebpackConfig {
  return {
    output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' },
    resolve: {
      alias: {
        ...prismClientAliases,
        [`${IMAGE_ZOOM_CLIENT_MODULE}$`]: path.join(__dirname, 'imageZoom.ts'),
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
          test: /[\\/]node_modules[\\/]@docusaurus[\\/]utils-common[\\/]/,
          resolve: { alias: { tslib: path.join(__dirname, 'importDefault.mjs') } },
        },
      ],
    },
  };
}

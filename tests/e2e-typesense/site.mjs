// The second production build that the Typesense browser tests run against: the same site, built
// for the hosted search backend with a loopback fake in place of the Typesense server. The build
// (build.mjs), the Playwright config (playwright.typesense.config.ts) and the tests read these values.

/** Out dir of the second build (git-ignored); the main build in build/ is left as it is. */
export const OUT_DIR = 'build-typesense';
/** Where scripts/serve.mjs serves OUT_DIR during the tests. */
export const SITE_PORT = 4174;
/** Where the fake Typesense server listens; baked into the build's search settings. */
export const FAKE_TYPESENSE_PORT = 8109;
export const SEARCH_KEY = 'e2e-search-only-key';
const COLLECTION = 'ledgerlink-docs';

/** The environment the site reads its search settings from (src/search/settings.ts). */
export const typesenseEnv = {
  TYPESENSE_HOST: '127.0.0.1',
  TYPESENSE_PORT: String(FAKE_TYPESENSE_PORT),
  TYPESENSE_PROTOCOL: 'http',
  TYPESENSE_SEARCH_API_KEY: SEARCH_KEY,
  TYPESENSE_COLLECTION: COLLECTION,
};

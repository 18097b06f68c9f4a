// What the Typesense browser tests run against: the production build (build/, or E2E_BUILD_DIR) served
// by a host that sets the search backend to Typesense for the deploy, with a loopback fake in place of
// the Typesense server (scripts/serve.mjs --search-settings). The Playwright config
// (./playwright.config.ts) and the tests read these values.

/** Where scripts/serve.mjs serves the build during the tests. */
export const SITE_PORT = 4174;
/** Where the fake Typesense server listens; in the search settings the host sends. */
export const FAKE_TYPESENSE_PORT = 8109;
export const SEARCH_KEY = 'e2e-search-only-key';
const COLLECTION = 'ledgerlink-docs';

/** The environment a Typesense deploy reads its search settings (src/search/settings.ts) and its headers from. */
export const typesenseEnv = {
  TYPESENSE_HOST: '127.0.0.1',
  TYPESENSE_PORT: String(FAKE_TYPESENSE_PORT),
  TYPESENSE_PROTOCOL: 'http',
  TYPESENSE_SEARCH_API_KEY: SEARCH_KEY,
  TYPESENSE_COLLECTION: COLLECTION,
};

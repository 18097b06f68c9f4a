import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';
export const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * Every test runs hermetically: any host name but localhost resolves to nothing, so a request to a
 * third party fails at once (net::ERR_NAME_NOT_RESOLVED). 127.0.0.1 is excluded by name as well:
 * without that, pages with a `page.route` of their own were refused the loopback server now and
 * then. A resolver rule, not a catch-all `context.route`: a route pauses every request of the page,
 * its own assets included, until the test process lets it go. Under load that held a page's
 * analytics request back until the page left, which aborted it.
 */
const HERMETIC_ARGS = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'];

/** Debian's Chromium with the flags this network needs (lib/chromium.mjs), kept off the network. */
export const chromiumLaunch = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...HERMETIC_ARGS] };

// @playwright/test stays on 1.59: from 1.60 on, every poll of a web-first assertion that does not yet
// hold renders an accessibility snapshot of the whole page in the page's main thread (5.5 s a poll on
// /accounting-api/, 32,000 elements), which starves the page under test and made its tests flaky.
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    launchOptions: chromiumLaunch,
    // A trace is recorded on a retry only (CI retries once): recording one for every test cost about 40 %
    // of the suite's time (tests/e2e/bad-input.spec.ts: 197 s → 115 s). A failure still attaches its
    // screenshot, console, page state and accessibility tree (tests/e2e/fixtures.ts); to trace a local
    // run, add `--trace retain-on-failure`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromiumLaunch } },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT} --dir ${BUILD_DIR}`,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});

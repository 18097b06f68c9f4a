/**
 * The Typesense browser tests: the production build served like a Typesense deploy (the host puts the
 * search settings of `typesenseEnv` in every page and the search origin in its CSP), searching the fake
 * Typesense server that tests/e2e-typesense/fixtures.ts runs in the test worker. One worker: the
 * settings name the fake's port, so there is one fake at a time.
 */
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from '../../playwright.config';
import { searchSettingsFromEnv } from '../../src/search/settings';
import { SITE_PORT, typesenseEnv } from './site.mjs';

const root = path.resolve(__dirname, '../..');
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';
/** The settings a build with `typesenseEnv` would carry, sent by the host instead (lib/host/html-meta.mjs). */
const searchSettings = JSON.stringify(searchSettingsFromEnv(typesenseEnv));
const baseURL = `http://127.0.0.1:${SITE_PORT}`;

export default defineConfig({
  testDir: '.',
  outputDir: path.join(root, 'test-results/e2e-typesense'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(root, 'test-results/playwright-typesense.json') }]],
  // Traces on a retry only, as in the main suite (../../playwright.config.ts).
  use: { baseURL, trace: 'on-first-retry', screenshot: 'only-on-failure' },
  projects: [
    {
      name: 'chromium-typesense',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromiumLaunch },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${SITE_PORT} --dir ${BUILD_DIR} --search-settings '${searchSettings}'`,
    cwd: root,
    // The host's headers for a deploy with these settings: the search origin is in the CSP.
    env: typesenseEnv,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});

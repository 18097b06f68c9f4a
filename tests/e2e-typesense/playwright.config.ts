/**
 * The Typesense browser tests: build-typesense/ (`npm run build:typesense`) served like production,
 * searching the fake Typesense server that tests/e2e-typesense/fixtures.ts runs in the test worker.
 * One worker: the build has the fake's port baked in, so there is one fake at a time.
 */
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from '../../playwright.config';
import { OUT_DIR, SITE_PORT, typesenseEnv } from './site.mjs';

const root = path.resolve(__dirname, '../..');
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
  use: { baseURL, trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: [
    {
      name: 'chromium-typesense',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromiumLaunch },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${SITE_PORT} --dir ${OUT_DIR}`,
    cwd: root,
    // The host's headers for a site built with these settings: the search origin is in the CSP.
    env: typesenseEnv,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});

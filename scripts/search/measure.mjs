#!/usr/bin/env node
// Measures the embedded search on the production build, for the closing note of issue 8:
// index size on disk, indexing time, bytes fetched for the first query (transfer size, as served
// by scripts/serve.mjs with compression), and query-to-render times in Chromium over 50 queries.
// Usage: node scripts/search/measure.mjs [--dir build] [--port N] [--reindex]   (default: a free port)
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { buildIndex, directorySize } from './build-index.mjs';

const QUERIES = [
  'webhooks', 'paging', 'rate limits', 'authentication', 'list invoices', 'xero', 'quickbooks', 'idempotency',
  'bank feeds', 'create company', 'connection status', 'push operation', 'data status', 'refresh data',
  'sync for commerce', 'expenses', 'payroll', 'lending', 'balance sheet', 'profit and loss', 'attachments',
  'query language', 'orderBy', 'errors', 'correlationId', 'redirect url', 'embedded link', 'hosted link',
  'branding', 'sandbox', 'netsuite', 'shopify', 'stripe', 'plaid', 'suppliers', 'bills', 'payments',
  'journal entries', 'tracking categories', 'tax rates', 'modified date', 'supplemental data', 'custom data',
  'api keys', 'user roles', 'sso', 'mutual tls', 'deprecation', 'retry', 'signature',
];

function percentile(sorted, p) {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForServer(url, tries = 50) {
  for (let i = 0; i < tries; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Server at ${url} did not start`);
}

async function main() {
  const { values } = parseArgs({
    options: { dir: { type: 'string', default: 'build' }, port: { type: 'string' }, reindex: { type: 'boolean', default: false } },
  });
  const out = {};
  if (values.reindex) {
    const result = await buildIndex({ buildDir: values.dir, log: () => {} });
    out.indexingSeconds = +(result.totalMs / 1000).toFixed(1);
    out.extractionSeconds = +(result.extractMs / 1000).toFixed(1);
    out.pages = result.pages;
    out.records = result.records;
    out.documents = result.documents;
  }
  const size = directorySize(path.join(values.dir, 'pagefind'));
  out.indexBytesOnDisk = size.bytes;
  out.indexFiles = size.files;

  const port = values.port ?? String(await freePort());
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', port, '--dir', values.dir], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${base}/`);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${base}/`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    // Let the page's own link prefetching finish, so only what search fetches is counted.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);

    // Everything requested from opening the modal to the first results: modal chunk, backend chunk,
    // pagefind.js, its wasm, entry, meta, index chunks, filters and fragments.
    const fetched = [];
    page.on('requestfinished', async (request) => {
      const sizes = await request.sizes().catch(() => null);
      // responseBodySize is the encoded (compressed) body as received.
      fetched.push({ url: request.url().replace(base, ''), bytes: sizes?.responseBodySize ?? 0 });
    });
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search the documentation' });
    await input.waitFor();
    const timeQuery = (query) =>
      page.evaluate(async (q) => {
        const field = document.querySelector('[role="dialog"] input[role="combobox"]');
        const dialog = document.querySelector('[role="dialog"]');
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        const start = performance.now();
        setter.call(field, q);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((resolve) => {
          const check = () => {
            const settled = q ? dialog.dataset.searchQuery === q && dialog.dataset.searchStatus === 'done' : dialog.dataset.searchStatus === 'idle';
            if (settled) resolve();
            else requestAnimationFrame(check);
          };
          check();
        });
        await new Promise((resolve) => requestAnimationFrame(() => resolve()));
        return { total: performance.now() - start, backend: Number(dialog.dataset.searchMs) };
      }, query);

    const first = await timeQuery('webhooks');
    await page.waitForTimeout(500);
    out.firstQueryMs = Math.round(first.total);
    out.firstQueryBytes = fetched.reduce((sum, f) => sum + f.bytes, 0);
    out.firstQueryRequests = fetched.length;
    if (process.env.SEARCH_MEASURE_VERBOSE) console.error(fetched.map((f) => `${f.bytes}\t${f.url}`).join('\n'));
    out.firstQueryIndexBytes = fetched.filter((f) => f.url.startsWith('/pagefind/')).reduce((sum, f) => sum + f.bytes, 0);

    const totals = [];
    const backends = [];
    for (const query of QUERIES) {
      await timeQuery('');
      const timing = await timeQuery(query === 'webhooks' ? 'webhook' : query);
      totals.push(timing.total);
      backends.push(timing.backend);
    }
    totals.sort((a, b) => a - b);
    backends.sort((a, b) => a - b);
    out.queries = totals.length;
    out.queryToRenderMedianMs = Math.round(percentile(totals, 50));
    out.queryToRenderP95Ms = Math.round(percentile(totals, 95));
    out.searchOnlyMedianMs = Math.round(percentile(backends, 50));
    out.searchOnlyP95Ms = Math.round(percentile(backends, 95));
    out.debounceMs = 80;
    await browser.close();
  } finally {
    server.kill();
  }
  console.log(JSON.stringify(out, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

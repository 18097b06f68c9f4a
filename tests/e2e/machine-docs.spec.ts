import { test, expect, hydrated } from './fixtures';

const PAGE = '/using-the-api/paging';

test.describe('Copy page as Markdown', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  });

  test('copies the page’s Markdown copy to the clipboard and says so', async ({ page, request }) => {
    await page.goto(PAGE);
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Copy page as Markdown' });
    await expect(button).toBeVisible();

    await button.click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();

    const expected = await (await request.get(`${PAGE}.md`)).text();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(expected);
    expect(copied).toMatch(/^# \S/m);
    expect(copied).toContain('```');

    // The confirmation is temporary: the label comes back.
    await expect(page.getByRole('button', { name: 'Copy page as Markdown' })).toBeVisible({ timeout: 5_000 });
  });

  test('copies the Markdown of the page it is on after client-side navigation', async ({ page }) => {
    await page.goto(PAGE);
    await hydrated(page);
    const before = (await page.locator('.markdown h1').first().textContent())!.trim();
    // A page without a live playground: a link into one is a full page load (the next test).
    await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
    await page.locator('.markdown a[href="/using-the-api/ordering-results"]').first().click();
    await expect(page).toHaveURL(/\/using-the-api\/ordering-results$/);
    // The new page has rendered (its button, not the one of the page being left, gets the click)…
    await expect(page.locator('.markdown h1').first()).not.toHaveText(before);
    // …and the router has scrolled it to the top: the link clicked was further down, so until then the
    // button moves under the pointer.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const title = (await page.locator('.markdown h1').first().textContent())!.trim();
    expect(copied.startsWith(`# ${title}\n`)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('after a link into a live playground page, the page loaded whole takes the click', async ({ page }) => {
    await page.goto(PAGE);
    await hydrated(page);
    // The old document must not show the playground page before the browser replaces it: a click there
    // was lost when the reload threw that page away.
    const before = (await page.locator('.markdown h1').first().textContent())!.trim();
    await page.evaluate((title) => {
      new MutationObserver(() => {
        const shown = document.querySelector('.markdown h1')?.textContent?.trim();
        if (shown && shown !== title) sessionStorage.setItem('rendered-before-load', shown);
      }).observe(document.body, { childList: true, subtree: true });
    }, before);
    await page.locator('.markdown a[href="/using-the-api/querying"]').first().click();
    // The browser's own navigation: the URL changes when the new document arrives (waits for its load).
    await page.waitForURL(/\/using-the-api\/querying$/);
    await hydrated(page);
    expect(await page.evaluate(() => sessionStorage.getItem('rendered-before-load'))).toBeNull();
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith(`# ${(await page.locator('.markdown h1').first().textContent())!.trim()}\n`)).toBe(true);
  });

  test.describe('when the Markdown cannot be fetched', () => {
    // The failed request is logged by the browser itself.
    test.use({ allowConsoleErrors: true });

    test('shows an error with a link to the Markdown file', async ({ page }) => {
      await page.route(`**${PAGE}.md`, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
      await page.goto(PAGE);
      await hydrated(page);
      await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
      await expect(page.getByRole('button', { name: 'Copy failed' })).toBeVisible();
      const alert = page.getByRole('alert').filter({ hasText: 'could not be copied' });
      await expect(alert).toBeVisible();
      await expect(alert.getByRole('link', { name: 'Open the Markdown' })).toHaveAttribute('href', `${PAGE}.md`);
    });
  });

  test('is not part of the Markdown and not shown on API reference pages', async ({ page, request }) => {
    const markdown = await (await request.get(`${PAGE}.md`)).text();
    expect(markdown).not.toContain('Copy page as Markdown');
    await page.goto('/platform-api/');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Copy page as Markdown' })).toHaveCount(0);
  });
});

test.describe('files for machines', () => {
  test('llms.txt, llms-full.txt and the Markdown pages are served as text', async ({ request }) => {
    const llms = await request.get('/llms.txt');
    expect(llms.status()).toBe(200);
    expect(llms.headers()['content-type']).toContain('text/plain');
    expect(await llms.text()).toMatch(/^# .+\n\n> .+/);

    const full = await request.get('/llms-full.txt');
    expect(full.status()).toBe(200);
    expect(await full.text()).toContain(`Source: `);

    const page = await request.get(`${PAGE}.md`);
    expect(page.status()).toBe(200);
    expect(page.headers()['content-type']).toContain('text/markdown');
    const home = await request.get('/index.md');
    expect(home.status()).toBe(200);
  });
});

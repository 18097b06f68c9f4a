import { test, expect, hydrated } from './fixtures';

test.describe('layout breakpoint at 996 px', () => {
  test('996 px and below: the slide-out menu replaces the navbar items', async ({ page }) => {
    await page.setViewportSize({ width: 996, height: 800 });
    await page.goto('/support/');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await expect(toggle).toBeVisible();
    await expect(page.locator('.navbar__items .navbar__link', { hasText: 'Updates' })).toBeHidden();
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar.getByRole('link', { name: 'Updates' })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Updates' }).click();
    await expect(page).toHaveURL(/\/updates$/);
    await expect(sidebar).toBeHidden();
  });

  test('997 px and above: the items sit in the navbar', async ({ page }) => {
    await page.setViewportSize({ width: 997, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Updates' })).toBeVisible();
  });
});

test('the navbar hides on scroll down and returns on scroll up', async ({ page }) => {
  await page.goto('/using-the-api/querying');
  await hydrated(page);
  const navbar = page.locator('nav.navbar');
  await expect(navbar).not.toHaveClass(/navbarHidden/);
  for (let step = 0; step < 4; step++) {
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 250);
    await page.waitForFunction((y) => window.scrollY > y, before);
  }
  await expect(navbar).toHaveClass(/navbarHidden/);
  await expect(navbar).not.toBeInViewport();
  await page.mouse.wheel(0, -200);
  await expect(navbar).not.toHaveClass(/navbarHidden/);
  await expect(navbar).toBeInViewport();
});

test('the skip link is the first stop and moves the keyboard past the navigation', async ({ page }) => {
  await page.goto('/bank-feeds/overview');
  await hydrated(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // The theme focuses <main> and then makes it unfocusable again, so the next Tab lands in the content.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('nav.navbar')))).toBe(false);
});

test('the colour mode starts light, flips, and persists under `theme`', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await hydrated(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('the announcement bar stays dismissed for its id and returns for a new id', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const bar = page.getByRole('banner').filter({ hasText: 'Bill Pay (sync) v2' });
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await hydrated(page);
  await expect(page.getByText('Bill Pay (sync) v2 is available')).toBeHidden();
  // A different stored id means an older announcement was dismissed: the current one shows again.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
  await page.reload();
  await expect(page.getByText('Bill Pay (sync) v2 is available')).toBeVisible();
});

test.describe('not found', () => {
  test.use({ allowConsoleErrors: true });

  test('an unknown route shows the helpful not-found page with status 404', async ({ page, consoleErrors }) => {
    const response = await page.goto('/using-the-api/pagingg');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await hydrated(page);
    await expect(page.getByRole('link', { name: '/using-the-api/paging', exact: true })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search the docs' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Make your first API call' })).toBeVisible();
    // The only console error is Chromium reporting the document's own 404 status.
    expect(consoleErrors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  });
});

for (const [from, to] of [
  ['/bank-feeds/overview.html', '/bank-feeds/overview'],
  ['/bank-feeds/overview/index.html', '/bank-feeds/overview'],
  ['/index.html', '/'],
] as const) {
  test(`${from} normalises to ${to}`, async ({ page }) => {
    const response = await page.goto(from);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(to);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

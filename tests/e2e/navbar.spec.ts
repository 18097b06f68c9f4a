import { test, expect, hydrated } from './fixtures';

/** The navbar of spec §2.7: every item, in order, with where it leads. */
const apiMenu = [
  ['Spend Insights', '/spend-insights-api/'],
  ['Bank Feeds', '/bank-feeds-api/'],
  ['Bill Pay (async)', '/payables-api/'],
  ['Bill Pay (sync)', '/sync-for-payables-v2-api/'],
  ['Expenses', '/sync-for-expenses-api/'],
  ['Lending', '/lending-api/'],
  ['Platform API', '/platform-api/'],
  ['OpenAPI spec', 'https://github.com/ledgerlink/openapi'],
] as const;
const communityMenu = [
  ['GitHub', 'https://github.com/ledgerlink'],
  ['Blog', 'https://www.ledgerlink.io/blog'],
] as const;
const supportMenu = [
  ['Get help', '/support/get-help'],
  ['End-user support', 'https://help.ledgerlink.io'],
  ['API status', 'https://status.ledgerlink.io'],
  ['Report a docs issue', 'https://github.com/ledgerlink/docs/issues/new?labels=docs'],
] as const;

test('top-level items lead where the spec says', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('link', { name: 'Updates', exact: true })).toHaveAttribute('href', '/updates');
  await expect(nav.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', 'https://portal.ledgerlink.io');
  await expect(nav.locator('.navbar__brand img').first()).toHaveAttribute('width', '170');
  await expect(nav.locator('.navbar__brand img').first()).toHaveAttribute('height', '28');
});

for (const [menu, items] of [
  ['API', apiMenu],
  ['Community', communityMenu],
  ['Support', supportMenu],
] as const) {
  test(`the ${menu} dropdown lists its links in order`, async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const dropdown = page.locator('.navbar__item.dropdown', { has: page.getByRole('button', { name: menu, exact: true }) });
    await dropdown.hover();
    const links = dropdown.locator('.dropdown__menu a');
    await expect(links).toHaveCount(items.length);
    for (const [index, [label, href]] of items.entries()) {
      await expect(links.nth(index)).toHaveText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
      await expect(links.nth(index)).toHaveAttribute('href', href);
    }
  });
}

test('every internal navbar target is a real page', async ({ page, request }) => {
  const internal = [...apiMenu, ...supportMenu].map(([, href]) => href).filter((href) => href.startsWith('/'));
  for (const href of ['/', '/updates', ...internal]) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(await response.text(), href).not.toContain('Page not found');
  }
  await page.goto('/');
});

test('an internal dropdown link navigates on the client', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.locator('.navbar__items').getByRole('button', { name: 'Support', exact: true }).hover();
  await page.getByRole('link', { name: 'Get help' }).click();
  await expect(page).toHaveURL(/\/support\/get-help$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

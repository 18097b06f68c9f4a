import { test, expect, hydrated } from './fixtures';

test('a Mermaid diagram in Markdown shows as an SVG drawn at build time, in the current colour mode', async ({ page }) => {
  await page.goto('/bank-feeds/overview');
  const figure = page.locator('.markdown [data-diagram]').first();
  const light = figure.locator('img.diagram__image--light');
  const dark = figure.locator('img.diagram__image--dark');
  await expect(light).toBeVisible();
  await expect(light).toHaveAttribute('alt', /Push bank transactions/);
  await expect(light).toHaveAttribute('src', /^\/diagrams\/[0-9a-f]{16}-light\.svg$/);
  await expect.poll(() => light.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(dark).toBeHidden();
  // No Mermaid in the browser: the page never asks for its chunk.
  expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /mermaid/i.test(entry.name)))).toBe(false);
  await hydrated(page);
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(dark).toBeVisible();
  await expect(light).toBeHidden();
  await expect.poll(() => dark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

test('a live code block edits and re-renders in its playground below the code', async ({ page }) => {
  await page.goto('/using-the-api/querying');
  await hydrated(page);
  const playground = page.locator('[class*="playgroundContainer"]').first();
  // The server's markup stays until the playground's chunk is in, then is swapped for the live one
  // (src/theme/CodeBlock), whose editor alone is editable: acting before the swap acts on a node that goes.
  await expect(playground.locator('[contenteditable]').first()).toBeAttached();
  await playground.scrollIntoViewIfNeeded();
  const editor = playground.locator('[class*="playgroundEditor"]').first();
  const result = playground.locator('[class*="playgroundPreview"]').first();
  await expect(result).toContainText('status%3DPaid%26%26currency%3DGBP');
  const header = playground.locator('[class*="playgroundHeader"]');
  const headerBox = await header.last().boundingBox();
  const editorBox = await editor.boundingBox();
  expect(headerBox!.y).toBeGreaterThan(editorBox!.y);
  await editor.click();
  await editor.press('ControlOrMeta+a');
  await editor.press('Backspace');
  await editor.pressSequentially("<code>{encodeURIComponent('currency=GBP')}</code>");
  await expect(result).toContainText('currency%3DGBP');
});

test('image zoom opens on click after 1 s and closes after scrolling more than 40 px', async ({ page }) => {
  await page.goto('/bank-feeds/overview');
  await hydrated(page);
  const image = page.locator('.markdown > p > img').first();
  await expect(image).toBeVisible();
  // The zoom attaches 1 s after the route renders; medium-zoom marks each image it attached to.
  await expect(image).toHaveClass(/medium-zoom-image/);
  await image.click();
  const overlay = page.locator('.medium-zoom-overlay');
  await expect(overlay).toBeVisible();
  // medium-zoom ignores scrolling while its opening transition runs: wait until it has ended.
  await page.waitForFunction(() => {
    const zoomed = document.querySelector('.medium-zoom-image--opened');
    return !!zoomed && zoomed.getAnimations().length === 0;
  });
  await page.mouse.wheel(0, 20);
  // The zoom's scroll listener has seen this scroll once the page has moved and painted a frame.
  await page.waitForFunction(() => window.scrollY > 0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  await expect(overlay).toBeVisible();
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 100);
  // Past 40 px from where the zoom opened, the zoom closes.
  await page.waitForFunction((start) => window.scrollY - start > 40, before);
  await expect(overlay).toBeHidden();
});

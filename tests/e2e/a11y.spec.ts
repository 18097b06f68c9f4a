/**
 * axe-core on every page type in light and dark mode: no violation of the WCAG 2.0/2.1/2.2 A and AA
 * rules or axe's best practices, whatever its impact (issue 11; `npm run perf` runs the same rules on
 * the largest API page too).
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';

// Playwright compiles specs to CommonJS, so `require` is the module's own.
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The newest listed post: posts are named YYMMDD-slug, so the last name sorts last. */
const newestPost = fs
  .readdirSync('updates')
  .filter((name) => /^\d{6}-.+\.mdx?$/.test(name) && !/^unlisted: true$/m.test(fs.readFileSync(`updates/${name}`, 'utf8')))
  .sort()
  .at(-1)!
  .replace(/\.mdx?$/, '');

const pages: Array<[string, string]> = [
  ['docs home', '/'],
  ['doc page', '/using-the-api/paging'],
  ['long doc page with a diagram', '/bank-feeds/guides-tutorial'],
  ['doc page with a live code block', '/using-the-api/querying'],
  // The data tables of issue 26: the error catalogue and an integration's write support.
  ['doc page with the error catalogue', '/using-the-api/errors'],
  ['integration reference with write support', '/integrations/accounting/sage-50/reference'],
  ['updates list', '/updates'],
  ['post', `/updates/${newestPost}`],
  // Every API page is the same components; /accounting-api/ (1.6 MB of HTML) takes axe over a minute on
  // two cores, so the browser suite checks a mid-size one and `npm run perf` the largest.
  ['API reference page', '/sync-for-payroll-api/'],
  ['search page', '/search?q=invoice'],
  ['page not found', '/no-such-page-here'],
];
const NOT_FOUND = '/no-such-page-here';

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

async function axeViolations(page: Page): Promise<Violation[]> {
  await page.evaluate(axeSource);
  const result = await page.evaluate(() =>
    // @ts-expect-error axe-core is injected just above
    window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    }),
  );
  return (result as { violations: Violation[] }).violations;
}

function describeViolations(violations: Violation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.impact} ${violation.id} (${violation.help}): ${violation.nodes
          .slice(0, 4)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    )
    .join('\n');
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.use({ colorScheme: mode });

    for (const [name, url] of pages) {
      test.describe(() => {
        // The browser logs the 404 status of the not-found page as a console error.
        test.use({ allowConsoleErrors: url === NOT_FOUND });

        test(`${name} has no axe violation`, async ({ page }) => {
          await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
          const response = await page.goto(url);
          expect(response?.status(), 'status').toBe(url === NOT_FOUND ? 404 : 200);
          await hydrated(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          if (url.startsWith('/search')) await expect(page.locator('[data-search-status="done"]')).toBeVisible({ timeout: 15_000 });
          const violations = await axeViolations(page);
          expect(violations, describeViolations(violations)).toEqual([]);
        });
      });
    }
  });
}

// A post's table of contents sat beside `<main>`, in no landmark, and a screen reader's list of
// landmarks skipped it (src/theme/BlogLayout); the loop above runs axe's `region` rule on posts too.
test("a post's table of contents is a landmark on wide screens only", async ({ page }) => {
  await page.goto(`/updates/${newestPost}`);
  await hydrated(page);
  await expect(page.getByRole('complementary', { name: 'On this page' }).getByRole('link').first()).toBeVisible();
  // On a phone the theme hides the table of contents, and its landmark must go too, not stay empty.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.getByRole('complementary', { name: 'On this page' })).toHaveCount(0);
});

// The routes a build publishes, and how they compare with the committed list
// (tests/published-routes.txt): the per-page part of the published-routes check, run in the build
// pass; scripts/checks/published-routes.mjs compares and updates the list.
import { isClientRedirectPage } from './redirect-pages.mjs';
import { normalizePath } from '../host/redirect-rules.mjs';

const LIST_HEADER = [
  '# Every route the production build publishes, one per line. Checked by',
  '# scripts/checks/published-routes.mjs: a route that disappears needs a redirect in redirects.ts;',
  '# after adding or removing pages on purpose, run `npm run routes:update` (after `npm run build`).',
];

/** The route a parsed page publishes: null for the 404 page and client redirect pages. */
export function publishedRoute(/** @type {import('./built-site.mjs').BuiltPage} */ page) {
  if (page.file === '404.html' || isClientRedirectPage(page.tree)) return null;
  return normalizePath(page.route);
}

/** The routes of a published-routes list (comments and blank lines ignored). */
export function parseRouteList(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

export function renderRouteList(routes) {
  return `${[...LIST_HEADER, ...[...routes].sort()].join('\n')}\n`;
}

const ACCEPT = '`npm run routes:update`';

/**
 * Compares the committed list with the routes of the current build. `redirectTo(route)` returns
 * where an old route is redirected, or null. A gone route is fine when its redirect lands on a
 * route the build publishes. Each problem is `{ route, change: 'gone' | 'new', message }`, the message
 * naming the command that accepts the change.
 */
export function compareRoutes(listed, current, redirectTo) {
  const now = new Set(current);
  const before = new Set(listed);
  const problems = [];
  for (const route of listed) {
    if (now.has(route)) continue;
    const target = redirectTo(route);
    if (!target)
      problems.push({
        route,
        change: 'gone',
        message: `page ${route} is gone and not redirected: add a redirect to redirects.ts, or run ${ACCEPT} to accept its removal`,
      });
    else if (!now.has(normalizePath(target)))
      problems.push({
        route,
        change: 'gone',
        message: `page ${route} is gone and redirected to ${target}, which is not published either: fix the redirect in redirects.ts`,
      });
  }
  for (const route of current) {
    if (!before.has(route))
      problems.push({
        route,
        change: 'new',
        message: `new page ${route} is not in tests/published-routes.txt: run ${ACCEPT} to accept it`,
      });
  }
  return problems;
}

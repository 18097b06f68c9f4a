import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareRoutes, parseRouteList, renderRouteList } from '../../lib/build/published-routes.mjs';
import { readBuildReport } from '../../lib/build/build-report.mjs';
import { createMatcher } from '../../lib/host/redirect-rules.mjs';

const current = readBuildReport(path.resolve(__dirname, '../fixtures/checks/published-routes/build')).routes;
const redirectTo = createMatcher([
  { source: '/assess/overview', destination: '/lending/overview' },
  { source: '/assess/features', destination: '/lending/features' },
]);

describe('moved-page guard', () => {
  it('lists the routes of real pages, not the 404 page or client redirect pages', () => {
    expect(current).toEqual(['/', '/lending/overview', '/updates']);
  });

  it('passes when the list matches the build', () => {
    expect(compareRoutes(parseRouteList(renderRouteList(current)), current, redirectTo)).toEqual([]);
  });

  it('passes a route that disappeared behind a redirect to a published page', () => {
    expect(compareRoutes([...current, '/assess/overview'], current, redirectTo)).toEqual([]);
  });

  it('fails a route that disappeared without a redirect, or behind a redirect to nowhere', () => {
    expect(compareRoutes([...current, '/sfc/setup', '/assess/features'], current, redirectTo).map((p) => p.message)).toEqual([
      'page /sfc/setup is gone and not redirected: add a redirect to redirects.ts, or run `npm run routes:update` to accept its removal',
      'page /assess/features is gone and redirected to /lending/features, which is not published either: fix the redirect in redirects.ts',
    ]);
  });

  it('fails a new route until the list is updated on purpose', () => {
    expect(compareRoutes(['/', '/updates'], current, redirectTo)).toEqual([
      {
        route: '/lending/overview',
        change: 'new',
        message: 'new page /lending/overview is not in tests/published-routes.txt: run `npm run routes:update` to accept it',
      },
    ]);
  });

  it('reads the list without comments and blank lines', () => {
    expect(parseRouteList('# header\n\n/\n/updates\n')).toEqual(['/', '/updates']);
  });
});

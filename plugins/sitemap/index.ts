/**
 * The site's sitemap items: every indexable page Docusaurus knows (unlisted pages carry `noindex`
 * and drafts are not built, so the default list already leaves them out), minus the search and API
 * explorer pages and any redirect source, plus one entry per API operation and webhook anchor of each
 * reference page (`/accounting-api/#operation/list-invoices`, `/platform-api/#webhook/read.completed`),
 * taken from the view model the api-reference
 * plugin renders the page from, so the sitemap lists exactly the anchors the page has.
 *
 * Plug it into the preset's `sitemap` options: `createSitemapItems` (or `sitemapItemsExcluding([...])`).
 */
import fs from 'node:fs/promises';
import type { Options as SitemapOptions } from '@docusaurus/plugin-sitemap';
import type { RouteConfig } from '@docusaurus/types';

type CreateSitemapItems = NonNullable<SitemapOptions['createSitemapItems']>;

/** Pages that are tools rather than content. */
const NEVER_LISTED = [/^\/search\/?$/, /^\/swagger(\/|$)/, /^\/404(\.html)?$/];

function normalizePath(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

function flattenRoutes(routes: readonly RouteConfig[], out: RouteConfig[] = []): RouteConfig[] {
  for (const route of routes) {
    if (route.routes) flattenRoutes(route.routes, out);
    else out.push(route);
  }
  return out;
}

/** The file behind the `api` module of an api-reference route (a path, or `{path}` in newer module shapes). */
function apiModulePath(route: RouteConfig): string | undefined {
  const api = (route.modules as Record<string, unknown> | undefined)?.api;
  if (typeof api === 'string') return api;
  if (api && typeof api === 'object' && typeof (api as { path?: unknown }).path === 'string') return (api as { path: string }).path;
  return undefined;
}

/** Every `operation/…` and `webhook/…` anchor in an API view model, in page order. */
export function operationAnchors(viewModel: unknown): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const anchor = typeof record.anchor === 'string' ? record.anchor : '';
      const isOperation = anchor.startsWith('operation/') && typeof record.operationId === 'string';
      const isWebhook = anchor.startsWith('webhook/') && typeof record.name === 'string';
      if ((isOperation || isWebhook) && !seen.has(anchor)) {
        seen.add(anchor);
        out.push(anchor);
      }
      Object.values(record).forEach(visit);
    }
  };
  visit(viewModel);
  return out;
}

async function anchorsOfRoute(route: RouteConfig | undefined): Promise<string[]> {
  const plugin = (route as { plugin?: { name?: string } } | undefined)?.plugin;
  const file = route && plugin?.name === 'api-reference' ? apiModulePath(route) : undefined;
  if (!file) return [];
  return operationAnchors(JSON.parse(await fs.readFile(file, 'utf8')));
}

/** `createSitemapItems` that also leaves out the given paths (for example the sources of redirects). */
export function sitemapItemsExcluding(excludedPaths: Iterable<string> = []): CreateSitemapItems {
  const excluded = new Set([...excludedPaths].map(normalizePath));
  return async ({ defaultCreateSitemapItems, ...params }) => {
    const items = await defaultCreateSitemapItems(params);
    const routes = new Map(flattenRoutes(params.routes).map((r) => [normalizePath(r.path), r]));
    const out: typeof items = [];
    for (const item of items) {
      const path = normalizePath(new URL(item.url).pathname);
      if (NEVER_LISTED.some((re) => re.test(path)) || excluded.has(path)) continue;
      out.push(item);
      for (const anchor of await anchorsOfRoute(routes.get(path))) {
        out.push({ ...item, url: `${item.url}#${anchor}` });
      }
    }
    return out;
  };
}

export const createSitemapItems: CreateSitemapItems = sitemapItemsExcluding();

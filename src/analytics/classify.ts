/** Pure helpers that turn paths, URLs and titles into event properties. */
import type { ApiName } from '../data/apis';
import type { LinkType } from './events';

const SITE_TITLE_SUFFIX = /\s+\|\s+Ledgerlink Docs$/;

/** Extensions that a link downloads rather than opens as a page. */
const DOWNLOAD_EXTENSIONS = new Set([
  'pdf',
  'zip',
  'gz',
  'tgz',
  'csv',
  'xls',
  'xlsx',
  'doc',
  'docx',
  'json',
  'yaml',
  'yml',
  'xml',
  'txt',
  'postman_collection',
  'har',
  'png',
  'jpg',
  'jpeg',
  'svg',
  'mp4',
]);

/**
 * The API reference routes (`/<name>-api/`). A record over `ApiName` rather than an import of
 * `apis`, so that the type checker keeps it complete without shipping the API summaries in main.js.
 */
const API_NAMES: Readonly<Record<ApiName, true>> = {
  accounting: true,
  assess: true,
  'bank-feeds': true,
  'bank-feeds-v2': true,
  banking: true,
  ledgerlink: true,
  commerce: true,
  files: true,
  idx: true,
  lending: true,
  payables: true,
  platform: true,
  'spend-insights': true,
  'sync-for-commerce': true,
  'sync-for-commerce-v1': true,
  'sync-for-expenses': true,
  'sync-for-expenses-v1': true,
  'sync-for-partner-commerce': true,
  'sync-for-payables': true,
  'sync-for-payables-v2': true,
  'sync-for-payroll': true,
};

/** Pages that are not documentation sections of their own. */
const FIXED_SECTIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/$/, 'home'],
  [/^\/swagger(\/|$)/, 'api-reference'],
  [/^\/updates(\/|$)/, 'updates'],
  [/^\/tags(\/|$)/, 'tags'],
  [/^\/search(\/|$)/, 'search'],
  [/^\/(support|raise-support-ticket)(\/|$)/, 'support'],
];

/**
 * The documentation section of a path: its first segment (`/using-the-api/paging` →
 * `using-the-api`), with the API reference, updates, tags, search and support pages grouped.
 */
export function sectionFromPath(pathname: string): string {
  const path = (pathname || '/')
    .toLowerCase()
    .replace(/\/index(\.html)?$/, '/')
    .replace(/\.html$/, '');
  for (const [pattern, section] of FIXED_SECTIONS) if (pattern.test(path)) return section;
  const first = path.split('/').find((segment) => segment.length > 0);
  if (!first) return 'home';
  const api = /^(.+)-api$/.exec(first)?.[1];
  if (api && Object.prototype.hasOwnProperty.call(API_NAMES, api)) return 'api-reference';
  return first;
}

/** The page's own name: its title without the site suffix. */
export function pageNameFromTitle(title: string): string {
  const name = title.replace(SITE_TITLE_SUFFIX, '').trim();
  return name || title.trim();
}

/**
 * Classifies a link. `pageUrl` is the URL of the page the link is on; `hasDownloadAttribute`
 * is true for `<a download>`. Anything that is not http(s) (mailto:, tel:, javascript:, a bare
 * `#`) or cannot be parsed is `unknown`.
 */
export function linkType(href: string | null | undefined, pageUrl: string, hasDownloadAttribute = false): LinkType {
  if (!href) return 'unknown';
  let url: URL;
  let page: URL;
  try {
    page = new URL(pageUrl);
    url = new URL(href, page);
  } catch {
    return 'unknown';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'unknown';
  if (hasDownloadAttribute) return 'download';
  const extension = /\.([a-z0-9_]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  if (extension && DOWNLOAD_EXTENSIONS.has(extension)) return 'download';
  return url.origin === page.origin ? 'internal' : 'external';
}

/** Absolute URL of a link, or the raw value when it cannot be resolved. */
export function absoluteUrl(href: string, pageUrl: string): string {
  try {
    return new URL(href, pageUrl).href;
  } catch {
    return href;
  }
}

/** Visible text of a link, whitespace collapsed and capped (the SDK's own cap is 255). */
export function linkText(text: string | null | undefined, fallback = ''): string {
  const collapsed = (text ?? '').replace(/\s+/g, ' ').trim();
  return (collapsed || fallback).slice(0, 255);
}

/** The referrer property of Page View: `direct` when there is none. */
export function referrerOrDirect(referrer: string | null | undefined): string {
  return referrer && referrer.trim() ? referrer : 'direct';
}

/** Language of a code block from its classes (`language-ts` → `ts`), `text` when unmarked. */
export function languageFromClassName(className: string | null | undefined, fallback = 'text'): string {
  const match = /(?:^|\s)language-([\w+#-]+)/.exec(className ?? '');
  return match?.[1] ?? fallback;
}

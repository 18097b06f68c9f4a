// The one extractor behind both search backends: reads a page of the production build and returns
// DocSearch-schema records (hierarchy.lvl0–6, content, url, anchor, type, language, version,
// docusaurus_tag, item_priority). The Pagefind index (build-index.mjs) and the Typesense push
// (push-typesense.mjs) are both built from these records, so the two backends find the same things.
//
// Only the page's own content is read: navbar, sidebars, breadcrumbs, table of contents, footer,
// pagination, code blocks and copy buttons are skipped. Text is cut into blocks (paragraphs, list
// items, table rows); a nested list yields one record per item, never a parent repeating its
// children. API reference pages give one record per operation (its heading has
// `id="operation/<operationId>"`) with the endpoint and description, not the schemas.
import path from 'node:path';
import { attribute, buildFiles, builtPages, elements, parseHtml } from '../build/built-site.mjs';
import { definedField } from './field-definitions.mjs';

/** The label of the latest docs version (spec §2.5); Docusaurus calls it `current` in the HTML. */
export const VERSION_LABELS = { current: 'v6' };

export const API_SECTION = 'API reference';
export const HOME_SECTION = 'Documentation';

/** lvl0 of every page, from the first path segment (spec §2.5 sections). */
export const SECTION_LABELS = {
  'auth-flow': 'Auth flow',
  'bank-feeds': 'Bank Feeds',
  commerce: 'Sync for Commerce',
  configure: 'Configure',
  'core-concepts': 'Core concepts',
  'data-model': 'Data model',
  enterprise: 'Enterprise',
  expenses: 'Sync for Expenses',
  'get-started': 'Get started',
  guides: 'Guides',
  integrations: 'Integrations',
  'knowledge-base': 'Knowledge base',
  lending: 'Lending',
  payables: 'Bill Pay',
  payroll: 'Sync for Payroll',
  'spend-insights': 'Spend Insights',
  support: 'Support',
  'raise-support-ticket': 'Support',
  // The API explorer belongs with the reference pages it explores.
  swagger: API_SECTION,
  terms: 'Glossary',
  usecases: 'Use cases',
  'using-the-api': 'Using the API',
  updates: 'Updates',
};

/** Pages that are not content: list pages, the search page itself, client-only apps. */
const SKIPPED_PATHS = [/^\/search\/?$/, /^\/404(\.html)?$/, /^\/updates\/archive\/?$/, /^\/updates\/authors(\/|$)/];

/**
 * Pages kept from web search engines (`noindex`) that the site's own search still finds by name: the
 * API explorer (/swagger/) is a client-side app whose operations are the API reference's, so crawlers
 * skip it, but readers look for it ("api explorer", "try the api").
 */
const SITE_SEARCH_ONLY = [/^\/swagger\/?$/];

const SKIPPED_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'canvas',
  'iframe',
  'object',
  'video',
  'audio',
  'nav',
  'footer',
  'aside',
  'button',
  'pre',
  'form',
  'input',
  'select',
  'textarea',
  'img',
  'picture',
  'dialog',
]);

/** Class names of the theme's chrome around the content (kept stable by Docusaurus as `theme-*` and Infima names). */
const SKIPPED_CLASSES = [
  'navbar',
  'footer',
  'menu',
  'sidebar',
  'breadcrumbs',
  'theme-doc-breadcrumbs',
  'table-of-contents',
  'theme-doc-toc-mobile',
  'theme-doc-toc-desktop',
  'pagination-nav',
  'theme-doc-footer',
  'hash-link',
  'theme-edit-this-page',
  'theme-last-updated',
  'theme-doc-version-badge',
  'theme-doc-version-banner',
  'theme-blog-footer-edit-meta-row',
  'theme-code-block',
  'theme-admonition-icon',
  'skipToContent',
  'announcementBar',
  'theme-announcement-bar',
];
// CSS-module classes are `<name>_<hash>` in the build; these are the theme's tab-free chrome inside content.
const SKIPPED_CLASS_PREFIXES = [
  'tocCollapsible',
  'admonitionHeading',
  'admonitionIcon',
  'copyButton',
  'buttonGroup',
  'announcementBar',
  'playgroundHeader',
];
// On API reference pages: the eyebrow, the version/operation count line, download buttons and the
// per-operation "Authorization: …" line repeat on every page and say nothing searchable.
const API_SKIPPED_CLASS_PREFIXES = ['eyebrow', 'meta', 'downloads', 'auth'];

const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'del',
  'ins',
  'label',
  'wbr',
]);
const HEADING = /^h([1-6])$/;
const OPERATION_BADGE = /^(GET|POST|PUT|PATCH|DEL|DELETE|HEAD|OPTIONS|TRACE|Deprecated)$/;
const MAX_CONTENT = 2000;

/**
 * True for the anchor of an API operation (`operation/list-invoices`) or a webhook
 * (`webhook/connection.connected`): each is a search result of its own on its reference page.
 * @param {string | null | undefined} anchor
 */
export function isEndpointAnchor(anchor) {
  return !!anchor && /^(operation|webhook)\//.test(anchor);
}

const isTag = (node) => node.type === 'element';
/** hast keeps attributes as properties: `class` → `className`, `aria-hidden` → `ariaHidden`. */
const property = (name) => (name === 'class' ? 'className' : name.replace(/-([a-z])/g, (_m, c) => c.toUpperCase()));
const attr = (node, name) => (node.properties ? attribute(node, property(name)) : undefined);
const classes = (node) => (attr(node, 'class') ?? '').split(/\s+/).filter(Boolean);
const clean = (text) =>
  text
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function isSkipped(node, apiPage = false) {
  if (SKIPPED_TAGS.has(node.tagName)) return true;
  const role = attr(node, 'role');
  if (role === 'tablist' || role === 'status') return true;
  if (
    attr(node, 'aria-hidden') === 'true' ||
    attr(node, 'data-search-ignore') !== undefined ||
    attr(node, 'data-pagefind-ignore') !== undefined
  )
    return true;
  if (node.tagName === 'a' && /^Copy link/.test(attr(node, 'aria-label') ?? '')) return true;
  return classes(node).some(
    (c) =>
      SKIPPED_CLASSES.includes(c) ||
      SKIPPED_CLASS_PREFIXES.some((p) => c.startsWith(`${p}_`)) ||
      (apiPage && API_SKIPPED_CLASS_PREFIXES.some((p) => c.startsWith(`${p}_`))),
  );
}

/** The elements under a node, in document order. */
function walkTags(node) {
  const all = elements(node);
  return all[0] === node ? all.slice(1) : all;
}

function find(root, predicate) {
  for (const node of walkTags(root)) if (predicate(node)) return node;
  return null;
}

/**
 * Inline text of an element, without skipped parts; `skipChild` drops further children.
 * @param {any} node
 * @param {(child: any) => boolean} [skipChild]
 */
function textOf(node, skipChild = () => false) {
  let out = '';
  for (const child of node.children ?? []) {
    if (child.type === 'text') out += child.value;
    else if (isTag(child) && !isSkipped(child) && !skipChild(child)) {
      const inner = textOf(child, skipChild);
      out += child.tagName === 'br' || !INLINE_TAGS.has(child.tagName) ? ` ${inner} ` : inner;
    }
  }
  return out;
}

function headingText(node) {
  const id = attr(node, 'id') ?? '';
  const isOperation = isEndpointAnchor(id);
  // API operation headings carry a method badge (the method is in the record content) and maybe a
  // "Deprecated" badge (the deprecation note is in the content too).
  return clean(textOf(node, (child) => isOperation && OPERATION_BADGE.test(clean(textOf(child)))));
}

/** The other names a page gives itself, each in a `data-also-called` element (`Bank Feeds API v1` on its reference). */
function namesOf(document) {
  return walkTags(document)
    .filter((node) => attr(node, 'data-also-called') !== undefined)
    .map((node) => clean(textOf(node)))
    .filter(Boolean);
}

/** The page's meta tags by name (or property), the last one of a name winning; read once per page. */
const metaTags = new WeakMap();

function metaContent(document, name) {
  let tags = metaTags.get(document);
  if (!tags) {
    tags = new Map();
    for (const node of walkTags(document)) {
      if (node.tagName !== 'meta') continue;
      const content = attr(node, 'content');
      for (const key of [attr(node, 'name'), attr(node, 'property')]) if (key !== undefined) tags.set(key, content);
    }
    metaTags.set(document, tags);
  }
  return tags.get(name);
}

/** The page's path: its canonical URL when it has one, else the file's place in the build. */
export function pagePath(document, relativeFile) {
  const canonical = find(document, (n) => n.tagName === 'link' && attr(n, 'rel') === 'canonical');
  if (canonical && attr(canonical, 'href')) {
    try {
      return decodeURI(new URL(attr(canonical, 'href'), 'https://example.invalid').pathname);
    } catch {
      // fall through to the file path
    }
  }
  const file = relativeFile.split(path.sep).join('/');
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`.replace(/\/$/, '') || '/';
  return `/${file.replace(/\.html$/, '')}`;
}

export function sectionFor(urlPath, isApiPage) {
  if (isApiPage || /^\/[^/]+-api\/?$/.test(urlPath)) return API_SECTION;
  const first = urlPath.split('/').filter(Boolean)[0];
  if (!first) return HOME_SECTION;
  if (SECTION_LABELS[first]) return SECTION_LABELS[first];
  const words = first.replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function contentRoot(document) {
  return (
    find(document, (n) => classes(n).includes('theme-doc-markdown')) ??
    find(document, (n) => attr(n, 'id') === '__blog-post-container') ??
    find(document, (n) => n.tagName === 'main') ??
    find(document, (n) => n.tagName === 'body') ??
    document
  );
}

function pageTitle(document, root) {
  const h1 = find(root, (n) => n.tagName === 'h1' && !isSkipped(n)) ?? find(document, (n) => n.tagName === 'h1' && !isSkipped(n));
  return h1 ? headingText(h1) : documentTitle(document);
}

/** The page's `<title>`, as a browser tab, a bookmark or a search engine shows it, without the site's name. */
function documentTitle(document) {
  const title = find(document, (n) => n.tagName === 'title');
  return title ? clean(textOf(title)).replace(/\s+\|\s+[^|]+$/, '') : '';
}

/**
 * The entries of a list a meta tag carries: front matter `keywords` reach the page as
 * `<meta name="keywords" content="a,b">`, `reader_phrases` (how readers who do not know a page's
 * words search for it) as `<meta name="reader-phrases" content="a; b">` (src/components/ReaderPhrasesMeta).
 */
function splitList(value, separator) {
  return (value ?? '')
    .split(separator)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

const ENDPOINT = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) (\/\S*)$/;
/**
 * An operation is also found by its operationId and its endpoint: `list-invoices`,
 * `GET /companies/{companyId}/data/invoices` and the path alone. The endpoint is the first text
 * under the operation heading; every record of the operation gets them once the page is read.
 * @param {any[]} records
 * @returns {any[]}
 */
function withOperationKeywords(records) {
  const endpoints = new Map();
  for (const r of records) {
    if (isEndpointAnchor(r.anchor) && r.type === 'content' && !endpoints.has(r.anchor) && ENDPOINT.test(r.content)) {
      endpoints.set(r.anchor, r.content);
    }
  }
  return records.map((r) => {
    if (!isEndpointAnchor(r.anchor)) return r;
    const endpoint = endpoints.get(r.anchor);
    const id = r.anchor.slice(r.anchor.indexOf('/') + 1);
    return { ...r, keywords: endpoint ? [id, endpoint, endpoint.split(' ')[1]] : [id] };
  });
}

const LEVEL_WEIGHT = { lvl1: 60, lvl2: 50, lvl3: 40, lvl4: 30, lvl5: 20, lvl6: 10, content: 0 };
/**
 * item_priority = page weight + level weight: docs first, then legacy APIs (kept for existing
 * integrations, marked `data-api-legacy` on their reference page), then update posts; a deprecated
 * API operation ranks below everything.
 */
export const PRIORITY = { docs: 300, legacy: 150, updates: 100, deprecated: 0 };

/** True for the records of a legacy API's reference page. */
export function isLegacyApi(record) {
  return record.item_priority >= PRIORITY.legacy && record.item_priority < PRIORITY.docs;
}

/** True for the records of an API operation whose heading carries the "Deprecated" badge. */
export function isDeprecatedOperation(record) {
  return isEndpointAnchor(record.anchor) && record.item_priority < PRIORITY.updates;
}

/** Why a page gets no records, or null when it is indexed. */
export function skipReason(document, urlPath) {
  if (SKIPPED_PATHS.some((re) => re.test(urlPath))) return 'not a content page';
  if (find(document, (n) => n.tagName === 'meta' && /^refresh$/i.test(attr(n, 'http-equiv') ?? ''))) return 'redirect';
  const robots = metaContent(document, 'robots') ?? '';
  if (/noindex/i.test(robots) && !SITE_SEARCH_ONLY.some((re) => re.test(urlPath))) return 'noindex';
  const tag = metaContent(document, 'docusaurus_tag');
  if (tag && tag !== 'default' && !tag.startsWith('docs-') && !isChangelogHome(tag, urlPath)) return `list page (${tag})`;
  return null;
}

/** The first page of the updates list is where "changelog" leads: it is found by its title, not its (changing) list. */
function isChangelogHome(tag, urlPath) {
  return tag === 'blog_posts_list' && /^\/updates\/?$/.test(urlPath);
}

/**
 * Records of one built page, its HTML or its parsed tree (hast, as the build pass hands it over).
 * `relativeFile` is its path inside build/ (used when the page has no canonical link). Returns [] for
 * pages that are not indexed (see skipReason).
 */
export function extractRecords(page, relativeFile = 'index.html', options = {}) {
  const versionLabels = options.versionLabels ?? VERSION_LABELS;
  const document = typeof page === 'string' ? parseHtml(page) : page;
  const url = pagePath(document, relativeFile);
  if (skipReason(document, url)) return [];

  const htmlEl = find(document, (n) => n.tagName === 'html');
  const language = (attr(htmlEl ?? {}, 'lang') ?? 'en').toLowerCase();
  const pageTag = metaContent(document, 'docusaurus_tag') ?? 'default';
  // The changelog home is searched like any page of the site, not as a blog list.
  const tag = isChangelogHome(pageTag, url) ? 'default' : pageTag;
  const versionName = metaContent(document, 'docusaurus_version');
  const version = versionName ? [versionLabels[versionName] ?? versionName] : [];
  const root = contentRoot(document);
  const isApiPage = !!find(document, (n) => isEndpointAnchor(attr(n, 'id')));
  const lvl0 = sectionFor(url, isApiPage);
  const lvl1 = pageTitle(document, root);
  if (!lvl1) return [];
  const legacy = isApiPage && !!find(document, (n) => attr(n, 'data-api-legacy') !== undefined);
  const pageWeight = url.startsWith('/updates/') ? PRIORITY.updates : legacy ? PRIORITY.legacy : PRIORITY.docs;
  const description = metaContent(document, 'description') ?? null;
  const pageKeywords = splitList(metaContent(document, 'keywords'), ',');
  const readerPhrases = splitList(metaContent(document, 'reader-phrases'), ';');
  // A page's other names: an API reference's "Also called" in its intro, and the title a browser tab
  // shows where it differs from the heading (`Bank Feeds API reference` for "Bank Feeds API").
  const tabTitle = documentTitle(document);
  const alsoCalled = [...(isApiPage ? namesOf(document) : []), ...(tabTitle && tabTitle !== lvl1 ? [tabTitle] : [])];
  let deprecated = false;

  const records = [];
  const hierarchy = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  let anchor = null;
  const seen = new Set();
  const defines = new Set();

  const push = (type, content) => {
    records.push({
      hierarchy: { ...hierarchy },
      content,
      keywords: pageKeywords,
      ...(type === 'lvl1'
        ? {
            description,
            ...(readerPhrases.length ? { reader_phrases: readerPhrases } : {}),
            ...(alsoCalled.length ? { also_called: alsoCalled } : {}),
          }
        : {}),
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      type,
      language,
      version,
      docusaurus_tag: [tag],
      item_priority: (deprecated ? PRIORITY.deprecated : pageWeight) + LEVEL_WEIGHT[type],
    });
  };
  push('lvl1', null);
  if (isChangelogHome(pageTag, url)) return records;

  let buffer = '';
  // Inside an API operation, text stops at its first h4 (parameters, bodies, responses, samples).
  let mode = 'all';
  const flush = () => {
    const text = clean(buffer);
    buffer = '';
    if (mode === 'headings' || mode === 'stopped' || text.length < 2 || !/[\p{L}\p{N}]/u.test(text)) return;
    const key = `${anchor}\u0000${text}`;
    if (seen.has(key)) return;
    seen.add(key);
    push('content', text.length > MAX_CONTENT ? `${text.slice(0, MAX_CONTENT)}…` : text);
  };

  const heading = (node, level) => {
    const text = headingText(node);
    if (!text) return;
    const type = `lvl${level}`;
    hierarchy[type] = text;
    for (let deeper = level + 1; deeper <= 6; deeper++) hierarchy[`lvl${deeper}`] = null;
    const id = attr(node, 'id');
    if (id) anchor = id;
    if (id || level <= 3) {
      deprecated = isEndpointAnchor(id) && (node.children ?? []).some((c) => isTag(c) && clean(textOf(c)) === 'Deprecated');
    }
    push(type, null);
  };

  const row = (node, parent) => {
    if (parent?.tagName === 'thead') return;
    const cells = (node.children ?? []).filter((c) => isTag(c) && (c.tagName === 'td' || c.tagName === 'th') && !isSkipped(c));
    buffer = cells
      .map((c) => clean(textOf(c)))
      .filter(Boolean)
      .join(' · ');
    flush();
  };

  const walk = (node, parent) => {
    if (node.type === 'text') {
      buffer += node.value;
      return;
    }
    if (!isTag(node) || isSkipped(node, isApiPage)) return;
    const field = isApiPage ? null : definedField(node);
    if (field) defines.add(field);
    if (node.tagName === 'br') {
      buffer += ' ';
      return;
    }
    const headingMatch = HEADING.exec(node.tagName);
    if (headingMatch) {
      flush();
      const level = Number(headingMatch[1]);
      if (level === 1) return; // the page title, already lvl1
      if (mode === 'operation' && level >= 4) {
        mode = 'stopped';
        return;
      }
      if (mode === 'all' || ((mode === 'headings' || mode === 'operation') && level <= 3)) heading(node, level);
      return;
    }
    if (node.tagName === 'tr') {
      flush();
      row(node, parent);
      return;
    }
    const section = attr(node, 'data-api-section');
    const previousMode = mode;
    if (section !== undefined) {
      flush();
      mode = isEndpointAnchor(section) ? 'operation' : 'headings';
    }
    const block = !INLINE_TAGS.has(node.tagName);
    if (block) flush();
    for (const child of node.children ?? []) walk(child, node);
    if (block) flush();
    if (section !== undefined) {
      flush();
      mode = previousMode;
    }
  };

  // Blog posts keep their title outside the content container; the walk starts at the content.
  for (const child of root.children ?? []) walk(child, root);
  flush();
  // The fields the page defines (field-definitions.mjs), on its title record.
  if (defines.size) records[0] = { ...records[0], defines: [...defines] };
  return withOperationKeywords(records);
}

/**
 * Collects the records of the pages handed to it (the build pass, or `extractBuild`), one page per
 * URL, with counts for the log.
 */
export function recordsCollector(options = {}) {
  const records = [];
  let pages = 0;
  let skipped = 0;
  const seenUrls = new Set();
  return {
    visit({ file, tree }) {
      if (file.startsWith('pagefind/') || file.startsWith('assets/')) return;
      const pageRecords = extractRecords(tree, file, options);
      if (!pageRecords.length || seenUrls.has(pageRecords[0].url_without_anchor)) {
        skipped++;
        return;
      }
      seenUrls.add(pageRecords[0].url_without_anchor);
      pages++;
      records.push(...pageRecords);
    },
    result: () => ({ records, pages, skipped }),
  };
}

/** Records of every page of a build directory, plus counts for the log. */
export function extractBuild(buildDir, options = {}) {
  const collector = recordsCollector(options);
  for (const page of builtPages(buildDir, buildFiles(buildDir))) collector.visit(page);
  return collector.result();
}

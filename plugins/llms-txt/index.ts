/**
 * llms-txt: the docs for machines, generated from the built site in `postBuild`.
 *
 * - `<page>.md` for every doc page and post (`/using-the-api/paging.md`, the home doc as `/index.md`):
 *   the article of the built HTML converted to Markdown, so MDX components come out as what they
 *   render (tables, code tabs, admonitions), and mermaid diagrams as ```mermaid blocks;
 * - `/llms.txt`: site summary and a curated, sectioned list of key pages following the sidebars, the
 *   API reference pages and their OpenAPI downloads, and the latest updates;
 * - `/llms-full.txt`: every listed doc page as Markdown, in sidebar order.
 *
 * A consumer of the build pass (plugins/build-pass): it converts each page as the pass hands over its
 * parsed HTML, no browser, no second parse. Unlisted pages get a Markdown copy (their HTML page exists
 * too) but are never listed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import { normalizeUrl } from '@docusaurus/utils';
import type { LoadContext, Props } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import { apiRoute, apis } from '../../src/data/apis';
import { integrationSidebarGroups } from '../../src/data/integrationSidebars';
import { productAreas } from '../../src/data/products';
import { specDownloadPath } from '../api-reference';
import { mayHaveDiagrams, pageToMarkdown, type PageInput } from './lib/markdown';
import { mermaidSources } from '../../src/diagrams/mermaidSources';
import { markdownPathFor } from '../../src/utils/markdownPath';
import type { BuiltPage } from '../../lib/build/built-site.mjs';
import { htmlFileCandidates } from './lib/paths';
import {
  absoluteUrl,
  docsInSidebarOrder,
  renderLlmsFull,
  renderLlmsTxt,
  type ApiEntry,
  type DocEntry,
  type PostEntry,
  type SidebarItem,
  type SidebarSpec,
} from './lib/llmsTxt';

export interface LlmsTxtOptions {
  /** The blockquote of llms.txt: what the site is about, in one or two sentences. */
  summary?: string;
  /** Paragraphs under the summary. */
  details?: string[];
  /** How many recent posts llms.txt lists. */
  recentPosts?: number;
  /** Sections of llms.txt listed under `## Optional`. */
  optionalSections?: string[];
}

const DEFAULT_SUMMARY =
  'Ledgerlink is a financial-data integration platform: your product reads and writes consented accounting, banking and commerce data of your business customers through one API, whatever software they use.';

function defaultDetails(llmsFullUrl: string): string[] {
  return [
    [
      'Notes for tools and assistants:',
      '',
      `- Every docs page and update below is Markdown; each one is also published as HTML at the same URL without \`.md\`. The complete docs are in one file at ${llmsFullUrl}.`,
      '- API servers: `https://api.ledgerlink.io` (production) and `https://sandbox.api.ledgerlink.io` (sandbox). Every call sends `Authorization: Bearer YOUR_API_KEY`.',
      '- Each API reference page has one anchor per operation (`#operation/{operationId}`), and its OpenAPI 3.1 spec is downloadable as YAML and JSON (listed under API reference).',
      '- Webhooks are in the `webhooks` of the Platform API spec, and the Platform API page has one anchor per webhook event (`/platform-api/#webhook/{eventType}`, for example `#webhook/read.completed`).',
    ].join('\n'),
  ];
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

interface Page {
  kind: PageInput['kind'];
  /** Doc id, or the post permalink. */
  key: string;
  title: string;
  permalink: string;
  source: string;
  byline?: string;
}

/** `@site/docs/x.mdx` → absolute path. */
function sourcePath(siteDir: string, source: string): string {
  return source.startsWith('@site/') ? path.join(siteDir, source.slice('@site/'.length)) : path.resolve(siteDir, source);
}

/** Section title of a product or integration sidebar: the product whose overview it starts with, or its category. */
function sidebarLabel(id: string, items: readonly SidebarItem[], docs: ReadonlyMap<string, { permalink: string }>): string {
  if (id in integrationSidebarGroups) {
    const category = integrationSidebarGroups[id as keyof typeof integrationSidebarGroups];
    const name = category.replace(/-/g, ' ');
    return `Integrations: ${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  }
  const first = items.find((i) => i.type === 'doc');
  const permalink = first && 'id' in first ? docs.get(first.id)?.permalink : undefined;
  const area = productAreas.find((a) => a.docsPath === permalink);
  if (area) return area.title;
  const words = id.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

function byline(date: string, authors: readonly { name?: string }[]): string {
  const when = new Date(date).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const names = authors.map((a) => a.name).filter(Boolean);
  return names.length ? `Published ${when} by ${names.join(', ')}.` : `Published ${when}.`;
}

/** The llms-txt consumer of the build pass: `visit` each parsed page, then `finish` once. */
export function llmsTxtConsumer(
  context: LoadContext,
  { outDir, plugins, routesPaths }: Props,
  builtFiles: ReadonlySet<string>,
  options: LlmsTxtOptions = {},
) {
  const { siteDir, siteConfig } = context;
  const { baseUrl } = siteConfig;
  // Permalinks and route paths already start with baseUrl, so URLs are built from the bare origin.
  const siteUrl = siteConfig.url.replace(/\/+$/, '');
  const withBase = (p: string) => normalizeUrl([baseUrl, p]);
  /** The path of a permalink inside the build directory, which is served at baseUrl. */
  const inBuild = (permalink: string) => (permalink.startsWith(baseUrl) ? `/${permalink.slice(baseUrl.length)}` : permalink);

  const started = performance.now();
  const routes = new Set(routesPaths);

  const docsPlugin = plugins.find((p) => p.name === DOCS_PLUGIN && p.options.id === 'default');
  const blogPlugin = plugins.find((p) => p.name === BLOG_PLUGIN && p.options.id === 'default');
  const versions = (docsPlugin?.content as DocsContent | undefined)?.loadedVersions ?? [];
  const version = versions.find((v) => v.isLast) ?? versions[0];
  const blog = blogPlugin?.content as BlogContent | undefined;

  const docs: DocEntry[] = (version?.docs ?? []).map((d) => ({
    id: d.id,
    title: d.title,
    description: String(d.frontMatter.description ?? d.description ?? ''),
    permalink: d.permalink,
    unlisted: d.unlisted,
  }));
  const posts: PostEntry[] = (blog?.blogPosts ?? []).map(({ metadata: m }) => ({
    title: m.title,
    description: m.description,
    permalink: m.permalink,
    date: new Date(m.date).toISOString(),
    unlisted: m.unlisted,
  }));

  const pages: Page[] = [
    ...(version?.docs ?? []).map((d): Page => ({ kind: 'doc', key: d.id, title: d.title, permalink: d.permalink, source: d.source })),
    ...(blog?.blogPosts ?? []).map(({ metadata: m }): Page => ({
      kind: 'post',
      key: m.permalink,
      title: m.title,
      permalink: m.permalink,
      source: m.source,
      byline: byline(String(m.date), m.authors),
    })),
  ];
  /** Each page by the build file it lives in. */
  const pageOfFile = new Map<string, Page>();
  for (const page of pages) {
    const file = htmlFileCandidates(inBuild(page.permalink)).find((candidate) => builtFiles.has(candidate));
    if (file) pageOfFile.set(file, page);
  }

  const markdownOf = new Map<string, string>();
  const madeDirs = new Map<string, Promise<unknown>>();
  const writes: Promise<void>[] = [];

  const write = async (page: Page, markdown: string) => {
    const file = path.join(outDir, markdownPathFor(inBuild(page.permalink)));
    const dir = path.dirname(file);
    if (!madeDirs.has(dir)) madeDirs.set(dir, fs.mkdir(dir, { recursive: true }));
    await madeDirs.get(dir);
    await fs.writeFile(file, markdown);
  };

  return {
    async visit({ file, html, tree }: BuiltPage) {
      const page = pageOfFile.get(file);
      if (!page) return;
      // Diagrams leave an empty marker in the HTML; their sources are read only when one is there.
      const mermaid = mayHaveDiagrams(html)
        ? mermaidSources(await fs.readFile(sourcePath(siteDir, page.source), 'utf8').catch(() => ''))
        : [];
      const markdown = pageToMarkdown(tree, {
        kind: page.kind,
        title: page.title,
        byline: page.byline,
        pageUrl: absoluteUrl(siteUrl, page.permalink),
        mermaid,
      });
      if (markdown === undefined) return;
      markdownOf.set(page.key, markdown);
      writes.push(write(page, markdown));
    },

    async finish() {
      await Promise.all(writes);
      const skipped = pages.filter((p) => !markdownOf.has(p.key)).map((p) => p.permalink);
      if (skipped.length) {
        logger.warn(logger.interpolate`[llms-txt] No article content found, no Markdown written for: ${skipped.join(', ')}`);
      }

      // Sidebars in the order sidebars.ts declares them; the main one split into its categories.
      const docsById = new Map(docs.map((d) => [d.id, d]));
      const sidebars: SidebarSpec[] = Object.entries(version?.sidebars ?? {}).map(([id, items], index) => ({
        id,
        items: items as SidebarItem[],
        label: index === 0 ? 'Overview' : sidebarLabel(id, items as SidebarItem[], docsById),
        split: index === 0,
        overviewsOnly: id in integrationSidebarGroups,
      }));

      const apiEntries: ApiEntry[] = apis
        .filter((api) => routes.has(withBase(apiRoute(api.name))))
        .map((api) => ({
          title: api.title,
          summary: api.summary,
          legacy: api.legacy,
          route: withBase(apiRoute(api.name)),
          yaml: withBase(specDownloadPath(api.name, 'yaml')),
          json: withBase(specDownloadPath(api.name, 'json')),
        }));

      const summary = options.summary ?? DEFAULT_SUMMARY;
      const llmsTxt = renderLlmsTxt({
        siteUrl,
        title: siteConfig.title,
        summary,
        details: options.details ?? defaultDetails(absoluteUrl(siteUrl, withBase('/llms-full.txt'))),
        sidebars,
        docs,
        available: new Set(markdownOf.keys()),
        apis: apiEntries,
        posts: posts.filter((p) => markdownOf.has(p.permalink)),
        recentPosts: options.recentPosts ?? 10,
        apiSectionAfter: sidebars[0]?.id ?? '',
        optionalSections: options.optionalSections ?? ['Glossary', 'Knowledge base', 'Support'],
        updatesPath: blog && routes.has(withBase('/updates')) ? withBase('/updates') : undefined,
      });

      const fullPages = docsInSidebarOrder(sidebars, docs)
        .filter((d) => markdownOf.has(d.id))
        .map((d) => ({ url: absoluteUrl(siteUrl, d.permalink), markdown: markdownOf.get(d.id)! }));
      const llmsFull = renderLlmsFull(`${siteConfig.title}: full documentation`, summary, fullPages);

      await Promise.all([fs.writeFile(path.join(outDir, 'llms.txt'), llmsTxt), fs.writeFile(path.join(outDir, 'llms-full.txt'), llmsFull)]);
      const kb = (text: string) => `${Math.round(Buffer.byteLength(text) / 1024)} KB`;
      logger.info(
        logger.interpolate`[llms-txt] Wrote number=${markdownOf.size} Markdown pages, llms.txt (${kb(llmsTxt)}) and llms-full.txt (${kb(llmsFull)}, number=${fullPages.length} pages) in ${Math.round(performance.now() - started)} ms.`,
      );
    },
  };
}

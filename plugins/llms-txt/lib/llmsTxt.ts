/**
 * `/llms.txt` (https://llmstxt.org): the site's summary and a curated, sectioned list of its key pages,
 * following the sidebars; and `/llms-full.txt`: every doc page as Markdown in sidebar order.
 * Pure functions over plain data, so they are tested without a build.
 */
import { markdownPathFor } from '../../../src/utils/markdownPath';

export interface DocEntry {
  id: string;
  title: string;
  /** One sentence from the front matter (or the first paragraph when the front matter has none). */
  description: string;
  permalink: string;
  unlisted: boolean;
}

export interface PostEntry {
  title: string;
  description: string;
  permalink: string;
  date: string;
  unlisted: boolean;
}

export interface ApiEntry {
  title: string;
  summary: string;
  legacy: boolean;
  /** Path of the reference page, e.g. `/platform-api/`. */
  route: string;
  /** Paths of the spec downloads. */
  yaml: string;
  json: string;
}

/** The shape of Docusaurus' resolved sidebar items that matters here. */
export type SidebarItem =
  | { type: 'doc' | 'ref'; id: string; label?: string }
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      link?: { type: 'doc'; id: string } | { type: 'generated-index'; permalink: string };
    }
  | { type: 'link'; href: string; label: string }
  | { type: 'html' };

export interface SidebarSpec {
  id: string;
  items: SidebarItem[];
  /** Section title for a product sidebar (its top-level docs); ignored when `split`. */
  label: string;
  /** One section per top-level category (the main docs sidebar); loose top-level docs go under `label`. */
  split: boolean;
  /** Only the pages a category links to (one overview per integration) and top-level docs. */
  overviewsOnly: boolean;
}

export interface LlmsLink {
  title: string;
  url: string;
  notes?: string;
}

export interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

export interface LlmsTxtInput {
  siteUrl: string;
  title: string;
  summary: string;
  details: string[];
  sidebars: SidebarSpec[];
  docs: readonly DocEntry[];
  /** Only docs in this set are linked (those whose Markdown was written). */
  available: ReadonlySet<string>;
  apis: readonly ApiEntry[];
  posts: readonly PostEntry[];
  recentPosts: number;
  /** Index of the sidebar after which the API reference section goes. */
  apiSectionAfter: string;
  /** Section titles moved under `## Optional` (secondary pages a reader may skip). */
  optionalSections: readonly string[];
  /** Path of the updates list page, when it exists. */
  updatesPath?: string;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** One line, no Markdown line breaks, at most `max` characters (cut at a word). */
export function oneLine(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The docs of a sidebar's items in sidebar order: a category's linked doc first, then its items. */
function docIdsOf(items: readonly SidebarItem[], overviewsOnly: boolean, depth = 0): string[] {
  const out: string[] = [];
  for (const item of items) {
    if (item.type === 'doc' || item.type === 'ref') {
      if (!overviewsOnly || depth === 0) out.push(item.id);
    } else if (item.type === 'category') {
      if (item.link?.type === 'doc') out.push(item.link.id);
      if (!overviewsOnly) out.push(...docIdsOf(item.items, overviewsOnly, depth + 1));
    }
  }
  return out;
}

/** Every doc of the sidebars in reading order, each once: the order of `/llms-full.txt`. */
export function docsInSidebarOrder(sidebars: readonly SidebarSpec[], docs: readonly DocEntry[]): DocEntry[] {
  const byId = new Map(docs.map((d) => [d.id, d]));
  const seen = new Set<string>();
  const out: DocEntry[] = [];
  const add = (doc: DocEntry | undefined) => {
    if (doc && !seen.has(doc.id) && !doc.unlisted) {
      seen.add(doc.id);
      out.push(doc);
    }
  };
  for (const sidebar of sidebars) docIdsOf(sidebar.items, false).forEach((id) => add(byId.get(id)));
  // Docs in no sidebar are still docs.
  docs.forEach(add);
  return out;
}

export function buildSections(input: LlmsTxtInput): { sections: LlmsSection[]; optional: LlmsSection[] } {
  const byId = new Map(input.docs.map((d) => [d.id, d]));
  const listed = new Set<string>();
  const docLinks = (ids: string[]): LlmsLink[] =>
    ids.flatMap((id) => {
      const doc = byId.get(id);
      if (!doc || doc.unlisted || listed.has(id) || !input.available.has(id)) return [];
      listed.add(id);
      return [{ title: doc.title, url: absoluteUrl(input.siteUrl, markdownPathFor(doc.permalink)), notes: oneLine(doc.description) }];
    });

  const sections: LlmsSection[] = [];
  const push = (title: string, links: LlmsLink[]) => {
    if (!links.length) return;
    const existing = sections.find((s) => s.title === title);
    if (existing) existing.links.push(...links);
    else sections.push({ title, links });
  };

  for (const sidebar of input.sidebars) {
    if (sidebar.split) {
      const loose = sidebar.items.filter((i) => i.type !== 'category');
      push(sidebar.label, docLinks(docIdsOf(loose, sidebar.overviewsOnly)));
      for (const item of sidebar.items) {
        if (item.type === 'category') push(item.label, docLinks(docIdsOf([item], sidebar.overviewsOnly)));
      }
    } else {
      push(sidebar.label, docLinks(docIdsOf(sidebar.items, sidebar.overviewsOnly)));
    }
    if (sidebar.id === input.apiSectionAfter) push('API reference', apiLinks(input));
  }
  if (!input.sidebars.some((s) => s.id === input.apiSectionAfter)) push('API reference', apiLinks(input));

  const posts = input.posts.filter((p) => !p.unlisted).slice(0, input.recentPosts);
  push('Updates', [
    ...(input.updatesPath
      ? [
          {
            title: 'All updates',
            url: absoluteUrl(input.siteUrl, input.updatesPath),
            notes: 'Product updates, new endpoints, integrations and deprecations, newest first.',
          },
        ]
      : []),
    ...posts.map((p) => ({
      title: p.title,
      url: absoluteUrl(input.siteUrl, markdownPathFor(p.permalink)),
      notes: `${p.date.slice(0, 10)}: ${oneLine(p.description)}`,
    })),
  ]);

  const optionalTitles = new Set(input.optionalSections);
  return {
    sections: sections.filter((s) => !optionalTitles.has(s.title)),
    optional: sections.filter((s) => optionalTitles.has(s.title)),
  };
}

function apiLinks(input: LlmsTxtInput): LlmsLink[] {
  return input.apis.map((api) => ({
    title: api.legacy ? `${api.title} (legacy)` : api.title,
    url: absoluteUrl(input.siteUrl, api.route),
    notes: `${oneLine(api.summary)} OpenAPI spec: [YAML](${absoluteUrl(input.siteUrl, api.yaml)}), [JSON](${absoluteUrl(input.siteUrl, api.json)}).`,
  }));
}

function renderLinks(links: readonly LlmsLink[]): string {
  return links.map((l) => `- [${escapeLinkText(l.title)}](${l.url})${l.notes ? `: ${l.notes}` : ''}`).join('\n');
}

function escapeLinkText(text: string): string {
  return text.replace(/([[\]\\])/g, '\\$1');
}

export function renderLlmsTxt(input: LlmsTxtInput): string {
  const { sections, optional } = buildSections(input);
  const parts = [`# ${input.title}`, `> ${oneLine(input.summary, 400)}`, ...input.details];
  for (const section of sections) parts.push(`## ${section.title}\n\n${renderLinks(section.links)}`);
  if (optional.length) {
    // llms.txt has a single Optional section; the original section names stay as link prefixes.
    const links = optional.flatMap((s) =>
      s.links.map((l) => ({ ...l, title: l.title.startsWith(s.title) ? l.title : `${s.title}: ${l.title}` })),
    );
    parts.push(`## Optional\n\n${renderLinks(links)}`);
  }
  return `${parts.join('\n\n')}\n`;
}

export interface FullPage {
  url: string;
  markdown: string;
}

/** All pages in one file: each page's Markdown (which starts with its `# Title`) followed by its source URL. */
export function renderLlmsFull(title: string, summary: string, pages: readonly FullPage[]): string {
  const head = `# ${title}\n\n> ${oneLine(summary, 400)}\n\nEvery documentation page follows as Markdown, in the order of the site's sidebars. Each page starts with its title as a level-1 heading and the URL it is published at.\n`;
  const body = pages.map((page) => {
    const md = page.markdown.trimEnd();
    const newline = md.indexOf('\n');
    const heading = newline < 0 ? md : md.slice(0, newline);
    const rest = newline < 0 ? '' : md.slice(newline).replace(/^\n+/, '');
    return `${heading}\n\nSource: ${page.url}\n\n${rest}\n`;
  });
  return [head, ...body].join('\n---\n\n');
}

/**
 * One parsed page of the built site (from the build pass) → clean Markdown: take the article body out
 * of the page, convert, serialize.
 */
import type { Element, Root as HastRoot, RootContent as HastRootContent } from 'hast';
import type { Root, RootContent } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { parseHtml } from '../../../lib/build/built-site.mjs';
import { DIAGRAM_PLACEHOLDER_CLASS, hastToMdast, type ConvertOptions } from './hastToMdast';

export type PageKind = 'doc' | 'post';

const hasClass = (el: Element, name: string) => {
  const value = el.properties?.className;
  return Array.isArray(value) && value.includes(name);
};

/** Where the rendered Markdown content of a page starts, and the footer that ends it. */
const BODY: Record<PageKind, { start: (el: Element) => boolean; end: (el: Element) => boolean }> = {
  doc: { start: (el) => hasClass(el, 'theme-doc-markdown'), end: (el) => el.tagName === 'footer' },
  post: { start: (el) => el.properties?.id === '__blog-post-container', end: (el) => el.tagName === 'footer' },
};

/**
 * The page's content (title and body; no breadcrumbs, TOC, pagination or footer): the element where
 * the Markdown starts and its next siblings up to the footer. Undefined when the page has no such part.
 */
export function articleBody(tree: HastRoot, kind: PageKind): HastRoot | undefined {
  const { start, end } = BODY[kind];
  const search = (parent: HastRoot | Element): HastRoot | undefined => {
    for (const [i, child] of parent.children.entries()) {
      if (child.type !== 'element') continue;
      if (start(child)) {
        const rest = parent.children.slice(i + 1);
        const stop = rest.findIndex((n) => n.type === 'element' && end(n));
        return { type: 'root', children: [child, ...(stop < 0 ? rest : rest.slice(0, stop))] as HastRootContent[] };
      }
      const found = search(child);
      if (found) return found;
    }
    return undefined;
  };
  return search(tree);
}

/**
 * Whether a built page may hold a diagram marker (a diagram drawn at build time, a placeholder, or the
 * stock theme's empty text separator), so that the page's source is worth reading.
 */
export function mayHaveDiagrams(html: string): boolean {
  return html.includes(' data-diagram') || html.includes(DIAGRAM_PLACEHOLDER_CLASS) || html.includes('\n<!-- -->\n');
}

export function serializeMarkdown(tree: Root): string {
  return toMarkdown(tree, {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
    incrementListMarker: true,
    // Unpadded tables: padding every cell to the widest one only inflates the files.
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
  });
}

/** Converts a piece of HTML (what goes inside `<body>`) to Markdown. */
export function htmlToMarkdown(html: string, options: ConvertOptions): string {
  const document = parseHtml(html).children.find((n): n is Element => n.type === 'element' && n.tagName === 'html');
  const body = document?.children.find((n): n is Element => n.type === 'element' && n.tagName === 'body');
  return serializeMarkdown(hastToMdast({ type: 'root', children: body?.children ?? [] }, options));
}

export interface PageInput extends ConvertOptions {
  kind: PageKind;
  /** Title from the front matter, used when the HTML has no visible H1 (and always for posts). */
  title: string;
  /** A line under the title (posts: date and authors). */
  byline?: string;
}

/**
 * The Markdown of one built page: `# Title`, the optional byline, then the content. Undefined when
 * the page has no content part (it is then skipped, not guessed at).
 */
export function pageToMarkdown(page: HastRoot, input: PageInput): string | undefined {
  const body = articleBody(page, input.kind);
  if (body === undefined) return undefined;
  const tree = hastToMdast(body, input);
  const first = tree.children[0];
  const head: RootContent[] = [];
  if (!(first?.type === 'heading' && first.depth === 1)) {
    head.push({ type: 'heading', depth: 1, children: [{ type: 'text', value: input.title }] });
  }
  if (input.byline) {
    const at = head.length ? 0 : 1;
    tree.children.splice(at, 0, { type: 'paragraph', children: [{ type: 'emphasis', children: [{ type: 'text', value: input.byline }] }] });
  }
  tree.children.unshift(...head);
  return serializeMarkdown(tree);
}

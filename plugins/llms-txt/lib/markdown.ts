/**
 * One page of built HTML → clean Markdown, in a single pass: cut the article body out of the page,
 * flatten the highlighted code (thousands of token spans) back to text, parse, convert, serialize.
 */
import {fromParse5} from 'hast-util-from-parse5';
import type {Root as HastRoot} from 'hast';
import type {Root, RootContent} from 'mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';
import {parseFragment} from 'parse5';
import {DIAGRAM_PLACEHOLDER_CLASS, hastToMdast, type ConvertOptions} from './hastToMdast';

export type PageKind = 'doc' | 'post';

/** Where the rendered Markdown content of a page starts and (first match) ends in the built HTML. */
const BODY_MARKERS: Record<PageKind, {start: string; end: string[]}> = {
  doc: {start: '<div class="theme-doc-markdown markdown">', end: ['<footer class="theme-doc-footer', '</article>']},
  post: {start: '<div id="__blog-post-container" class="markdown">', end: ['<footer class="docusaurus-mt-lg', '</article>']},
};

/**
 * The HTML of the page's content (title and body; no breadcrumbs, TOC, pagination or footer), or
 * undefined when the page has no such part. The HTML parser closes the elements cut open at the end.
 */
export function extractBody(html: string, kind: PageKind): string | undefined {
  const {start, end} = BODY_MARKERS[kind];
  const from = html.indexOf(start);
  if (from < 0) return undefined;
  for (const marker of end) {
    const to = html.indexOf(marker, from);
    if (to >= 0) return html.slice(from, to);
  }
  return html.slice(from);
}

/**
 * Prism renders every line as a `div.token-line` of styled spans ending in `<br>`. Only the text
 * matters here, so each highlighted block is reduced to its text before parsing; this keeps the parse
 * several times smaller. (Code text is HTML-escaped, so the only tags inside are Prism's.)
 */
export function flattenHighlightedCode(html: string): string {
  return html
    .replace(/(<code class="codeBlockLines[^"]*">)([\s\S]*?)<\/code>/g, (_m, open: string, body: string) =>
      `${open}${body.replace(/<br\s*\/?>/g, '\n').replace(/<[^>]+>/g, '')}</code>`,
    )
    .replace(/ style="[^"]*"/g, '');
}

/** Whether a built page may hold a diagram marker, so that the page's source is worth reading. */
export function mayHaveDiagrams(html: string): boolean {
  return html.includes('\n<!-- -->\n') || html.includes(DIAGRAM_PLACEHOLDER_CLASS);
}

export function parseHtmlFragment(html: string): HastRoot {
  return fromParse5(parseFragment(html)) as HastRoot;
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
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
  });
}

/** Converts an HTML fragment (as written, code highlighted or not) to Markdown. */
export function htmlToMarkdown(html: string, options: ConvertOptions): string {
  return serializeMarkdown(hastToMdast(parseHtmlFragment(flattenHighlightedCode(html)), options));
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
export function pageToMarkdown(html: string, page: PageInput): string | undefined {
  const body = extractBody(html, page.kind);
  if (body === undefined) return undefined;
  const tree = hastToMdast(parseHtmlFragment(flattenHighlightedCode(body)), page);
  const first = tree.children[0];
  const head: RootContent[] = [];
  if (!(first?.type === 'heading' && first.depth === 1)) {
    head.push({type: 'heading', depth: 1, children: [{type: 'text', value: page.title}]});
  }
  if (page.byline) {
    const at = head.length ? 0 : 1;
    tree.children.splice(at, 0, {type: 'paragraph', children: [{type: 'emphasis', children: [{type: 'text', value: page.byline}]}]});
  }
  tree.children.unshift(...head);
  return serializeMarkdown(tree);
}

/**
 * Converts the HTML of a rendered doc page or post (as a hast tree) into a Markdown syntax tree.
 *
 * hast-util-to-mdast does the HTML; the handlers here add what only this site knows, so that the
 * theme's markup comes out as Markdown a person or a model would have written: code tabs become
 * consecutive fenced blocks with their language and tab label, admonitions block quotes with a bold
 * label, table captions bold lines, definition lists `**term**: definition` items, and cards links
 * with their description. Mermaid diagrams, which the HTML holds only as images or empty markers, get
 * their source back. Interface chrome (heading anchors, icons, form controls, text that is only there
 * for screen readers) is dropped.
 */
import type { Element, ElementContent, Root as HastRoot, RootContent as HastRootContent } from 'hast';
import type { BlockContent, Code, DefinitionContent, ListItem, Nodes, Paragraph, PhrasingContent, Root, TableCell, Text } from 'mdast';
import { defaultHandlers, toMdast, type Handle, type State } from 'hast-util-to-mdast';

type Flow = BlockContent | DefinitionContent;
type HastNode = HastRoot | HastRootContent;

export interface ConvertOptions {
  /** Absolute URL of the page; relative links and images are resolved against it. */
  pageUrl: string;
  /**
   * Sources of the page's mermaid diagrams in document order. The HTML holds only an image or an
   * empty marker where each one was; the sources fill those in. Leave out (or pass an empty list)
   * when unknown: the diagrams are then omitted.
   */
  mermaid?: readonly string[];
}

/** Class of the placeholder that src/theme/Mermaid renders on the server until a diagram nears the viewport. */
export const DIAGRAM_PLACEHOLDER_CLASS = 'mermaid-pending';

/** Elements that carry nothing a reader of the Markdown needs (checkboxes stay: they make task lists). */
const CHROME_TAGS = new Set(['button', 'canvas', 'form', 'nav', 'noscript', 'object', 'select', 'svg', 'textarea']);

/** Elements that make an `<a>` a card (a link around blocks) rather than a link in running text. */
const FLOW_TAGS = new Set(['div', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'dl', 'table', 'pre', 'blockquote', 'section']);

function classes(el: Element): string[] {
  const value = el.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

const hasClass = (el: Element, name: string) => classes(el).includes(name);
const isElement = (node: HastNode | undefined): node is Element => node?.type === 'element';
const language = (el: Element | undefined) =>
  el
    ? classes(el)
        .find((c) => c.startsWith('language-'))
        ?.slice('language-'.length)
    : undefined;

/** The elements below `node` that pass `test`, outermost only (matches are not searched inside). */
function findAll(node: Element, test: (el: Element) => boolean): Element[] {
  return node.children.filter(isElement).flatMap((child) => (test(child) ? [child] : findAll(child, test)));
}

const find = (node: Element, test: (el: Element) => boolean) => findAll(node, test)[0];

/** The text a sighted reader sees; `<br>` is a line break (code lines end in one). */
function text(node: HastNode): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && node.tagName === 'br') return '\n';
  return 'children' in node ? node.children.map(text).join('') : '';
}

/** Heading permalinks, icons, form controls and screen-reader-only text. */
function isChrome(el: Element): boolean {
  if (CHROME_TAGS.has(el.tagName) || (el.tagName === 'input' && el.properties.type !== 'checkbox')) return true;
  if (el.tagName === 'a' && hasClass(el, 'hash-link')) return true;
  return classes(el).some((c) => c === 'sr-only' || c.startsWith('visuallyHidden'));
}

/**
 * Where a diagram was: the images drawn at build time (`<div data-diagram>`, from
 * src/diagrams/remarkStaticDiagrams.ts), the site's placeholder for a diagram drawn in the browser, or
 * (with the stock theme, which renders nothing on the server) an empty React text separator `<!-- -->`
 * between two line breaks.
 */
function isDiagramMarker(siblings: readonly HastNode[], i: number): boolean {
  const node = siblings[i]!;
  if (node.type === 'element') return node.properties.dataDiagram !== undefined || hasClass(node, DIAGRAM_PLACEHOLDER_CLASS);
  const isNewline = (n: HastNode | undefined) => n?.type === 'text' && /^\s*$/.test(n.value) && n.value.includes('\n');
  return node.type === 'comment' && node.value.trim() === '' && isNewline(siblings[i - 1]) && isNewline(siblings[i + 1]);
}

function countDiagramMarkers(node: HastRoot | Element): number {
  return node.children.reduce(
    (n, child, i) => n + (isDiagramMarker(node.children, i) ? 1 : isElement(child) ? countDiagramMarkers(child) : 0),
    0,
  );
}

/**
 * A copy of the tree ready for the library (the page's tree is shared with the other consumers of the
 * build pass, so it is not changed): chrome and comments are dropped, each diagram marker becomes a
 * ```mermaid block (or nothing, when its source is not known), and a space goes between adjacent parts
 * that only CSS sets apart (a name and its badge, a title and its code name).
 */
function prepare<T extends HastRoot | Element>(node: T, mermaid: string[]): T {
  const children: HastRootContent[] = [];
  node.children.forEach((child, i) => {
    let next: HastRootContent | undefined;
    if (isDiagramMarker(node.children, i)) {
      const source = mermaid.shift()?.replace(/\n+$/, '');
      const code: Element = { type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: source ?? '' }] };
      if (source !== undefined)
        next = { type: 'element', tagName: 'pre', properties: { className: ['language-mermaid'] }, children: [code] };
    } else if (child.type === 'element' && !isChrome(child)) {
      next = child.tagName === 'pre' ? codeText(child) : child.tagName === 'code' ? child : prepare(child, mermaid);
    } else if (child.type === 'text') {
      next = child;
    }
    if (!next) return;
    const previous = children[children.length - 1];
    if (previous && needsSpaceBetween(previous, next)) children.push({ type: 'text', value: ' ' });
    children.push(next);
  });
  return { ...node, children };
}

/** A `<pre>` with its code as one text: highlighted code is thousands of token spans, which only slow the library down. */
function codeText(pre: Element): Element {
  const code = find(pre, (e) => e.tagName === 'code');
  const children: ElementContent[] = [{ type: 'text', value: text(code ?? pre) }];
  return { ...pre, children: [{ type: 'element', tagName: 'code', properties: code?.properties ?? {}, children }] };
}

/** Styled parts of a component sit side by side in the HTML with no space between them; Markdown needs one. */
function needsSpaceBetween(left: HastNode, right: HastNode): boolean {
  const styled = (n: HastNode) => isElement(n) && classes(n).length > 0;
  if (!styled(left) && !styled(right)) return false;
  return /\S$/.test(text(left)) && /^\S/.test(text(right));
}

const flow = (state: State, node: Element | HastRoot) => state.toFlow(state.all(node)) as Flow[];
const boldLine = (label: string | PhrasingContent[]): Paragraph => ({
  type: 'paragraph',
  children: [{ type: 'strong', children: typeof label === 'string' ? [{ type: 'text', value: label }] : label }],
});
const oneLine = (node: HastNode) => text(node).replace(/\s+/g, ' ').trim();

/** The inline content of blocks, for places that take only inline content (table cells, card descriptions). */
function toPhrasing(blocks: readonly Nodes[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const block of blocks) {
    if (out.length) out.push({ type: 'text', value: ' ' });
    if (block.type === 'paragraph' || block.type === 'heading') out.push(...block.children);
    else if (block.type === 'blockquote') out.push(...toPhrasing(block.children));
    else if (block.type === 'code') out.push({ type: 'inlineCode', value: block.value.replace(/\s+/g, ' ') });
    else if (block.type === 'list') {
      block.children.forEach((item, i) => {
        if (i > 0) out.push({ type: 'break' });
        out.push({ type: 'text', value: block.ordered ? `${(block.start ?? 1) + i}. ` : '• ' }, ...toPhrasing(item.children));
      });
    }
  }
  return out;
}

function code(pre: Element, lang: string | undefined, title?: string): Code {
  const codeEl = find(pre, (e) => e.tagName === 'code');
  return {
    type: 'code',
    lang: lang ?? language(pre) ?? language(codeEl) ?? null,
    meta: title ? `title=${JSON.stringify(title)}` : null,
    value: text(codeEl ?? pre).replace(/\n$/, ''),
  };
}

/** `<div>`s of the theme: code blocks, tabs, admonitions and live code blocks; other divs are just their content. */
function div(state: State, el: Element): Flow[] {
  if (hasClass(el, 'theme-code-block')) {
    // A title bar (optional), then the content with the `<pre>` and its buttons.
    const pre = find(el, (e) => e.tagName === 'pre');
    const title = el.children.find((c): c is Element => isElement(c) && !find(c, (e) => e.tagName === 'pre') && c.tagName !== 'pre');
    return pre ? [code(pre, language(el), title && oneLine(title))] : [];
  }
  if (hasClass(el, 'tabs-container')) return tabs(state, el);
  if (hasClass(el, 'theme-admonition')) return admonition(state, el);
  // A live code block: its source only (editor chrome and the browser-rendered result are not content).
  if (el.properties.dataLiveCodeblock !== undefined) {
    const pre = find(el, (e) => e.tagName === 'pre');
    return pre ? [code(pre, undefined)] : [];
  }
  return flow(state, el);
}

/** Tabs: code-only tabs become consecutive code blocks titled with their tab; others a bold label and the panel. */
function tabs(state: State, el: Element): Flow[] {
  const labels = findAll(el, (e) => e.properties.role === 'tab').map(oneLine);
  const panels = findAll(el, (e) => e.properties.role === 'tabpanel').map((panel) => flow(state, panel));
  if (panels.every((blocks) => blocks.length === 1 && blocks[0]!.type === 'code')) {
    return panels.map(([block], i) => {
      const { meta, ...rest } = block as Code;
      const existing = meta?.match(/^title=(".*")$/)?.[1];
      const title = [labels[i], existing && (JSON.parse(existing) as string)].filter(Boolean).join(': ');
      return { ...rest, meta: title ? `title=${JSON.stringify(title)}` : null };
    });
  }
  return panels.flatMap((blocks, i) => (labels[i] ? [boldLine(labels[i]), ...blocks] : blocks));
}

/** `:::warning[Title]` → `> **Warning: Title**` followed by the content, all in one block quote. */
function admonition(state: State, el: Element): Flow[] {
  const kind =
    classes(el)
      .find((c) => c.startsWith('theme-admonition-'))
      ?.slice('theme-admonition-'.length) ?? 'note';
  const kindLabel = kind.charAt(0).toUpperCase() + kind.slice(1);
  // The theme renders the heading (icon and title) first, then the content.
  const heading = el.children.find(isElement);
  const title = heading ? oneLine(heading) : '';
  const label = title && title.toLowerCase() !== kind ? `${kindLabel}: ${title}` : kindLabel;
  const content = flow(state, { ...el, children: el.children.filter((c) => c !== heading) });
  return [{ type: 'blockquote', children: [boldLine(label), ...content] }];
}

function resolve(url: unknown, base: string): string {
  const raw = String(url ?? '');
  if (/^[a-z][a-z\d+.-]*:/i.test(raw)) return raw;
  try {
    return new URL(raw, base).href;
  } catch {
    return raw;
  }
}

/** Moves spaces at the edges of emphasis outside it: Markdown cannot open emphasis with a space inside. */
function attention(type: 'strong' | 'emphasis' | 'delete'): Handle {
  return (state, el) => {
    const children = state.all(el) as PhrasingContent[];
    const edge = (node: PhrasingContent | undefined, pattern: RegExp): Text[] => {
      if (node?.type !== 'text' || !pattern.test(node.value)) return [];
      node.value = node.value.replace(pattern, '');
      return [{ type: 'text', value: ' ' }];
    };
    const before = edge(children[0], /^\s+/);
    const after = edge(children[children.length - 1], /\s+$/);
    const inner = children.filter((c) => c.type !== 'text' || c.value !== '');
    return inner.length ? [...before, { type, children: inner }, ...after] : before;
  };
}

/** Headings that held only chrome (a heading anchor) are left out. */
const heading: Handle = (state, el) => {
  const result = defaultHandlers.h1(state, el);
  return result.children.length ? result : undefined;
};

function handlers(pageUrl: string): Record<string, Handle> {
  return {
    div,
    pre: (_state, el) => code(el, undefined),
    strong: attention('strong'),
    b: attention('strong'),
    em: attention('emphasis'),
    i: attention('emphasis'),
    del: attention('delete'),
    s: attention('delete'),
    h1: heading,
    h2: heading,
    h3: heading,
    h4: heading,
    h5: heading,
    h6: heading,
    img: (_state, el) =>
      el.properties.src
        ? {
            type: 'image',
            url: resolve(el.properties.src, pageUrl),
            alt: String(el.properties.alt ?? ''),
            title: el.properties.title ? String(el.properties.title) : null,
          }
        : undefined,
    a: (state, el) => {
      if (findAll(el, (e) => FLOW_TAGS.has(e.tagName)).length) return card(state, el, pageUrl);
      const children = state.all(el) as PhrasingContent[];
      // A link with nothing to click (no address or no text) leaves only its text, spaces included.
      if (!el.properties.href || !children.some((c) => c.type !== 'text' || c.value.trim())) return children;
      return { type: 'link', url: resolve(el.properties.href, pageUrl), title: null, children };
    },
    dl: definitionList,
    // Tables: the caption as a bold line above; each cell on one line.
    table: (state, el) => {
      const caption = el.children.find((c): c is Element => isElement(c) && c.tagName === 'caption');
      const title = caption ? (state.all(caption) as PhrasingContent[]) : [];
      const table = defaultHandlers.table(state, el) as Nodes;
      return title.some((c) => c.type !== 'text' || c.value.trim()) ? [boldLine(title), table] : table;
    },
    td: cell,
    th: cell,
    details: (state, el) => {
      const summary = el.children.find((c): c is Element => isElement(c) && c.tagName === 'summary');
      const title = summary ? (state.all(summary) as PhrasingContent[]) : [];
      const content = flow(state, { ...el, children: el.children.filter((c) => c !== summary) });
      return title.length ? [boldLine(title), ...content] : content;
    },
  };
}

function cell(state: State, el: Element): TableCell {
  return { type: 'tableCell', children: toPhrasing(flow(state, el)) };
}

/** A link around blocks (a card): `[title](href): description`. */
function card(state: State, el: Element, pageUrl: string): Paragraph | undefined {
  const heading = find(el, (e) => /^h[1-6]$/.test(e.tagName)) ?? find(el, (e) => FLOW_TAGS.has(e.tagName));
  const title = toPhrasing(flow(state, heading ?? el));
  const rest: ElementContent[] = heading
    ? el.children.filter((c) => c !== heading && !(isElement(c) && find(c, (e) => e === heading)))
    : [];
  const description = toPhrasing(flow(state, { ...el, children: rest }));
  if (!title.length) return description.length ? { type: 'paragraph', children: description } : undefined;
  const link: PhrasingContent = el.properties.href
    ? { type: 'link', url: resolve(el.properties.href, pageUrl), title: null, children: title }
    : { type: 'strong', children: title };
  return { type: 'paragraph', children: description.length ? [link, { type: 'text', value: ': ' }, ...description] : [link] };
}

/** `<dl>` has no Markdown form: each term becomes a list item `**term**: definition`. */
function definitionList(state: State, el: Element) {
  const items: ListItem[] = [];
  // `<div>`s around a term and its definitions are valid HTML too.
  const children = el.children.flatMap((c) => (isElement(c) && c.tagName === 'div' ? c.children : [c])).filter(isElement);
  for (const child of children) {
    const current = items[items.length - 1];
    if (child.tagName === 'dt') {
      items.push({ type: 'listItem', spread: false, children: [boldLine(state.all(child) as PhrasingContent[])] });
    } else if (child.tagName === 'dd') {
      const blocks = flow(state, child);
      const first = current?.children[0];
      if (first?.type === 'paragraph' && first.children.length === 1 && blocks[0]?.type === 'paragraph') {
        first.children.push({ type: 'text', value: ': ' }, ...(blocks.shift() as Paragraph).children);
      }
      if (current) current.children.push(...blocks);
      else items.push({ type: 'listItem', spread: false, children: blocks });
    }
  }
  return items.length ? { type: 'list' as const, ordered: false, spread: false, children: items } : undefined;
}

/** Converts a parsed HTML fragment (the article body of one page) to a Markdown syntax tree. */
export function hastToMdast(tree: HastRoot, options: ConvertOptions): Root {
  const sources = options.mermaid ?? [];
  // When the markers and the sources disagree, placing any diagram could put it in the wrong place.
  const mermaid = sources.length === countDiagramMarkers(tree) ? [...sources] : [];
  return toMdast(prepare(tree, mermaid), { handlers: handlers(options.pageUrl) }) as Root;
}

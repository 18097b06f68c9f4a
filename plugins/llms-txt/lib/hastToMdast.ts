/**
 * Converts the HTML of a rendered doc page or post (as a hast tree) into a Markdown syntax tree.
 *
 * It knows the markup that Docusaurus' theme and our MDX components render, so that they come out as
 * Markdown a person or a model would have written: code tabs become consecutive fenced blocks with
 * their language and tab label, admonitions become block quotes with a bold label, data-type tables
 * become GFM tables, and cards become links with their description. Everything else falls back to the
 * plain HTML element meanings. Interface chrome (heading anchors, icons, form controls, text that is
 * only there for screen readers) is dropped.
 */
import type { Element, Root as HastRoot, RootContent as HastRootContent } from 'hast';
import type {
  BlockContent,
  Code,
  DefinitionContent,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableCell,
  TableRow,
} from 'mdast';

type Flow = BlockContent | DefinitionContent;
type HastNode = HastRoot | HastRootContent;

export interface ConvertOptions {
  /** Absolute URL of the page; relative links and images are resolved against it. */
  pageUrl: string;
  /**
   * Sources of the page's mermaid diagrams in document order. Diagrams render only in the browser,
   * so the HTML holds an empty marker where each one was; the sources fill those markers in. Leave
   * out (or pass an empty list) when unknown: the diagrams are then omitted.
   */
  mermaid?: readonly string[];
}

const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'dialog',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

/** Elements that carry no content a reader of the Markdown needs. */
const DROPPED_TAGS = new Set([
  'button',
  'canvas',
  'embed',
  'form',
  'input',
  'link',
  'meta',
  'nav',
  'noscript',
  'object',
  'option',
  'script',
  'select',
  'style',
  'svg',
  'template',
  'textarea',
]);

/** A class of a CSS module (`title_AoAa`): a styled part of one of our components. */
const MODULE_CLASS = /^[A-Za-z][\w-]*_[\w-]{4}$/;

function classes(node: Element): string[] {
  const value: unknown = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
}

function hasClass(node: Element, name: string): boolean {
  return classes(node).includes(name);
}

/** Matches `prefix` or a CSS-module class built from it (`admonitionHeading_JVJT`). */
function hasClassPrefix(node: Element, prefix: string): boolean {
  return classes(node).some((c) => c === prefix || c.startsWith(`${prefix}_`));
}

function childElements(node: Element | HastRoot): Element[] {
  return (node.children as HastNode[]).filter((c): c is Element => c.type === 'element');
}

function findFirst(node: Element | HastRoot, test: (el: Element) => boolean): Element | undefined {
  for (const child of childElements(node)) {
    if (test(child)) return child;
    const found = findFirst(child, test);
    if (found) return found;
  }
  return undefined;
}

function findAll(node: Element | HastRoot, test: (el: Element) => boolean, out: Element[] = []): Element[] {
  for (const child of childElements(node)) {
    if (test(child)) out.push(child);
    else findAll(child, test, out);
  }
  return out;
}

/** Text a sighted reader sees; `<br>` becomes a newline. */
export function textContent(node: HastNode): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') {
    if (node.tagName === 'br') return '\n';
    if (isDropped(node)) return '';
    return node.children.map((c) => textContent(c)).join('');
  }
  if (node.type === 'root') return node.children.map((c) => textContent(c)).join('');
  return '';
}

function isDropped(node: Element): boolean {
  if (DROPPED_TAGS.has(node.tagName)) return true;
  // Heading permalinks, screen-reader-only text and the theme's icons.
  if (node.tagName === 'a' && hasClass(node, 'hash-link')) return true;
  return classes(node).some((c) => c.startsWith('visuallyHidden') || c === 'sr-only' || c.startsWith('admonitionIcon'));
}

function isBlock(node: HastNode): boolean {
  return node.type === 'element' && BLOCK_TAGS.has(node.tagName);
}

function containsBlock(node: Element): boolean {
  return node.children.some((c) => isBlock(c) || (c.type === 'element' && containsBlock(c)));
}

/** Class of the placeholder that src/theme/Mermaid renders on the server until a diagram nears the viewport. */
export const DIAGRAM_PLACEHOLDER_CLASS = 'mermaid-pending';

/**
 * Where a diagram was: the images drawn at build time (`<div data-diagram>`, from
 * src/remark/staticDiagrams.ts), the site's placeholder element for a diagram drawn in the browser,
 * or (with the stock theme, which renders nothing on the server) an empty React text separator
 * `<!-- -->` between two line breaks.
 */
function isDiagramMarker(node: HastNode, prev: HastNode | undefined, next: HastNode | undefined): boolean {
  if (node.type === 'element') return node.properties?.dataDiagram !== undefined || hasClass(node, DIAGRAM_PLACEHOLDER_CLASS);
  const isNewline = (n: HastNode | undefined) => n?.type === 'text' && /^\s*$/.test(n.value) && n.value.includes('\n');
  return node.type === 'comment' && node.value.trim() === '' && isNewline(prev) && isNewline(next);
}

/** Counts the diagram markers of a tree, to check them against the number of diagram sources. */
export function countDiagramMarkers(node: HastRoot | Element): number {
  let count = 0;
  const children = node.children as HastNode[];
  children.forEach((child, i) => {
    if (isDiagramMarker(child, children[i - 1], children[i + 1])) count++;
    else if (child.type === 'element') count += countDiagramMarkers(child);
  });
  return count;
}

class Converter {
  private readonly mermaid: string[];

  constructor(
    private readonly options: ConvertOptions,
    markerCount: number,
  ) {
    const sources = options.mermaid ?? [];
    // When the markers and the sources disagree, placing any diagram could put it in the wrong place.
    this.mermaid = sources.length === markerCount ? [...sources] : [];
  }

  url(value: unknown): string {
    const raw = String(value ?? '');
    if (/^[a-z][a-z\d+.-]*:/i.test(raw)) return raw;
    try {
      return new URL(raw, this.options.pageUrl).href;
    } catch {
      return raw;
    }
  }

  /** Converts children that may mix block and inline content into block nodes. */
  flow(nodes: readonly HastNode[]): Flow[] {
    const out: Flow[] = [];
    let run: HastNode[] = [];
    const flush = () => {
      const children = normalizePhrasing(this.phrasing(run));
      if (children.length) out.push({ type: 'paragraph', children });
      run = [];
    };
    nodes.forEach((node, i) => {
      if (isDiagramMarker(node, nodes[i - 1], nodes[i + 1])) {
        const source = this.mermaid.shift();
        if (source !== undefined) {
          flush();
          out.push({ type: 'code', lang: 'mermaid', value: source.replace(/\n+$/, '') });
        }
        return;
      }
      if (node.type === 'element' && !isDropped(node) && (isBlock(node) || (node.tagName === 'a' && containsBlock(node)))) {
        flush();
        out.push(...this.block(node));
      } else {
        run.push(node);
      }
    });
    flush();
    return out;
  }

  block(el: Element): Flow[] {
    if (isDropped(el)) return [];
    const tag = el.tagName;

    if (hasClass(el, 'theme-code-block') || hasClassPrefix(el, 'codeBlockContainer')) return this.codeBlock(el);
    if (hasClass(el, 'tabs-container')) return this.tabs(el);
    if (hasClassPrefix(el, 'playgroundContainer')) return this.playground(el);
    if (hasClass(el, 'theme-admonition')) return this.admonition(el);

    if (/^h[1-6]$/.test(tag)) {
      const children = normalizePhrasing(this.phrasing(el.children));
      return children.length ? [{ type: 'heading', depth: Number(tag[1]) as 1 | 2 | 3 | 4 | 5 | 6, children }] : [];
    }
    switch (tag) {
      case 'p': {
        const children = normalizePhrasing(this.phrasing(el.children));
        return children.length ? [{ type: 'paragraph', children }] : [];
      }
      case 'pre':
        return [this.code(el, undefined, undefined)];
      case 'blockquote':
        return [{ type: 'blockquote', children: this.flow(el.children) }];
      case 'hr':
        return [{ type: 'thematicBreak' }];
      case 'ul':
      case 'ol':
        return this.list(el);
      case 'dl':
        return this.definitionList(el);
      case 'table':
        return this.table(el);
      case 'details':
        return this.details(el);
      case 'a':
        return this.card(el);
      case 'figcaption': {
        const children = normalizePhrasing(this.phrasing(el.children));
        return children.length ? [{ type: 'paragraph', children: [{ type: 'emphasis', children }] }] : [];
      }
      default:
        return this.flow(el.children);
    }
  }

  phrasing(nodes: readonly HastNode[]): PhrasingContent[] {
    const out: PhrasingContent[] = [];
    nodes.forEach((node, i) => {
      if (node.type === 'text') {
        out.push({ type: 'text', value: node.value });
        return;
      }
      if (node.type !== 'element' || isDropped(node)) return;
      if (needsSpaceBetween(nodes[i - 1], node)) out.push({ type: 'text', value: ' ' });
      out.push(...this.inline(node));
      if (needsSpaceBetween(node, nodes[i + 1]) && nodes[i + 1]?.type === 'text') out.push({ type: 'text', value: ' ' });
    });
    return out;
  }

  inline(el: Element): PhrasingContent[] {
    switch (el.tagName) {
      case 'br':
        return [{ type: 'break' }];
      case 'strong':
      case 'b':
        return wrap('strong', this.phrasing(el.children));
      case 'em':
      case 'i':
      case 'cite':
        return wrap('emphasis', this.phrasing(el.children));
      case 'del':
      case 's':
        return wrap('delete', this.phrasing(el.children));
      case 'code':
      case 'kbd':
      case 'samp': {
        const value = textContent(el).replace(/\s+/g, ' ');
        return value.trim() ? [{ type: 'inlineCode', value }] : [];
      }
      case 'img': {
        const src = el.properties?.src;
        if (!src) return [];
        const alt = String(el.properties?.alt ?? '');
        const title = el.properties?.title;
        return [{ type: 'image', url: this.url(src), alt, title: title ? String(title) : null }];
      }
      case 'a': {
        const children = this.phrasing(el.children);
        const href = el.properties?.href;
        if (!href) return children;
        const text = normalizePhrasing(children);
        if (!text.length) return [];
        return [{ type: 'link', url: this.url(href), title: null, children: text }];
      }
      case 'input':
        return [];
      default:
        if (isBlock(el)) {
          // Block content inside inline content (a div in a link): keep its words apart.
          return [{ type: 'text', value: ' ' }, ...this.phrasing(el.children), { type: 'text', value: ' ' }];
        }
        return this.phrasing(el.children);
    }
  }

  /** A Docusaurus code block: `div.theme-code-block.language-x` holding an optional title and a `pre`. */
  codeBlock(el: Element): Flow[] {
    const pre = findFirst(el, (e) => e.tagName === 'pre');
    if (!pre) return [];
    const titleEl = findFirst(el, (e) => hasClassPrefix(e, 'codeBlockTitle'));
    const title = titleEl ? textContent(titleEl).trim() : undefined;
    return [this.code(pre, language(el) ?? language(pre), title)];
  }

  code(pre: Element, lang: string | undefined, title: string | undefined): Code {
    const codeEl = findFirst(pre, (e) => e.tagName === 'code') ?? pre;
    const value = textContent(codeEl).replace(/\n$/, '');
    return {
      type: 'code',
      lang: lang ?? language(codeEl) ?? null,
      meta: title ? `title=${JSON.stringify(title)}` : null,
      value,
    };
  }

  /** A live code block: its source only (the editor chrome and the browser-rendered result are not content). */
  playground(el: Element): Flow[] {
    const pre = findFirst(el, (e) => e.tagName === 'pre');
    return pre ? [this.code(pre, language(pre), undefined)] : [];
  }

  /** Tabs: code-only tabs become consecutive code blocks labelled with their tab; others a bold label and the panel. */
  tabs(el: Element): Flow[] {
    const labels = findAll(el, (e) => e.properties?.role === 'tab').map((t) => textContent(t).trim());
    const panels = findAll(el, (e) => e.properties?.role === 'tabpanel');
    const converted = panels.map((panel) => this.flow(panel.children));
    if (converted.every((blocks) => blocks.length === 1 && blocks[0]!.type === 'code')) {
      return converted.map((blocks, i) => {
        const code = blocks[0] as Code;
        const existing = code.meta?.match(/^title="(.*)"$/)?.[1];
        const label = labels[i];
        const title = label && existing ? `${label}: ${JSON.parse(`"${existing}"`)}` : (label ?? existing);
        return { ...code, meta: title ? `title=${JSON.stringify(title)}` : null };
      });
    }
    return converted.flatMap((blocks, i) => {
      const label = labels[i];
      const heading: Paragraph[] = label
        ? [{ type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: label }] }] }]
        : [];
      return [...heading, ...blocks];
    });
  }

  /** `:::warning[Title]` → `> **Warning: Title**` followed by the content, all in one block quote. */
  admonition(el: Element): Flow[] {
    const kind =
      classes(el)
        .find((c) => c.startsWith('theme-admonition-'))
        ?.slice('theme-admonition-'.length) ?? 'note';
    const kindLabel = kind.charAt(0).toUpperCase() + kind.slice(1);
    const headingEl = findFirst(el, (e) => hasClassPrefix(e, 'admonitionHeading'));
    const contentEl = findFirst(el, (e) => hasClassPrefix(e, 'admonitionContent'));
    const heading = headingEl ? textContent(headingEl).replace(/\s+/g, ' ').trim() : '';
    const label = heading && heading.toLowerCase() !== kind.toLowerCase() ? `${kindLabel}: ${heading}` : kindLabel;
    const content = this.flow(contentEl ? contentEl.children : el.children.filter((c) => c !== headingEl));
    return [
      {
        type: 'blockquote',
        children: [{ type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: label }] }] }, ...content],
      },
    ];
  }

  list(el: Element): Flow[] {
    const ordered = el.tagName === 'ol';
    const items: ListItem[] = childElements(el)
      .filter((li) => li.tagName === 'li')
      .map((li) => {
        const firstP = childElements(li).find((c) => c.tagName === 'p');
        const checkbox = [...childElements(li), ...(firstP ? childElements(firstP) : [])].find(
          (c) => c.tagName === 'input' && c.properties?.type === 'checkbox',
        );
        const children = this.flow(li.children);
        return {
          type: 'listItem',
          spread: false,
          checked: checkbox ? checkbox.properties?.checked === true || checkbox.properties?.checked === '' : null,
          children: children.length ? children : [{ type: 'paragraph', children: [] }],
        } satisfies ListItem;
      });
    if (!items.length) return [];
    // An item of several paragraphs needs blank lines inside it; then the whole list is loose.
    const spread = items.some((item) => item.children.filter((c) => c.type === 'paragraph').length > 1);
    for (const item of items) item.spread = spread;
    const start = Number(el.properties?.start ?? 1);
    const list: List = { type: 'list', ordered, start: ordered ? (Number.isFinite(start) ? start : 1) : null, spread, children: items };
    return [list];
  }

  /** `<dl>` has no Markdown form: each term becomes a list item `**term**: definition`. */
  definitionList(el: Element): Flow[] {
    const items: ListItem[] = [];
    let current: ListItem | undefined;
    for (const child of childElements(el)) {
      if (child.tagName === 'dt') {
        const term = normalizePhrasing(this.phrasing(child.children));
        current = { type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [{ type: 'strong', children: term }] }] };
        items.push(current);
      } else if (child.tagName === 'dd') {
        const blocks = this.flow(child.children);
        const first = current?.children[0];
        if (current && first?.type === 'paragraph' && first.children.length === 1 && blocks[0]?.type === 'paragraph') {
          first.children.push({ type: 'text', value: ': ' }, ...(blocks.shift() as Paragraph).children);
        }
        if (current) current.children.push(...blocks);
        else items.push({ type: 'listItem', spread: false, children: blocks });
      } else if (child.tagName === 'div') {
        // <dl><div><dt/><dd/></div></dl> is valid HTML too.
        const nested = this.definitionList(child);
        for (const list of nested) if (list.type === 'list') items.push(...list.children);
      }
    }
    return items.length ? [{ type: 'list', ordered: false, spread: false, children: items }] : [];
  }

  table(el: Element): Flow[] {
    const out: Flow[] = [];
    const caption = childElements(el).find((c) => c.tagName === 'caption');
    if (caption) {
      const children = normalizePhrasing(this.phrasing(caption.children));
      if (children.length) out.push({ type: 'paragraph', children: [{ type: 'strong', children }] });
    }
    const rows = findAll(el, (e) => e.tagName === 'tr');
    const tableRows: TableRow[] = rows.map((tr) => ({
      type: 'tableRow',
      children: childElements(tr)
        .filter((c) => c.tagName === 'td' || c.tagName === 'th')
        .map((cell): TableCell => ({ type: 'tableCell', children: this.cell(cell) })),
    }));
    const width = Math.max(0, ...tableRows.map((r) => r.children.length));
    if (!width) return out;
    for (const row of tableRows) {
      while (row.children.length < width) row.children.push({ type: 'tableCell', children: [] });
    }
    const table: Table = { type: 'table', align: Array.from({ length: width }, () => null), children: tableRows };
    out.push(table);
    return out;
  }

  /** Table cells hold one line of inline content: blocks inside a cell are joined with spaces. */
  cell(el: Element): PhrasingContent[] {
    return normalizePhrasing(blockToPhrasing(...this.flow(el.children)));
  }

  /** `<details>`: the summary in bold, then the content. */
  details(el: Element): Flow[] {
    const summary = childElements(el).find((c) => c.tagName === 'summary');
    const rest = el.children.filter((c) => c !== summary);
    const out: Flow[] = [];
    if (summary) {
      const children = normalizePhrasing(this.phrasing(summary.children));
      if (children.length) out.push({ type: 'paragraph', children: [{ type: 'strong', children }] });
    }
    return [...out, ...this.flow(rest)];
  }

  /** A link wrapping blocks (a card): `[title](href): description`. */
  card(el: Element): Flow[] {
    const href = el.properties?.href;
    const titleEl = findFirst(el, (e) => /^h[1-6]$/.test(e.tagName)) ?? findFirst(el, (e) => isBlock(e));
    const title = normalizePhrasing(titleEl ? this.phrasing(titleEl.children) : this.phrasing(el.children));
    const rest = titleEl ? el.children.filter((c) => c !== titleEl && !(c.type === 'element' && findFirst(c, (e) => e === titleEl))) : [];
    const description = normalizePhrasing(rest.flatMap((c) => blockToPhrasing(...this.flow([c]))));
    if (!title.length) return description.length ? [{ type: 'paragraph', children: description }] : [];
    const link: PhrasingContent = href
      ? { type: 'link', url: this.url(href), title: null, children: title }
      : { type: 'strong', children: title };
    const children: PhrasingContent[] = description.length ? [link, { type: 'text', value: ': ' }, ...description] : [link];
    return [{ type: 'paragraph', children }];
  }
}

/**
 * Parts of a component that CSS lays out apart (a name and its badge, a title and its code name) are
 * adjacent in the HTML with no space between them; in Markdown they need one.
 */
function needsSpaceBetween(left: HastNode | undefined, right: HastNode | undefined): boolean {
  if (!left || !right) return false;
  const styled = (n: HastNode) => n.type === 'element' && classes(n).some((c) => MODULE_CLASS.test(c));
  if (!styled(left) && !styled(right)) return false;
  const edge = (n: HastNode, end: boolean) => {
    const text = textContent(n);
    return end ? text.slice(-1) : text.slice(0, 1);
  };
  const a = edge(left, true);
  const b = edge(right, false);
  return a !== '' && b !== '' && !/\s/.test(a) && !/\s/.test(b);
}

function language(el: Element): string | undefined {
  const cls = classes(el).find((c) => c.startsWith('language-'));
  return cls ? cls.slice('language-'.length) : undefined;
}

function wrap(type: 'strong' | 'emphasis' | 'delete', children: PhrasingContent[]): PhrasingContent[] {
  // Markdown cannot open emphasis with a space inside it, so spaces at the edges move outside.
  const inner = normalizePhrasing(children);
  if (!inner.length) return children.length ? [{ type: 'text', value: ' ' }] : [];
  const text = phrasingText(children);
  const before: PhrasingContent[] = /^\s/.test(text) ? [{ type: 'text', value: ' ' }] : [];
  const after: PhrasingContent[] = /\s$/.test(text) ? [{ type: 'text', value: ' ' }] : [];
  return [...before, { type, children: inner }, ...after];
}

function phrasingText(nodes: readonly PhrasingContent[]): string {
  return nodes.map((n) => ('value' in n ? n.value : 'children' in n ? phrasingText(n.children as PhrasingContent[]) : '')).join('');
}

/** The inline content of a block, for places that accept only inline content (table cells). */
function blockToPhrasing(...blocks: Flow[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const block of blocks) {
    if (out.length) out.push({ type: 'text', value: ' ' });
    switch (block.type) {
      case 'paragraph':
      case 'heading':
        out.push(...block.children);
        break;
      case 'code':
        out.push({ type: 'inlineCode', value: block.value.replace(/\s+/g, ' ') });
        break;
      case 'list':
        block.children.forEach((item, i) => {
          if (i > 0) out.push({ type: 'break' });
          out.push(
            { type: 'text', value: block.ordered ? `${(block.start ?? 1) + i}. ` : '• ' },
            ...blockToPhrasing(...(item.children as Flow[])),
          );
        });
        break;
      case 'blockquote':
        out.push(...blockToPhrasing(...(block.children as Flow[])));
        break;
      default:
        break;
    }
  }
  return out;
}

/**
 * Collapses HTML whitespace the way a browser would, merges adjacent text and trims the edges
 * (`trimEdges`), so paragraphs neither start nor end with spaces.
 */
function normalizePhrasing(nodes: readonly PhrasingContent[], trimEdges = true): PhrasingContent[] {
  const merged: PhrasingContent[] = [];
  for (const node of nodes) {
    const last = merged[merged.length - 1];
    if (node.type === 'text') {
      const value = node.value.replace(/[ \t\n\r\f]+/g, ' ');
      if (last?.type === 'text') last.value = (last.value + value).replace(/ {2,}/g, ' ');
      else merged.push({ type: 'text', value });
    } else {
      merged.push(node);
    }
  }
  // A space before a line break is invisible; one after it would indent the next line.
  for (let i = 0; i < merged.length; i++) {
    const node = merged[i]!;
    if (node.type !== 'text') continue;
    if (merged[i + 1]?.type === 'break') node.value = node.value.replace(/ +$/, '');
    if (merged[i - 1]?.type === 'break') node.value = node.value.replace(/^ +/, '');
  }
  if (trimEdges) {
    while (merged[0]?.type === 'break') merged.shift();
    while (merged[merged.length - 1]?.type === 'break') merged.pop();
    const first = merged[0];
    if (first?.type === 'text') first.value = first.value.replace(/^ +/, '');
    const last = merged[merged.length - 1];
    if (last?.type === 'text') last.value = last.value.replace(/ +$/, '');
  }
  return merged.filter((n) => n.type !== 'text' || n.value !== '');
}

/** Converts a parsed HTML fragment (the article body of one page) to a Markdown syntax tree. */
export function hastToMdast(tree: HastRoot, options: ConvertOptions): Root {
  const converter = new Converter(options, countDiagramMarkers(tree));
  return { type: 'root', children: converter.flow(tree.children) as RootContent[] };
}

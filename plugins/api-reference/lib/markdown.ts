/**
 * Markdown from the specs → HTML, at build time. Raw HTML in the source is shown as text, links keep
 * only safe protocols, images become their alt text and headings are demoted below the page's own
 * headings, so the output can be injected into the page as it is.
 */
import { Marked, type Tokens } from 'marked';

const SAFE_URL = /^(?:https?:|mailto:|\/|#|\.{1,2}\/)/i;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function createMarked(headingOffset: number): Marked {
  const marked = new Marked({ gfm: true, breaks: false, async: false });
  marked.use({
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag): string {
        return escapeHtml(text);
      },
      link({ href, title, tokens }: Tokens.Link): string {
        const label = this.parser.parseInline(tokens);
        const url = href.trim();
        if (!SAFE_URL.test(url) || /^(?:javascript|data|vbscript):/i.test(url)) {
          return label;
        }
        const external = /^(?:https?:)?\/\//i.test(url);
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
        const rel = external ? ' target="_blank" rel="noopener noreferrer"' : '';
        return `<a href="${escapeHtml(url)}"${titleAttr}${rel}>${label}</a>`;
      },
      image({ text }: Tokens.Image): string {
        return escapeHtml(text);
      },
      heading({ tokens, depth }: Tokens.Heading): string {
        const level = Math.min(depth + headingOffset, 6);
        return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
    },
  });
  return marked;
}

const renderers = new Map<number, Marked>();

/**
 * Renders CommonMark + GFM to sanitized HTML. `headingOffset` is added to every heading level
 * (an `#` in an operation description must not compete with the page's headings).
 * Returns `undefined` for empty input so that the view model stays small.
 */
export function markdownToHtml(markdown: unknown, headingOffset = 3): string | undefined {
  if (typeof markdown !== 'string' || markdown.trim() === '') {
    return undefined;
  }
  let marked = renderers.get(headingOffset);
  if (!marked) {
    marked = createMarked(headingOffset);
    renderers.set(headingOffset, marked);
  }
  return (marked.parse(markdown.trim()) as string).trim();
}

/**
 * Like `markdownToHtml`, for a description that sits in its own section of the page: its shallowest
 * heading becomes `topLevel` (an API's description under the page's h1 starts at h2), the others
 * keep their distance from it, so no heading level is skipped.
 */
export function markdownSectionToHtml(markdown: unknown, topLevel: number): string | undefined {
  if (typeof markdown !== 'string') return undefined;
  const depths = [...markdown.matchAll(/^ {0,3}(#{1,6})[ \t]/gm)].map((match) => match[1]!.length);
  return markdownToHtml(markdown, depths.length ? topLevel - Math.min(...depths) : 0);
}

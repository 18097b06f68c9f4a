/**
 * Snippets reach the page as HTML, so everything in them is escaped and the only markup left is
 * our own `<mark>`. Backends hand us text with `<mark>`…`</mark>` around the matched words
 * (Typesense inserts the tags into raw text; Pagefind into entity-escaped text). Both go through
 * `safeHighlight`, which treats anything that is not a mark tag as text.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Decodes the entities an escaped excerpt can contain; unknown ones stay as they are. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

const MARK_TAG = /<(\/?)mark\s*>/gi;

/**
 * Turns a backend's highlighted string into safe HTML: text is decoded when `decode` is set (the
 * input was escaped) and escaped again; mark tags become balanced `<mark>` elements; any other tag
 * is shown as text, never interpreted.
 */
export function safeHighlight(highlighted: string, { decode = false }: { decode?: boolean } = {}): string {
  let out = '';
  let open = false;
  let last = 0;
  const text = (raw: string) => escapeHtml(decode ? decodeEntities(raw) : raw);
  for (const match of highlighted.matchAll(MARK_TAG)) {
    out += text(highlighted.slice(last, match.index));
    last = match.index + match[0].length;
    const closing = match[1] === '/';
    if (!closing && !open) {
      out += '<mark>';
      open = true;
    } else if (closing && open) {
      out += '</mark>';
      open = false;
    }
  }
  out += text(highlighted.slice(last));
  if (open) out += '</mark>';
  return out.replace(/<mark><\/mark>/g, '');
}

/** Plain text cut to about `max` characters at a word boundary, escaped. */
export function plainSnippet(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return escapeHtml(clean);
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${escapeHtml(space > max * 0.6 ? cut.slice(0, space) : cut)} …`;
}

import { describe, expect, it } from 'vitest';
import { decodeEntities, escapeHtml, plainSnippet, safeHighlight } from '../../src/search/highlight';

describe('safeHighlight', () => {
  it('keeps our marks and escapes everything else (Typesense: raw text)', () => {
    expect(safeHighlight('Send <mark>webhooks</mark> to <b>your</b> "server" & more')).toBe(
      'Send <mark>webhooks</mark> to &lt;b&gt;your&lt;/b&gt; &quot;server&quot; &amp; more',
    );
  });

  it('never lets markup through, even inside a mark', () => {
    const html = safeHighlight('<mark><img src=x onerror=alert(1)></mark><script>alert(2)</script>');
    expect(html).toBe('<mark>&lt;img src=x onerror=alert(1)&gt;</mark>&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).not.toMatch(/<(?!\/?mark>)/);
  });

  it('decodes an escaped excerpt once before escaping it (Pagefind)', () => {
    expect(safeHighlight('<mark>&lt;script&gt;</mark> data & things &amp; more', { decode: true })).toBe(
      '<mark>&lt;script&gt;</mark> data &amp; things &amp; more',
    );
  });

  it('balances stray and nested mark tags and drops empty ones', () => {
    expect(safeHighlight('a <mark>b <mark>c</mark> d</mark> e')).toBe('a <mark>b c</mark> d e');
    expect(safeHighlight('a <mark>open')).toBe('a <mark>open</mark>');
    expect(safeHighlight('a </mark>b<mark></mark>')).toBe('a b');
    expect(safeHighlight('<MARK >x</Mark>')).toBe('<mark>x</mark>');
  });
});

describe('helpers', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('decodes named and numeric entities, leaving unknown ones', () => {
    expect(decodeEntities('&lt;&#60;&#x3C;&amp;&quot;&#39;&nbsp;&bogus;&#0;')).toBe('<<<&"\' &bogus;&#0;');
  });

  it('cuts long text at a word boundary', () => {
    expect(plainSnippet('short <text>')).toBe('short &lt;text&gt;');
    const long = 'word '.repeat(60);
    const cut = plainSnippet(long, 40);
    expect(cut.endsWith(' …')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(42);
  });
});

/**
 * The fields a docs page defines (lib/search/field-definitions.mjs): a list item led by the field as
 * code and a defining word, or a table row whose first cell is the field alone; the shape of a
 * field name is the query's (src/search/queryTerms.ts, namesAField).
 */
import type { Element, Nodes } from 'hast';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../lib/build/built-site.mjs';
import { definedField, isFieldName } from '../../lib/search/field-definitions.mjs';
import { namesAField } from '../../src/search/queryTerms';

/** The first `tag` element of `html`, parsed as the build parses pages. */
function element(html: string, tag: string): Element | null {
  const find = (node: Nodes): Element | null => {
    if (node.type === 'element' && node.tagName === tag) return node;
    for (const child of 'children' in node ? node.children : []) {
      const found = find(child);
      if (found) return found;
    }
    return null;
  };
  return find(parseHtml(`<html><body>${html}</body></html>`));
}

describe('definedField', () => {
  it('reads a list item led by the field and a colon, a dash or "is"', () => {
    expect(definedField(element('<ul><li><code>metadata.isDeleted</code>: <code>true</code> when deleted.</li></ul>', 'li'))).toBe(
      'metadata.isDeleted',
    );
    expect(definedField(element('<ul><li><code>isBankAccount</code> is true for bank accounts.</li></ul>', 'li'))).toBe('isBankAccount');
    expect(definedField(element('<ul><li><code>journalRef</code> — the journal, once posted.</li></ul>', 'li'))).toBe('journalRef');
  });

  it('reads a loose list item, whose text sits in a paragraph', () => {
    expect(definedField(element('<ul><li>\n<p><code>feedStartDate</code>: the first day pushed.</p>\n</li></ul>', 'li'))).toBe(
      'feedStartDate',
    );
  });

  it('reads a table row whose first cell is the field alone', () => {
    const row = '<table><tbody><tr><td><code>integrationKey</code></td><td>Four-letter platform key.</td></tr></tbody></table>';
    expect(definedField(element(row, 'tr'))).toBe('integrationKey');
  });

  it('finds no definition where the field is only mentioned', () => {
    // In a sentence, or listed with others.
    expect(definedField(element('<ul><li>Set <code>pageSize</code>: up to 5000.</li></ul>', 'li'))).toBeNull();
    expect(definedField(element('<ul><li><code>pageSize</code> and <code>page</code> page the list.</li></ul>', 'li'))).toBeNull();
    // A table row whose first cell says more than the field, or a header row.
    expect(
      definedField(
        element('<table><tbody><tr><td><code>pageSize</code> or <code>page</code></td><td>Paging.</td></tr></tbody></table>', 'tr'),
      ),
    ).toBeNull();
    expect(definedField(element('<table><thead><tr><th><code>pageSize</code></th><th>Meaning</th></tr></thead></table>', 'tr'))).toBeNull();
    // A word that is not written as a field.
    expect(definedField(element('<ul><li><code>date</code>: when it settled.</li></ul>', 'li'))).toBeNull();
    expect(definedField(element('<table><tbody><tr><td><code>date</code></td><td>When.</td></tr></tbody></table>', 'tr'))).toBeNull();
  });
});

describe('isFieldName', () => {
  it('reads a field as the query does, and only a whole identifier', () => {
    for (const text of ['feedStartDate', 'metadata.isDeleted', 'source_type', 'PendingAuth', 'date', 'Page size', 'api']) {
      if (!/\s/.test(text)) expect(isFieldName(text), text).toBe(namesAField(text));
    }
    expect(isFieldName('pageSize=100')).toBe(false);
    expect(isFieldName('set pageSize')).toBe(false);
  });
});

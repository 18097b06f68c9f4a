import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPlaceholders, pageText } from '../../lib/build/placeholders.mjs';
import { parseHtml } from '../../lib/build/built-site.mjs';
import { readBuildReport } from '../../lib/build/build-report.mjs';

describe('placeholder check', () => {
  it('finds each placeholder in the fixture build, with its route, skipping scripts and redirect pages', () => {
    const results = readBuildReport(path.resolve(__dirname, '../fixtures/checks/placeholders/build')).placeholders;
    expect(results.map((r) => `${r.route} ${r.label}`).sort()).toEqual([
      '/guides TODO',
      '/guides coming soon',
      '/guides/setup/ TBD',
      '/guides/setup/ lorem ipsum',
    ]);
    expect(results.find((r) => r.label === 'TBD')?.context).toContain('Rate limits: TBD');
  });

  it('takes the visible text only', () => {
    expect(pageText(parseHtml('<p>One &amp; <b>two</b></p><script>TODO()</script><style>.x{}</style>'))).toBe(' One & two ');
  });

  it('ignores lower-case todo in identifiers and the ordinary word placeholder', () => {
    expect(findPlaceholders('const todos = []; Replace the placeholder values with your own keys.')).toEqual([]);
    expect(findPlaceholders('Rates: tbd')).toEqual([]);
    expect(findPlaceholders('Coming Soon: bulk export').map((h) => h.label)).toEqual(['coming soon']);
  });
});

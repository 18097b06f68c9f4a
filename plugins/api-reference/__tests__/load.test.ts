import { describe, expect, it } from 'vitest';
import { loadSpec, OpenApiSpecError } from '../lib/load';
import { markdownSectionToHtml, markdownToHtml } from '../lib/markdown';
import { fixture, siteDir } from './helpers';

describe('loadSpec', () => {
  it('bundles shared files into components and keeps lint warnings apart', async () => {
    const { document, warnings } = await loadSpec(fixture('mini.yaml'), siteDir);
    const components = document.components as { schemas: Record<string, unknown>; responses: Record<string, unknown> };
    expect(Object.keys(components.schemas)).toContain('ErrorMessage');
    expect(Object.keys(components.responses)).toContain('NotFound');
    expect(JSON.stringify(document)).not.toContain('common.yaml');
    expect(warnings.every((w) => w.severity === 'warn')).toBe(true);
  });

  it('fails with a message naming the file, the JSON pointer and the line of each error', async () => {
    const error = await loadSpec(fixture('invalid.yaml'), siteDir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenApiSpecError);
    const message = (error as Error).message;
    expect(message).toMatch(/^OpenAPI spec plugins\/api-reference\/__tests__\/fixtures\/invalid\.yaml has 2 errors/);
    expect(message).toContain(
      'plugins/api-reference/__tests__/fixtures/invalid.yaml#/paths/~1companies~1{companyId}/get/responses/200/content/application~1json/schema (line 27:17) [no-unresolved-refs]',
    );
    expect(message).toContain('[security-defined]');
    expect((error as OpenApiSpecError).file).toBe('plugins/api-reference/__tests__/fixtures/invalid.yaml');
  });

  it('names the file when it does not exist', async () => {
    await expect(loadSpec(fixture('missing.yaml'), siteDir)).rejects.toThrow('plugins/api-reference/__tests__/fixtures/missing.yaml');
  });
});

describe('markdownToHtml', () => {
  it('escapes raw HTML, drops unsafe links and images, and demotes headings', () => {
    const html = markdownToHtml(
      '# Title\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) ![logo](https://x/y.png) [ok](https://ledgerlink.io)',
      3,
    );
    expect(html).toContain('<h4>Title</h4>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<a href="https://ledgerlink.io" target="_blank" rel="noopener noreferrer">ok</a>');
  });

  it('returns undefined for empty text', () => {
    expect(markdownToHtml('  ')).toBeUndefined();
    expect(markdownSectionToHtml('Intro.\n\n## Authentication\n\nKeys.\n\n### Rotating keys\n\nTwice a year.', 2)).toBe(
      '<p>Intro.</p>\n<h2>Authentication</h2>\n<p>Keys.</p>\n<h3>Rotating keys</h3>\n<p>Twice a year.</p>',
    );
    expect(markdownSectionToHtml('No headings here.', 2)).toBe('<p>No headings here.</p>');
    expect(markdownToHtml(undefined)).toBeUndefined();
  });
});

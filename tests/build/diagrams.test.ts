/**
 * Diagrams in the production build: every ```mermaid fence of the docs and updates reached its page
 * as the images drawn at build time (src/remark/staticDiagrams.ts), none fell back to drawing in the
 * browser, and every image a page names is in the build with the size the page gives it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectDiagrams } from '../../src/diagrams/diagrams';

const build = path.resolve(process.env.BUILD_DIR ?? 'build');

function htmlFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) htmlFiles(full, out);
    else if (entry.name === 'index.html') out.push(full);
  }
  return out;
}

const pages = htmlFiles(build).map((file) => ({ file: path.relative(build, file), html: fs.readFileSync(file, 'utf8') }));
const figures = pages.flatMap(({ file, html }) =>
  [...html.matchAll(/<div class="diagram" data-diagram="">([\s\S]*?)<\/div>/g)].map((match) => ({ file, inner: match[1]! })),
);

describe('diagrams in the build', () => {
  it('no page draws a diagram in the browser', () => {
    expect(pages.filter(({ html }) => html.includes('mermaid-pending')).map(({ file }) => file)).toEqual([]);
  });

  it('every diagram of the content appears as a figure', () => {
    const keys = new Set(
      figures.flatMap(({ inner }) => [...inner.matchAll(/\/diagrams\/([0-9a-f]{16})-light\.svg/g)].map((match) => match[1])),
    );
    expect([...collectDiagrams().keys()].filter((key) => !keys.has(key))).toEqual([]);
  });

  it('each figure has a light and a dark image that exist, with their size and a text alternative', () => {
    expect(figures.length).toBeGreaterThan(0);
    for (const { file, inner } of figures) {
      const images = [...inner.matchAll(/<img\b([^>]*)>/g)].map((match) => match[1]!);
      expect(
        images.map((attributes) => /diagram__image--(light|dark)/.exec(attributes)?.[1]),
        file,
      ).toEqual(['light', 'dark']);
      for (const attributes of images) {
        const src = /\bsrc="([^"]+)"/.exec(attributes)![1]!;
        const svg = fs.readFileSync(path.join(build, src), 'utf8');
        expect(attributes, `${file} ${src}`).toContain(`width="${/<svg\b[^>]*\bwidth="(\d+)"/.exec(svg)![1]}"`);
        expect(attributes, `${file} ${src}`).toMatch(/\balt="[^"]{10,}"/);
        expect(attributes).toContain('loading="lazy"');
      }
    }
  });
});

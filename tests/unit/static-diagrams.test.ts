import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diagramDrift, diagramFile, diagramKey, readDiagramImage } from '../../src/diagrams/diagrams';
import staticDiagrams from '../../src/diagrams/remarkStaticDiagrams';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const drawn = 'flowchart LR\n  A[Company] --> B[Connection]';
const notDrawn = 'flowchart LR\n  C --> D';
const svg = (mode: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120"><title>Flowchart: Company; Connection &amp; ${mode}</title></svg>\n`;
for (const mode of ['light', 'dark'] as const) fs.writeFileSync(path.join(dir, diagramFile(diagramKey(drawn), mode)), svg(mode));

interface TestNode {
  type: string;
  name?: string;
  lang?: string;
  value?: string;
  attributes?: { name: string; value: string }[];
  children?: TestNode[];
}

const attrs = (node: TestNode) => Object.fromEntries((node.attributes ?? []).map((a) => [a.name, a.value]));

describe('diagram keys and images', () => {
  it('keys a diagram by its source, ignoring surrounding blank lines', () => {
    expect(diagramKey(`\n${drawn}\n\n`)).toBe(diagramKey(drawn));
    expect(diagramKey(drawn)).not.toBe(diagramKey(notDrawn));
    expect(diagramKey(drawn)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('reads an image’s size and text alternative, and nothing for a diagram not drawn', () => {
    expect(readDiagramImage(diagramKey(drawn), 'dark', dir)).toEqual({
      src: `/diagrams/${diagramKey(drawn)}-dark.svg`,
      width: 320,
      height: 120,
      alt: 'Flowchart: Company; Connection & dark',
    });
    expect(readDiagramImage(diagramKey(notDrawn), 'light', dir)).toBeNull();
  });

  it('reports images to draw and images no diagram uses', () => {
    fs.writeFileSync(path.join(dir, 'ffffffffffffffff-light.svg'), svg('light'));
    expect(diagramDrift([diagramKey(drawn), diagramKey(notDrawn)], dir)).toEqual({
      missing: [diagramFile(diagramKey(notDrawn), 'dark'), diagramFile(diagramKey(notDrawn), 'light')].sort(),
      stale: ['ffffffffffffffff-light.svg'],
    });
    fs.rmSync(path.join(dir, 'ffffffffffffffff-light.svg'));
  });
});

describe('the staticDiagrams remark plugin', () => {
  it('turns a drawn diagram into a figure of two lazy images and leaves one not drawn to the browser', () => {
    const tree: TestNode = {
      type: 'root',
      children: [
        { type: 'code', lang: 'mermaid', value: drawn },
        { type: 'listItem', children: [{ type: 'code', lang: 'mermaid', value: notDrawn }] },
        { type: 'code', lang: 'ts', value: 'const a = 1;' },
      ],
    };
    staticDiagrams({ dir })(tree as never);
    const [figure, item, code] = tree.children!;
    expect(figure).toMatchObject({ type: 'mdxJsxFlowElement', name: 'div' });
    expect(attrs(figure!)).toEqual({ className: 'diagram', 'data-diagram': '' });
    expect(figure!.children!.map(attrs)).toEqual(
      (['light', 'dark'] as const).map((mode) => ({
        className: `diagram__image diagram__image--${mode}`,
        src: `/diagrams/${diagramKey(drawn)}-${mode}.svg`,
        width: '320',
        height: '120',
        alt: `Flowchart: Company; Connection & ${mode}`,
        loading: 'lazy',
        decoding: 'async',
      })),
    );
    expect(item!.children![0]).toEqual({ type: 'code', lang: 'mermaid', value: notDrawn });
    expect(code).toEqual({ type: 'code', lang: 'ts', value: 'const a = 1;' });
  });
});

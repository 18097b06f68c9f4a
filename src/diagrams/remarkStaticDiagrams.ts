/**
 * Remark plugin (docs and updates): a ```mermaid fence whose images `npm run diagrams` has drawn
 * becomes a figure with two images, one for each colour mode (src/css/custom.css shows the one of
 * the current mode; the other, lazily loaded, is never fetched). A fence without images is left to
 * @docusaurus/theme-mermaid, which draws it in the browser. Runs before Docusaurus' own plugins,
 * which would otherwise turn every fence into the browser-side component first.
 */
import { COLOUR_MODES, DIAGRAMS_DIR, diagramKey, readDiagramImage, type DiagramImage } from './diagrams';

interface Node {
  type: string;
  lang?: string | null;
  value?: string;
  children?: Node[];
}

function jsx(name: string, attributes: Record<string, string | number>, children: Node[] = []): Node {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({ type: 'mdxJsxAttribute', name: key, value: String(value) })),
    children,
  } as Node;
}

function figure(images: DiagramImage[]): Node {
  return jsx(
    'div',
    { className: 'diagram', 'data-diagram': '' },
    images.map((image, i) =>
      jsx('img', {
        className: `diagram__image diagram__image--${COLOUR_MODES[i]}`,
        src: image.src,
        width: image.width,
        height: image.height,
        alt: image.alt,
        loading: 'lazy',
        decoding: 'async',
      }),
    ),
  );
}

function transform(node: Node, dir: string): void {
  node.children?.forEach((child, i) => {
    if (child.type === 'code' && child.lang === 'mermaid' && child.value !== undefined) {
      const key = diagramKey(child.value);
      const images = COLOUR_MODES.map((mode) => readDiagramImage(key, mode, dir));
      if (images.every((image): image is DiagramImage => image !== null)) node.children![i] = figure(images);
    } else {
      transform(child, dir);
    }
  });
}

/** `dir`: where the images are (static/diagrams unless a test says otherwise). */
export default function staticDiagrams({ dir = DIAGRAMS_DIR }: { dir?: string } = {}) {
  return (tree: Node) => transform(tree, dir);
}

/**
 * Remark plugin (docs): gives `<ErrorCatalogue />` the rows of the `detailedErrorCode` catalogue as a
 * `rows` prop, a JSON string read from the spec at build time (src/data/errorCatalogue.ts). The page
 * carries the catalogue as the spec states it on every build; nobody copies the list into Markdown.
 */
import { loadErrorCatalogue } from '../data/errorCatalogue';

interface Node {
  type: string;
  name?: string | null;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  children?: Node[];
}

function walk(node: Node, rows: () => string): void {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'ErrorCatalogue') {
    node.attributes = [
      ...(node.attributes ?? []).filter((a) => a.name !== 'rows'),
      { type: 'mdxJsxAttribute', name: 'rows', value: rows() },
    ];
  }
  node.children?.forEach((child) => walk(child, rows));
}

export default function errorCatalogue() {
  return (tree: Node) => {
    let json: string | undefined;
    walk(tree, () => (json ??= JSON.stringify(loadErrorCatalogue())));
  };
}

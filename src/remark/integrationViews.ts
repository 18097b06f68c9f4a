/**
 * Remark plugin (docs): gives `<IntegrationFacts slug="xero" category="accounting" />`,
 * `<IntegrationCoverage … />` and `<IntegrationScopes … />` their integration's view as a `view`
 * prop, a JSON string computed at build time (src/data/integrationView.ts). Writers keep writing the slug and category; the page
 * carries that one integration's facts instead of importing the whole integrations data file into
 * the browser (10 kB gzip on each of the 86 pages that show them).
 */
import { integrationView } from '../data/integrationView';
import { integrationCategories, type IntegrationCategory } from '../data/integrations';

const COMPONENTS = new Set(['IntegrationFacts', 'IntegrationCoverage', 'IntegrationScopes']);

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface Node {
  type: string;
  name?: string | null;
  attributes?: JsxAttribute[];
  children?: Node[];
  position?: { start: { line: number } };
}

function attribute(node: Node, name: string): string | undefined {
  const found = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

function addView(node: Node, file: { path?: string }): void {
  const slug = attribute(node, 'slug');
  const category = attribute(node, 'category');
  const where = `${file.path ?? 'a page'}:${node.position?.start.line ?? '?'}`;
  if (!slug || !category || !(integrationCategories as readonly string[]).includes(category)) {
    throw new Error(`${where}: <${node.name}> needs slug="…" and category="${integrationCategories.join('|')}"`);
  }
  const view = JSON.stringify(integrationView(category as IntegrationCategory, slug));
  node.attributes = [...(node.attributes ?? []).filter((a) => a.name !== 'view'), { type: 'mdxJsxAttribute', name: 'view', value: view }];
}

function walk(node: Node, file: { path?: string }): void {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && COMPONENTS.has(node.name))
    addView(node, file);
  node.children?.forEach((child) => walk(child, file));
}

export default function integrationViews() {
  return (tree: Node, file: { path?: string }) => walk(tree, file);
}

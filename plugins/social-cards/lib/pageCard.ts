/**
 * What the card of a built page says, read from the page the build pass has already parsed: its
 * `og:image` (the card's path, set by src/theme/SiteMetadata), its title and its section.
 */
import type { Element, Nodes } from 'hast';
import { attribute, elements, type BuiltPage } from '../../../lib/build/built-site.mjs';
import { pageNameFromTitle, sectionFromPath } from '../../../src/analytics/classify';
import { SOCIAL_CARD_DIR } from '../../../src/utils/socialCard';
import type { CardContent } from './cache';

export interface PageCard extends CardContent {
  /** Where the card goes, relative to the build folder: `social-cards/using-the-api/paging.png`. */
  readonly file: string;
}

/** Sections of pages outside the docs sidebars (`sectionFromPath`'s names). */
const SECTION_NAMES: Readonly<Record<string, string>> = {
  home: 'Documentation',
  'api-reference': 'API reference',
  updates: 'Updates',
  tags: 'Documentation',
  search: 'Search',
  support: 'Support',
};

function text(node: Nodes): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(text).join('') : '';
}

const clean = (value: string) => value.replace(/\s+/g, ' ').trim();

function meta(head: Element[], property: string): string | undefined {
  return head.find((el) => el.tagName === 'meta' && attribute(el, 'property') === property)?.properties?.content as string | undefined;
}

/** The first element, in document order, that passes the test; the walk stops there. */
function findElement(root: Nodes, test: (element: Element) => boolean): Element | undefined {
  const stack: Nodes[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'element' && test(node)) return node;
    if ('children' in node) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return undefined;
}

const hasClass = (element: Element, name: string) => attribute(element, 'className')?.split(' ').includes(name) ?? false;

/** The first breadcrumb between the home link and the page itself: the sidebar category a doc is in. */
function breadcrumbSection(page: BuiltPage): string | undefined {
  // A string search first: most of the pages with no breadcrumbs are the largest (API reference).
  if (!page.html.includes('theme-doc-breadcrumbs')) return undefined;
  const trail = findElement(page.tree, (el) => el.tagName === 'nav' && hasClass(el, 'theme-doc-breadcrumbs'));
  if (!trail) return undefined;
  const items = elements(trail).filter((el) => el.tagName === 'li' && hasClass(el, 'breadcrumbs__item'));
  const middle = items.filter((item) => {
    const classes = attribute(item, 'className')!.split(' ');
    const link = elements(item).find((el) => el.tagName === 'a');
    return !classes.includes('breadcrumbs__item--active') && !(link && attribute(link, 'href') === '/');
  });
  const name = middle.length ? clean(text(middle[0]!)) : '';
  return name || undefined;
}

/**
 * The card a page asks for, or undefined when its `og:image` is not one of our cards (a client redirect
 * page has none; a page whose front matter sets `image` names its own). `siteUrl` is the site's origin.
 */
export function pageCard(page: BuiltPage, siteUrl: string): PageCard | undefined {
  const headElement = page.tree.children.find((node): node is Element => node.type === 'element' && node.tagName === 'html');
  const head = headElement
    ? elements(headElement.children.find((node) => node.type === 'element' && node.tagName === 'head') ?? headElement)
    : [];
  const image = meta(head, 'og:image');
  if (!image) return undefined;
  let url: URL;
  try {
    url = new URL(image);
  } catch {
    return undefined;
  }
  const pathname = decodeURIComponent(url.pathname);
  if (url.origin !== new URL(siteUrl).origin || !pathname.startsWith(`/${SOCIAL_CARD_DIR}/`) || !pathname.endsWith('.png'))
    return undefined;
  if (pathname.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
  const titleElement = head.find((el) => el.tagName === 'title');
  const title = pageNameFromTitle(clean(meta(head, 'og:title') ?? (titleElement ? text(titleElement) : '')));
  const section = breadcrumbSection(page) ?? SECTION_NAMES[sectionFromPath(page.route)] ?? 'Documentation';
  return { file: pathname.slice(1), title, section };
}

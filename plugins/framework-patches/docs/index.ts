/**
 * @docusaurus/plugin-content-docs, wrapped: the same plugin (same name, options, routes and theme
 * components) with less in the version data that every doc page downloads before it renders
 * (34 kB gzip with this site's 437 docs).
 *
 * - `version.docs`, a map of every doc to its id, title, description and sidebar, is left empty.
 *   Its one reader in the theme is `DocCard` (`useDocById`), for the description of a doc card;
 *   this site renders no doc cards (no generated-index categories, no `<DocCardList>`). Should one
 *   be added, `useDocById` throws for the missing doc and the build fails at that page: keep the
 *   map for its docs here then.
 * - Sidebar links drop `unlisted: false`, the default. `docId` stays: breadcrumbs use it to tell
 *   doc links from other links.
 *
 * - The global data (in main.js, on every page) lists, of all docs, only those in the sidebars that
 *   navbar items of type `doc` or `docSidebar` stand for. Its list of docs serves those items
 *   alone: to find their link, and to mark them active on the pages of their sidebar.
 *
 * Page titles and descriptions come from each doc's own module, as before.
 */
import docsPlugin, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';
import type { GlobalPluginData } from '@docusaurus/plugin-content-docs/client';
import type { LoadedContent, PluginOptions } from '@docusaurus/plugin-content-docs';

export { validateOptions };

interface SidebarItem {
  readonly unlisted?: boolean;
  readonly items?: readonly SidebarItem[];
  readonly [key: string]: unknown;
}

function slimItem({ unlisted, items, ...rest }: SidebarItem): SidebarItem {
  return { ...rest, ...(unlisted && { unlisted }), ...(items && { items: items.map(slimItem) }) };
}

/**
 * The routes with each version route's data slimmed as described above (the docs plugin adds one
 * root route, with the version routes nested in it); everything else as it is.
 */
export function slimVersionRoute(route: RouteConfig): RouteConfig {
  const routes = route.routes?.map(slimVersionRoute);
  const version = route.props?.version as { docs?: unknown; docsSidebars?: Record<string, SidebarItem[]> } | undefined;
  if (!version?.docs) return routes ? { ...route, routes } : route;
  const docsSidebars = Object.fromEntries(Object.entries(version.docsSidebars ?? {}).map(([name, items]) => [name, items.map(slimItem)]));
  return { ...route, ...(routes && { routes }), props: { ...route.props, version: { ...version, docs: {}, docsSidebars } } };
}

interface NavbarItem {
  readonly type?: string;
  readonly docId?: string;
  readonly sidebarId?: string;
  readonly items?: readonly NavbarItem[];
}

/** The doc ids and sidebar ids of the navbar's `doc` and `docSidebar` items, dropdowns included. */
export function navbarDocTargets(items: readonly NavbarItem[]): { docIds: Set<string>; sidebarIds: Set<string> } {
  const docIds = new Set<string>();
  const sidebarIds = new Set<string>();
  const visit = (item: NavbarItem) => {
    if (item.type === 'doc' && item.docId) docIds.add(item.docId);
    if (item.type === 'docSidebar' && item.sidebarId) sidebarIds.add(item.sidebarId);
    item.items?.forEach(visit);
  };
  items.forEach(visit);
  return { docIds, sidebarIds };
}

/** Global data with each version's docs cut down to those the navbar's doc items need. */
export function slimGlobalData(data: GlobalPluginData, navbar: readonly NavbarItem[]): GlobalPluginData {
  const { docIds, sidebarIds } = navbarDocTargets(navbar);
  return {
    ...data,
    versions: data.versions.map((version) => {
      const sidebars = new Set([
        ...sidebarIds,
        ...version.docs.filter((doc) => docIds.has(doc.id)).flatMap((doc) => (doc.sidebar ? [doc.sidebar] : [])),
      ]);
      return {
        ...version,
        docs: version.docs.filter((doc) => docIds.has(doc.id) || (doc.sidebar !== undefined && sidebars.has(doc.sidebar))),
      };
    }),
  };
}

export default async function pluginDocs(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      const navbar = ((context.siteConfig.themeConfig.navbar as { items?: NavbarItem[] } | undefined)?.items ??
        []) as readonly NavbarItem[];
      const actions = {
        ...args.actions,
        addRoute: (route: RouteConfig) => args.actions.addRoute(slimVersionRoute(route)),
        setGlobalData: (data: unknown) => args.actions.setGlobalData(slimGlobalData(data as GlobalPluginData, navbar)),
      };
      await plugin.contentLoaded?.({ ...args, actions });
    },
  };
}

import { integrationDocId, integrationsIn, type IntegrationCategory } from './integrations';
import type { SidebarItem } from './sidebarTypes';

/** The four integration sidebars and the category each one lists. */
export const integrationSidebarGroups = {
  integrationsAccounting: 'accounting',
  integrationsBankFeeds: 'bank-feeds',
  integrationsBanking: 'banking',
  integrationsCommerce: 'commerce',
} as const satisfies Record<string, IntegrationCategory>;

export type IntegrationSidebarId = keyof typeof integrationSidebarGroups;

/**
 * The items of one integration sidebar: a category per platform, labelled with its name, linked
 * to its overview page and holding its setup, reference, test and FAQ pages (Xero also has its partner
 * certification page before the FAQ). Sorted by name.
 */
export function integrationSidebarItems(sidebarId: IntegrationSidebarId): SidebarItem[] {
  const category = integrationSidebarGroups[sidebarId];
  return integrationsIn(category).map((i): SidebarItem => ({
    type: 'category',
    label: i.name,
    collapsed: true,
    link: { type: 'doc', id: integrationDocId(i, 'overview') },
    items: [
      integrationDocId(i, 'setup'),
      integrationDocId(i, 'reference'),
      integrationDocId(i, 'test'),
      ...(i.category === 'accounting' && i.slug === 'xero' ? ['integrations/accounting/xero/partner-certification'] : []),
      integrationDocId(i, 'faq'),
    ],
  }));
}

/**
 * Doc ids of the pages shared by every integration (catalogue, how integrations work, file upload,
 * advanced sync settings). They belong to no platform; place them where the site's navigation needs them.
 */
export const integrationSharedDocIds = [
  'integrations/all-integrations',
  'integrations/how-integrations-work',
  'integrations/file-upload',
  'integrations/knowledge-base/advanced-sync-settings',
] as const;

/** All four integration sidebars, ready to spread into sidebars.ts. */
export function integrationSidebars(): Record<IntegrationSidebarId, SidebarItem[]> {
  return {
    integrationsAccounting: integrationSidebarItems('integrationsAccounting'),
    integrationsBankFeeds: integrationSidebarItems('integrationsBankFeeds'),
    integrationsBanking: integrationSidebarItems('integrationsBanking'),
    integrationsCommerce: integrationSidebarItems('integrationsCommerce'),
  };
}

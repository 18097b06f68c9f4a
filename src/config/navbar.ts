import type { Navbar } from '@docusaurus/theme-common';
import { apiRoute, type ApiName } from '../data/apis';
import type { ExternalLinks } from './externalLinks';

/** The APIs of the navbar's API menu, in the order of spec §2.7. */
const apiMenu: ReadonlyArray<{ label: string; api: ApiName }> = [
  { label: 'Spend Insights', api: 'spend-insights' },
  { label: 'Bank Feeds', api: 'bank-feeds' },
  { label: 'Bill Pay (async)', api: 'payables' },
  { label: 'Bill Pay (sync)', api: 'sync-for-payables-v2' },
  { label: 'Expenses', api: 'sync-for-expenses' },
  { label: 'Lending', api: 'lending' },
  { label: 'Platform API', api: 'platform' },
];

export function navbar(links: ExternalLinks): Navbar {
  return {
    title: '',
    hideOnScroll: true,
    logo: {
      alt: 'Ledgerlink Docs',
      src: 'img/logo.svg',
      srcDark: 'img/logo-dark.svg',
      width: 170,
      height: 28,
    },
    items: [
      { type: 'doc', docId: 'index', label: 'Docs', position: 'left' },
      {
        type: 'dropdown',
        label: 'API',
        position: 'left',
        items: [...apiMenu.map(({ label, api }) => ({ label, to: apiRoute(api) })), { label: 'OpenAPI spec', href: links.openApiRepo }],
      },
      { to: '/updates', label: 'Updates', position: 'left' },
      {
        type: 'dropdown',
        label: 'Community',
        position: 'left',
        items: [
          { label: 'GitHub', href: links.githubOrg },
          { label: 'Blog', href: links.companyBlog },
        ],
      },
      {
        type: 'dropdown',
        label: 'Support',
        position: 'left',
        items: [
          { label: 'Get help', to: '/support/get-help' },
          { label: 'End-user support', href: links.helpCentre },
          { label: 'API status', href: links.status },
          { label: 'Report a docs issue', href: `${links.docsRepo}/issues/new?labels=docs` },
        ],
      },
      { type: 'search', position: 'right' },
      {
        href: links.portal,
        label: 'Sign in',
        position: 'right',
        className: 'navbar-sign-in',
        'data-analytics': 'sign-in',
      },
    ],
  } satisfies Navbar;
}

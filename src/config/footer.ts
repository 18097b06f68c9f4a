import type { Footer } from '@docusaurus/theme-common';
import type { ExternalLinks } from './externalLinks';

export function footer(links: ExternalLinks, siteVersion: string): Footer {
  return {
    style: 'dark',
    links: [
      {
        title: 'Get started',
        items: [
          { label: 'Overview', to: '/get-started/overview' },
          { label: 'First ten minutes', to: '/get-started/first-ten-minutes' },
          { label: 'Core concepts', to: '/core-concepts/overview' },
          { label: 'Using the API', to: '/using-the-api/overview' },
        ],
      },
      {
        title: 'Products',
        items: [
          { label: 'Bank Feeds', to: '/bank-feeds/overview' },
          { label: 'Bill Pay', to: '/payables/overview' },
          { label: 'Lending', to: '/lending/overview' },
          { label: 'Sync for Commerce', to: '/commerce/overview' },
          { label: 'Sync for Expenses', to: '/expenses/overview' },
        ],
      },
      {
        title: 'Reference',
        items: [
          { label: 'Platform API', to: '/platform-api/' },
          { label: 'Accounting API', to: '/accounting-api/' },
          { label: 'API explorer', to: '/swagger/' },
          { label: 'Updates', to: '/updates' },
        ],
      },
      {
        title: 'Help',
        items: [
          { label: 'Support', to: '/support/' },
          { label: 'Raise a ticket', to: '/raise-support-ticket/' },
          { label: 'API status', href: links.status },
          { label: 'Ledgerlink Portal', href: links.portal },
        ],
      },
    ],
    copyright: `© 2025 Ledgerlink Ltd. Docs version ${siteVersion}.`,
  } satisfies Footer;
}

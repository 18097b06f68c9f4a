import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CardGrid from '@site/src/components/CardGrid';
import type { ExternalLinks } from '@site/src/config/externalLinks';

export default function Support(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const links = siteConfig.customFields?.externalLinks as ExternalLinks;
  return (
    <Layout
      title="Support"
      description="Ways to get help with Ledgerlink: search the docs, check API status, read the help center or raise a support ticket."
    >
      <main className="container margin-vert--xl">
        <Heading as="h1">Support</Heading>
        <p>Start with the option closest to your problem. Most answers are one search away.</p>
        <CardGrid
          headingLevel={2}
          items={[
            { title: 'Search the docs', description: 'Press Ctrl K (⌘ K on a Mac) anywhere, or open the search page.', to: '/search' },
            {
              title: 'Troubleshooting guide',
              description: 'What to check first, and what to include when you contact us.',
              to: '/support/get-help',
            },
            {
              title: 'API status',
              description: 'Live status of the API, Link and each integration, with incident history.',
              to: links.status,
            },
            {
              title: 'Help center for your customers',
              description: 'Articles for the businesses that connect through your product.',
              to: links.helpCentre,
            },
            {
              title: 'Raise a support ticket',
              description: 'Reach our support engineers. We reply within one business day.',
              to: '/raise-support-ticket/',
            },
            { title: 'Product updates', description: 'New features, changes and deprecations, newest first.', to: '/updates' },
          ]}
        />
        <Heading as="h2">What to include in a ticket</Heading>
        <ul>
          <li>The company id and, if it applies, the connection id.</li>
          <li>
            The <code>correlationId</code> from the error body and the UTC time of the request.
          </li>
          <li>What you expected to happen and what happened instead.</li>
        </ul>
      </main>
    </Layout>
  );
}

import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import SupportTicketForm from '@site/src/components/SupportTicketForm';

export default function RaiseSupportTicket(): ReactNode {
  return (
    <Layout
      title="Raise a support ticket"
      description="Send the Ledgerlink support team a ticket about an API, integration or Portal problem."
    >
      <main className="container margin-vert--xl">
        <Heading as="h1">Raise a support ticket</Heading>
        <p>
          Tell us what went wrong and we will reply by email. Before you write, check the{' '}
          <Link to="/support/get-help">troubleshooting guide</Link> and the API status page: many problems are already answered there.
        </p>
        <SupportTicketForm />
      </main>
    </Layout>
  );
}

import React, { type ReactNode } from 'react';
import { parseView } from '@site/src/data/parseIntegrationView';
import styles from './styles.module.css';

export interface IntegrationFactsProps {
  /** Written by src/remark/integrationViews.ts from the page's `slug` and `category`. */
  readonly view?: string;
}

/**
 * A compact box of an integration's key facts for its overview page, from src/data/integrations.ts.
 * In MDX: `<IntegrationFacts slug="xero" category="accounting" />`.
 */
export default function IntegrationFacts({ view }: IntegrationFactsProps): ReactNode {
  const integration = parseView('IntegrationFacts', view);
  const legacy = integration.legacyKeys;
  return (
    <aside className={styles.facts} aria-label={`${integration.name} at a glance`}>
      <p className={styles.heading}>
        {integration.name}
        <span className={integration.status === 'GA' ? styles.ga : styles.beta}>
          {integration.status === 'GA' ? 'Generally available' : 'Beta'}
        </span>
      </p>
      <dl className={styles.list}>
        <dt>Category</dt>
        <dd>{integration.categoryLabel}</dd>
        <dt>Platform key</dt>
        <dd>
          <code>{integration.key}</code>
          {legacy.length > 0 && (
            <span className={styles.muted}>
              {' '}
              (formerly{' '}
              {legacy.map((k, n) => (
                <React.Fragment key={k}>
                  {n > 0 && ', '}
                  <code>{k}</code>
                </React.Fragment>
              ))}
              )
            </span>
          )}
        </dd>
        <dt>Authentication</dt>
        <dd>{integration.auth}</dd>
        <dt>Regions</dt>
        <dd>{integration.regions}</dd>
        <dt>Sandbox or test account</dt>
        <dd>{integration.sandbox ? 'Available' : 'Not available'}</dd>
        <dt>Data types</dt>
        <dd>
          {integration.readCount} read, {integration.writeCount} write
        </dd>
        {integration.docsUrl && (
          <>
            <dt>Developer site</dt>
            <dd>
              <a href={integration.docsUrl} target="_blank" rel="noopener noreferrer">
                {new URL(integration.docsUrl).hostname}
                <span className={styles.visuallyHidden}> (opens in a new tab)</span>
              </a>
            </dd>
          </>
        )}
      </dl>
    </aside>
  );
}

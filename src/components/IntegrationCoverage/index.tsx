import React, { type ReactNode } from 'react';
import type { IntegrationView } from '@site/src/data/integrationView';
import { parseView } from '@site/src/data/parseIntegrationView';
import styles from './styles.module.css';

export interface IntegrationCoverageProps {
  /** Written by src/remark/integrationViews.ts from the page's `slug` and `category`. */
  readonly view?: string;
}

function Mark({ supported, action }: { readonly supported: boolean; readonly action: string }): ReactNode {
  return supported ? (
    <span className={styles.yes}>
      <span aria-hidden="true">✓</span>
      <span className={styles.visuallyHidden}>{action} supported</span>
    </span>
  ) : (
    <span className={styles.no}>
      <span aria-hidden="true">—</span>
      <span className={styles.visuallyHidden}>{action} not supported</span>
    </span>
  );
}

/**
 * The data types an integration can read and write (and which it reads incrementally, where the
 * data states it), with its auth method, regions, sandbox and status, all rendered from
 * src/data/integrations.ts. In MDX: `<IntegrationCoverage slug="xero" category="accounting" />`.
 */
export default function IntegrationCoverage({ view }: IntegrationCoverageProps): ReactNode {
  const integration: IntegrationView = parseView('IntegrationCoverage', view);
  const { rows } = integration;
  const hasWrites = integration.writeCount > 0;
  const showsIncremental = rows.some((row) => row.incremental !== undefined);
  return (
    <section className={styles.coverage} aria-label={`${integration.name} data coverage`}>
      <dl className={styles.summary}>
        <div>
          <dt>Authentication</dt>
          <dd>{integration.auth}</dd>
        </div>
        <div>
          <dt>Regions</dt>
          <dd>{integration.regions}</dd>
        </div>
        <div>
          <dt>Sandbox or test account</dt>
          <dd>{integration.sandbox ? 'Available' : 'Not available'}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{integration.status === 'GA' ? 'Generally available' : 'Beta'}</dd>
        </div>
      </dl>
      <div className={styles.tableWrapper}>
        <table className={styles.table}>
          <caption className={styles.caption}>
            {integration.categoryLabel} data types for {integration.name}: {integration.readCount} read, {integration.writeCount} write
          </caption>
          <thead>
            <tr>
              <th scope="col">Data type</th>
              <th scope="col" className={styles.center}>
                Read
              </th>
              <th scope="col" className={styles.center}>
                Write
              </th>
              {showsIncremental && (
                <th scope="col" className={styles.center}>
                  Incremental reads
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.dataType}>
                <th scope="row" className={styles.rowHeader}>
                  {row.label} <code>{row.dataType}</code>
                </th>
                <td className={styles.center}>
                  <Mark supported={row.read} action="Read" />
                </td>
                <td className={styles.center}>
                  <Mark supported={row.write} action="Write" />
                </td>
                {showsIncremental && (
                  <td className={styles.center}>
                    <Mark supported={row.incremental === true} action="Incremental read" />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!hasWrites && <p className={styles.note}>{integration.name} is read-only in Ledgerlink: no data type accepts writes.</p>}
    </section>
  );
}

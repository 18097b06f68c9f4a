import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { IntegrationView } from '@site/src/data/integrationView';
import type { WriteAction } from '@site/src/data/writeOperations';
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

const WRITE_COLUMNS: ReadonlyArray<{ readonly action: WriteAction; readonly label: string }> = [
  { action: 'create', label: 'Create' },
  { action: 'update', label: 'Update' },
  { action: 'delete', label: 'Delete' },
  { action: 'attachments', label: 'Attachments' },
];

/** A write that the API has no operation for on this data type, on any platform. */
function NotOffered({ action }: { readonly action: string }): ReactNode {
  return (
    <span className={styles.na}>
      <span aria-hidden="true">n/a</span>
      <span className={styles.visuallyHidden}>{action} not offered by the API for this data type</span>
    </span>
  );
}

/**
 * The data types an integration can read, create, update and delete, and attach files to (and which it reads incrementally, where the
 * data states it), with its auth method, regions, sandbox and status, all rendered from
 * src/data/integrations.ts. In MDX: `<IntegrationCoverage slug="xero" category="accounting" />`.
 */
export default function IntegrationCoverage({ view }: IntegrationCoverageProps): ReactNode {
  const integration: IntegrationView = parseView('IntegrationCoverage', view);
  const { rows } = integration;
  const hasWrites = integration.writeCount > 0;
  const showsIncremental = rows.some((row) => row.incremental !== undefined);
  const writeColumns = WRITE_COLUMNS.filter(({ action }) => rows.some((row) => row.writes[action] !== undefined));
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
              {writeColumns.map(({ action, label }) => (
                <th key={action} scope="col" className={styles.center}>
                  {label}
                </th>
              ))}
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
                {writeColumns.map(({ action, label }) => (
                  <td key={action} className={styles.center}>
                    {row.writes[action] === undefined ? (
                      <NotOffered action={label} />
                    ) : (
                      <Mark supported={row.writes[action]} action={label} />
                    )}
                  </td>
                ))}
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
      {writeColumns.length > 0 && (
        <p className={styles.note}>
          n/a: the API has no such operation for that data type on any platform. See <Link to="/using-the-api/push">Push data</Link>.
        </p>
      )}
      {!hasWrites && <p className={styles.note}>{integration.name} is read-only in Ledgerlink: no data type accepts writes.</p>}
    </section>
  );
}

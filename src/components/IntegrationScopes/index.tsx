import React, { type ReactNode } from 'react';
import type { IntegrationView } from '@site/src/data/integrationView';
import { parseView } from '@site/src/data/parseIntegrationView';
import styles from './styles.module.css';

export interface IntegrationScopesProps {
  /** Written by src/remark/integrationViews.ts from the page's `slug` and `category`. */
  readonly view?: string;
}

function ScopeList({ scopes }: { readonly scopes: readonly string[] }): ReactNode {
  return scopes.map((scope, index) => (
    <React.Fragment key={scope}>
      {index > 0 && ', '}
      <code>{scope}</code>
    </React.Fragment>
  ));
}

/**
 * The OAuth scopes Ledgerlink requests for each data type of an integration, with read-only
 * scopes on and off, rendered from src/data/integrations.ts. In MDX:
 * `<IntegrationScopes slug="xero" category="accounting" />`. Fails the build for an integration
 * without scopes, so a page never shows an empty table.
 */
export default function IntegrationScopes({ view }: IntegrationScopesProps): ReactNode {
  const integration: IntegrationView = parseView('IntegrationScopes', view);
  if (integration.scopes.length === 0) {
    throw new Error(`<IntegrationScopes>: ${integration.name} has no scopes in src/data/integrations.ts`);
  }
  return (
    <div className={styles.tableWrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>OAuth scopes Ledgerlink requests from {integration.name} for each data type</caption>
        <thead>
          <tr>
            <th scope="col">Data type</th>
            <th scope="col">Read-only scopes on</th>
            <th scope="col">Read-only scopes off</th>
          </tr>
        </thead>
        <tbody>
          {integration.scopes.map((row) => (
            <tr key={row.dataType}>
              <th scope="row" className={styles.rowHeader}>
                {row.label} <code>{row.dataType}</code>
              </th>
              <td>
                <ScopeList scopes={row.read} />
              </td>
              <td>
                <ScopeList scopes={row.write.length > 0 ? row.write : row.read} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

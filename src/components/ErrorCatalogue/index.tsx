import React, { type ReactNode } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type { ErrorCodeRow } from '@site/src/data/errorCatalogue';
import styles from './styles.module.css';

export interface ErrorCatalogueProps {
  /** Written by src/remark/errorCatalogue.ts from static/openapi/shared/common.yaml. */
  readonly rows?: string;
}

/** The anchor of a code's row, e.g. `error-40901`, so that a page can link `errors#error-40901`. */
function anchor(code: number): string {
  return `error-${code}`;
}

/** Text of the spec with its `code spans` rendered as code. */
function Prose({ text }: { readonly text: string }): ReactNode {
  return text.split('`').map((part, index) => (index % 2 ? <code key={index}>{part}</code> : part));
}

/**
 * Every `detailedErrorCode` value with its HTTP status, name, meaning, cause and what to do, rendered
 * from the spec; one anchor per code. In MDX: `<ErrorCatalogue />`.
 */
export default function ErrorCatalogue({ rows }: ErrorCatalogueProps): ReactNode {
  const brokenLinks = useBrokenLinks();
  if (!rows) throw new Error('<ErrorCatalogue> has no rows: use it in a docs page, where src/remark/errorCatalogue.ts fills them in.');
  const codes = JSON.parse(rows) as ErrorCodeRow[];
  codes.forEach((row) => brokenLinks.collectAnchor(anchor(row.code)));
  return (
    <div className={styles.tableWrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Values of <code>detailedErrorCode</code>, by HTTP status
        </caption>
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Code</th>
            <th scope="col">Meaning</th>
            <th scope="col">Cause</th>
            <th scope="col">What to do</th>
          </tr>
        </thead>
        <tbody>
          {codes.map((row) => (
            <tr key={row.code} id={anchor(row.code)} className={styles.row}>
              <td>{row.status ?? 'Any'}</td>
              <th scope="row" className={styles.rowHeader}>
                <a href={`#${anchor(row.code)}`} className={styles.code}>
                  <code>{row.code}</code>
                </a>{' '}
                <span className={styles.name}>{row.name}</span>
              </th>
              <td>
                <Prose text={row.meaning} />
              </td>
              <td>
                <Prose text={row.cause} />
              </td>
              <td>
                <Prose text={row.action} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { apiRoute, apis, type ApiName } from '@site/src/data/apis';
import { dataTypesOf, type DataTypeInfo } from '@site/src/data/dataTypes';
import styles from './styles.module.css';

export interface DataTypeTableProps {
  /** The API whose data types to list: those it owns and those it shares. */
  readonly api: ApiName;
  /** Overrides the table caption. */
  readonly caption?: string;
}

function apiTitle(name: ApiName): string {
  return apis.find((a) => a.name === name)?.title ?? name;
}

function Mark({ supported, action, type }: { readonly supported: boolean; readonly action: string; readonly type: string }): ReactNode {
  return supported ? (
    <span className={styles.yes}>
      <span aria-hidden="true">✓</span>
      <span className={styles.visuallyHidden}>
        {type}: {action} supported
      </span>
    </span>
  ) : (
    <span className={styles.no}>
      <span aria-hidden="true">—</span>
      <span className={styles.visuallyHidden}>
        {type}: {action} not supported
      </span>
    </span>
  );
}

function TypeName({ type }: { readonly type: DataTypeInfo }): ReactNode {
  const label = (
    <>
      <span className={styles.title}>{type.title}</span>
      <code className={styles.name}>{type.name}</code>
    </>
  );
  if (!type.listOperation) return label;
  return (
    <Link to={`${apiRoute(type.api)}#operation/${type.listOperation}`} className={styles.link}>
      {label}
    </Link>
  );
}

/**
 * The data types of one API, rendered from src/data/dataTypes.ts: `<DataTypeTable api="lending" />`.
 * Each name links to the list operation in the reference of the API that owns the data type.
 */
export default function DataTypeTable({ api, caption }: DataTypeTableProps): ReactNode {
  const rows = dataTypesOf(api);
  if (rows.length === 0) {
    throw new Error(`DataTypeTable: no data types for api "${api}" in src/data/dataTypes.ts`);
  }
  return (
    <div className={styles.tableWrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption ?? `Data types available in the ${apiTitle(api)} (${rows.length})`}</caption>
        <thead>
          <tr>
            <th scope="col">Data type</th>
            <th scope="col">Description</th>
            <th scope="col" className={styles.center}>
              Read
            </th>
            <th scope="col" className={styles.center}>
              Write
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((t) => (
            <tr key={t.name}>
              <th scope="row" className={styles.rowHeader}>
                <TypeName type={t} />
              </th>
              <td>
                {t.description}
                {t.api !== api && <span className={styles.owner}> From the {apiTitle(t.api)}.</span>}
              </td>
              <td className={styles.center}>
                <Mark supported={t.read} action="read" type={t.title} />
              </td>
              <td className={styles.center}>
                <Mark supported={t.write} action="write" type={t.title} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Response headers. Shared component headers link to their one description under "Common responses". */
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { PropertyList } from '../ApiReferenceSchema';
import { headerAnchor } from '../../lib/anchors';
import type { HeaderView } from '../../lib/types';
import styles from './styles.module.css';

export default function Headers({ headers }: { headers: readonly HeaderView[] }): ReactNode {
  const shared = headers.filter((h) => h.ref);
  const own = headers.filter((h) => !h.ref);
  return (
    <div className={styles.headers}>
      <p className={styles.title}>Headers</p>
      {shared.length > 0 && (
        <p className={styles.shared}>
          {shared.map((h, i) => (
            <React.Fragment key={h.name}>
              {i > 0 && ', '}
              <Link to={`#${headerAnchor(h.ref!)}`}>
                <code>{h.name}</code>
              </Link>
            </React.Fragment>
          ))}
        </p>
      )}
      {own.length > 0 && (
        <PropertyList
          properties={own.map((h) => ({
            name: h.name,
            schema: { ...h.schema, ...(h.descriptionHtml ? { descriptionHtml: h.descriptionHtml } : {}) },
          }))}
        />
      )}
    </div>
  );
}

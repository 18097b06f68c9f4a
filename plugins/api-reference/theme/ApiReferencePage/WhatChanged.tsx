/**
 * The "What changed" section of a reference page: the operations, parameters and fields added, deprecated or
 * removed since a day (src/data/apiChanges.json). Added and deprecated things link to their operation; a removed
 * operation has no anchor left, so it is named only.
 */
import React, { type ReactNode } from 'react';
import AnchorHeading from '../ApiReferenceAnchorHeading';
import { operationAnchor } from '../../lib/anchors';
import type { ChangeEntryView, WhatChangedView } from '../../lib/types';
import styles from './styles.module.css';

const LISTS = [
  ['added', 'Added'],
  ['deprecated', 'Deprecated'],
  ['removed', 'Removed'],
] as const;

function OperationName({ entry, linked }: { entry: ChangeEntryView; linked: boolean }): ReactNode {
  const name = <code>{entry.operationId ?? entry.operation}</code>;
  return linked && entry.operationId ? <a href={`#${operationAnchor(entry.operationId)}`}>{name}</a> : name;
}

function Entry({ entry, linked }: { entry: ChangeEntryView; linked: boolean }): ReactNode {
  if (entry.what === 'operation')
    return (
      <>
        operation <OperationName entry={entry} linked={linked} />
      </>
    );
  return (
    <>
      {entry.what} <code>{entry.name}</code> in the {entry.where} of <OperationName entry={entry} linked />
    </>
  );
}

export default function WhatChanged({ changes }: { changes: WhatChangedView }): ReactNode {
  const lists = LISTS.filter(([key]) => changes[key].length > 0);
  return (
    <section className={styles.fact}>
      <AnchorHeading as="h2" id="what-changed" label="What changed" className={styles.factTitle}>
        What changed
      </AnchorHeading>
      {lists.length === 0 ? (
        <p>No operation, parameter or field was added, deprecated or removed since {changes.since}.</p>
      ) : (
        <>
          <p>Since {changes.since}:</p>
          <ul className={styles.changes}>
            {lists.flatMap(([key, label]) =>
              changes[key].map((entry) => (
                <li key={`${key}-${entry.what}-${entry.name}-${entry.operation}`}>
                  {label} <Entry entry={entry} linked={key !== 'removed'} />
                </li>
              )),
            )}
          </ul>
        </>
      )}
    </section>
  );
}

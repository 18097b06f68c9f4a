/**
 * Results grouped by page: the page title with its section, then each hit with its heading trail
 * (section › page › heading) and a highlighted snippet, linking to the heading's anchor.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { useHistory } from '@docusaurus/router';
import { flattenHits, headingTrail, hitTitle, type FlatHit } from '../group';
import type { SearchGroup, SearchHit } from '../types';
import styles from './styles.module.css';

interface Props {
  readonly groups: readonly SearchGroup[];
  /** Prefix of the option ids, for `aria-activedescendant`. */
  readonly idPrefix: string;
  readonly activeIndex?: number;
  readonly onActivate?: (index: number) => void;
  readonly onOpen?: (hit: SearchHit) => void;
  /** The modal uses a listbox; the results page a plain list of links. */
  readonly listbox?: boolean;
}

export function optionId(prefix: string, index: number): string {
  return `${prefix}-option-${index}`;
}

function KindIcon({ kind }: { kind: SearchHit['kind'] }): ReactNode {
  const paths: Record<SearchHit['kind'], string> = {
    page: 'M6 2h9l5 5v15H6zM14 3v5h5',
    heading: 'M5 4v16M19 4v16M5 12h14',
    content: 'M4 6h16M4 12h16M4 18h10',
    operation: 'M8 6l-6 6 6 6M16 6l6 6-6 6',
  };
  return (
    <svg className={styles.kindIcon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={paths[kind]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Route chunks load when a result is hovered or focused, not for every result on screen (a
 * Docusaurus Link prefetches whatever is visible, which on a results list is every page listed).
 */
export function prefetchRoute(url: string): void {
  const docusaurus = (window as unknown as { docusaurus?: { prefetch?: (path: string) => unknown } }).docusaurus;
  docusaurus?.prefetch?.(url.split('#')[0]);
}

function Hit({ item, props }: { item: FlatHit; props: Props }): ReactNode {
  const { group, hit, index } = item;
  const active = props.activeIndex === index;
  const trail = headingTrail(group, hit);
  const history = useHistory();
  const open = (event: React.MouseEvent<HTMLAnchorElement>) => {
    // Let the browser handle new tabs and windows.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (props.onOpen) props.onOpen(hit);
    else history.push(hit.url);
  };
  return (
    <li
      id={props.listbox ? optionId(props.idPrefix, index) : undefined}
      role={props.listbox ? 'option' : undefined}
      aria-selected={props.listbox ? active : undefined}
      className={clsx(styles.hit, active && styles.hitActive)}
      onMouseMove={props.onActivate && !active ? () => props.onActivate?.(index) : undefined}
    >
      <a
        href={hit.url}
        className={styles.hitLink}
        tabIndex={props.listbox ? -1 : undefined}
        onClick={open}
        onMouseEnter={() => prefetchRoute(hit.url)}
        onFocus={() => prefetchRoute(hit.url)}
        data-search-hit={hit.kind}
      >
        <KindIcon kind={hit.kind} />
        <span className={styles.hitBody}>
          <span className={styles.hitTitle}>
            {hit.kind === 'operation' && <span className={styles.badge}>API</span>}
            {hitTitle(group, hit)}
          </span>
          <span className={styles.trail}>{trail.join(' › ')}</span>
          {hit.snippetHtml && <span className={styles.snippet} dangerouslySetInnerHTML={{ __html: hit.snippetHtml }} />}
        </span>
      </a>
    </li>
  );
}

export default function Results(props: Props): ReactNode {
  const flat = flattenHits(props.groups);
  let cursor = 0;
  return (
    <div
      className={styles.groups}
      role={props.listbox ? 'listbox' : undefined}
      id={props.listbox ? `${props.idPrefix}-listbox` : undefined}
      aria-label={props.listbox ? 'Search results' : undefined}
    >
      {props.groups.map((group) => {
        const items = flat.slice(cursor, cursor + group.hits.length);
        cursor += group.hits.length;
        return (
          <section key={group.pageUrl} className={styles.group} role={props.listbox ? 'group' : undefined} aria-label={group.pageTitle}>
            <h3 className={styles.groupTitle}>
              <span className={styles.groupSection}>{group.section}</span>
              <span aria-hidden="true"> › </span>
              <span>{group.pageTitle}</span>
            </h3>
            <ul className={styles.hits} role={props.listbox ? 'presentation' : undefined}>
              {items.map((item) => (
                <Hit key={item.hit.url} item={item} props={props} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

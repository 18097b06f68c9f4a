/**
 * The search modal: a combobox input over a listbox of results grouped by page. Arrow keys move
 * through results (or recent searches while the input is empty), Enter opens, Esc closes. Loaded
 * lazily by SearchBar on first use.
 */
import React, { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { useSearchPerformed } from '@site/src/search/analytics';
import { DevIndexMessage, DidYouMean, NoResults, SearchFailure, Searching } from '@site/src/search/components/Messages';
import Results, { optionId, prefetchRoute } from '@site/src/search/components/Results';
import { flattenHits } from '@site/src/search/group';
import { forgetRecent, readRecent, rememberRecent } from '@site/src/search/recent';
import { searchPageUrl } from '@site/src/search/searchUrl';
import { useActiveOption } from '@site/src/search/useActiveOption';
import { useSearch } from '@site/src/search/useSearch';
import type { SearchHit } from '@site/src/search/types';
import styles from './styles.module.css';

interface Props {
  readonly onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])';

export default function SearchModal({ onClose }: Props): ReactNode {
  const [query, setQuery] = useState('');
  const [recent, setRecent] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const id = useId().replace(/:/g, '');
  const { status, results, elapsedMs } = useSearch({ query, perPage: 8 });

  const groups = useMemo(() => (query.trim() && results ? results.groups : []), [query, results]);
  const flat = useMemo(() => flattenHits(groups), [groups]);
  const showRecent = !query.trim() && recent.length > 0;
  const options = showRecent ? recent : flat;
  const optionCount = options.length;
  const [active, setActive] = useActiveOption(options);
  useSearchPerformed(query, status === 'done' && results ? results.total : null);

  useEffect(() => {
    setRecent(readRecent());
    input.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const open = useCallback(
    (hit: SearchHit) => {
      rememberRecent(query);
      onClose();
      history.push(hit.url);
    },
    [history, onClose, query],
  );

  const seeAll = useCallback(() => {
    rememberRecent(query);
    onClose();
    history.push(searchPageUrl(query));
  }, [history, onClose, query]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key === 'Tab') {
      // Keep focus inside the dialog.
      const focusable = Array.from(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
      if (!focusable.length) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
      return;
    }
    if (event.target !== input.current) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!optionCount) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + optionCount) % optionCount);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (showRecent && active >= 0 && recent[active]) {
        setQuery(recent[active]);
      } else if (flat[active]) {
        open(flat[active].hit);
      } else if (query.trim()) {
        seeAll();
      }
    }
  };

  useEffect(() => {
    if (active < 0) return;
    if (!showRecent && flat[active]) prefetchRoute(flat[active].hit.url);
    document.getElementById(showRecent ? `${id}-recent-${active}` : optionId(id, active))?.scrollIntoView({ block: 'nearest' });
  }, [active, id, showRecent, flat]);

  const activeId = active < 0 ? undefined : showRecent ? `${id}-recent-${active}` : optionId(id, active);
  const listId = showRecent ? `${id}-recent` : `${id}-listbox`;

  let body: ReactNode;
  if (!query.trim()) {
    body = showRecent ? (
      <div className={styles.recent}>
        <p className={styles.recentTitle} id={`${id}-recent-title`}>
          Recent searches
        </p>
        <ul className={styles.recentList} role="listbox" id={`${id}-recent`} aria-labelledby={`${id}-recent-title`}>
          {recent.map((item, index) => (
            <li
              key={item}
              id={`${id}-recent-${index}`}
              role="option"
              aria-selected={active === index}
              className={clsx(styles.recentItem, active === index && styles.recentItemActive)}
              onMouseMove={() => setActive(index)}
            >
              <button type="button" className={styles.recentQuery} tabIndex={-1} onClick={() => setQuery(item)}>
                {item}
              </button>
              <button
                type="button"
                className={styles.recentRemove}
                tabIndex={-1}
                aria-label={`Remove ${item} from recent searches`}
                onClick={() => setRecent(forgetRecent(item))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      </div>
    ) : (
      <p className={styles.hint}>Search guides, API operations and updates.</p>
    );
  } else if (status === 'dev') {
    body = <DevIndexMessage />;
  } else if (status === 'error') {
    body = <SearchFailure />;
  } else if (results && results.query === query.trim() && results.groups.length === 0 && status === 'done') {
    body = <NoResults query={query} onSuggestion={setQuery} />;
  } else if (groups.length) {
    body = (
      <>
        {results?.correction && <DidYouMean correction={results.correction} onChoose={setQuery} />}
        <Results groups={groups} idPrefix={id} activeIndex={active} onActivate={setActive} onOpen={open} listbox />
      </>
    );
  } else {
    body = <Searching />;
  }

  return createPortal(
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-label="Search the documentation"
        onKeyDown={onKeyDown}
        data-search-status={status}
        data-search-query={results?.query ?? ''}
        data-search-ms={elapsedMs === null ? undefined : Math.round(elapsedMs)}
      >
        <form
          className={styles.form}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
          }}
        >
          <svg className={styles.formIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M20 20l-4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            ref={input}
            className={styles.input}
            type="search"
            role="combobox"
            aria-label="Search the documentation"
            aria-autocomplete="list"
            aria-expanded={optionCount > 0}
            aria-controls={listId}
            aria-activedescendant={activeId}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder="Search docs and API reference"
            maxLength={200}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="button" className={styles.close} onClick={onClose}>
            Cancel
          </button>
        </form>
        <div className={styles.body}>{body}</div>
        <div className={styles.footer}>
          {query.trim() && results && results.total > 0 ? (
            <Link
              to={searchPageUrl(query)}
              className={styles.seeAll}
              onClick={(event) => {
                event.preventDefault();
                seeAll();
              }}
            >
              See all {results.total} {results.total === 1 ? 'result' : 'results'}
            </Link>
          ) : (
            <span />
          )}
          <span className={styles.keyHints} aria-hidden="true">
            <kbd>↑</kbd>
            <kbd>↓</kbd> to navigate <kbd>↵</kbd> to open <kbd>esc</kbd> to close
          </span>
        </div>
      </div>
    </div>,
    document.body,
  );
}

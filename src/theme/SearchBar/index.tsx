/**
 * The navbar search button (rendered by the navbar item `{ type: 'search' }`). It owns the
 * keyboard shortcuts (Ctrl/Cmd+K toggles, "/" opens outside text fields) and mounts the modal,
 * whose code and the search index load on first hover, focus or open, never with the page.
 */
import React, { Suspense, lazy, useCallback, useRef, useState, type ReactNode } from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import { shortcutAction, shortcutLabel } from '@site/src/search/keyboard';
import { usePreloadSearch } from '@site/src/search/useSearch';
import styles from './styles.module.css';

const loadModal = () => import('./SearchModal');
const SearchModal = lazy(loadModal);

function SearchIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M20 20l-4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const [modifier, setModifier] = useState('Ctrl');
  const button = useRef<HTMLButtonElement>(null);
  const preloadSearch = usePreloadSearch();
  const preloaded = useRef(false);

  const preload = useCallback(() => {
    if (preloaded.current) return;
    preloaded.current = true;
    void loadModal();
    preloadSearch();
  }, [preloadSearch]);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus({ preventScroll: true });
  }, []);

  // A layout effect, so that the shortcut listener moves to a navbar that a client-side navigation
  // mounted within the same commit: with a passive effect, a key pressed as the new page shows went
  // to the unmounted navbar's listener and was lost.
  useIsomorphicLayoutEffect(() => {
    setModifier(shortcutLabel(navigator.platform || navigator.userAgent));
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutAction(event);
      if (!action) return;
      event.preventDefault();
      preload();
      if (action === 'toggle') setOpen((wasOpen) => !wasOpen);
      else setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [preload]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        data-search-button=""
        onClick={() => {
          preload();
          setOpen(true);
        }}
        onMouseEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
      >
        <SearchIcon />
        <span className={styles.label}>Search</span>
        <span className={styles.keys} aria-hidden="true">
          <kbd>{modifier}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {open && (
        <Suspense fallback={<div className={styles.loadingBackdrop} aria-hidden="true" />}>
          <SearchModal onClose={close} />
        </Suspense>
      )}
    </>
  );
}

import type { ReactNode } from 'react';
import styles from './styles.module.css';

/**
 * Replaces core's fallback Loading (not a wrap: the fallback's inline colours fail WCAG AA).
 * Same behaviour: a spinner once the load is slow, an error with Retry when the chunk fails.
 */
interface Props {
  readonly error?: unknown;
  readonly retry: () => void;
  readonly pastDelay: boolean;
}

export default function Loading({ error, retry, pastDelay }: Props): ReactNode {
  if (error !== undefined && error !== null) {
    return (
      <div className={styles.error} role="alert">
        <p className={styles.message}>This page could not be loaded: {String(error)}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span className={styles.label}>Loading…</span>
      </div>
    );
  }
  return null;
}

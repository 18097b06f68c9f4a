import { useEffect, useId, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { markdownPathFor } from '@site/src/utils/markdownPath';
import styles from './styles.module.css';

type State = 'idle' | 'copying' | 'copied' | 'error';

const LABELS: Record<State, string> = {
  idle: 'Copy page as Markdown',
  copying: 'Copying…',
  copied: 'Copied',
  error: 'Copy failed',
};

/** How long "Copied" and "Copy failed" stay before the button returns to its label. */
const RESET_AFTER_MS: Partial<Record<State, number>> = { copied: 2000, error: 6000 };

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url, { headers: { Accept: 'text/markdown, text/plain' } });
  // A host that answers unknown paths with the HTML app shell must not put HTML on the clipboard.
  if (!response.ok || (response.headers.get('Content-Type') ?? '').includes('text/html')) {
    throw new Error(`${url} answered ${response.status}`);
  }
  return response.text();
}

/**
 * Puts the text on the clipboard. Safari only allows clipboard writes inside the click, so the
 * still-pending fetch goes in as a ClipboardItem promise; browsers without that take the plain text.
 */
async function copyToClipboard(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      const blob = text.then((t) => new Blob([t], { type: 'text/plain' }));
      blob.catch(() => undefined);
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // fall through to writeText, which reports the fetch error if that was the cause
    }
  }
  await navigator.clipboard.writeText(await text);
}

export default function CopyPageButton({ permalink }: { permalink: string }): ReactNode {
  const [state, setState] = useState<State>('idle');
  const errorId = useId();
  const href = markdownPathFor(permalink);

  useEffect(() => {
    const delay = RESET_AFTER_MS[state];
    if (delay === undefined) return undefined;
    const timer = setTimeout(() => setState('idle'), delay);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    if (state === 'copying') return;
    setState('copying');
    try {
      const text = fetchMarkdown(href);
      text.catch(() => undefined);
      await copyToClipboard(text);
      setState('copied');
    } catch (error) {
      console.warn('[copy page] Could not copy the page as Markdown:', error);
      setState('error');
    }
  };

  return (
    <div className={styles.toolbar} data-search-ignore="" data-pagefind-ignore="all">
      <button
        type="button"
        className={clsx(styles.button, state === 'copied' && styles.copied, state === 'error' && styles.error)}
        onClick={copy}
        aria-busy={state === 'copying'}
        data-state={state}
        aria-describedby={state === 'error' ? errorId : undefined}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          {state === 'copied' ? (
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          ) : (
            <>
              <rect x="8" y="8" width="12" height="12" rx="2" />
              <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
            </>
          )}
        </svg>
        <span aria-live="polite">{LABELS[state]}</span>
      </button>
      {state === 'error' && (
        <p className={styles.errorText} id={errorId} role="alert">
          The page could not be copied. <a href={href}>Open the Markdown</a> and copy it from there.
        </p>
      )}
    </div>
  );
}

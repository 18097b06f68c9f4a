/**
 * A heading with a stable id, registered with Docusaurus's broken-anchor checker, and a permalink
 * that copies its full URL. Without JavaScript the permalink is an ordinary `#id` link.
 */
import React, { useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

type Level = 'h2' | 'h3';

interface Props {
  as: Level;
  id: string;
  /** Accessible name of the copy button, e.g. `List invoices`. */
  label: string;
  className?: string;
  children: ReactNode;
}

function LinkIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a3 3 0 1 1 4.2 4.2l-2 2a1 1 0 1 1-1.4-1.4l2-2a1 1 0 0 0-1.4-1.4L12 13.4a1 1 0 0 1-1.4 0Zm2.8-2.8a1 1 0 0 1 0 1.4l-3.5 3.5a3 3 0 1 1-4.2-4.2l2-2a1 1 0 0 1 1.4 1.4l-2 2a1 1 0 0 0 1.4 1.4l3.5-3.5a1 1 0 0 1 1.4 0Z"
      />
    </svg>
  );
}

export default function AnchorHeading({ as: Heading, id, label, className, children }: Props): ReactNode {
  useBrokenLinks().collectAnchor(id);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!navigator.clipboard) return; // Let the browser follow the link instead.
    event.preventDefault();
    const url = `${window.location.origin}${window.location.pathname}#${id}`;
    window.history.replaceState(window.history.state, '', `#${id}`);
    navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => window.location.assign(`#${id}`),
    );
  };

  return (
    <Heading id={id} className={clsx(styles.heading, className)}>
      {children}
      <a
        href={`#${id}`}
        className={styles.copyLink}
        onClick={copy}
        aria-label={`Copy link to ${label}`}
        title={copied ? 'Link copied' : 'Copy link'}
      >
        <LinkIcon />
        {copied && (
          <span className={styles.copied} role="status">
            Copied
          </span>
        )}
      </a>
    </Heading>
  );
}

/**
 * The "Try it" button of an operation. The page's HTML holds only the button; the panel, the mock
 * and the API's "Try it" module (lib/tryIt) are separate chunks that load when a reader opens it.
 */
import React, { useState, type ComponentType, type ReactNode } from 'react';
import type { PanelProps } from './Panel';
import styles from './styles.module.css';

interface Props {
  readonly api: string;
  readonly operationId: string;
}

export default function TryIt({ api, operationId }: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<PanelProps>>();
  const [failed, setFailed] = useState(false);
  const panelId = `try-it-${operationId}`;

  const toggle = () => {
    setOpen((wasOpen) => !wasOpen);
    if (Panel) return;
    setFailed(false);
    import('./Panel').then(
      (loaded) => setPanel(() => loaded.default),
      () => setFailed(true),
    );
  };

  // No wrapper: the button is all that each operation adds to the page's HTML.
  return (
    <>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={toggle}>
        Try it
      </button>
      {open && (
        <div id={panelId} className={styles.panel}>
          {Panel ? (
            <Panel api={api} operationId={operationId} />
          ) : (
            <p role="status">{failed ? 'The panel did not load. Check your connection and open it again.' : 'Loading…'}</p>
          )}
        </div>
      )}
    </>
  );
}

import React, { Suspense, lazy, useEffect, useId, useState, type ComponentType, type ReactNode } from 'react';
import type { Props as ThemeProps } from '@theme/CodeBlock';
// The classic theme's code block: highlighting, title, line numbers, copy button. No playground.
import PlainCodeBlock from './StaticCodeBlock';

type Props = ThemeProps & { live?: boolean };

/**
 * `@theme-original/CodeBlock` (from @docusaurus/theme-live-codeblock) imports the playground, and
 * with it react-live and its code transformer, into every chunk that renders a code block, so every
 * doc page downloaded it. Here it is loaded only for `live` blocks:
 *
 * - The server renders the playground in full (the SSG renderer waits for lazy components), so the
 *   HTML is the same as before (lib/host/security-headers.mjs finds playground pages in it).
 * - While the page hydrates, the browser keeps that server markup as it is (read back from the DOM),
 *   then swaps in the playground once its chunk is in: same markup, so nothing moves. The chunk
 *   starts loading as soon as this module runs on a page that has a live block.
 *   Suspending instead would leave a boundary that the page's first updates reach before it has
 *   hydrated, which React answers with a recoverable error (#421) and a client re-render.
 * - After a client-side navigation there is no server markup: the block shows as plain code until
 *   the playground is in.
 */
const ATTRIBUTE = 'data-live-codeblock';
let loadedLiveCodeBlock: ComponentType<Props> | null = null;
let loading: Promise<ComponentType<Props>> | null = null;

function loadLiveCodeBlock(): Promise<ComponentType<Props>> {
  loading ??= import(/* webpackChunkName: "live-codeblock" */ '@theme-original/CodeBlock').then(
    (module) => (loadedLiveCodeBlock = module.default as ComponentType<Props>),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

if (typeof document !== 'undefined' && document.querySelector(`[${ATTRIBUTE}]`)) {
  loadLiveCodeBlock().catch(() => {
    // Retried when a block mounts.
  });
}

/** Server rendering only: lazy() is resolved before the HTML is written. */
const ServerLiveCodeBlock = lazy(() => loadLiveCodeBlock().then((component) => ({ default: component })));

/** The same test as the live-codeblock theme: `live` on a block whose content is plain code. */
function isLive(props: Props): boolean {
  return Boolean(props.live) && (typeof props.children === 'undefined' || typeof props.children === 'string');
}

function LiveCodeBlock(props: Props): ReactNode {
  const id = useId();
  const [Live, setLive] = useState<ComponentType<Props> | null>(null);
  // The server's markup of this block, present only while this render hydrates it.
  const [serverHtml] = useState<string | null>(() =>
    typeof document === 'undefined' ? null : (document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`)?.innerHTML ?? null),
  );

  useEffect(() => {
    let cancelled = false;
    if (loadedLiveCodeBlock) setLive(() => loadedLiveCodeBlock);
    else {
      loadLiveCodeBlock().then(
        (component) => {
          if (!cancelled) setLive(() => component);
        },
        () => {
          // Offline or a failed chunk: the block stays readable as it is.
        },
      );
    }
    return () => {
      cancelled = true;
    };
  }, []);

  const attributes = { [ATTRIBUTE]: id };
  if (typeof window === 'undefined') {
    return (
      <div {...attributes}>
        <Suspense fallback={<PlainCodeBlock {...props} />}>
          <ServerLiveCodeBlock {...props} />
        </Suspense>
      </div>
    );
  }
  if (Live) {
    return (
      <div key="live" {...attributes}>
        <Live {...props} />
      </div>
    );
  }
  if (serverHtml !== null) return <div key="static" {...attributes} dangerouslySetInnerHTML={{ __html: serverHtml }} />;
  return (
    <div key="static" {...attributes}>
      <PlainCodeBlock {...props} />
    </div>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  return isLive(props) ? <LiveCodeBlock {...props} /> : <PlainCodeBlock {...props} />;
}

/**
 * Replaces the classic theme's code block content (see src/theme/README.md). The original
 * highlights with Prism in the browser, so Prism and its languages (34 kB gzip) were in main.js on
 * every page, and every code block was highlighted twice: once on the server, again after the page
 * hydrated. Here:
 *
 * - The server renders the highlighted lines (HighlightedLines, a lazy chunk: the static renderer
 *   waits for it).
 * - When the page hydrates, each code block keeps the lines the server wrote, as they are: the
 *   tokens carry classes, not colours, so they are right in either colour mode. No Prism loads.
 *   Blocks in `<Tabs>` mount again right after hydration (the theme's Tabs remount to apply the
 *   stored tab choice); they take the same lines from what their first mount found.
 * - A code block that arrives without server markup (after a client-side navigation) shows its
 *   lines as plain text and loads the highlighter, then shows them highlighted.
 *
 * The surrounding markup (`<pre>`, `<code>`, line numbers, word wrap, classes) is the original's.
 */
import React, { forwardRef, lazy, Suspense, useId, useState, type ComponentProps, type ReactNode } from 'react';
import clsx from 'clsx';
import type { Props } from '@theme/CodeBlock/Content';
import { codeBlockContentStyles as styles, useCodeBlockContext } from '@site/plugins/framework-patches/theme-internals/codeBlock';
import PlainLines, { type LinesProps } from './PlainLines';

const HighlightedLines = lazy(() => import(/* webpackChunkName: "highlighter" */ './HighlightedLines'));

const ATTRIBUTE = 'data-code-block';

/** Server-written lines found while hydrating, by everything that decides them. */
const hydratedLines = new Map<string, string>();

/** The lines the server wrote for this block: from the page while it hydrates, or from its first mount. */
function serverLines(id: string, key: string): string | null {
  if (typeof document === 'undefined') return null;
  const found = document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"] > code`)?.innerHTML;
  if (found !== undefined) hydratedLines.set(key, found);
  return found ?? hydratedLines.get(key) ?? null;
}

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>(function Pre(props, ref) {
  return <pre ref={ref} tabIndex={0} {...props} className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')} />;
});

export default function CodeBlockContent({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const id = useId();
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  const [markup] = useState(() => serverLines(id, JSON.stringify([language, code, lineNumbersStart, lineClassNames])));
  const lines: LinesProps = { code, language, lineClassNames, showLineNumbers: lineNumbersStart !== undefined };
  const codeProps = {
    className: clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering),
    style: lineNumbersStart === undefined ? undefined : { counterReset: `line-count ${lineNumbersStart - 1}` },
  };
  return (
    <Pre
      ref={wordWrap.codeBlockRef as React.Ref<HTMLPreElement>}
      className={clsx(className, 'prism-code', `language-${language}`)}
      {...{ [ATTRIBUTE]: id }}
    >
      {markup !== null ? (
        <code {...codeProps} dangerouslySetInnerHTML={{ __html: markup }} />
      ) : (
        <code {...codeProps}>
          <Suspense fallback={<PlainLines {...lines} />}>
            <HighlightedLines {...lines} />
          </Suspense>
        </code>
      )}
    </Pre>
  );
}

/**
 * The Prism-highlighted lines of a code block. This module, with Prism and its languages, is a lazy
 * chunk: the server renders every code block with it, and a browser loads it only for a code block
 * that arrives without server markup (after a client-side navigation).
 *
 * Tokens carry classes only (`token keyword`); their colours for each colour mode come from the
 * stylesheet that plugins/framework-patches/highlighting generates from its themes.ts.
 */
import type { ReactNode } from 'react';
import { Highlight, Prism, type PrismTheme } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Line from '@theme/CodeBlock/Line';
import type { LinesProps } from './PlainLines';

// The theme's client module would have done this in main.js on every page (plugins/framework-patches/highlighting).
prismIncludeLanguages(Prism);

const CLASSES_ONLY: PrismTheme = { plain: {}, styles: [] };

export default function HighlightedLines({ code, language, lineClassNames, showLineNumbers }: LinesProps): ReactNode {
  return (
    <Highlight prism={Prism} theme={CLASSES_ONLY} code={code} language={language}>
      {({ tokens, getLineProps, getTokenProps }) => (
        <>
          {tokens.map((line, i) => (
            <Line
              key={i}
              line={line}
              getLineProps={getLineProps}
              getTokenProps={getTokenProps}
              classNames={lineClassNames[i]}
              showLineNumbers={showLineNumbers}
            />
          ))}
        </>
      )}
    </Highlight>
  );
}

/**
 * The lines of a code block as plain text, in the same markup the highlighted lines use: shown for
 * the moment a code block waits for the highlighter after a client-side navigation.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { Token, TokenInputProps, LineInputProps } from 'prism-react-renderer';
import Line from '@theme/CodeBlock/Line';

export interface LinesProps {
  readonly code: string;
  readonly language: string;
  readonly lineClassNames: { readonly [lineIndex: number]: string[] };
  readonly showLineNumbers: boolean;
}

const getLineProps = ({ className }: LineInputProps) => ({ className: clsx('token-line', className) });
const getTokenProps = ({ token }: TokenInputProps) => ({ className: 'token plain', children: token.content });

export default function PlainLines({ code, lineClassNames, showLineNumbers }: LinesProps): ReactNode {
  return code.split('\n').map((text, i) => {
    const line: Token[] = [{ types: ['plain'], content: text }];
    return (
      <Line
        key={i}
        line={line}
        getLineProps={getLineProps}
        getTokenProps={getTokenProps}
        classNames={lineClassNames[i]}
        showLineNumbers={showLineNumbers}
      />
    );
  });
}

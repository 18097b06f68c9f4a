/**
 * The classic theme's CodeBlock (`@theme-init/CodeBlock`) without its forced re-render after
 * hydration. The theme remounts every code block once the page is live, because Prism's colours
 * were inline styles that the server could only write for the light mode. Token colours are classes
 * here (Content/, Container/), right in both modes, so each block keeps the markup the server wrote.
 */
import React, { isValidElement, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** Plain strings joined into one, so the block can be copied; React elements as they are. */
function stringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function StaticCodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = stringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}

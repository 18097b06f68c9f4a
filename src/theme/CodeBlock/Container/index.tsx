/**
 * Replaces the classic theme's code block container (see src/theme/README.md). The original sets the
 * Prism theme's colours as inline CSS variables, which the server can only write for the default
 * colour mode, so the theme re-rendered every code block after hydration to fix dark mode. The
 * variables now come from the stylesheet plugins/framework-patches/highlighting generates for both modes; the markup
 * and classes are the original's.
 */
import type { ComponentProps, ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { codeBlockContainerStyles as styles } from '@site/plugins/framework-patches/theme-internals/codeBlock';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({ as: As, ...props }: { as: T } & ComponentProps<T>): ReactNode {
  const Tag = As as 'div';
  return (
    <Tag
      {...(props as ComponentProps<'div'>)}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}

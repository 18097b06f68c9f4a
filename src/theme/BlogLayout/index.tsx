/**
 * Puts a post's table of contents in a landmark. The stock layout renders it in a column beside
 * `<main>`, inside no landmark, so a screen reader's landmark list skips it (axe `region`); an
 * `<aside>` named like the phone view's "On this page" button makes it one, hidden where the theme
 * hides the table of contents. Otherwise the original.
 */
import React from 'react';
import { translate } from '@docusaurus/Translate';
import BlogLayout from '@theme-original/BlogLayout';
import type BlogLayoutType from '@theme/BlogLayout';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof BlogLayoutType>;

export default function BlogLayoutWrapper({ toc, ...props }: Props): React.JSX.Element {
  const label = translate({ id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page' });
  const landmark = toc && (
    <aside className={styles.tableOfContents} aria-label={label}>
      {toc}
    </aside>
  );
  return <BlogLayout {...props} toc={landmark} />;
}

/**
 * Replaces the classic theme's "Read more" link under each post excerpt (see src/theme/README.md).
 * The original's text is only "Read more", named for screen readers by an aria-label: search
 * engines and readers of the link text alone get ten identical links per list page. Here the post's
 * title is part of the link's text, hidden from sight, so the visible label stays short.
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { Props } from '@theme/BlogPostItem/Footer/ReadMoreLink';
import styles from './styles.module.css';

export default function BlogPostItemFooterReadMoreLink({ blogPostTitle, ...linkProps }: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>Read more</b>
      <span className={styles.visuallyHidden}> about {blogPostTitle}</span>
    </Link>
  );
}

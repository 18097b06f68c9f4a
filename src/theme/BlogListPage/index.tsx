/**
 * Replaces theme-classic's BlogListPage: the stock list page has no h1 (axe `page-has-heading-one`;
 * a screen reader's heading list starts at the first post), and its header must sit inside the
 * blog layout, before the posts, where a wrapper cannot reach. The header names the blog, says what
 * it holds and, after the first page, which page this is. Otherwise the original: the same metadata,
 * structured data, layout, posts and paginator (less the title of a blog at the site's root, which
 * this site's blog, at /updates, never is).
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import BlogPostItems from '@theme/BlogPostItems';
import SearchMetadata from '@theme/SearchMetadata';
import type { Props } from '@theme/BlogListPage';
import styles from './styles.module.css';

function BlogListHeader({ metadata }: Pick<Props, 'metadata'>): ReactNode {
  const { blogTitle, blogDescription, page, totalPages } = metadata;
  return (
    <header className="margin-bottom--xl">
      <h1 className={styles.title}>{blogTitle}</h1>
      <p>{blogDescription}</p>
      {page > 1 && <p>{`Page ${page} of ${totalPages}`}</p>}
    </header>
  );
}

export default function BlogListPage(props: Props): ReactNode {
  const { metadata, items, sidebar } = props;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={metadata.blogTitle} description={metadata.blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <BlogListHeader metadata={metadata} />
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}

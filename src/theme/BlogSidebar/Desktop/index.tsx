/**
 * Ejected from theme-classic's BlogSidebar/Desktop: the "Upcoming deprecations" block must sit above
 * the "Latest updates" title, inside the same sticky column, and the stock component renders the title
 * and list as one unit that a wrapper cannot get between. Otherwise unchanged.
 */
import { memo, type ReactNode } from 'react';
import clsx from 'clsx';
import { useVisibleBlogSidebarItems, BlogSidebarItemList } from '@docusaurus/plugin-content-blog/client';
import BlogSidebarContent from '@theme/BlogSidebar/Content';
import type { Props } from '@theme/BlogSidebar/Desktop';
import type { Props as ContentProps } from '@theme/BlogSidebar/Content';
import UpcomingDeprecations from '@site/src/components/UpcomingDeprecations';
import styles from './styles.module.css';
import mobileStyles from '../Mobile/styles.module.css';

const ListComponent: ContentProps['ListComponent'] = ({ items }) => (
  <BlogSidebarItemList
    items={items}
    ulClassName={clsx(styles.sidebarItemList, 'clean-list')}
    liClassName={styles.sidebarItem}
    linkClassName={styles.sidebarItemLink}
    linkActiveClassName={styles.sidebarItemLinkActive}
  />
);

function BlogSidebarDesktop({ sidebar }: Props): ReactNode {
  const items = useVisibleBlogSidebarItems(sidebar.items);
  // The server renders this desktop variant for every screen; on phones BlogSidebar switches to the
  // mobile variant after hydration, which shows the deprecations block above the posts. Rendering
  // that phone-only block here too (hidden from 997 px up, as there) puts it in the HTML at the same
  // place, so the posts do not jump down when the page hydrates (layout shift 0.79 before; issue 11).
  return (
    <>
      <div className={mobileStyles.mobileOnly}>
        <UpcomingDeprecations />
      </div>
      <aside className="col col--3">
        <nav className={clsx(styles.sidebar, 'thin-scrollbar')} aria-label="Blog recent posts navigation">
          <UpcomingDeprecations />
          <h2 className={clsx(styles.sidebarItemTitle, 'margin-bottom--md')}>{sidebar.title}</h2>
          <BlogSidebarContent items={items} ListComponent={ListComponent} yearGroupHeadingClassName={styles.yearGroupHeading} />
        </nav>
      </aside>
    </>
  );
}

export default memo(BlogSidebarDesktop);

import type { ReactNode } from 'react';
import BlogSidebarMobile from '@theme-original/BlogSidebar/Mobile';
import type BlogSidebarMobileType from '@theme/BlogSidebar/Mobile';
import type { WrapperProps } from '@docusaurus/types';
import UpcomingDeprecations from '@site/src/components/UpcomingDeprecations';
import styles from './styles.module.css';

type Props = WrapperProps<typeof BlogSidebarMobileType>;

/** On phones the blog sidebar moves into the menu; the deprecations block stays on the page, above the posts. */
export default function BlogSidebarMobileWrapper(props: Props): ReactNode {
  return (
    <>
      <div className={styles.mobileOnly}>
        <UpcomingDeprecations />
      </div>
      <BlogSidebarMobile {...props} />
    </>
  );
}

import type { LoadContext, Plugin } from '@docusaurus/types';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import { upcomingDeprecations } from './upcoming';

/**
 * Reads the blog plugin's posts once all content is loaded and writes the deprecation notices
 * whose removal date is still ahead at build time to `@generated/upcoming-deprecations/default/upcoming.json`.
 * Only the blog sidebar reads the list, so it is a module of that sidebar's chunk rather than
 * global data, which every page downloads.
 */
export default function upcomingDeprecationsPlugin(_context: LoadContext): Plugin {
  return {
    name: 'upcoming-deprecations',
    async allContentLoaded({ allContent, actions }) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      await actions.createData('upcoming.json', JSON.stringify(upcomingDeprecations(blog?.blogPosts ?? [], new Date())));
    },
  };
}

/**
 * Where the social card of a page lives. Shared by the head tags (src/theme/SiteMetadata, which names
 * the image) and plugins/social-cards (which draws it at build time), so both always agree. No Node
 * imports here.
 */

/** Folder of the build that holds the cards. */
export const SOCIAL_CARD_DIR = 'social-cards';

/** Size of every card: the large image of Open Graph and X. */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

/** `/using-the-api/paging` → `/social-cards/using-the-api/paging.png`; `/accounting-api/` → `/social-cards/accounting-api.png`; `/` → `/social-cards/index.png`. */
export function socialCardPath(pathname: string): string {
  const clean = pathname
    .split(/[?#]/)[0]!
    .replace(/\/+$/, '')
    .replace(/\.html$/, '');
  return `/${SOCIAL_CARD_DIR}${clean === '' ? '/index' : clean}.png`;
}

/**
 * The announcement bar's state, for our wrapper src/theme/AnnouncementBar. Not public API: see
 * ./codeBlock.ts. A module of its own, so that the code block's CSS modules stay out of main.js.
 */
export { useAnnouncementBar } from '@docusaurus/theme-common/internal';

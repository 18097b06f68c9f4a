import type { ReactNode } from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import { PageMetadata } from '@docusaurus/theme-common';
import { socialCardPath, SOCIAL_CARD_SIZE } from '@site/src/utils/socialCard';

/**
 * Adds the page's own social card (`og:image`, `twitter:image`) to the site's metadata, on every
 * page: the image plugins/social-cards draws for this path at build time. A page that sets `image`
 * in its front matter overrides it, as Docusaurus' page metadata comes after the site's.
 */
export default function SiteMetadataWrapper(): ReactNode {
  const { pathname } = useLocation();
  return (
    <>
      <SiteMetadata />
      <PageMetadata image={socialCardPath(pathname)} />
      <Head>
        <meta property="og:image:width" content={String(SOCIAL_CARD_SIZE.width)} />
        <meta property="og:image:height" content={String(SOCIAL_CARD_SIZE.height)} />
      </Head>
    </>
  );
}

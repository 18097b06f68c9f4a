import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof MetadataType>;

/** The meta tag that carries a page's reader phrases to the search index (lib/search/extract.mjs). */
export const READER_PHRASES_META = 'reader-phrases';

/**
 * Adds the page's `reader_phrases` (front matter: how readers who do not know the page's words search
 * for it) as a meta tag, which the search index reads from the built page; the original metadata
 * (title, description, keywords, image) is unchanged.
 */
export default function MetadataWrapper(props: Props): ReactNode {
  const { frontMatter } = useDoc();
  const phrases = (frontMatter as { reader_phrases?: unknown }).reader_phrases;
  return (
    <>
      <Metadata {...props} />
      {Array.isArray(phrases) && phrases.length > 0 && (
        <Head>
          <meta name={READER_PHRASES_META} content={phrases.join('; ')} />
        </Head>
      )}
    </>
  );
}

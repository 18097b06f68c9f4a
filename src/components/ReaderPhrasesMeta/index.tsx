import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';

/** The meta tag that carries a page's reader phrases to the search index (lib/search/extract.mjs reads it). */
const READER_PHRASES_META = 'reader-phrases';

/**
 * A docs page's or post's front matter `reader_phrases` (how readers who do not know its words search
 * for it) as `<meta name="reader-phrases" content="a; b">`; nothing when it has none.
 */
export default function ReaderPhrasesMeta({ phrases }: { readonly phrases: unknown }): ReactNode {
  if (!Array.isArray(phrases) || phrases.length === 0) return null;
  return (
    <Head>
      <meta name={READER_PHRASES_META} content={phrases.join('; ')} />
    </Head>
  );
}

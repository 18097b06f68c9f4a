import type { ReactNode } from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import ReaderPhrasesMeta from '@site/src/components/ReaderPhrasesMeta';

type Props = WrapperProps<typeof MetadataType>;

/** Adds the page's `reader_phrases` for the search index; the original metadata is unchanged. */
export default function MetadataWrapper(props: Props): ReactNode {
  const { frontMatter } = useDoc();
  return (
    <>
      <Metadata {...props} />
      <ReaderPhrasesMeta phrases={(frontMatter as { reader_phrases?: unknown }).reader_phrases} />
    </>
  );
}

import type { ReactNode } from 'react';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import type MetadataType from '@theme/BlogPostPage/Metadata';
import type { WrapperProps } from '@docusaurus/types';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import ReaderPhrasesMeta from '@site/src/components/ReaderPhrasesMeta';

type Props = WrapperProps<typeof MetadataType>;

/** Adds the post's `reader_phrases` for the search index; the original metadata is unchanged. */
export default function MetadataWrapper(props: Props): ReactNode {
  const { metadata } = useBlogPost();
  return (
    <>
      <Metadata {...props} />
      <ReaderPhrasesMeta phrases={(metadata.frontMatter as { reader_phrases?: unknown }).reader_phrases} />
    </>
  );
}

import type { ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import CopyPageButton from './CopyPageButton';

type Props = WrapperProps<typeof ContentType>;

/**
 * Adds "Copy page as Markdown" above every doc page. It sits outside the `.markdown` element, so it
 * never appears in the Markdown copy itself (plugins/llms-txt converts that element).
 */
export default function ContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <CopyPageButton permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}

import type { ReactNode } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

/** Adds "Was this page helpful?" under the footer of every doc page (tags, edit link, last update). */
export default function FooterWrapper(props: Props): ReactNode {
  return (
    <>
      <Footer {...props} />
      <PageFeedback />
    </>
  );
}

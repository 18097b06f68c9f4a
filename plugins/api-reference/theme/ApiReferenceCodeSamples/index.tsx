/**
 * The request samples of one operation in language tabs. The tabs share `groupId="language"` with
 * the docs, so a reader's language choice follows them across the site; only the selected tab is
 * rendered, which keeps the page's HTML small.
 */
import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type { CodeSample } from '../../lib/types';

export default function CodeSamples({ samples }: { samples: readonly CodeSample[] }): ReactNode {
  if (!samples.length) return null;
  return (
    <Tabs groupId="language" lazy>
      {samples.map((sample) => (
        <TabItem key={sample.lang} value={sample.lang} label={sample.label}>
          <CodeBlock language={sample.prism}>{sample.code}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}

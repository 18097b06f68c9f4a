/**
 * The request samples of one operation in language tabs. The tabs share `groupId="language"` with
 * the docs, so a reader's language choice follows them across the site (lib/sampleLanguages.ts).
 * The page's HTML holds every tab and the cURL sample only; the other languages of the whole API
 * load in one module when a reader picks one, or when the stored choice is not cURL.
 */
import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import { DEFAULT_SAMPLE_LANGUAGE, SAMPLE_LANGUAGES, type LazySampleLanguage } from '../../lib/sampleLanguages';
import type { OperationSamples } from '../../lib/types';
import { useLazySamples } from './useLazySamples';
import styles from './styles.module.css';

type Language = (typeof SAMPLE_LANGUAGES)[number] & { value: LazySampleLanguage };

function LazySample({ samples, language }: { samples: OperationSamples; language: Language }): ReactNode {
  const state = useLazySamples(samples.api);
  if (state.status === 'loading') {
    return (
      <p role="status" className={styles.note}>
        Loading the {language.label} sample…
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <p role="alert" className={styles.note}>
        The {language.label} sample did not load. Check your connection, then choose the tab again.
      </p>
    );
  }
  const code = state.samples[samples.operationId]?.[language.value];
  if (code === undefined) {
    return (
      <p className={styles.note}>
        This operation uploads a file, and only the cURL sample sends one. Send the same fields with your HTTP client&apos;s multipart or
        binary upload.
      </p>
    );
  }
  return <CodeBlock language={language.prism}>{code}</CodeBlock>;
}

function isLazy(language: (typeof SAMPLE_LANGUAGES)[number]): language is Language {
  return language.value !== DEFAULT_SAMPLE_LANGUAGE;
}

export default function CodeSamples({ samples }: { samples: OperationSamples }): ReactNode {
  return (
    <Tabs groupId="language" lazy className={styles.tabs}>
      {SAMPLE_LANGUAGES.map((language) => (
        <TabItem key={language.value} value={language.value} label={language.label}>
          {isLazy(language) ? (
            <LazySample samples={samples} language={language} />
          ) : (
            <CodeBlock language={language.prism}>{samples.curl}</CodeBlock>
          )}
        </TabItem>
      ))}
    </Tabs>
  );
}

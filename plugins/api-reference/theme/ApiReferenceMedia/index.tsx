/**
 * One media type of a request or response body: content type, schema and examples. Examples are
 * plain preformatted text, not syntax-highlighted: a highlighted JSON example costs several times
 * its size in HTML, and the largest reference pages carry hundreds of them.
 */
import React, { type ReactNode } from 'react';
import Schema from '../ApiReferenceSchema';
import type { MediaView } from '../../lib/types';
import styles from './styles.module.css';

/**
 * Escapes text for an element's content. Unlike React's text escaping it keeps quotes as they are,
 * which makes JSON examples about a third smaller in the HTML.
 */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export default function Media({ media, showType }: { media: MediaView; showType: boolean }): ReactNode {
  return (
    <div className={styles.media}>
      {showType && (
        <p className={styles.contentType}>
          Content type <code>{media.contentType}</code>
        </p>
      )}
      {media.schema && <Schema schema={media.schema} />}
      {media.examples.map((example) => (
        <details key={example.name} className={styles.example}>
          <summary>{example.summary ?? (media.examples.length > 1 ? `Example: ${example.name}` : 'Example')}</summary>
          <pre className={styles.code} tabIndex={0}>
            <code dangerouslySetInnerHTML={{ __html: escapeText(example.value) }} />
          </pre>
        </details>
      ))}
    </div>
  );
}

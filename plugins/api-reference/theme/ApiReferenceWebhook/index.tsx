/**
 * One webhook: heading with anchor `webhook/{name}`, when Ledgerlink sends it, the delivery headers,
 * the message schema (the shared envelope and the event's payload, both linked to "Schemas"), the
 * answers your endpoint gives, and an example message. It is laid out like an operation and is an
 * island like one.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import AnchorHeading from '../ApiReferenceAnchorHeading';
import Island from '../ApiReferenceIsland';
import { asProperty, MethodBadge, Response } from '../ApiReferenceOperation';
import Schema, { Html, PropertyList } from '../ApiReferenceSchema';
import type { WebhookView } from '../../lib/types';
import operation from '../ApiReferenceOperation/styles.module.css';
import styles from './styles.module.css';

/** Escapes text for an element's content, keeping quotes as they are (see ApiReferenceMedia). */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export default function Webhook({ webhook }: { webhook: WebhookView }): ReactNode {
  const message = webhook.requestBody?.content[0];
  const example = message?.examples[0];
  return (
    <Island as="section" className={operation.operation} data-api-section={webhook.anchor}>
      <AnchorHeading as="h3" id={webhook.anchor} label={webhook.name} className={operation.title}>
        <MethodBadge method="post" />
        <code className={clsx(styles.name, webhook.deprecated && operation.deprecatedTitle)}>{webhook.name}</code>
        {webhook.deprecated && <span className={operation.deprecatedBadge}>Deprecated</span>}
      </AnchorHeading>
      <div className={operation.grid}>
        <div className={operation.details}>
          <p className={styles.summary}>{webhook.summary}</p>
          <p className={operation.endpoint}>
            <code>
              <span className={operation.endpointMethod}>POST</span> your consumer URL
            </code>
          </p>
          <Html html={webhook.descriptionHtml} />
          {webhook.parameters.length > 0 && (
            <div className={operation.block}>
              <h4 className={operation.blockTitle}>Headers</h4>
              <PropertyList properties={webhook.parameters.map(asProperty)} />
            </div>
          )}
          {message && (
            <div className={operation.block}>
              <h4 className={operation.blockTitle}>
                Message <span className={operation.optionalNote}>{message.contentType}</span>
              </h4>
              <Html html={webhook.requestBody?.descriptionHtml} />
              {message.schema && <Schema schema={message.schema} />}
            </div>
          )}
          <div className={operation.block}>
            <h4 className={operation.blockTitle}>Your endpoint answers</h4>
            <ul className={operation.responses}>
              {webhook.responses.map((response) => (
                <Response key={response.status} response={response} />
              ))}
            </ul>
          </div>
        </div>
        {example && (
          <div className={operation.samples}>
            <h4 className={operation.blockTitle}>Example message</h4>
            <pre className={styles.code} tabIndex={0}>
              <code dangerouslySetInnerHTML={{ __html: escapeText(example.value) }} />
            </pre>
          </div>
        )}
      </div>
    </Island>
  );
}

/**
 * The answer to a "Try it" request: status, headers and body, or why the request did not reach
 * the API. It is a live region, so a screen reader announces each new answer.
 */
import React, { type ReactNode } from 'react';
import styles from './Panel.module.css';

export type Answer =
  | { status: number; headers: Record<string, string>; body?: unknown; /** `mock`, or the host that answered. */ source: string }
  | { failure: string };

const REASONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

function bodyText(body: unknown): string {
  return typeof body === 'string' ? body : JSON.stringify(body, null, 2);
}

export default function Response({ answer }: { answer?: Answer }): ReactNode {
  return (
    <div className={styles.response} aria-live="polite">
      {answer &&
        ('failure' in answer ? (
          <p role="alert">{answer.failure}</p>
        ) : (
          <>
            <p className={styles.status}>
              <strong data-status={answer.status}>
                {answer.status} {REASONS[answer.status] ?? ''}
              </strong>{' '}
              {answer.source === 'mock' ? 'from the mock' : `from ${answer.source}`}
            </p>
            {Object.keys(answer.headers).length > 0 && (
              <dl className={styles.headers} aria-label="Response headers">
                {Object.entries(answer.headers).map(([name, value]) => (
                  <div key={name}>
                    <dt>{name}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {answer.body !== undefined && (
              <pre className={styles.answerBody} tabIndex={0} aria-label="Response body">
                <code>{bodyText(answer.body)}</code>
              </pre>
            )}
          </>
        ))}
    </div>
  );
}

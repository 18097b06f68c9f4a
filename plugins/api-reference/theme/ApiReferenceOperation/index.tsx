/**
 * One operation: heading with anchor `operation/{operationId}`, endpoint, description,
 * authorization, parameters, request body, responses and the request samples, and the "Try it"
 * button whose panel loads when a reader opens it.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import AnchorHeading from '../ApiReferenceAnchorHeading';
import CodeSamples from '../ApiReferenceCodeSamples';
import Headers from '../ApiReferenceHeaders';
import Island from '../ApiReferenceIsland';
import Media from '../ApiReferenceMedia';
import PageFeedback from '../../../../src/components/PageFeedback';
import TryIt from '../ApiReferenceTryIt';
import { Html, PropertyList } from '../ApiReferenceSchema';
import build from '@generated/api-reference/default/build.json';
import { responseAnchor } from '../../lib/anchors';
import { removal } from '../../lib/removal';
import type { DeprecationView, HttpMethod, OperationView, ParameterView, PropertyView, ResponseView } from '../../lib/types';
import styles from './styles.module.css';

const PARAMETER_GROUPS: readonly { in: ParameterView['in']; title: string }[] = [
  { in: 'path', title: 'Path parameters' },
  { in: 'query', title: 'Query parameters' },
  { in: 'header', title: 'Header parameters' },
  { in: 'cookie', title: 'Cookie parameters' },
];

export function MethodBadge({ method, className }: { method: HttpMethod; className?: string }): ReactNode {
  return <span className={clsx(styles.method, styles[method], className)}>{method === 'delete' ? 'DEL' : method.toUpperCase()}</span>;
}

/** A parameter shown as a property: its description, deprecation and example move onto the schema. */
export function asProperty(p: ParameterView): PropertyView {
  const schema = { ...p.schema };
  if (p.descriptionHtml) schema.descriptionHtml = p.descriptionHtml;
  if (p.deprecated) schema.deprecated = true;
  if (p.example !== undefined) schema.example = p.example;
  return { name: p.name, required: p.required, schema };
}

function statusClass(status: string): string | undefined {
  if (status.startsWith('2')) return styles.status2xx;
  if (status.startsWith('4') || status.startsWith('5')) return styles.statusError;
  return undefined;
}

function Status({ status }: { status: string }): ReactNode {
  return <span className={clsx(styles.status, statusClass(status))}>{status}</span>;
}

export function Response({ response }: { response: ResponseView }): ReactNode {
  if (response.ref) {
    return (
      <li className={styles.responseRow}>
        <Status status={response.status} />{' '}
        <Link to={`#${responseAnchor(response.ref)}`} className={styles.commonLink}>
          {response.ref}
        </Link>
      </li>
    );
  }
  const description = response.descriptionHtml && (
    <span className={styles.inlineHtml} dangerouslySetInnerHTML={{ __html: response.descriptionHtml }} />
  );
  const hasBody = !!response.content?.length || !!response.headers?.length;
  if (!hasBody) {
    return (
      <li className={styles.responseRow}>
        <Status status={response.status} /> {description}
        <span className={styles.noBody}> No response body.</span>
      </li>
    );
  }
  return (
    <li className={styles.responseRow}>
      <details className={styles.response} open={response.status.startsWith('2')}>
        <summary>
          <Status status={response.status} /> {description}
        </summary>
        <div className={styles.responseBody}>
          {response.headers && <Headers headers={response.headers} />}
          {response.content?.map((media) => (
            <Media key={media.contentType} media={media} showType />
          ))}
        </div>
      </details>
    </li>
  );
}

function DeprecatedNote({ deprecation }: { deprecation?: DeprecationView }): ReactNode {
  if (!deprecation)
    return (
      <p className={styles.deprecatedNote}>
        This operation is deprecated. It keeps working for existing integrations; do not use it in new code.
      </p>
    );
  const { removed, date } = removal(deprecation.removalDate, new Date(build.builtAt));
  const when = <time dateTime={deprecation.removalDate}>{date}</time>;
  return (
    <p className={styles.deprecatedNote}>
      {removed ? (
        <>This operation was removed on {when} and is no longer supported; do not call it.</>
      ) : (
        <>This operation is deprecated. It keeps working for existing integrations; do not use it in new code. Removal date: {when}.</>
      )}{' '}
      Use <Link to={deprecation.replacement.href}>{deprecation.replacement.label}</Link> instead.
    </p>
  );
}

/** `api` is the API's name (`accounting`), which names its "Try it" module. */
export default function Operation({ operation, api }: { operation: OperationView; api: string }): ReactNode {
  const { parameters, requestBody } = operation;
  return (
    <Island as="section" className={styles.operation} data-api-section={operation.anchor}>
      <AnchorHeading as="h3" id={operation.anchor} label={operation.summary} className={styles.title}>
        <MethodBadge method={operation.method} />
        <span className={clsx(operation.deprecated && styles.deprecatedTitle)}>{operation.summary}</span>
        {operation.deprecated && <span className={styles.deprecatedBadge}>Deprecated</span>}
      </AnchorHeading>
      <div className={styles.grid}>
        <div className={styles.details}>
          <p className={styles.endpoint}>
            <code>
              <span className={styles.endpointMethod}>{operation.method.toUpperCase()}</span> {operation.path}
            </code>
          </p>
          <TryIt api={api} operationId={operation.operationId} />
          {operation.deprecated && <DeprecatedNote deprecation={operation.deprecation} />}
          <Html html={operation.descriptionHtml} />
          <p className={styles.auth}>
            {operation.security.length ? (
              <>
                Authorization:{' '}
                {operation.security.map((name, i) => (
                  <React.Fragment key={name}>
                    {i > 0 && ', '}
                    <Link to="#authentication">{name}</Link>
                  </React.Fragment>
                ))}
              </>
            ) : (
              'No authorization needed.'
            )}
          </p>
          {PARAMETER_GROUPS.map((group) => {
            const inGroup = parameters.filter((p) => p.in === group.in);
            if (!inGroup.length) return null;
            return (
              <div key={group.in} className={styles.block}>
                <h4 className={styles.blockTitle}>{group.title}</h4>
                <PropertyList properties={inGroup.map(asProperty)} />
              </div>
            );
          })}
          {requestBody && (
            <div className={styles.block}>
              <h4 className={styles.blockTitle}>
                Request body{' '}
                {requestBody.required ? (
                  <span className={styles.requiredNote}>required</span>
                ) : (
                  <span className={styles.optionalNote}>optional</span>
                )}
              </h4>
              <Html html={requestBody.descriptionHtml} />
              {requestBody.content.map((media) => (
                <Media key={media.contentType} media={media} showType />
              ))}
            </div>
          )}
          <div className={styles.block}>
            <h4 className={styles.blockTitle}>Responses</h4>
            <ul className={styles.responses}>
              {operation.responses.map((response) => (
                <Response key={response.status} response={response} />
              ))}
            </ul>
          </div>
        </div>
        <div className={styles.samples}>
          <h4 className={styles.blockTitle}>Request sample</h4>
          <CodeSamples samples={operation.samples} />
        </div>
      </div>
      <PageFeedback question="Was this operation's reference helpful?" operationId={operation.operationId} />
    </Island>
  );
}

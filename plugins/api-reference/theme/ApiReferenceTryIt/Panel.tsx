/**
 * The "Try it" panel of one operation (a chunk of its own, loaded when a reader opens it): fields
 * for the path, query and header parameters and the JSON body, prefilled from the spec's examples,
 * and a switch between the mock, which answers in the browser, and the real API. The reader's key
 * lives only in the key field of this panel: it is read when the request is sent, put on that
 * request's header, and never stored, put in a URL or sent anywhere else.
 */
import React, { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { createMock } from '../../lib/tryIt/mock';
import { curlCommand, fieldKey, initialValues, prepareRequest, type PreparedRequest } from '../../lib/tryIt/request';
import type { TryItModule, TryItOperation, TryItParameter } from '../../lib/tryIt/types';
import { loadTryIt } from './loadTryIt';
import Response, { type Answer } from './Response';
import styles from './Panel.module.css';

export interface PanelProps {
  readonly api: string;
  readonly operationId: string;
}

type Target = 'mock' | 'api';

const PLACES: readonly { in: TryItParameter['in']; title: string }[] = [
  { in: 'path', title: 'Path parameters' },
  { in: 'query', title: 'Query parameters' },
  { in: 'header', title: 'Header parameters' },
];

async function callApi(server: string, request: PreparedRequest, auth: TryItOperation['auth'], key: string): Promise<Answer> {
  const headers: Record<string, string> = { ...request.headers, Accept: 'application/json' };
  if (auth && key) headers[auth.header] = `${auth.prefix}${key}`;
  const response = await fetch(`${server}${request.url}`, {
    method: request.method,
    headers,
    body: request.body,
    credentials: 'omit',
    cache: 'no-store',
    referrerPolicy: 'no-referrer',
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: show the text as it came.
  }
  const answerHeaders: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    answerHeaders[name] = value;
  });
  return { status: response.status, headers: answerHeaders, body, source: new URL(server).host };
}

function Fields({
  operation,
  values,
  onChange,
  idPrefix,
}: {
  operation: TryItOperation;
  values: Record<string, string>;
  onChange: (key: string, value: string) => void;
  idPrefix: string;
}): ReactNode {
  return PLACES.map((place) => {
    const parameters = operation.parameters.filter((p) => p.in === place.in);
    if (!parameters.length) return null;
    return (
      <fieldset key={place.in} className={styles.group}>
        <legend>{place.title}</legend>
        {parameters.map((p) => {
          const id = `${idPrefix}-${place.in}-${p.name}`;
          return (
            <div key={p.name} className={styles.field}>
              <label htmlFor={id}>
                <code>{p.name}</code> {p.required ? <span className={styles.required}>required</span> : <span>optional</span>}
              </label>
              <input
                id={id}
                type="text"
                value={values[fieldKey(p)] ?? ''}
                placeholder={p.required ? undefined : p.example}
                required={p.required}
                spellCheck={false}
                autoComplete="off"
                onChange={(event) => onChange(fieldKey(p), event.target.value)}
              />
            </div>
          );
        })}
      </fieldset>
    );
  });
}

function Form({ module, operation }: { module: TryItModule; operation: TryItOperation }): ReactNode {
  const { api } = module;
  const idPrefix = useId();
  const mock = useMemo(() => createMock(module), [module]);
  const [values, setValues] = useState(() => initialValues(operation));
  const [body, setBody] = useState(operation.body?.example ?? '');
  const [target, setTarget] = useState<Target>('mock');
  const [server, setServer] = useState(api.servers.sandbox ?? api.servers.production);
  const keyField = useRef<HTMLInputElement>(null);
  const [answer, setAnswer] = useState<Answer>();
  const [sending, setSending] = useState(false);
  const [copied, setCopied] = useState('');

  const copyCurl = () => {
    const command = curlCommand(server, prepareRequest(operation, values, body), operation.auth);
    navigator.clipboard.writeText(command).then(
      () => setCopied('Copied the cURL command, with a placeholder for your key.'),
      () => setCopied('Your browser did not allow copying.'),
    );
  };

  const send = async () => {
    const request = prepareRequest(operation, values, body);
    setSending(true);
    try {
      setAnswer(
        target === 'mock'
          ? { ...mock(request), source: 'mock' }
          : await callApi(server, request, operation.auth, keyField.current?.value ?? ''),
      );
    } catch (error) {
      const reason = (error as Error).message;
      setAnswer({
        failure:
          target === 'mock' ? `The mock could not answer: ${reason}` : `The request did not reach ${new URL(server).host}: ${reason}`,
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.form}>
      <fieldset className={styles.group}>
        <legend>Send to</legend>
        <label className={styles.choice}>
          <input type="radio" name={`${idPrefix}-target`} checked={target === 'mock'} onChange={() => setTarget('mock')} /> The mock in your
          browser (nothing leaves this page)
        </label>
        <label className={styles.choice}>
          <input type="radio" name={`${idPrefix}-target`} checked={target === 'api'} onChange={() => setTarget('api')} /> The Ledgerlink API
        </label>
        {target === 'api' && (
          <div className={styles.real}>
            <div className={styles.field}>
              <label htmlFor={`${idPrefix}-server`}>Server</label>
              <select id={`${idPrefix}-server`} value={server} onChange={(event) => setServer(event.target.value)}>
                {api.servers.sandbox && <option value={api.servers.sandbox}>Sandbox: {api.servers.sandbox}</option>}
                <option value={api.servers.production}>Production: {api.servers.production}</option>
              </select>
            </div>
            {operation.auth && (
              <div className={styles.field}>
                <label htmlFor={`${idPrefix}-key`}>API key for this server</label>
                <input
                  id={`${idPrefix}-key`}
                  ref={keyField}
                  type="password"
                  autoComplete="off"
                  spellCheck={false}
                  aria-describedby={`${idPrefix}-key-note`}
                />
                <p id={`${idPrefix}-key-note`} className={styles.note}>
                  Sent as <code>{operation.auth.header}</code> on this request only. It is not saved, and it is gone when you leave the
                  page.
                </p>
              </div>
            )}
          </div>
        )}
      </fieldset>
      <Fields
        operation={operation}
        values={values}
        idPrefix={idPrefix}
        onChange={(key, value) => setValues((old) => ({ ...old, [key]: value }))}
      />
      {operation.body && (
        <div className={styles.field}>
          <label htmlFor={`${idPrefix}-body`}>
            Request body <code>{operation.body.contentType}</code>{' '}
            {operation.body.required ? <span className={styles.required}>required</span> : <span>optional</span>}
          </label>
          <textarea
            id={`${idPrefix}-body`}
            className={styles.body}
            value={body}
            rows={Math.min(16, body.split('\n').length + 1)}
            spellCheck={false}
            onChange={(event) => setBody(event.target.value)}
          />
        </div>
      )}
      {operation.unsupportedBody && (
        <p className={styles.note}>
          This operation takes a <code>{operation.unsupportedBody}</code> body, which the panel cannot write. It sends the request without
          one; use the request sample to send a file.
        </p>
      )}
      <p>
        <button type="button" className="button button--primary button--sm" onClick={send} disabled={sending}>
          Send {operation.method.toUpperCase()} request
        </button>{' '}
        <button type="button" className="button button--secondary button--sm" onClick={copyCurl}>
          Copy as cURL
        </button>{' '}
        <span role="status" className={styles.note}>
          {copied}
        </span>
      </p>
      <Response answer={answer} />
    </div>
  );
}

export default function Panel({ api, operationId }: PanelProps): ReactNode {
  const [loaded, setLoaded] = useState<{ module: TryItModule } | { failure: string }>();
  useEffect(() => {
    let current = true;
    loadTryIt(api).then(
      (module) => current && setLoaded({ module }),
      () => current && setLoaded({ failure: 'The examples of this API did not load. Check your connection and open the panel again.' }),
    );
    return () => {
      current = false;
    };
  }, [api]);

  if (!loaded) return <p role="status">Loading the examples…</p>;
  if ('failure' in loaded) return <p role="alert">{loaded.failure}</p>;
  const operation = loaded.module.api.operations[operationId];
  if (!operation) return <p role="alert">This operation has no examples to send.</p>;
  return <Form module={loaded.module} operation={operation} />;
}

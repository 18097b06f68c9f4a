/**
 * /swagger/: an interactive explorer for every Ledgerlink API. Swagger UI is loaded only here, in
 * the browser, and reads the bundled spec the api-reference plugin writes to /openapi/<name>.json.
 * "Try it out" sends requests to the sandbox server. For tests, `?server=` may point it at a
 * loopback server (http://127.0.0.1 or http://localhost only); any other value is ignored.
 */
import React, { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import { apiRoute, apis, type ApiName } from '@site/src/data/apis';
import styles from './swagger.module.css';

const SANDBOX_SERVER = 'https://sandbox.api.ledgerlink.io';
const DEFAULT_API: ApiName = 'platform';
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The `?server=` override, only when it is an http(s) URL on this machine. */
function loopbackServer(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname)) {
      return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
    }
  } catch {
    // Not a URL: fall back to the sandbox.
  }
  return undefined;
}

function isApiName(value: string | null): value is ApiName {
  return apis.some((api) => api.name === value);
}

/** The spec with its servers replaced: the sandbox, or the loopback override. */
function withServer(spec: Record<string, unknown>, override: string | undefined): Record<string, unknown> {
  const servers = override
    ? [{ url: override, description: 'Loopback server from the ?server= parameter' }]
    : [{ url: SANDBOX_SERVER, description: 'Sandbox' }];
  return { ...spec, servers };
}

interface SwaggerUIProps {
  spec: object;
  docExpansion?: 'list' | 'full' | 'none';
  defaultModelsExpandDepth?: number;
  tryItOutEnabled?: boolean;
  persistAuthorization?: boolean;
  displayOperationId?: boolean;
  filter?: boolean;
}

function Explorer({ specBase }: { specBase: string }): ReactNode {
  const params = new URLSearchParams(window.location.search);
  const requested = params.get('api');
  const server = loopbackServer(params.get('server'));
  const [api, setApi] = useState<ApiName>(isApiName(requested) ? requested : DEFAULT_API);
  const [SwaggerUI, setSwaggerUI] = useState<ComponentType<SwaggerUIProps>>();
  const [spec, setSpec] = useState<Record<string, unknown>>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    let cancelled = false;
    Promise.all([import('swagger-ui-react'), import('swagger-ui-react/swagger-ui.css')]).then(
      ([module]) => {
        if (!cancelled) setSwaggerUI(() => module.default as unknown as ComponentType<SwaggerUIProps>);
      },
      (reason: unknown) => {
        if (!cancelled) setError(`The explorer could not be loaded: ${String(reason)}`);
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    let cancelled = false;
    setSpec(undefined);
    setError(undefined);
    fetch(`${specBase}${api}.json`)
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
        return response.json() as Promise<Record<string, unknown>>;
      })
      .then(
        (document) => {
          if (!cancelled) setSpec(withServer(document, server));
        },
        (reason: unknown) => {
          if (!cancelled) setError(`The ${api} spec could not be loaded (${String(reason)}).`);
        },
      );
    return () => {
      cancelled = true;
    };
  }, [api, server, specBase]);

  const choose = (name: ApiName) => {
    setApi(name);
    const next = new URLSearchParams(window.location.search);
    next.set('api', name);
    window.history.replaceState(window.history.state, '', `?${next.toString()}`);
  };

  return (
    <>
      <div className={styles.toolbar}>
        <label className={styles.picker}>
          <span>API</span>
          <select value={api} onChange={(event) => choose(event.target.value as ApiName)}>
            {apis.map((item) => (
              <option key={item.name} value={item.name}>
                {item.title}
              </option>
            ))}
          </select>
        </label>
        <p className={styles.server}>
          Requests go to <code>{server ?? SANDBOX_SERVER}</code>
        </p>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {!error && (!SwaggerUI || !spec) && <p className={styles.loading}>Loading the explorer…</p>}
      {SwaggerUI && spec && (
        <div className={styles.swagger} data-testid="swagger-ui">
          <SwaggerUI
            key={api}
            spec={spec}
            docExpansion="list"
            defaultModelsExpandDepth={-1}
            tryItOutEnabled
            persistAuthorization
            displayOperationId
            filter
          />
        </div>
      )}
    </>
  );
}

export default function SwaggerPage(): ReactNode {
  const specBase = useBaseUrl('/openapi/');
  return (
    <Layout title="API explorer" description="Browse every Ledgerlink API and send test requests to the sandbox.">
      <Head>
        {/* Web search engines are kept off (the operations are the API reference's); the site's own search finds the explorer, also by the names readers give it. */}
        <meta name="robots" content="noindex" />
        <meta name="keywords" content="swagger, swagger ui, try it out" />
      </Head>
      <main className={styles.page}>
        <h1>API explorer</h1>
        <p className={styles.lead}>
          Pick an API, open an operation and send it to the sandbox with <strong>Execute</strong>. Use
          <strong> Authorize</strong> first and enter <code>Bearer YOUR_API_KEY</code> with a sandbox key from the Ledgerlink Portal.
        </p>
        <BrowserOnly
          fallback={
            <div className={styles.fallback}>
              <p>The explorer needs JavaScript. Every API is also documented on a static reference page:</p>
              <ul>
                {apis.map((item) => (
                  <li key={item.name}>
                    <Link to={apiRoute(item.name)}>{item.title}</Link>
                    {item.legacy && ' (legacy)'}
                  </li>
                ))}
              </ul>
            </div>
          }
        >
          {() => <Explorer specBase={specBase} />}
        </BrowserOnly>
      </main>
    </Layout>
  );
}

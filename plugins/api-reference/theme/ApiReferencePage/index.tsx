/**
 * The reference page of one API, rendered from the view model the api-reference plugin registered
 * as this route's `api` module. Everything is in the static HTML; client code only drives the
 * operation nav, its highlight, the copy-link buttons and the language tabs. Operations, webhooks,
 * schemas and common responses are islands (ApiReferenceIsland): they hydrate as they come into view.
 */
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Admonition from '@theme/Admonition';
import Layout from '@theme/Layout';
import AnchorHeading from '../ApiReferenceAnchorHeading';
import Headers from '../ApiReferenceHeaders';
import Island from '../ApiReferenceIsland';
import Media from '../ApiReferenceMedia';
import Nav from '../ApiReferenceNav';
import Operation from '../ApiReferenceOperation';
import Schema, { Html } from '../ApiReferenceSchema';
import Webhook from '../ApiReferenceWebhook';
import { WEBHOOKS_ANCHOR } from '../../lib/anchors';
import type { ApiViewModel, NamedHeaderView, NamedResponseView } from '../../lib/types';
import styles from './styles.module.css';
import useSettledHashScroll from './useSettledHashScroll';
import WhatChanged from './WhatChanged';

interface Props {
  readonly api: ApiViewModel;
}

/** `A`, `A and B`, `A, B and C`: links to the APIs a legacy one's readers move to. */
function Replacements({ links }: { links: ApiViewModel['replacedBy'] }): ReactNode {
  return links.map((link, i) => (
    <React.Fragment key={link.route}>
      {i > 0 && (i === links.length - 1 ? ' and ' : ', ')}
      <Link to={link.route}>{link.title}</Link>
    </React.Fragment>
  ));
}

function Intro({ api }: Props): ReactNode {
  const operations = api.tags.reduce((n, t) => n + t.operations.length, 0);
  return (
    // data-api-legacy lets the search extractor rank a legacy API's operations below the current ones.
    <header className={styles.intro} data-api-legacy={api.legacy ? '' : undefined}>
      <p className={styles.eyebrow}>API reference</p>
      <h1 className={styles.title}>{api.title}</h1>
      <p className={styles.meta}>
        {api.version && <span className={styles.version}>Version {api.version}</span>}
        <span>
          {operations} {operations === 1 ? 'operation' : 'operations'}
        </span>
        {api.webhooks.length > 0 && (
          <span>
            {api.webhooks.length} {api.webhooks.length === 1 ? 'webhook' : 'webhooks'}
          </span>
        )}
        {api.alsoCalled.length > 0 && (
          // Search reads each name as another title of the page (lib/search/extract.mjs).
          <span>
            Also called{' '}
            {api.alsoCalled.map((name, i) => (
              <React.Fragment key={name}>
                {i > 0 && ', '}
                <span data-also-called="">{name}</span>
              </React.Fragment>
            ))}
          </span>
        )}
      </p>
      {api.legacy && (
        <Admonition type="warning" title="Legacy API">
          <p>
            This API stays available for existing integrations and gets no new features. Start new integrations on the{' '}
            <Replacements links={api.replacedBy} />.
          </p>
        </Admonition>
      )}
      <p className={styles.lead}>{api.summary}</p>
      <Html html={api.descriptionHtml} className={styles.description} />
      <div className={styles.facts}>
        <section className={styles.fact}>
          <AnchorHeading as="h2" id="servers" label="Servers" className={styles.factTitle}>
            Servers
          </AnchorHeading>
          <ul className={styles.servers}>
            {api.servers.map((server) => (
              <li key={server.url}>
                <code>{server.url}</code>
                <Html html={server.descriptionHtml} className={styles.serverDescription} />
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.fact}>
          <AnchorHeading as="h2" id="authentication" label="Authentication" className={styles.factTitle}>
            Authentication
          </AnchorHeading>
          {api.securitySchemes.length ? (
            <ul className={styles.schemes}>
              {api.securitySchemes.map((scheme) => (
                <li key={scheme.name}>
                  <strong>{scheme.name}</strong>: {scheme.label}
                  <Html html={scheme.descriptionHtml} />
                </li>
              ))}
            </ul>
          ) : (
            <p>The operations of this API need no credentials.</p>
          )}
        </section>
        <section className={styles.fact}>
          <AnchorHeading as="h2" id="download" label="Download OpenAPI spec" className={styles.factTitle}>
            Download OpenAPI spec
          </AnchorHeading>
          <p>The complete OpenAPI 3.1 description of this API, in one file.</p>
          <p className={styles.downloads}>
            <a className="button button--sm button--outline button--primary" href={api.downloads.yaml} download>
              YAML
            </a>
            <a className="button button--sm button--outline button--primary" href={api.downloads.json} download>
              JSON
            </a>
          </p>
        </section>
        {api.whatChanged && <WhatChanged changes={api.whatChanged} />}
      </div>
    </header>
  );
}

function CommonResponse({ response }: { response: NamedResponseView }): ReactNode {
  return (
    <Island className={styles.component}>
      <AnchorHeading as="h3" id={response.anchor} label={response.name} className={styles.componentTitle}>
        <code>{response.name}</code>
      </AnchorHeading>
      <Html html={response.descriptionHtml} />
      {response.headers && <Headers headers={response.headers} />}
      {response.content?.map((media) => (
        <Media key={media.contentType} media={media} showType />
      ))}
    </Island>
  );
}

function CommonHeader({ header }: { header: NamedHeaderView }): ReactNode {
  return (
    <Island className={styles.component}>
      <AnchorHeading as="h3" id={header.anchor} label={header.name} className={styles.componentTitle}>
        <code>{header.name}</code>
      </AnchorHeading>
      <Html html={header.descriptionHtml} />
      <Schema schema={header.schema} />
    </Island>
  );
}

export default function ApiReferencePage({ api }: Props): ReactNode {
  useSettledHashScroll();
  const extra = [
    ...(api.schemas.length ? [{ anchor: 'schemas', label: 'Schemas' }] : []),
    ...(api.responses.length || api.headers.length ? [{ anchor: 'responses', label: 'Common responses' }] : []),
  ];
  return (
    <Layout title={`${api.title} reference`} description={api.summary}>
      <div className={styles.layout}>
        <aside className={styles.sidebar}>
          <Nav tags={api.tags} webhooks={api.webhooks} extra={extra} />
        </aside>
        <main className={styles.main}>
          <Intro api={api} />
          {api.tags.map((tag) => (
            <section key={tag.anchor} className={styles.tag}>
              <AnchorHeading as="h2" id={tag.anchor} label={tag.name} className={styles.tagTitle}>
                {tag.name}
              </AnchorHeading>
              <Html html={tag.descriptionHtml} className={styles.tagDescription} />
              {tag.operations.map((operation) => (
                <Operation key={operation.anchor} operation={operation} api={api.name} />
              ))}
            </section>
          ))}
          {api.webhooks.length > 0 && (
            <section className={styles.tag}>
              <AnchorHeading as="h2" id={WEBHOOKS_ANCHOR} label="Webhook events" className={styles.tagTitle}>
                Webhook events
              </AnchorHeading>
              <p className={styles.tagDescription}>
                The messages Ledgerlink sends to your webhook consumers, one per event type. Each is a signed <code>POST</code> with a JSON
                body; answer with a <code>2xx</code> status within 15 seconds.
              </p>
              {api.webhooks.map((webhook) => (
                <Webhook key={webhook.anchor} webhook={webhook} />
              ))}
            </section>
          )}
          {api.schemas.length > 0 && (
            <section className={styles.tag} data-api-section="schemas">
              <AnchorHeading as="h2" id="schemas" label="Schemas" className={styles.tagTitle}>
                Schemas
              </AnchorHeading>
              <p className={styles.tagDescription}>
                The objects this API reads and writes. Fields link here wherever a named schema is used.
              </p>
              {api.schemas.map((named) => (
                <Island key={named.anchor} className={styles.component}>
                  <AnchorHeading as="h3" id={named.anchor} label={named.name} className={styles.componentTitle}>
                    <code>{named.name}</code>
                  </AnchorHeading>
                  <Schema schema={named.schema} />
                </Island>
              ))}
            </section>
          )}
          {(api.responses.length > 0 || api.headers.length > 0) && (
            <section className={styles.tag} data-api-section="responses">
              <AnchorHeading as="h2" id="responses" label="Common responses" className={styles.tagTitle}>
                Common responses
              </AnchorHeading>
              <p className={styles.tagDescription}>
                Responses and headers that many operations share. Operations link here instead of repeating them.
              </p>
              {api.responses.map((response) => (
                <CommonResponse key={response.anchor} response={response} />
              ))}
              {api.headers.map((header) => (
                <CommonHeader key={header.anchor} header={header} />
              ))}
            </section>
          )}
        </main>
      </div>
    </Layout>
  );
}

import path from 'node:path';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSpec } from '../lib/load';
import { buildViewModel } from '../lib/viewModel';
import type { ApiViewModel } from '../lib/types';
import { meta, siteDir } from './helpers';

const collected = vi.hoisted(() => [] as string[]);
vi.mock('@docusaurus/useBrokenLinks', () => ({
  default: () => ({ collectAnchor: (id: string) => collected.push(id), collectLink: () => undefined }),
}));
vi.mock('@docusaurus/Link', () => ({
  default: ({ to, children }: { to: string; children: React.ReactNode }) => React.createElement('a', { href: to }, children),
}));
vi.mock('@docusaurus/ExecutionEnvironment', () => ({ default: { canUseDOM: false } }));
vi.mock('@docusaurus/useIsBrowser', () => ({ default: () => false }));
vi.mock('@theme/CodeBlock', () => ({ default: () => null }));
vi.mock('@theme/Tabs', () => ({ default: () => null }));
vi.mock('@theme/TabItem', () => ({ default: () => null }));
// Written by the plugin's contentLoaded; the webhook components import it through ApiReferenceOperation.
vi.mock('@generated/api-reference/default/build.json', () => ({ default: { builtAt: '2026-11-26T00:00:00.000Z' } }));
vi.mock('@generated/api-reference/default/lazy-samples.js', () => ({ default: {} }));

type EventTypes = { results: { eventType: string; payloadFields: string[] }[] };

let vm: ApiViewModel;
let listed: EventTypes['results'];
beforeAll(async () => {
  const { document } = await loadSpec(path.join(siteDir, 'static/openapi/platform.yaml'), siteDir);
  vm = buildViewModel(document, { ...meta, name: 'platform', title: 'Platform API' });
  const op = (
    document.paths as Record<string, { get: { responses: Record<string, { content: Record<string, { example: EventTypes }> }> } }>
  )['/webhooks/eventTypes'];
  listed = op.get.responses['200'].content['application/json'].example.results;
});

describe('webhooks of the Platform API view model', () => {
  it('has one webhook per event type of list-event-types, in the same order, each with its anchor', () => {
    expect(vm.webhooks.map((w) => w.name)).toEqual(listed.map((e) => e.eventType));
    expect(vm.webhooks).toHaveLength(17);
    for (const webhook of vm.webhooks) expect(webhook.anchor).toBe(`webhook/${webhook.name}`);
  });

  it('links the message schema to the shared envelope and to a named payload schema with the listed fields', () => {
    const names = new Set(vm.schemas.map((s) => s.name));
    for (const webhook of vm.webhooks) {
      const message = webhook.requestBody!.content[0];
      expect(message.contentType).toBe('application/json');
      const [envelope, own] = message.schema!.composition!.variants;
      expect(envelope).toEqual({ ref: 'WebhookMessage' });
      const payloadRef = own.properties!.find((p) => p.name === 'payload')!.schema.ref!;
      expect(names.has(payloadRef), payloadRef).toBe(true);
      const payload = vm.schemas.find((s) => s.name === payloadRef)!.schema;
      const fields = listed.find((e) => e.eventType === webhook.name)!.payloadFields;
      expect(payload.properties!.map((p) => p.name).sort(), webhook.name).toEqual([...fields].sort());
    }
  });

  it('keeps an example message of the right event type, the signature headers and the answers your endpoint gives', () => {
    for (const webhook of vm.webhooks) {
      const example = JSON.parse(webhook.requestBody!.content[0].examples[0].value) as { eventType: string; payload: object };
      expect(example.eventType).toBe(webhook.name);
      expect(webhook.parameters.map((p) => `${p.in}:${p.name}`)).toEqual([
        'header:Ledgerlink-Webhook-Id',
        'header:Ledgerlink-Webhook-Timestamp',
        'header:Ledgerlink-Webhook-Signature',
      ]);
      expect(webhook.responses).toEqual([
        { status: '2XX', ref: 'WebhookReceived' },
        { status: 'default', ref: 'WebhookRetried' },
      ]);
    }
    expect(vm.responses.map((r) => r.name)).toEqual(expect.arrayContaining(['WebhookReceived', 'WebhookRetried']));
    expect(vm.responses.find((r) => r.name === 'WebhookReceived')!.descriptionHtml).toContain('within 15 seconds');
  });
});

describe('webhooks of any document', () => {
  it('takes the first method of each webhook, falls back to its name, and has none when the document has none', () => {
    const doc = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      webhooks: { 'invoice.voided': { put: { deprecated: true, responses: { '200': { description: 'OK' } } } } },
    };
    const [webhook] = buildViewModel(doc, meta).webhooks;
    expect(webhook).toMatchObject({
      anchor: 'webhook/invoice.voided',
      name: 'invoice.voided',
      summary: 'invoice.voided',
      deprecated: true,
    });
    expect(webhook.responses).toEqual([{ status: '200', descriptionHtml: '<p>OK</p>' }]);
    expect(buildViewModel({ openapi: '3.1.0', info: { title: 'T', version: '1' } }, meta).webhooks).toEqual([]);
  });
});

describe('rendering', () => {
  it('registers each webhook anchor with the broken-anchor checker and lists it in the nav', async () => {
    const { default: Webhook } = await import('../theme/ApiReferenceWebhook');
    const { default: Nav } = await import('../theme/ApiReferenceNav');
    collected.length = 0;
    // React warns that the islands' useLayoutEffect does nothing on the server; Docusaurus renders them the same way.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = renderToStaticMarkup(
      React.createElement(React.Fragment, null, [
        React.createElement(Nav, { key: 'nav', tags: [], webhooks: vm.webhooks, extra: [] }),
        ...vm.webhooks.map((webhook) => React.createElement(Webhook, { key: webhook.anchor, webhook })),
      ]),
    );
    consoleError.mockRestore();
    expect(collected).toEqual(vm.webhooks.map((w) => w.anchor));
    for (const webhook of vm.webhooks) {
      expect(html).toContain(`id="${webhook.anchor}"`);
      expect(html).toContain(`href="#${webhook.anchor}"`);
    }
    expect(html).toContain('href="#webhooks"');
  });
});

/**
 * The webhook event types are defined once, in the `webhooks` of the Platform API
 * (static/openapi/platform.yaml). Its list-event-types example and the docs' event type reference
 * must agree with them: the same events in the same order, the same "fires when" sentence and the
 * payload fields of each event's schema. (The examples themselves are validated by
 * scripts/checks/webhook-examples.mjs.)
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
type EventTypes = { results: Array<{ eventType: string; description: string; payloadFields: string[] }> };
type Schema = { allOf?: Schema[]; properties?: Record<string, Schema>; $ref?: string };
const spec = yaml.load(fs.readFileSync(path.join(root, 'static/openapi/platform.yaml'), 'utf8')) as {
  paths: Record<string, { get: { responses: Record<string, { content: Record<string, { example: EventTypes }> }> } }>;
  webhooks: Record<string, { post: { summary: string; requestBody: { content: Record<string, { schema: Schema }> } } }>;
  components: { schemas: Record<string, Schema> };
};
const listed = spec.paths['/webhooks/eventTypes']!.get.responses['200']!.content['application/json']!.example.results;
const webhooks = Object.entries(spec.webhooks);
const page = fs.readFileSync(path.join(root, 'docs/using-the-api/webhooks/event-types.md'), 'utf8');

function payloadFields(schema: Schema): string[] {
  const ref = schema.allOf?.map((variant) => variant.properties?.payload?.$ref).find(Boolean);
  const payload = spec.components.schemas[ref!.replace('#/components/schemas/', '')]!;
  return Object.keys(payload.properties ?? {});
}

it('list-event-types lists exactly the webhooks of the spec, with their summaries and payload fields', () => {
  expect(listed.map((event) => event.eventType)).toEqual(webhooks.map(([name]) => name));
  for (const [name, { post }] of webhooks) {
    const event = listed.find((e) => e.eventType === name)!;
    expect(event.description, name).toBe(post.summary);
    expect([...event.payloadFields].sort(), name).toEqual(payloadFields(post.requestBody.content['application/json']!.schema).sort());
  }
});

it('the event type reference has a section for each webhook, in the order of the spec', () => {
  const sections = [...page.matchAll(/^### `([\w.]+)`$/gm)].map((m) => m[1]);
  expect(sections).toEqual(webhooks.map(([name]) => name));
});

/**
 * The webhook event types are defined once, in the Platform API's list-event-types response
 * (static/openapi/platform.yaml); the docs' event type reference must list exactly those, with the
 * payload fields the spec names.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
type EventTypes = { results: Array<{ eventType: string; payloadFields: string[] }> };
const spec = yaml.load(fs.readFileSync(path.join(root, 'static/openapi/platform.yaml'), 'utf8')) as {
  paths: Record<string, { get: { responses: Record<string, { content: Record<string, { example: EventTypes }> }> } }>;
};
const fromSpec = spec.paths['/webhooks/eventTypes']!.get.responses['200']!.content['application/json']!.example.results;
const page = fs.readFileSync(path.join(root, 'docs/using-the-api/webhooks/event-types.md'), 'utf8');

it('the event type reference lists exactly the event types of list-event-types', () => {
  const summary = page.slice(page.indexOf('## Summary'), page.indexOf('## Companies'));
  const documented = [...summary.matchAll(/^\| `([\w.]+)` \|/gm)].map((m) => m[1]);
  expect(documented).toEqual(fromSpec.map((event) => event.eventType));
});

it("each event type's sample payload has the fields the spec lists, and no others", () => {
  for (const { eventType, payloadFields } of fromSpec) {
    const section = page.slice(page.indexOf(`### \`${eventType}\``)).split(/\n### /)[0]!;
    const sample = JSON.parse(/```json\n([\s\S]*?)```/.exec(section)![1]!) as Record<string, unknown>;
    const payload = (sample.payload ?? sample) as Record<string, unknown>;
    expect(Object.keys(payload).sort(), eventType).toEqual([...payloadFields].sort());
  }
});

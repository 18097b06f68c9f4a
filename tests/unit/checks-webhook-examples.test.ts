import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkExamples, createValidator, jsonBlocks, loadBundledSpec, webhookTag } from '../../scripts/checks/webhook-examples.mjs';

const fixtures = path.resolve(__dirname, '../fixtures/checks/webhook-examples/docs');
let validator: ReturnType<typeof createValidator>;

beforeAll(async () => {
  validator = createValidator(await loadBundledSpec(path.resolve(__dirname, '../../static/openapi/platform.yaml')));
});

describe('webhook examples check', () => {
  it('reads JSON blocks with their fence meta, indented, tilde-fenced, and not inside a longer fence', () => {
    const source = 'Text\n\n```json webhook="a.b"\n{}\n```\n\n  ~~~json\n  [1]\n  ~~~\n\n````md\n```json\n{}\n```\n````\n';
    expect(jsonBlocks(source)).toEqual([
      { line: 3, meta: 'webhook="a.b"', code: '{}' },
      { line: 7, meta: '', code: '[1]' },
    ]);
    expect(webhookTag('webhook="read.completed" title="x"')).toEqual({ event: 'read.completed', part: 'message' });
    expect(webhookTag('webhook-payload="read.completed"')).toEqual({ event: 'read.completed', part: 'payload' });
    expect(webhookTag('title="x"')).toBeNull();
  });

  it('passes valid messages and payloads, and fails each broken example of the fixtures with a reason', () => {
    const { checked, problems } = checkExamples(fixtures, validator);
    expect(checked).toBe(8);
    const found = problems.map((p) => `${path.basename(p.file)}:${p.line} ${p.problem}`);
    expect(found.filter((p) => p.startsWith('good.md'))).toEqual([]);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^bad\.md:5 connection\.disconnected message: \/payload\/status must be equal to one of the allowed values/),
        expect.stringMatching(/^bad\.md:18 read\.completed payload: \/ must NOT have additional properties \(rows\)/),
        'bad.md:24 invoice.voided payload: the spec has no webhook "invoice.voided"',
        'bad.md:30 a connection.connected message without webhook="connection.connected" in its fence',
        expect.stringMatching(/^bad\.md:36 company\.deleted: not valid JSON/),
        'bad.md:42 push.completed: the message\'s eventType is "push.failed"',
        expect.stringMatching(/^bad\.md:42 push\.completed message: \/eventType must be equal to constant/),
        "bad.md:55 connection.connected message: / must have required property 'dataConnectionId'",
        'bad.md:55 connection.connected message: /payload/connectionId must match format "uuid"',
      ]),
    );
    expect(new Set(problems.map((p) => `${p.file}:${p.line}`)).size).toBe(7);
  });

  it('names the webhooks that have no example', () => {
    const { missing } = checkExamples(fixtures, validator);
    expect(missing).toContain('lending.report.ready');
    expect(missing).not.toContain('read.completed');
    expect(missing).toHaveLength(validator.events.length - 5);
  });

  it('finds every webhook example of the docs valid, and every webhook with an example', () => {
    const { checked, missing, problems } = checkExamples(path.resolve(__dirname, '../../docs'), validator);
    expect(problems).toEqual([]);
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(validator.events.length);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { factText, facts, webhookRetryDelaysSeconds } from '../../src/data/facts';

const specs = path.resolve(__dirname, '../../static/openapi');
// A parsed spec, read by known paths; a missing path fails the test that reads it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = Record<string, any>;
const load = (file: string) => yaml.load(fs.readFileSync(path.join(specs, file), 'utf8')) as Doc;
const common = load('shared/common.yaml');
const platform = load('platform.yaml');
const accounting = load('accounting.yaml');

function operation(doc: Doc, operationId: string): Doc {
  for (const item of Object.values(doc.paths as Record<string, Record<string, { operationId?: string }>>))
    for (const op of Object.values(item)) if (op?.operationId === operationId) return op as Doc;
  throw new Error(`no operation ${operationId}`);
}

describe('facts agree with the specs', () => {
  it('page size: default and maximum of the shared pageSize parameter', () => {
    const { schema } = common.components.parameters.pageSize;
    expect(facts.defaultPageSize.value).toBe(schema.default);
    expect(facts.maxPageSize.value).toBe(schema.maximum);
  });

  it('rate limits: as the API descriptions state them', () => {
    for (const doc of [platform, accounting]) {
      expect(doc.info.description).toContain(
        `${factText('clientRateLimit').replace(' requests per hour', '')} requests per hour per client`,
      );
      expect(doc.info.description).toContain(`${factText('companyRateLimit').replace(' requests per hour', '')} per hour per company`);
    }
  });

  it('idempotency: the key length and how long Ledgerlink keeps it', () => {
    const header = common.components.parameters.idempotencyKey;
    expect(facts.idempotencyKeyMaxLength.value).toBe(header.schema.maxLength);
    expect(header.description).toContain(`keeps the key for ${factText('idempotencyWindow')}`);
  });

  it('push timeout: default and maximum of timeoutInMinutes on a create', () => {
    const parameter = operation(accounting, 'create-invoice').parameters.find((p: { name?: string }) => p.name === 'timeoutInMinutes');
    expect(facts.pushTimeoutDefault.value).toBe(parameter.schema.default);
    expect(facts.pushTimeoutMax.value).toBe(parameter.schema.maximum);
  });

  it('API keys: the limit create-api-key states', () => {
    expect(operation(platform, 'create-api-key').description).toContain(`up to ${factText('apiKeyLimit')}`);
  });

  it('webhooks: answer time, retry delays, attempts and when a consumer is disabled, as the webhook responses state them', () => {
    const text = JSON.stringify([platform.components.responses.WebhookReceived, platform.components.responses.WebhookRetried]);
    expect(text).toContain(`within ${factText('webhookResponseTime')}`);
    expect(text).toContain('tries again after 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours, 10 hours and 10 hours');
    expect(webhookRetryDelaysSeconds).toEqual([5, 300, 1800, 7200, 18000, 36000, 36000]);
    expect(text).toContain('After the eighth failed attempt');
    expect(facts.webhookAttempts.value).toBe(8);
    expect(facts.webhookRetryWindow.value).toBe(28);
    expect(text).toContain(`fails for ${factText('webhookDisableAfter')} in a row is disabled`);
  });
});

describe('fact text', () => {
  it('groups thousands and adds the unit', () => {
    expect(factText('companyRateLimit')).toBe('1,000 requests per hour');
    expect(factText('maxPageSize')).toBe('5,000');
    expect(factText('clientRateLimit', { bare: true })).toBe('10,000');
  });
});

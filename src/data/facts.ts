/**
 * The numbers that many pages state: rate limits, page sizes, the idempotency window, push
 * timeouts, webhook delivery. Pages render them with `<Fact name="…" />` (src/components/Fact)
 * instead of retyping them; tests/unit/facts.test.ts checks each against the spec that states it.
 */

export interface Fact {
  readonly value: number;
  /** What the number counts, as prose puts it after the number; absent for a bare number. */
  readonly unit?: string;
}

/** The delays between the attempts of a webhook delivery, in seconds (the first attempt is immediate). */
export const webhookRetryDelaysSeconds = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;

const retryWindowHours = Math.round(webhookRetryDelaysSeconds.reduce((sum, delay) => sum + delay, 0) / 3600);

export const facts = {
  clientRateLimit: { value: 10_000, unit: 'requests per hour' },
  companyRateLimit: { value: 1_000, unit: 'requests per hour' },
  defaultPageSize: { value: 100 },
  maxPageSize: { value: 5_000 },
  idempotencyWindow: { value: 24, unit: 'hours' },
  idempotencyKeyMaxLength: { value: 64, unit: 'characters' },
  pushTimeoutDefault: { value: 30, unit: 'minutes' },
  pushTimeoutMax: { value: 1_440, unit: 'minutes' },
  apiKeyLimit: { value: 10, unit: 'keys' },
  webhookResponseTime: { value: 15, unit: 'seconds' },
  webhookAttempts: { value: webhookRetryDelaysSeconds.length + 1, unit: 'attempts' },
  webhookRetryWindow: { value: retryWindowHours, unit: 'hours' },
  webhookDisableAfter: { value: 5, unit: 'days' },
} as const satisfies Record<string, Fact>;

export type FactName = keyof typeof facts;

const numberFormat = new Intl.NumberFormat('en-US');

/** A fact as prose states it, e.g. `1,000 requests per hour`; with `bare`, the number alone (`1,000`). */
export function factText(name: FactName, { bare = false }: { bare?: boolean } = {}): string {
  const fact: Fact = facts[name];
  const value = numberFormat.format(fact.value);
  return fact.unit && !bare ? `${value} ${fact.unit}` : value;
}

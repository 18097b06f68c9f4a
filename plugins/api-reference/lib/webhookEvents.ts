/**
 * The webhook events of every API as the docs' event table (<WebhookEvents>) shows them. The plugin
 * writes them to `@generated/api-reference/default/webhook-events.json`: about two kilobytes that
 * the one page with the table imports, instead of a view model or the spec.
 */
import type { ApiViewModel } from './types';

export interface WebhookEvent {
  /** The event type: `read.completed`. */
  name: string;
  /** When Ledgerlink sends it: the webhook's summary. */
  firesWhen: string;
  /** Its entry in the API reference: `/platform-api/#webhook/read.completed`. */
  href: string;
  deprecated?: boolean;
}

/** `route` is the reference page's path with the site's baseUrl. */
export function webhookEvents(route: string, vm: ApiViewModel): WebhookEvent[] {
  return vm.webhooks.map((w) => ({
    name: w.name,
    firesWhen: w.summary,
    href: `${route}#${w.anchor}`,
    ...(w.deprecated ? { deprecated: true } : {}),
  }));
}

/**
 * Anchor ids of the reference page. Docs link to operations as `/accounting-api/#operation/list-invoices`
 * and to webhooks as `/platform-api/#webhook/read.completed`,
 * so these formats are part of the site's public URLs: change them only with redirects in mind.
 */
import type { HttpMethod } from './types';

export function operationAnchor(operationId: string): string {
  return `operation/${operationId}`;
}

/** The heading of the webhooks section, after the operations. */
export const WEBHOOKS_ANCHOR = 'webhooks';

export function webhookAnchor(name: string): string {
  return `webhook/${name}`;
}

export function schemaAnchor(name: string): string {
  return `schema/${name}`;
}

export function responseAnchor(name: string): string {
  return `response/${name}`;
}

export function headerAnchor(name: string): string {
  return `header/${name}`;
}

export function tagAnchor(tag: string): string {
  return `tag/${slugify(tag)}`;
}

/** Lower-case, ASCII letters and digits joined by single hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** An operationId for operations that have none: `get-companies-companyid-data-invoices`. */
export function fallbackOperationId(method: HttpMethod, path: string): string {
  return slugify(`${method} ${path.replace(/[{}]/g, '')}`);
}

/** Throws when two anchors collide, naming both places, because the second could never be reached. */
export function assertUniqueAnchors(entries: readonly { anchor: string; where: string }[]): void {
  const seen = new Map<string, string>();
  for (const { anchor, where } of entries) {
    const first = seen.get(anchor);
    if (first !== undefined) {
      throw new Error(`Duplicate anchor "#${anchor}": used by ${first} and by ${where}.`);
    }
    seen.set(anchor, where);
  }
}

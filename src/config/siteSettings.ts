/**
 * Values read from the environment once, at build time. The support-widget key is public by design
 * (it is sent to browsers); admin keys never come here. Search and analytics settings have their own
 * modules (src/search/settings.ts, src/analytics/settings.ts).
 */
export interface SiteSettings {
  readonly url: string;
  readonly supportWidgetKey: string;
  readonly supportTicketEndpoint: string;
  /** The route table by section (plugins/framework-patches/route-split); ROUTE_SPLIT=false turns it off. */
  readonly routeSplit: boolean;
  /**
   * The pass over the built pages (plugins/build-pass: llms files, search index, social cards, checks
   * report). BUILD_PASS=false builds the bundle and pages alone, the same JavaScript, for measurements of
   * its bytes (the scale gate, scripts/checks/scale-growth.mjs); such a build is not a site to deploy.
   */
  readonly buildPass: boolean;
}

function env(name: string, fallback = ''): string {
  return process.env[name]?.trim() || fallback;
}

export function readSiteSettings(): SiteSettings {
  return {
    url: env('SITE_URL', 'https://docs.ledgerlink.io'),
    supportWidgetKey: env('SUPPORT_WIDGET_KEY'),
    supportTicketEndpoint: env('SUPPORT_TICKET_ENDPOINT', 'https://api.ledgerlink.io/support/tickets'),
    routeSplit: !['false', '0', 'off'].includes(env('ROUTE_SPLIT').toLowerCase()),
    buildPass: !['false', '0', 'off'].includes(env('BUILD_PASS').toLowerCase()),
  };
}

/** Feature flags of spec §9; all off in production. */
export const featureFlags = {
  dev: false,
  'new-products': false,
  development: false,
} as const;

export const SITE_VERSION = '3.1.0';

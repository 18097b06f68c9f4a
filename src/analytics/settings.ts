/**
 * The analytics part of the site configuration (`customFields.analytics`), read from the
 * environment once, at build time. Every value here reaches the browser, so only public keys
 * belong in it: the Amplitude browser key is public by design.
 */
export interface AnalyticsSettings {
  /** Amplitude browser API key (`AMPLITUDE_API_KEY`); empty when unset. */
  readonly apiKey: string;
  /**
   * Base URL of an Amplitude-compatible collector (`AMPLITUDE_SERVER_URL`); empty for Amplitude's
   * own servers. Events go to `<base>/2/httpapi`, remote configuration to `<base>/config`.
   */
  readonly serverUrl: string;
  /** Google tag id (`GTAG_ID`, for example `G-ABC123XYZ`); empty when unset. */
  readonly gtagId: string;
  /** Whether to load the hosting platform's page-view script, `/_vercel/insights/script.js`. */
  readonly vercelInsights: boolean;
}

export type AnalyticsEnv = Readonly<Record<string, string | undefined>>;

const TRUTHY = new Set(['1', 'true', 'yes', 'on']);
const FALSY = new Set(['', '0', 'false', 'no', 'off']);
const GTAG_ID = /^(G|GT|AW|DC|UA)-[A-Z0-9-]+$/i;

function read(env: AnalyticsEnv, name: string): string {
  return env[name]?.trim() ?? '';
}

function readFlag(env: AnalyticsEnv, name: string): boolean {
  const value = read(env, name).toLowerCase();
  if (TRUTHY.has(value)) return true;
  if (FALSY.has(value)) return false;
  throw new Error(`${name} must be one of 1, true, yes, on, 0, false, no, off (got "${value}").`);
}

function readServerUrl(env: AnalyticsEnv): string {
  const value = read(env, 'AMPLITUDE_SERVER_URL');
  if (!value) return '';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`AMPLITUDE_SERVER_URL must be an absolute http(s) URL (got "${value}").`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`AMPLITUDE_SERVER_URL must use http or https (got "${value}").`);
  }
  return value.replace(/\/+$/, '');
}

function readGtagId(env: AnalyticsEnv): string {
  const value = read(env, 'GTAG_ID');
  if (value && !GTAG_ID.test(value)) {
    throw new Error(`GTAG_ID must look like G-XXXXXXX (got "${value}").`);
  }
  return value;
}

/**
 * Builds the analytics settings from environment variables. Pure: pass `process.env` from the
 * site config. Throws on malformed values so that a bad deploy fails at build time, not in browsers.
 */
export function analyticsSettingsFromEnv(env: AnalyticsEnv): AnalyticsSettings {
  return {
    apiKey: read(env, 'AMPLITUDE_API_KEY'),
    serverUrl: readServerUrl(env),
    gtagId: readGtagId(env),
    vercelInsights: readFlag(env, 'VERCEL_INSIGHTS'),
  };
}

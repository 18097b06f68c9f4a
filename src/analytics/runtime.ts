/**
 * What the browser uses at run time: the key and collector from the site configuration, or from
 * window globals, and the SDK options. Pure, so that the rules are unit-tested.
 */
import type { Types } from '@amplitude/analytics-browser';
import type { AnalyticsSettings } from './settings';

/** Window globals the analytics client reads. */
export interface AnalyticsGlobals {
  /** A key set by the page host (an inline script), used when the build has none. */
  readonly AMPLITUDE_API_KEY?: unknown;
  /** Collector base URL override for tests; honoured only on loopback origins. */
  readonly LEDGERLINK_ANALYTICS_SERVER_URL?: unknown;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}

function loopbackUrl(value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) return '';
  try {
    const url = new URL(value.trim());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHost(url.hostname)) {
      return url.href.replace(/\/+$/, '');
    }
  } catch {
    // Not a URL: ignored like any other unusable override.
  }
  return '';
}

export interface RuntimeSettings {
  readonly apiKey: string;
  readonly serverUrl: string;
  readonly debug: boolean;
}

/**
 * Resolves the key (site config first, then `window.AMPLITUDE_API_KEY`) and the collector (the
 * loopback override on loopback pages, then the site config). `debug` is on for local hosts.
 */
export function resolveRuntimeSettings(
  site: Partial<AnalyticsSettings> | undefined,
  globals: AnalyticsGlobals,
  hostname: string,
): RuntimeSettings {
  const globalKey = typeof globals.AMPLITUDE_API_KEY === 'string' ? globals.AMPLITUDE_API_KEY.trim() : '';
  const local = isLoopbackHost(hostname);
  const override = local ? loopbackUrl(globals.LEDGERLINK_ANALYTICS_SERVER_URL) : '';
  return {
    apiKey: site?.apiKey?.trim() || globalKey,
    serverUrl: override || site?.serverUrl || '',
    debug: local,
  };
}

/** Amplitude's log levels (`Types.LogLevel`), as numbers so that main.js does not import the SDK. */
export const LOG_LEVEL = { Warn: 2, Debug: 4 } as const;

/**
 * SDK settings that the spec fixes (§9). The browser SDK 2.47.1 resolves a queue of 30 and 5
 * retries when they are left out (the 200 and 12 of the spec are the core library's defaults), so
 * they are set explicitly; the unit test reads back what the SDK resolves.
 */
export const SDK_FIXED = {
  minIdLength: 5,
  flushIntervalMillis: 1000,
  flushQueueSize: 200,
  flushMaxRetries: 12,
} as const;

/** The options passed to `amplitude.init`. */
export function sdkOptions(settings: RuntimeSettings): Types.BrowserOptions {
  const collector = settings.serverUrl;
  const collectorHost = collector ? new URL(collector).host : undefined;
  return {
    ...SDK_FIXED,
    logLevel: settings.debug ? LOG_LEVEL.Debug : LOG_LEVEL.Warn,
    fetchRemoteConfig: true,
    ...(collector ? { serverUrl: `${collector}/2/httpapi`, remoteConfig: { serverUrl: `${collector}/config` } } : {}),
    autocapture: {
      // Page views are tracked by the route hook (`Page View`); the SDK's own would be a duplicate.
      pageViews: false,
      sessions: true,
      formInteractions: true,
      fileDownloads: true,
      elementInteractions: true,
      // Dead and rage clicks, and failed (5xx) requests of the page, with the SDK's default rules.
      frustrationInteractions: true,
      // The collector's own failures are not page requests worth an event.
      networkTracking: collectorHost ? { ignoreHosts: [collectorHost] } : true,
    },
  };
}

/**
 * Which search backend the site uses, decided once at build time from the environment and handed
 * to the browser as `siteConfig.customFields.search`. A host may override it per deploy with a
 * `<meta name="ledgerlink-search-settings" content="{json}">` in the pages it serves
 * (lib/host/html-meta.mjs); production sends none. Only the search-only key may appear here:
 * everything in this object is public. TYPESENSE_ADMIN_API_KEY is read by the push script alone.
 */

export interface TypesenseSettings {
  readonly host: string;
  readonly port: number;
  readonly protocol: 'http' | 'https';
  /** The alias (or collection) that queries go to. */
  readonly collection: string;
  /** A key that can only search; safe to publish. */
  readonly searchApiKey: string;
}

export type SearchSettings =
  | { readonly backend: 'pagefind'; readonly pagefindPath: string }
  | { readonly backend: 'typesense'; readonly typesense: TypesenseSettings };

export const DEFAULT_COLLECTION = 'ledgerlink-docs';
export const PAGEFIND_PATH = '/pagefind/';

/** The embedded index: what the site uses when nothing is configured, and when settings are missing. */
export const defaultSearchSettings: SearchSettings = { backend: 'pagefind', pagefindPath: PAGEFIND_PATH };

type Env = Readonly<Record<string, string | undefined>>;

function read(env: Env, name: string): string {
  return env[name]?.trim() ?? '';
}

/**
 * Builds the public search settings from environment variables. Typesense is used when both
 * TYPESENSE_HOST and TYPESENSE_SEARCH_API_KEY are set; otherwise the embedded Pagefind index.
 * Throws on values that would only fail later in readers' browsers.
 */
export function searchSettingsFromEnv(env: Env): SearchSettings {
  const host = read(env, 'TYPESENSE_HOST');
  const searchApiKey = read(env, 'TYPESENSE_SEARCH_API_KEY');
  if (!host || !searchApiKey) return defaultSearchSettings;

  const adminKey = read(env, 'TYPESENSE_ADMIN_API_KEY');
  if (adminKey && adminKey === searchApiKey) {
    throw new Error('TYPESENSE_SEARCH_API_KEY is the admin key. Create a search-only key; the site config is public.');
  }
  if (/^[a-z]+:\/\//i.test(host) || host.includes('/')) {
    throw new Error(`TYPESENSE_HOST must be a bare host name such as search.example.com, not "${host}".`);
  }

  const portText = read(env, 'TYPESENSE_PORT') || '443';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) {
    throw new Error(`TYPESENSE_PORT must be a port number, not "${portText}".`);
  }

  const protocol = (read(env, 'TYPESENSE_PROTOCOL') || 'https').toLowerCase();
  if (protocol !== 'https' && protocol !== 'http') {
    throw new Error(`TYPESENSE_PROTOCOL must be https or http, not "${protocol}".`);
  }

  const collection = read(env, 'TYPESENSE_COLLECTION') || DEFAULT_COLLECTION;
  return { backend: 'typesense', typesense: { host, port, protocol, collection, searchApiKey } };
}

/** Valid settings, or null. */
function validSettings(value: Partial<SearchSettings> | null | undefined): SearchSettings | null {
  if (value?.backend === 'typesense' && 'typesense' in value && value.typesense?.host) return value as SearchSettings;
  if (value?.backend === 'pagefind' && 'pagefindPath' in value && typeof value.pagefindPath === 'string') {
    return value as SearchSettings;
  }
  return null;
}

/** Reads the settings back in the browser; tolerates a site built without them. */
export function searchSettingsFromSiteConfig(customFields: Record<string, unknown> | undefined): SearchSettings {
  return validSettings(customFields?.search as Partial<SearchSettings> | undefined) ?? defaultSearchSettings;
}

/** The name of the meta element with a host's settings (lib/host/html-meta.mjs `SEARCH_SETTINGS_META`). */
export const SEARCH_SETTINGS_META = 'ledgerlink-search-settings';

/** The settings the host put in the page's head, or null when it sent none or none that are valid. */
export function searchSettingsFromHost(doc: Pick<Document, 'querySelector'> | undefined): SearchSettings | null {
  const content = doc?.querySelector(`meta[name="${SEARCH_SETTINGS_META}"]`)?.getAttribute('content');
  if (!content) return null;
  try {
    return validSettings(JSON.parse(content) as Partial<SearchSettings>);
  } catch {
    return null;
  }
}

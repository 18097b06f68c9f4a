import { describe, expect, it } from 'vitest';
import {
  defaultSearchSettings,
  searchSettingsFromEnv,
  searchSettingsFromHost,
  searchSettingsFromSiteConfig,
} from '../../src/search/settings';

describe('searchSettingsFromEnv', () => {
  it('uses the embedded index when nothing is configured', () => {
    expect(searchSettingsFromEnv({})).toEqual({ backend: 'pagefind', pagefindPath: '/pagefind/' });
  });

  it('needs both the host and the search key for Typesense', () => {
    expect(searchSettingsFromEnv({ TYPESENSE_HOST: 'search.ledgerlink.io' }).backend).toBe('pagefind');
    expect(searchSettingsFromEnv({ TYPESENSE_SEARCH_API_KEY: 'abc' }).backend).toBe('pagefind');
    expect(searchSettingsFromEnv({ TYPESENSE_HOST: '  ', TYPESENSE_SEARCH_API_KEY: 'abc' }).backend).toBe('pagefind');
  });

  it('defaults port 443, https and the ledgerlink-docs collection', () => {
    expect(searchSettingsFromEnv({ TYPESENSE_HOST: 'search.ledgerlink.io', TYPESENSE_SEARCH_API_KEY: 'search-key' })).toEqual({
      backend: 'typesense',
      typesense: { host: 'search.ledgerlink.io', port: 443, protocol: 'https', collection: 'ledgerlink-docs', searchApiKey: 'search-key' },
    });
  });

  it('reads port, protocol and collection', () => {
    const settings = searchSettingsFromEnv({
      TYPESENSE_HOST: 'localhost',
      TYPESENSE_SEARCH_API_KEY: 'k',
      TYPESENSE_PORT: '8108',
      TYPESENSE_PROTOCOL: 'HTTP',
      TYPESENSE_COLLECTION: 'docs-staging',
    });
    expect(settings).toEqual({
      backend: 'typesense',
      typesense: { host: 'localhost', port: 8108, protocol: 'http', collection: 'docs-staging', searchApiKey: 'k' },
    });
  });

  it('never carries the admin key, and refuses an admin key used as the search key', () => {
    const env = { TYPESENSE_HOST: 'h', TYPESENSE_SEARCH_API_KEY: 'search', TYPESENSE_ADMIN_API_KEY: 'admin-secret' };
    expect(JSON.stringify(searchSettingsFromEnv(env))).not.toContain('admin-secret');
    expect(() => searchSettingsFromEnv({ ...env, TYPESENSE_SEARCH_API_KEY: 'admin-secret' })).toThrow(/admin key/);
  });

  it('rejects values that would only fail in readers’ browsers', () => {
    const base = { TYPESENSE_HOST: 'h', TYPESENSE_SEARCH_API_KEY: 'k' };
    expect(() => searchSettingsFromEnv({ ...base, TYPESENSE_PORT: '44x' })).toThrow(/TYPESENSE_PORT/);
    expect(() => searchSettingsFromEnv({ ...base, TYPESENSE_PORT: '70000' })).toThrow(/TYPESENSE_PORT/);
    expect(() => searchSettingsFromEnv({ ...base, TYPESENSE_PROTOCOL: 'ftp' })).toThrow(/TYPESENSE_PROTOCOL/);
    expect(() => searchSettingsFromEnv({ ...base, TYPESENSE_HOST: 'https://search.example.com' })).toThrow(/bare host/);
  });
});

describe('searchSettingsFromSiteConfig', () => {
  it('falls back to the embedded index when the site has no search settings', () => {
    expect(searchSettingsFromSiteConfig(undefined)).toBe(defaultSearchSettings);
    expect(searchSettingsFromSiteConfig({ search: 'garbage' })).toBe(defaultSearchSettings);
    expect(searchSettingsFromSiteConfig({ search: { backend: 'typesense' } })).toBe(defaultSearchSettings);
  });

  it('returns what the build put there', () => {
    const search = searchSettingsFromEnv({ TYPESENSE_HOST: 'h', TYPESENSE_SEARCH_API_KEY: 'k' });
    expect(searchSettingsFromSiteConfig({ search })).toEqual(search);
  });
});

describe('searchSettingsFromHost', () => {
  const page = (content: string | null) => ({
    querySelector: (selector: string) =>
      content !== null && selector === 'meta[name="ledgerlink-search-settings"]'
        ? ({ getAttribute: () => content } as unknown as Element)
        : null,
  });
  const typesense = {
    backend: 'typesense',
    typesense: { host: '127.0.0.1', port: 8109, protocol: 'http', collection: 'ledgerlink-docs', searchApiKey: 'k' },
  };

  it('reads the settings a host put in the page', () => {
    expect(searchSettingsFromHost(page(JSON.stringify(typesense)))).toEqual(typesense);
    expect(searchSettingsFromHost(page('{"backend":"pagefind","pagefindPath":"/pagefind/"}'))).toEqual(defaultSearchSettings);
  });

  it('is null without a document, without the meta, or with settings that are not valid', () => {
    expect(searchSettingsFromHost(undefined)).toBeNull();
    expect(searchSettingsFromHost(page(null))).toBeNull();
    expect(searchSettingsFromHost(page(''))).toBeNull();
    expect(searchSettingsFromHost(page('{"backend":'))).toBeNull();
    expect(searchSettingsFromHost(page('{"backend":"typesense"}'))).toBeNull();
    expect(searchSettingsFromHost(page('"typesense"'))).toBeNull();
  });
});

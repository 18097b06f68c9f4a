import { describe, expect, it } from 'vitest';
import { trackingRefused } from '../../src/analytics/privacy';
import { isLoopbackHost, resolveRuntimeSettings, sdkOptions } from '../../src/analytics/runtime';
import { analyticsSettingsFromEnv } from '../../src/analytics/settings';

describe('analyticsSettingsFromEnv', () => {
  it('is empty and off with nothing set', () => {
    expect(analyticsSettingsFromEnv({})).toEqual({ apiKey: '', serverUrl: '', gtagId: '', vercelInsights: false });
  });

  it('reads and trims every variable', () => {
    expect(
      analyticsSettingsFromEnv({
        AMPLITUDE_API_KEY: ' 0123456789abcdef ',
        AMPLITUDE_SERVER_URL: 'https://collect.ledgerlink.io/amplitude/',
        GTAG_ID: 'G-ABC123XYZ',
        VERCEL_INSIGHTS: 'true',
      }),
    ).toEqual({
      apiKey: '0123456789abcdef',
      serverUrl: 'https://collect.ledgerlink.io/amplitude',
      gtagId: 'G-ABC123XYZ',
      vercelInsights: true,
    });
  });

  it('accepts the usual spellings of a flag', () => {
    for (const on of ['1', 'yes', 'ON', 'True']) expect(analyticsSettingsFromEnv({ VERCEL_INSIGHTS: on }).vercelInsights).toBe(true);
    for (const off of ['', '0', 'no', 'off', 'false'])
      expect(analyticsSettingsFromEnv({ VERCEL_INSIGHTS: off }).vercelInsights).toBe(false);
  });

  it('fails the build on malformed values', () => {
    expect(() => analyticsSettingsFromEnv({ VERCEL_INSIGHTS: 'maybe' })).toThrow(/VERCEL_INSIGHTS/);
    expect(() => analyticsSettingsFromEnv({ AMPLITUDE_SERVER_URL: 'collector:8080' })).toThrow(/AMPLITUDE_SERVER_URL/);
    expect(() => analyticsSettingsFromEnv({ AMPLITUDE_SERVER_URL: 'ftp://x.test' })).toThrow(/http or https/);
    expect(() => analyticsSettingsFromEnv({ GTAG_ID: 'analytics' })).toThrow(/GTAG_ID/);
  });
});

describe('resolveRuntimeSettings', () => {
  const site = { apiKey: 'site-key-123', serverUrl: 'https://collect.ledgerlink.io' };

  it('prefers the site config key, then window.AMPLITUDE_API_KEY', () => {
    expect(resolveRuntimeSettings(site, { AMPLITUDE_API_KEY: 'window-key' }, 'docs.ledgerlink.io').apiKey).toBe('site-key-123');
    expect(resolveRuntimeSettings({ apiKey: '' }, { AMPLITUDE_API_KEY: ' window-key ' }, 'docs.ledgerlink.io').apiKey).toBe('window-key');
    expect(resolveRuntimeSettings(undefined, { AMPLITUDE_API_KEY: 42 }, 'docs.ledgerlink.io').apiKey).toBe('');
    expect(resolveRuntimeSettings(undefined, {}, 'docs.ledgerlink.io').apiKey).toBe('');
  });

  it('honours the collector override only on loopback pages and for loopback URLs', () => {
    const override = { LEDGERLINK_ANALYTICS_SERVER_URL: 'http://127.0.0.1:4319/' };
    expect(resolveRuntimeSettings(site, override, '127.0.0.1').serverUrl).toBe('http://127.0.0.1:4319');
    expect(resolveRuntimeSettings(site, override, 'docs.ledgerlink.io').serverUrl).toBe('https://collect.ledgerlink.io');
    expect(resolveRuntimeSettings(site, { LEDGERLINK_ANALYTICS_SERVER_URL: 'https://evil.example' }, 'localhost').serverUrl).toBe(
      'https://collect.ledgerlink.io',
    );
    expect(resolveRuntimeSettings({}, { LEDGERLINK_ANALYTICS_SERVER_URL: 'not a url' }, 'localhost').serverUrl).toBe('');
  });

  it('turns debug logging on for local hosts only', () => {
    expect(resolveRuntimeSettings(site, {}, 'localhost').debug).toBe(true);
    expect(resolveRuntimeSettings(site, {}, '127.0.0.1').debug).toBe(true);
    expect(resolveRuntimeSettings(site, {}, 'docs.ledgerlink.io').debug).toBe(false);
    expect(isLoopbackHost('docs.localhost')).toBe(true);
    expect(isLoopbackHost('localhost.ledgerlink.io')).toBe(false);
  });
});

describe('sdkOptions', () => {
  it('points events and remote configuration at a custom collector', () => {
    const options = sdkOptions({ apiKey: 'k', serverUrl: 'http://127.0.0.1:4319', debug: true });
    expect(options.serverUrl).toBe('http://127.0.0.1:4319/2/httpapi');
    expect(options.remoteConfig).toEqual({ serverUrl: 'http://127.0.0.1:4319/config' });
    expect(options.autocapture).toMatchObject({ networkTracking: { ignoreHosts: ['127.0.0.1:4319'] } });
  });

  it("leaves Amplitude's servers alone without one", () => {
    const options = sdkOptions({ apiKey: 'k', serverUrl: '', debug: false });
    expect(options.serverUrl).toBeUndefined();
    expect(options.remoteConfig).toBeUndefined();
    expect(options.fetchRemoteConfig).toBe(true);
  });
});

describe('trackingRefused', () => {
  it('honours Global Privacy Control', () => {
    expect(trackingRefused({ globalPrivacyControl: true })).toBe(true);
    expect(trackingRefused({ globalPrivacyControl: false })).toBe(false);
  });

  it('honours Do Not Track wherever the browser keeps it', () => {
    expect(trackingRefused({ doNotTrack: '1' })).toBe(true);
    expect(trackingRefused({ doNotTrack: 'yes' })).toBe(true);
    expect(trackingRefused({ msDoNotTrack: '1' })).toBe(true);
    expect(trackingRefused({}, { doNotTrack: '1' })).toBe(true);
    expect(trackingRefused({ doNotTrack: '0' })).toBe(false);
    expect(trackingRefused({ doNotTrack: 'unspecified' })).toBe(false);
    expect(trackingRefused({ doNotTrack: null })).toBe(false);
  });
});

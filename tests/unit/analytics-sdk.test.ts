/**
 * What the pinned Amplitude SDK (2.47.1) resolves from the wrapper's options, read back from the
 * SDK itself: the settings of spec §9 must hold after the SDK has applied its own defaults.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AmplitudeBrowser, Types } from '@amplitude/analytics-browser';
import {
  DEFAULT_DEAD_CLICK_WINDOW_MS,
  DEFAULT_RAGE_CLICK_OUT_OF_BOUNDS_THRESHOLD,
  DEFAULT_RAGE_CLICK_THRESHOLD,
  DEFAULT_RAGE_CLICK_WINDOW_MS,
} from '@amplitude/analytics-core';
import { DataExtractor } from '@amplitude/plugin-autocapture-browser';
import { shouldTrackNetworkEvent } from '@amplitude/plugin-network-capture-browser/lib/cjs/track-network-event.js';
import { LOG_LEVEL, sdkOptions } from '../../src/analytics/runtime';

const KEY = '0123456789abcdef0123456789abcdef';
const remoteConfigRequests: string[] = [];

/**
 * Initialises a real client in Node. The SDK resolves its configuration first and then sets up
 * its DOM plugins, which fail here without a document; the resolved configuration is what we read.
 */
async function resolvedConfig(options: Types.BrowserOptions) {
  const client = new AmplitudeBrowser();
  await client
    .init(KEY, { ...options, optOut: true, identityStorage: 'none', loggerProvider: silentLogger })
    .promise.catch(() => undefined);
  return client.config;
}

const silentLogger = { disable() {}, enable() {}, log() {}, warn() {}, error() {}, debug() {} };

beforeAll(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      remoteConfigRequests.push(String(url));
      return new Response(JSON.stringify({ configs: {} }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('the SDK configuration the wrapper produces', () => {
  it('uses the log levels of the SDK', () => {
    expect(LOG_LEVEL.Warn).toBe(Types.LogLevel.Warn);
    expect(LOG_LEVEL.Debug).toBe(Types.LogLevel.Debug);
  });

  it('resolves the wrapper settings and the spec §9 SDK values', async () => {
    const config = await resolvedConfig(sdkOptions({ apiKey: KEY, serverUrl: 'http://127.0.0.1:9', debug: false }));
    expect(config.minIdLength).toBe(5);
    expect(config.flushIntervalMillis).toBe(1000);
    expect(config.flushQueueSize).toBe(200);
    expect(config.flushMaxRetries).toBe(12);
    expect(config.logLevel).toBe(Types.LogLevel.Warn);
    expect(config.serverUrl).toBe('http://127.0.0.1:9/2/httpapi');
    expect(config.fetchRemoteConfig).toBe(true);
    expect(remoteConfigRequests).toContain(`http://127.0.0.1:9/config/${KEY}?config_group=browser`);
    expect(config.autocapture).toMatchObject({
      pageViews: false,
      sessions: true,
      formInteractions: true,
      fileDownloads: true,
      elementInteractions: true,
      frustrationInteractions: true,
    });
  });

  it('logs at Debug level on local hosts', async () => {
    const config = await resolvedConfig(sdkOptions({ apiKey: KEY, serverUrl: 'http://127.0.0.1:9', debug: true }));
    expect(config.logLevel).toBe(Types.LogLevel.Debug);
  });

  it('needs the queue size and retries set: the browser SDK alone resolves 30 and 5', async () => {
    const config = await resolvedConfig({ serverUrl: 'http://127.0.0.1:9/2/httpapi', fetchRemoteConfig: false });
    expect(config.flushQueueSize).toBe(30);
    expect(config.flushMaxRetries).toBe(5);
  });
});

describe('the SDK defaults kept as they are', () => {
  it('dead clicks wait 3000 ms; rage clicks are 4 clicks within 1000 ms in a 50 px area', () => {
    expect(DEFAULT_DEAD_CLICK_WINDOW_MS).toBe(3000);
    expect(DEFAULT_RAGE_CLICK_THRESHOLD).toBe(4);
    expect(DEFAULT_RAGE_CLICK_WINDOW_MS).toBe(1000);
    expect(DEFAULT_RAGE_CLICK_OUT_OF_BOUNDS_THRESHOLD).toBe(50);
  });

  it('caps element text at 255 characters', () => {
    const extractor = new DataExtractor({});
    const element = {
      innerText: `${'a'.repeat(250)} ${'b'.repeat(100)}`,
      querySelector: () => null,
      closest: () => null,
      hasAttribute: () => false,
      getAttribute: () => null,
      parentElement: null,
    } as unknown as Element;
    expect(extractor.getText(element)).toHaveLength(255);
  });

  it('captures network requests that fail with 500 to 599, and no others', () => {
    const request = (status: number) => ({
      url: 'https://api.ledgerlink.io/companies',
      status,
      method: 'GET',
      type: 'fetch',
      timestamp: 0,
      startTime: 0,
    });
    const track = (status: number) => shouldTrackNetworkEvent(request(status) as never, { ignoreHosts: ['127.0.0.1:9'] });
    expect([499, 500, 503, 599, 600, 200, 404].map(track)).toEqual([false, true, true, true, false, false, false]);
    expect(
      shouldTrackNetworkEvent({ ...request(500), url: 'http://127.0.0.1:9/2/httpapi' } as never, { ignoreHosts: ['127.0.0.1:9'] }),
    ).toBe(false);
  });
});

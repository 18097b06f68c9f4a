import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalyticsClient, MAX_QUEUED_EVENTS, MESSAGES, type AmplitudeSdk } from '../../src/analytics/client';
import type { CommonProperties } from '../../src/analytics/events';

const common: CommonProperties = {
  timestamp: '2025-03-14T09:30:00.000Z',
  page_url: 'https://docs.ledgerlink.io/',
  page_title: 'Ledgerlink Docs',
};
const section = (name: string) => ({ section: name, ...common });

function fakeConsole() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

type Result = { code: number; message: string };

function fakeSdk(overrides: Partial<Record<keyof AmplitudeSdk, unknown>> = {}) {
  const ok = (): { promise: Promise<Result> } => ({ promise: Promise.resolve({ code: 200, message: 'Event tracked successfully' }) });
  const sdk = {
    init: vi.fn(() => ({ promise: Promise.resolve() })),
    track: vi.fn(ok),
    flush: vi.fn(() => ({ promise: Promise.resolve() })),
    setTransport: vi.fn(),
    ...overrides,
  };
  return sdk as typeof sdk & AmplitudeSdk;
}

function setup(sdk: AmplitudeSdk | (() => Promise<AmplitudeSdk>)) {
  const out = fakeConsole();
  const loadSdk = vi.fn(typeof sdk === 'function' ? sdk : () => Promise.resolve(sdk));
  const client = createAnalyticsClient({ apiKey: 'key-12345', sdkOptions: { flushIntervalMillis: 1000 }, loadSdk, console: out });
  return { client, out, loadSdk };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-03-14T09:30:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createAnalyticsClient', () => {
  it('queues events until the SDK is loaded, then sends them in order with their own time', async () => {
    const sdk = fakeSdk();
    const { client, out, loadSdk } = setup(sdk);
    client.track('Documentation Section Viewed', section('home'));
    vi.advanceTimersByTime(5000);
    client.track('Documentation Section Viewed', section('updates'));
    expect(loadSdk).not.toHaveBeenCalled();
    expect(client.state).toBe('idle');

    await client.start();
    expect(sdk.init).toHaveBeenCalledExactlyOnceWith('key-12345', { flushIntervalMillis: 1000 });
    expect(vi.mocked(sdk.track).mock.calls).toEqual([
      ['Documentation Section Viewed', section('home'), { time: Date.parse('2025-03-14T09:30:00Z') }],
      ['Documentation Section Viewed', section('updates'), { time: Date.parse('2025-03-14T09:30:05Z') }],
    ]);
    expect(out.info).toHaveBeenCalledExactlyOnceWith(MESSAGES.initialised);
    expect(client.state).toBe('ready');

    client.track('Documentation Section Viewed', section('search'));
    expect(sdk.track).toHaveBeenCalledTimes(3);
  });

  it('holds events tracked while the SDK initialises until it has finished', async () => {
    let finishInit = () => {};
    const sdk = fakeSdk({ init: vi.fn(() => ({ promise: new Promise<void>((resolve) => (finishInit = resolve)) })) });
    const { client, out } = setup(sdk);
    const started = client.start();
    await vi.waitFor(() => expect(sdk.init).toHaveBeenCalled());
    client.track('Documentation Section Viewed', section('home'));
    expect(sdk.track).not.toHaveBeenCalled();
    expect(client.state).toBe('loading');
    finishInit();
    await started;
    expect(vi.mocked(sdk.track).mock.calls.map((call) => call[1])).toEqual([section('home')]);
    expect(out.info).toHaveBeenCalledExactlyOnceWith(MESSAGES.initialised);
  });

  it('starts once', async () => {
    const sdk = fakeSdk();
    const { client, loadSdk } = setup(sdk);
    await Promise.all([client.start(), client.start()]);
    await client.start();
    expect(loadSdk).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledTimes(1);
  });

  it('keeps at most the newest events while the SDK loads', async () => {
    const sdk = fakeSdk();
    const { client } = setup(sdk);
    for (let i = 0; i < MAX_QUEUED_EVENTS + 5; i += 1) client.track('Documentation Section Viewed', section(`s${i}`));
    await client.start();
    expect(sdk.track).toHaveBeenCalledTimes(MAX_QUEUED_EVENTS);
    expect(vi.mocked(sdk.track).mock.calls[0]?.[1]).toMatchObject({ section: 's5' });
  });

  it('says "failed to initialise" when the SDK cannot load, and drops events from then on', async () => {
    const { client, out } = setup(() => Promise.reject(new Error('ChunkLoadError')));
    client.track('Documentation Section Viewed', section('home'));
    await expect(client.start()).resolves.toBeUndefined();
    expect(out.error).toHaveBeenCalledExactlyOnceWith(MESSAGES.initFailed, expect.any(Error));
    expect(client.state).toBe('failed');
    expect(() => client.track('Documentation Section Viewed', section('home'))).not.toThrow();
    expect(out.info).not.toHaveBeenCalled();
  });

  it('says "failed to initialise" when init throws or rejects', async () => {
    const throwing = setup(
      fakeSdk({
        init: vi.fn(() => {
          throw new Error('bad options');
        }),
      }),
    );
    await throwing.client.start();
    expect(throwing.out.error).toHaveBeenCalledWith(MESSAGES.initFailed, expect.any(Error));

    const rejecting = setup(fakeSdk({ init: vi.fn(() => ({ promise: Promise.reject(new Error('storage')) })) }));
    await rejecting.client.start();
    expect(rejecting.out.error).toHaveBeenCalledWith(MESSAGES.initFailed, expect.any(Error));
    expect(rejecting.out.info).not.toHaveBeenCalled();
  });

  it('says "failed to track event" when tracking throws, rejects or is refused, and never throws', async () => {
    const throwingSdk = fakeSdk({
      track: vi.fn(() => {
        throw new Error('boom');
      }),
    });
    const throwing = setup(throwingSdk);
    await throwing.client.start();
    expect(() => throwing.client.track('Documentation Section Viewed', section('home'))).not.toThrow();
    expect(throwing.out.error).toHaveBeenCalledWith(MESSAGES.trackFailed, 'Documentation Section Viewed', expect.any(Error));

    const refused = setup(
      fakeSdk({ track: vi.fn(() => ({ promise: Promise.resolve({ code: 500, message: 'Event rejected due to exceeded retry count' }) })) }),
    );
    await refused.client.start();
    refused.client.track('Documentation Section Viewed', section('home'));
    await vi.runAllTimersAsync();
    expect(refused.out.error).toHaveBeenCalledWith(
      MESSAGES.trackFailed,
      'Documentation Section Viewed',
      'Event rejected due to exceeded retry count',
    );

    const rejecting = setup(fakeSdk({ track: vi.fn(() => ({ promise: Promise.reject(new Error('network')) })) }));
    await rejecting.client.start();
    rejecting.client.track('Documentation Section Viewed', section('home'));
    await vi.runAllTimersAsync();
    expect(rejecting.out.error).toHaveBeenCalledWith(MESSAGES.trackFailed, 'Documentation Section Viewed', expect.any(Error));
  });

  it('does not report success as a failure', async () => {
    const { client, out } = setup(fakeSdk());
    await client.start();
    client.track('Documentation Section Viewed', section('home'));
    await vi.runAllTimersAsync();
    expect(out.error).not.toHaveBeenCalled();
  });

  it('flushes by beacon when the page leaves and returns to fetch after', async () => {
    const sdk = fakeSdk();
    const { client } = setup(sdk);
    client.flush(true);
    expect(sdk.flush).not.toHaveBeenCalled();
    await client.start();
    client.flush(true);
    expect(sdk.setTransport).toHaveBeenCalledWith('beacon');
    expect(sdk.flush).toHaveBeenCalledTimes(1);
    client.pageRestored();
    expect(sdk.setTransport).toHaveBeenLastCalledWith('fetch');
    client.flush(false);
    expect(sdk.setTransport).toHaveBeenCalledTimes(2);
  });

  it('survives a flush that throws', async () => {
    const { client, out } = setup(
      fakeSdk({
        flush: vi.fn(() => {
          throw new Error('flush');
        }),
        setTransport: vi.fn(() => {
          throw new Error('transport');
        }),
      }),
    );
    await client.start();
    expect(() => client.flush(true)).not.toThrow();
    expect(() => client.pageRestored()).not.toThrow();
    expect(out.error).toHaveBeenCalledTimes(2);
  });
});

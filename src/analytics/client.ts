/**
 * The wrapper over the Amplitude SDK. It starts once, loads the SDK only when asked (a dynamic
 * import, so the SDK is not in main.js), keeps the events tracked before that in a queue, and never
 * throws: every failure ends as a console message.
 */
import type * as Amplitude from '@amplitude/analytics-browser';
import type { CommonProperties, EventCatalogue, EventName } from './events';

/** The part of the SDK module the wrapper uses. */
export type AmplitudeSdk = Pick<typeof Amplitude, 'init' | 'track' | 'flush' | 'setTransport'>;

export interface ClientConsole {
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

export const MESSAGES = {
  initialised: '[analytics] initialised successfully',
  initFailed: '[analytics] failed to initialise',
  trackFailed: '[analytics] failed to track event',
  missingKey: '[analytics] no analytics key (AMPLITUDE_API_KEY); analytics is off',
} as const;

/** Events kept while the SDK loads; beyond this the oldest are dropped. */
export const MAX_QUEUED_EVENTS = 200;

export interface AnalyticsClientOptions {
  readonly apiKey: string;
  readonly sdkOptions: Amplitude.Types.BrowserOptions;
  readonly loadSdk: () => Promise<AmplitudeSdk>;
  readonly console?: ClientConsole;
}

export type ClientState = 'idle' | 'loading' | 'ready' | 'failed';

export interface AnalyticsClient {
  /** Loads and initialises the SDK, once; later calls return the same promise. Never rejects. */
  start(): Promise<void>;
  track<N extends EventName>(name: N, properties: EventCatalogue[N] & CommonProperties): void;
  /** Sends what is queued now, with `sendBeacon` when the page is going away. */
  flush(pageIsLeaving: boolean): void;
  /** Back to `fetch` after the page returns from the back/forward cache. */
  pageRestored(): void;
  readonly state: ClientState;
}

interface QueuedEvent {
  readonly name: EventName;
  readonly properties: Record<string, unknown>;
  readonly time: number;
}

function isFailure(result: unknown): result is { code: number; message?: string } {
  if (!result || typeof result !== 'object' || !('code' in result)) return false;
  const { code } = result as { code: unknown };
  return typeof code === 'number' && (code < 200 || code >= 300);
}

export function createAnalyticsClient(options: AnalyticsClientOptions): AnalyticsClient {
  const out = options.console ?? console;
  let state: ClientState = 'idle';
  let sdk: AmplitudeSdk | undefined;
  let started: Promise<void> | undefined;
  const queue: QueuedEvent[] = [];

  const trackFailed = (name: string, reason: unknown) => out.error(MESSAGES.trackFailed, name, reason);

  const send = (event: QueuedEvent) => {
    try {
      const returned = sdk!.track(event.name, event.properties, { time: event.time });
      void Promise.resolve(returned?.promise).then(
        (result) => {
          if (isFailure(result)) trackFailed(event.name, result.message ?? result.code);
        },
        (reason: unknown) => trackFailed(event.name, reason),
      );
    } catch (error) {
      trackFailed(event.name, error);
    }
  };

  const fail = (error: unknown) => {
    if (state === 'failed') return;
    state = 'failed';
    queue.length = 0;
    out.error(MESSAGES.initFailed, error);
  };

  const start = async (): Promise<void> => {
    state = 'loading';
    try {
      sdk = await options.loadSdk();
      // Events wait in the queue until the SDK has initialised: one handed over while it is still
      // adding its destination (a slow device) is dropped, "no destination plugins on the instance".
      await sdk.init(options.apiKey, options.sdkOptions).promise;
      if (state !== 'loading') return;
      state = 'ready';
      queue.splice(0).forEach(send);
      out.info(MESSAGES.initialised);
    } catch (error) {
      fail(error);
    }
  };

  return {
    start() {
      started ??= start();
      return started;
    },
    track(name, properties) {
      try {
        if (state === 'failed') return;
        const event: QueuedEvent = { name, properties: { ...properties }, time: Date.now() };
        if (state === 'ready') {
          send(event);
          return;
        }
        queue.push(event);
        if (queue.length > MAX_QUEUED_EVENTS) queue.shift();
      } catch (error) {
        trackFailed(name, error);
      }
    },
    flush(pageIsLeaving) {
      if (state !== 'ready' || !sdk) return;
      try {
        if (pageIsLeaving) sdk.setTransport('beacon');
        void Promise.resolve(sdk.flush()?.promise).catch((reason: unknown) => trackFailed('flush', reason));
      } catch (error) {
        trackFailed('flush', error);
      }
    },
    pageRestored() {
      if (state !== 'ready' || !sdk) return;
      try {
        sdk.setTransport('fetch');
      } catch (error) {
        trackFailed('transport', error);
      }
    },
    get state() {
      return state;
    },
  };
}

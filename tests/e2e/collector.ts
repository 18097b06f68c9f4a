/**
 * A loopback stand-in for Amplitude's HTTP API, for the analytics browser tests. Point the SDK at
 * it with its base URL: events arrive at `POST /2/httpapi` (fetch, or sendBeacon as text/plain),
 * remote configuration at `GET /config/<key>`. It answers like Amplitude or, on request, fails.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

export interface CollectedEvent {
  event_type: string;
  event_properties?: Record<string, unknown>;
  time?: number;
  [key: string]: unknown;
}

export interface CollectedBatch {
  apiKey: string;
  events: CollectedEvent[];
  minIdLength?: number;
  transport: 'fetch' | 'beacon';
}

export type CollectorMode = 'ok' | 'fail';

export interface Collector {
  /** Base URL for `AMPLITUDE_SERVER_URL` / `window.LEDGERLINK_ANALYTICS_SERVER_URL`. */
  readonly url: string;
  readonly batches: CollectedBatch[];
  /** Every request, including preflights and failed ones, as `METHOD path`. */
  readonly requests: string[];
  /**
   * The events received so far, in order, each once: like Amplitude, a copy whose `device_id` and
   * `insert_id` came before is dropped. The SDK sends such copies by design: a batch that was in
   * flight when its page unloaded is kept and sent again from the next page.
   */
  events(): CollectedEvent[];
  /** The copies that `events()` dropped. */
  resent(): CollectedEvent[];
  /** Answer with 500 from now on (`fail`) or like Amplitude (`ok`). */
  setMode(mode: CollectorMode): void;
  /** Hold each answer to an event batch this long after recording it (a slow network). */
  setLatency(milliseconds: number): void;
  close(): Promise<void>;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Content-Encoding, Accept',
  'Access-Control-Max-Age': '600',
};

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('error', reject);
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      try {
        resolve((request.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw).toString('utf8'));
      } catch (error) {
        reject(error);
      }
    });
  });
}

function send(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { ...CORS, 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Splits the events of `batches` into the first of each `device_id` + `insert_id` and the copies. */
function byInsertId(batches: readonly CollectedBatch[]): { kept: CollectedEvent[]; copies: CollectedEvent[] } {
  const seen = new Set<string>();
  const kept: CollectedEvent[] = [];
  const copies: CollectedEvent[] = [];
  for (const event of batches.flatMap((batch) => batch.events)) {
    const key = typeof event.insert_id === 'string' ? `${String(event.device_id)} ${event.insert_id}` : undefined;
    if (key && seen.has(key)) {
      copies.push(event);
      continue;
    }
    if (key) seen.add(key);
    kept.push(event);
  }
  return { kept, copies };
}

export async function startCollector(mode: CollectorMode = 'ok'): Promise<Collector> {
  let current = mode;
  let latency = 0;
  const batches: CollectedBatch[] = [];
  const requests: string[] = [];

  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://collector').pathname;
    requests.push(`${request.method} ${path}`);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS);
      response.end();
      return;
    }
    if (current === 'fail') {
      send(response, 500, { code: 500, error: 'collector failing on purpose' });
      return;
    }
    if (request.method === 'GET' && path.startsWith('/config/')) {
      send(response, 200, { configs: {} });
      return;
    }
    if (request.method === 'POST' && path === '/2/httpapi') {
      readBody(request)
        .then((text) => {
          const payload = JSON.parse(text) as { api_key: string; events: CollectedEvent[]; options?: { min_id_length?: number } };
          const beacon = !String(request.headers['content-type'] ?? '').includes('application/json');
          batches.push({
            apiKey: payload.api_key,
            events: payload.events,
            minIdLength: payload.options?.min_id_length,
            transport: beacon ? 'beacon' : 'fetch',
          });
          const answer = () =>
            send(response, 200, {
              code: 200,
              events_ingested: payload.events.length,
              payload_size_bytes: text.length,
              server_upload_time: Date.now(),
            });
          if (latency > 0) setTimeout(answer, latency);
          else answer();
        })
        .catch((error: unknown) => send(response, 400, { code: 400, error: String(error) }));
      return;
    }
    send(response, 404, { code: 404, error: `no route for ${request.method} ${path}` });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    batches,
    requests,
    events: () => byInsertId(batches).kept,
    resent: () => byInsertId(batches).copies,
    setMode(next) {
      current = next;
    },
    setLatency(milliseconds) {
      latency = milliseconds;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A test fixture: a collector started for each test and closed after it (`base.extend<{ collector: Collector }>(collectorFixture)`). */
export const collectorFixture = {
  // Playwright reads the fixture's dependencies from this pattern; the collector needs none.
  // eslint-disable-next-line no-empty-pattern
  collector: async ({}, provide: (collector: Collector) => Promise<void>) => {
    const collector = await startCollector();
    await provide(collector);
    await collector.close();
  },
};

/** A loopback URL on which nothing listens: requests to it are refused. */
export async function refusedUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

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
  /** Every event received so far, in order. */
  events(): CollectedEvent[];
  /** Answer with 500 from now on (`fail`) or like Amplitude (`ok`). */
  setMode(mode: CollectorMode): void;
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

export async function startCollector(mode: CollectorMode = 'ok'): Promise<Collector> {
  let current = mode;
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
          send(response, 200, {
            code: 200,
            events_ingested: payload.events.length,
            payload_size_bytes: text.length,
            server_upload_time: Date.now(),
          });
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
    events: () => batches.flatMap((batch) => batch.events),
    setMode(next) {
      current = next;
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

/**
 * A loopback stand-in for a Typesense server: records every request (method, path, query,
 * headers, body) and answers from a route table with fixtures shaped like Typesense's responses.
 * With `cors`, it also answers browsers the way a server started with `--enable-cors` does (the
 * Typesense browser tests call it from the served site, another origin).
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

export interface Reply {
  readonly status?: number;
  /** Sent as JSON unless it is a string. */
  readonly body?: unknown;
  readonly contentType?: string;
}

export type Handler = (request: RecordedRequest) => Reply | undefined;

export interface FakeTypesense {
  readonly port: number;
  readonly requests: RecordedRequest[];
  /** Handlers are tried newest first; the first to return a reply answers. */
  on(handler: Handler): void;
  /** Forgets the handlers and the recorded requests (one server serving many browser tests). */
  reset(): void;
  close(): Promise<void>;
}

const FIXTURES = path.resolve(__dirname, '../fixtures/search/typesense');

export function fixture(name: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(FIXTURES, name), 'utf8'));
}

export interface FakeOptions {
  /** A fixed port (a site build has its search port baked in); any free port when left out. */
  readonly port?: number;
  readonly cors?: boolean;
}

export async function startFakeTypesense({ port = 0, cors = false }: FakeOptions = {}): Promise<FakeTypesense> {
  const requests: RecordedRequest[] = [];
  const handlers: Handler[] = [];
  const server = http.createServer((req, res) => {
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
      if (req.method === 'OPTIONS') {
        // A preflight, not an API call: answered, not recorded.
        res.writeHead(204, {
          'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
          'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '',
          'Access-Control-Max-Age': '600',
        });
        res.end();
        return;
      }
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: decodeURIComponent(url.pathname),
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      let reply: Reply | undefined;
      for (let i = handlers.length - 1; i >= 0 && !reply; i--) reply = handlers[i](recorded);
      reply ??= { status: 404, body: { message: 'Not Found' } };
      const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {});
      res.writeHead(reply.status ?? 200, { 'Content-Type': reply.contentType ?? 'application/json; charset=utf-8' });
      res.end(text);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    on: (handler) => handlers.push(handler),
    reset: () => {
      handlers.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: bound, then released, so connecting is refused. */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Test helper: a real node:http server on a loopback address and port 0, with routes that tests can
 * program (and reprogram) and a log of every request it received. Reused for fixture sites.
 */
import { afterEach } from 'vitest';
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

/** May return a promise; a rejection answers 500. Other return values are ignored. */
export type RouteHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
}

export interface TestServer {
  /** e.g. 'http://127.0.0.1:43567' (IPv6 hosts in brackets). */
  origin: string;
  port: number;
  /** Absolute URL of a path on this server. */
  url(path: string): string;
  /** Add or replace a route (exact path with query first, then the path alone). */
  route(path: string, handler: RouteHandler): void;
  /** Every request received so far, in order. */
  requests: ReceivedRequest[];
  /** Most requests in flight at once so far (received, response not yet finished). */
  readonly peakInFlight: number;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Loopback address to listen on. Default '127.0.0.1'. */
  host?: '127.0.0.1' | '::1';
  /** Handler for paths without a route. Default: 404 text/plain. */
  fallback?: RouteHandler;
  /** Serve HTTPS with this key and certificate (see certificates.ts) instead of HTTP. */
  tls?: { key: string; cert: string };
}

export interface HtmlOptions {
  status?: number;
  headers?: OutgoingHttpHeaders;
}

/** A handler that serves a fixed body (string as UTF-8, or bytes) with text/html unless overridden. */
export function html(body: string | Buffer, options: HtmlOptions = {}): RouteHandler {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  return (_req, res) => {
    res.writeHead(options.status ?? 200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': bytes.length,
      ...options.headers,
    });
    res.end(bytes);
  };
}

/** A handler that answers with a redirect status and Location. */
export function redirect(location: string, status = 301): RouteHandler {
  return (_req, res) => {
    res.writeHead(status, { location, 'content-type': 'text/html' });
    res.end(`<a href="${location}">moved</a>`);
  };
}

const notFound: RouteHandler = (_req, res) => {
  res.writeHead(404, { 'content-type': 'text/plain' });
  res.end('not found');
};

export async function startTestServer(
  routes: Record<string, RouteHandler> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const table = new Map(Object.entries(routes));
  const requests: ReceivedRequest[] = [];
  const fallback = options.fallback ?? notFound;
  let inFlight = 0;
  let peakInFlight = 0;
  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const url = req.url ?? '/';
    requests.push({ method: req.method ?? 'GET', url, headers: req.headers });
    inFlight++;
    peakInFlight = Math.max(peakInFlight, inFlight);
    res.once('close', () => inFlight--);
    const handler = table.get(url) ?? table.get(url.split('?')[0] ?? url) ?? fallback;
    Promise.resolve(handler(req, res)).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(err));
    });
  };
  const server = options.tls ? createHttpsServer(options.tls, handle) : createServer(handle);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `${options.tls ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    origin,
    port,
    url: (path) => new URL(path, origin).href,
    route: (path, handler) => void table.set(path, handler),
    requests,
    get peakInFlight() {
      return peakInFlight;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Handlers that never answer (timeouts, drips) would keep close() waiting forever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port on 127.0.0.1 that nothing listens on (bound, then released). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Servers a test file starts, closed after each test: `const track = closeAfterEach();` at the top of the
 * file, then `const server = track(await startTestServer(routes));` in a test.
 */
export function closeAfterEach(): <T extends { close(): Promise<void> }>(server: T) => T {
  const open: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });
  return (server) => {
    open.push(server);
    return server;
  };
}

/**
 * `startTestServer` for a test file whose servers close after each test: `const serve = serveEach();` at
 * the top of the file, then `const server = await serve(routes);` in a test.
 */
export function serveEach(): (
  routes?: Record<string, RouteHandler>,
  options?: TestServerOptions,
) => Promise<TestServer> {
  const track = closeAfterEach();
  return async (routes = {}, options = {}) => track(await startTestServer(routes, options));
}

/**
 * A route that answers 200 (with these headers) after `delayMs`, and the most requests it held at once:
 * for tests of how many requests a fetcher keeps in flight.
 */
export function slowRoute(
  delayMs: number,
  headers: Record<string, string> = {},
): { handler: RouteHandler; peak: () => number } {
  let active = 0;
  let peak = 0;
  const handler: RouteHandler = (_req, res) => {
    active++;
    peak = Math.max(peak, active);
    setTimeout(() => {
      active--;
      res.writeHead(200, headers).end();
    }, delayMs);
  };
  return { handler, peak: () => peak };
}

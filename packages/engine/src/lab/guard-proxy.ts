/**
 * The SSRF guard for the lab browser: a small HTTP proxy that Chromium is pointed at
 * (`--proxy-server=<url>` with `--proxy-bypass-list=<-loopback>`, so loopback goes through it too).
 * Chromium itself resolves no host names (CHROMIUM_ARGS maps every name to NOTFOUND), so every request
 * an audited page makes — subresources, redirects, fetch(), WebSockets — arrives here as a CONNECT
 * (HTTPS, WSS) or an absolute-URI request (plain HTTP).
 *
 * For each one the proxy resolves the host once with the engine's resolver, refuses it (403, no
 * connection made) when any address is private, loopback, link-local, metadata or otherwise not public,
 * and then connects to exactly the address it checked: no second lookup, so a DNS answer that changes
 * between the check and the connect (DNS rebinding) cannot reach an internal address. Bytes are piped
 * as they are; TLS stays end to end. Idle sockets time out; a failing socket never takes the process down.
 */
import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { connect, isIP, type AddressInfo, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { bareHostname, defaultResolve, isBlockedAddress, type Resolver } from '../fetch/ssrf.js';
import { CHROMIUM_ARGS } from './chromium.js';

export interface GuardProxyOptions {
  /** Host name → addresses; default: the engine's resolver (dns.lookup, all answers). Tests inject one. */
  resolve?: Resolver;
  /** Default false: private and special addresses are refused. True: every address is allowed. */
  allowPrivate?: boolean;
  /** Which addresses are refused; default the engine's `isBlockedAddress` (anything but public unicast). */
  isBlocked?: (address: string) => boolean;
  /**
   * Origins or host:port pairs exempt from the guard (e.g. a local fixture 'http://127.0.0.1:4321' in
   * tests), as fetchPage's trustedOrigins. Matched on the host and port as requested.
   */
  trustedOrigins?: string[];
  /** A tunnel or upstream socket with no traffic for this long is closed. Default 30 000. */
  idleTimeoutMs?: number;
  /** Time to establish the upstream TCP connection. Default 10 000. */
  connectTimeoutMs?: number;
  /** Simultaneous client connections; more are dropped. Default 512. */
  maxConnections?: number;
}

export interface GuardProxy {
  /** e.g. 'http://127.0.0.1:41234': the value of Chromium's --proxy-server. */
  url: string;
  /** "host:port" of every request refused so far (the most recent 1000). */
  blocked: string[];
  close(): Promise<void>;
}

const MAX_BLOCKED = 1000;

/**
 * Header on every answer the proxy makes itself (refusals, unreachable hosts), so a browser-side caller
 * can tell "the guard refused this" from the site's own 403 or 502: 'blocked', 'unreachable' or 'invalid'.
 */
export const GUARD_HEADER = 'x-rankscope-guard';

/**
 * Chromium flags for a browser whose every request goes through the guard proxy: the engine's flags,
 * with name resolution still off for everything but the proxy's own address (the proxy resolves names
 * itself), the proxy for every scheme and for loopback too (`<-loopback>` removes Chromium's implicit
 * loopback bypass), and WebRTC kept from sending UDP around the proxy.
 */
export function guardedChromiumArgs(proxyUrl: string): string[] {
  const proxyHost = new URL(proxyUrl).hostname;
  return [
    ...CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--host-resolver-rules=')),
    `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${proxyHost}`,
    `--proxy-server=${proxyUrl}`,
    '--proxy-bypass-list=<-loopback>',
    '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
    '--webrtc-ip-handling-policy=disable_non_proxied_udp',
  ];
}

/** Hop-by-hop headers (RFC 9110 §7.6.1) and proxy credentials: never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  501: 'Not Implemented',
  502: 'Bad Gateway',
};

interface Target {
  /** Bare host as requested (brackets removed from IPv6 literals), lower case. */
  host: string;
  port: number;
}

type Refusal = 'blocked' | 'unreachable' | 'invalid';

type Decision =
  { ok: true; address: string; family: 4 | 6 } | { ok: false; status: number; kind: Refusal; reason: string };

/** "host:port" of a CONNECT request target (IPv6 in brackets), or null when malformed. */
export function parseAuthority(authority: string): Target | null {
  const m = /^(?:\[([0-9a-fA-F:.]+)\]|([^\s:/?#[\]@]+)):(\d{1,5})$/.exec(authority);
  if (!m) return null;
  const port = Number(m[3]);
  if (!Number.isInteger(port) || port < 1 || port > 65535) return null;
  const host = (m[1] ?? m[2] ?? '').toLowerCase();
  if (m[1] !== undefined && isIP(host) !== 6) return null;
  return host === '' ? null : { host, port };
}

const authorityOf = (t: Target): string =>
  isIP(t.host) === 6 ? `[${t.host}]:${t.port}` : `${t.host}:${t.port}`;

function trustedAuthorities(origins: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const origin of origins) {
    const direct = parseAuthority(origin);
    if (direct) {
      out.add(authorityOf(direct));
      continue;
    }
    try {
      const u = new URL(origin);
      const port = u.port !== '' ? Number(u.port) : u.protocol === 'https:' ? 443 : 80;
      out.add(authorityOf({ host: bareHostname(u.hostname).toLowerCase(), port }));
    } catch {
      // Not an origin: ignored.
    }
  }
  return out;
}

export async function startGuardProxy(options: GuardProxyOptions = {}): Promise<GuardProxy> {
  const resolve = options.resolve ?? defaultResolve;
  const allowPrivate = options.allowPrivate ?? false;
  const isBlocked = options.isBlocked ?? isBlockedAddress;
  const trusted = trustedAuthorities(options.trustedOrigins ?? []);
  const idleTimeoutMs = options.idleTimeoutMs ?? 30_000;
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
  const blocked: string[] = [];
  const sockets = new Set<Duplex>();
  // Upstream HTTP connections are reused per checked address: the agent's key is the IP literal.
  const agent = new Agent({ keepAlive: true, maxSockets: 16, timeout: idleTimeoutMs });
  let self: Target | null = null;

  const refuse = (target: Target, reason: string): Decision => {
    blocked.push(authorityOf(target));
    if (blocked.length > MAX_BLOCKED) blocked.splice(0, blocked.length - MAX_BLOCKED);
    return { ok: false, status: 403, kind: 'blocked', reason };
  };

  /** Resolve once, check every answer, pin the first: the connection goes to this address only. */
  async function decide(target: Target): Promise<Decision> {
    const exempt = allowPrivate || trusted.has(authorityOf(target));
    let addresses: string[];
    if (isIP(target.host) !== 0) {
      addresses = [target.host];
    } else {
      try {
        addresses = (await resolve(target.host)).map((a) => a.address);
      } catch {
        return {
          ok: false,
          status: 502,
          kind: 'unreachable',
          reason: `The domain ${target.host} could not be resolved.`,
        };
      }
      if (addresses.length === 0 || addresses.some((a) => isIP(a) === 0)) {
        return {
          ok: false,
          status: 502,
          kind: 'unreachable',
          reason: `The domain ${target.host} could not be resolved.`,
        };
      }
    }
    // Never a connection to the proxy itself: an endless loop when private addresses are allowed.
    if (self && target.port === self.port && addresses.some(isLocalAddress)) {
      return refuse(target, 'The proxy does not connect to itself.');
    }
    if (!exempt) {
      const bad = addresses.find((a) => isBlocked(a));
      if (bad !== undefined) {
        return refuse(target, `${target.host} resolves to ${bad}, which is not a public address.`);
      }
    }
    const address = addresses[0] as string;
    return { ok: true, address, family: isIP(address) === 6 ? 6 : 4 };
  }

  function track(socket: Duplex): void {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    // An error on any socket ends that connection only.
    socket.on('error', () => socket.destroy());
  }

  function answerRaw(socket: Duplex, status: number, kind: Refusal, reason: string): void {
    if (socket.destroyed) return;
    const body = `${reason}\n`;
    const text = STATUS_TEXT[status] ?? 'Error';
    socket.end(
      `HTTP/1.1 ${status} ${text}\r\ncontent-type: text/plain; charset=utf-8\r\n${GUARD_HEADER}: ${kind}\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  }

  function onConnect(req: IncomingMessage, client: Duplex, head: Buffer): void {
    // The client socket already has the idle timeout of every connection (see 'connection' below).
    track(client);
    const target = parseAuthority(req.url ?? '');
    if (!target) {
      answerRaw(client, 400, 'invalid', 'CONNECT needs host:port.');
      return;
    }
    // Any throw in here (decide, connect) ends this connection only: .catch below, never an unhandled rejection.
    void decide(target)
      .then((decision) => {
        if (client.destroyed) return;
        if (!decision.ok) {
          answerRaw(client, decision.status, decision.kind, decision.reason);
          return;
        }
        const upstream = connect({
          host: decision.address,
          port: target.port,
          family: decision.family,
          timeout: connectTimeoutMs,
        });
        track(upstream);
        const failed = (): void => {
          upstream.destroy();
          answerRaw(client, 502, 'unreachable', `${authorityOf(target)} could not be reached.`);
        };
        upstream.once('timeout', failed);
        upstream.once('error', failed);
        upstream.once('connect', () => {
          upstream.off('timeout', failed);
          upstream.off('error', failed);
          upstream.setTimeout(idleTimeoutMs, () => {
            upstream.destroy();
            client.destroy();
          });
          if (client.destroyed) {
            upstream.destroy();
            return;
          }
          client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
          if (head.length > 0) upstream.write(head);
          upstream.pipe(client);
          client.pipe(upstream);
          // Either side closing ends the tunnel.
          upstream.once('close', () => client.destroy());
          client.once('close', () => upstream.destroy());
        });
      })
      .catch(() => answerRaw(client, 502, 'unreachable', 'The proxy failed.'));
  }

  function reply(res: ServerResponse, status: number, kind: Refusal, reason: string): void {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    try {
      res.writeHead(status, {
        'content-type': 'text/plain; charset=utf-8',
        connection: 'close',
        [GUARD_HEADER]: kind,
      });
      res.end(`${reason}\n`);
    } catch {
      res.destroy();
    }
  }

  function onRequest(req: IncomingMessage, res: ServerResponse): void {
    req.on('error', () => res.destroy());
    res.on('error', () => undefined);
    let url: URL;
    try {
      url = new URL(req.url ?? '');
    } catch {
      reply(res, 400, 'invalid', 'This is a proxy: requests need an absolute http:// URL.');
      return;
    }
    if (url.protocol !== 'http:') {
      reply(res, 400, 'invalid', 'Only http:// requests are proxied; HTTPS goes through CONNECT.');
      return;
    }
    const target: Target = {
      host: bareHostname(url.hostname).toLowerCase(),
      port: url.port !== '' ? Number(url.port) : 80,
    };
    void decide(target)
      .then((decision) => {
        if (!decision.ok) {
          req.resume();
          reply(res, decision.status, decision.kind, decision.reason);
          return;
        }
        const headers = forwardHeaders(req.headers);
        headers.host = url.host;
        const upstream = httpRequest({
          host: decision.address,
          family: decision.family,
          port: target.port,
          method: req.method,
          path: `${url.pathname}${url.search}`,
          headers,
          agent,
          setHost: false,
          timeout: connectTimeoutMs,
        });
        upstream.on('socket', (socket) => {
          // The connect timeout is replaced by the idle timeout once bytes flow.
          if (!socket.connecting) upstream.setTimeout(idleTimeoutMs);
          else socket.once('connect', () => upstream.setTimeout(idleTimeoutMs));
        });
        upstream.on('timeout', () => upstream.destroy(new Error('timeout')));
        upstream.on('error', () =>
          reply(res, 502, 'unreachable', `${authorityOf(target)} could not be reached.`),
        );
        upstream.on('response', (answer) => {
          answer.on('error', () => res.destroy());
          try {
            res.writeHead(answer.statusCode ?? 502, answer.statusMessage, forwardHeaders(answer.headers));
          } catch {
            // A status or header node refuses to send on: drop this response only.
            answer.destroy();
            res.destroy();
            return;
          }
          answer.pipe(res);
        });
        res.on('close', () => {
          if (!res.writableFinished) upstream.destroy();
        });
        req.pipe(upstream);
      })
      .catch(() => reply(res, 502, 'unreachable', 'The proxy failed.'));
  }

  const server = createServer({ headersTimeout: 10_000, requestTimeout: 0 }, onRequest);
  server.maxConnections = options.maxConnections ?? 512;
  server.keepAliveTimeout = 5_000;
  server.on('connection', (socket: Socket) => {
    track(socket);
    socket.setTimeout(idleTimeoutMs, () => socket.destroy());
  });
  server.on('connect', onConnect);
  // ws:// through an HTTP proxy arrives as CONNECT in Chromium; a plain upgrade request is refused.
  server.on('upgrade', (_req: IncomingMessage, socket: Duplex) => {
    track(socket);
    answerRaw(socket, 501, 'invalid', 'Upgrades are only tunnelled through CONNECT.');
  });
  server.on('clientError', (_err, socket: Duplex) => {
    if (socket.writable) answerRaw(socket, 400, 'invalid', 'Malformed request.');
    else socket.destroy();
  });
  server.on('error', () => undefined);

  await new Promise<void>((done, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      done();
    });
  });
  const { port } = server.address() as AddressInfo;
  self = { host: '127.0.0.1', port };

  return {
    url: `http://127.0.0.1:${port}`,
    blocked,
    close: () =>
      new Promise<void>((done) => {
        agent.destroy();
        for (const s of sockets) s.destroy();
        server.close(() => done());
      }),
  };
}

/** Addresses that reach this machine: loopback and the unspecified address. */
function isLocalAddress(address: string): boolean {
  const a = address.toLowerCase();
  return (
    a.startsWith('127.') ||
    a === '0.0.0.0' ||
    a === '::1' ||
    a === '::' ||
    /^::ffff:(?:127\.|0\.0\.0\.0$)/.test(a)
  );
}

function forwardHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const connectionTokens = new Set(
    String(headers.connection ?? '')
      .toLowerCase()
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  );
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || connectionTokens.has(name)) continue;
    out[name] = value;
  }
  return out;
}

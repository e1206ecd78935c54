import { createServer as createHttpsServer } from 'node:https';
import { createServer as createNetServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { createServer as createTlsServer, type TlsOptions } from 'node:tls';
import { testCertificate as certificate, type Pems } from '../../test-support/certificates.js';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FetchOptions } from '../../fetch/index.js';
import { freePort } from '../../test-support/test-server.js';
import { pageFromHtml } from '../../test-support/index.js';
import { createSiteContext } from './context.js';
import { gatherTls, type TlsGatherOptions } from './tls.js';
import tlsCertificate from '../../checks/security/tls-certificate.js';
import tlsProtocol from '../../checks/security/tls-protocol.js';

const DAY = 86_400_000;
const LEGACY = 'DEFAULT@SECLEVEL=0';

interface Endpoint {
  port: number;
  /** TCP connections received (the SSRF tests assert none). */
  connections: number;
  /** SNI names the server saw. */
  servernames: string[];
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

async function listen(server: Server, seen: Endpoint, host = '127.0.0.1'): Promise<Endpoint> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    seen.connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // Sockets that never finish a handshake would keep close() waiting.
  const close = server.close.bind(server);
  server.close = (cb) => {
    for (const s of sockets) s.destroy();
    return close(cb);
  };
  await new Promise<void>((resolve) => server.listen(0, host, () => resolve()));
  servers.push(server);
  seen.port = (server.address() as AddressInfo).port;
  return seen;
}

function tlsServer(pems: Pems, options: TlsOptions = {}, host = '127.0.0.1'): Promise<Endpoint> {
  const seen: Endpoint = { port: 0, connections: 0, servernames: [] };
  const server = createTlsServer(
    {
      ...pems,
      ALPNProtocols: ['h2', 'http/1.1'],
      // Called during the ClientHello, so the name is recorded even when the client hangs up right away.
      SNICallback: (name, cb) => {
        seen.servernames.push(name);
        cb(null, undefined);
      },
      ...options,
    },
    (socket) => socket.end(),
  );
  return listen(server, seen, host);
}

function rawServer(onSocket: (socket: Socket) => void): Promise<Endpoint> {
  return listen(createNetServer(onSocket), { port: 0, connections: 0, servernames: [] });
}

async function gatherAt(
  url: string,
  fetch: FetchOptions = { allowPrivate: true },
  options: TlsGatherOptions = {},
  fetchedAt = Date.now(),
) {
  const page = pageFromHtml('<!doctype html><title>t</title>', { url, fetchedAt });
  return gatherTls(createSiteContext(page, { fetch }), options);
}

let local: Pems;
beforeAll(async () => {
  local = await certificate({ dns: ['localhost'], ips: ['127.0.0.1'] });
});

describe('gatherTls', () => {
  it('is not run on an http page', async () => {
    expect(await gatherAt('http://127.0.0.1:8/')).toBeUndefined();
  });

  it('inspects a modern HTTPS server: TLS 1.3, h2, certificate facts, legacy versions refused', async () => {
    const seen: Endpoint = { port: 0, connections: 0, servernames: [] };
    const server = createHttpsServer({ ...local, ALPNProtocols: ['h2', 'http/1.1'] }, (_req, res) =>
      res.end(),
    );
    await listen(server, seen);
    const fetchedAt = Date.now();
    const tls = await gatherAt(`https://127.0.0.1:${seen.port}/page`, { allowPrivate: true }, {}, fetchedAt);
    expect(tls).toMatchObject({
      host: '127.0.0.1',
      port: seen.port,
      address: '127.0.0.1',
      error: null,
      protocol: 'TLSv1.3',
      alpn: 'h2',
      // Self-signed: nobody vouches for it, but it does name 127.0.0.1.
      authorized: false,
      authorizationError: 'DEPTH_ZERO_SELF_SIGNED_CERT',
      hostnameMatch: true,
      hostnameError: null,
      versions: {
        'TLSv1.3': { accepted: true, error: null },
        'TLSv1.1': { accepted: false },
        TLSv1: { accepted: false },
      },
    });
    expect(tls?.cipher).toMatch(/^TLS_/);
    expect(tls?.certificate).toMatchObject({
      commonName: 'localhost',
      subject: 'CN=localhost',
      issuer: 'CN=localhost',
      selfSigned: true,
      subjectAltNames: ['DNS:localhost', 'IP Address:127.0.0.1'],
      subjectAltNameCount: 2,
      daysLeft: 88,
      notYetValid: false,
    });
    expect(tls?.certificate?.fingerprint256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect(tls?.versions.TLSv1.error).toMatch(/^ERR_SSL_/);
  });

  it('reports a trusted chain when the root is known, and counts days from the audit clock', async () => {
    const { port } = await tlsServer(local);
    const tls = await gatherAt(`https://127.0.0.1:${port}/`, { allowPrivate: true }, { ca: local.cert });
    expect(tls).toMatchObject({ authorized: true, authorizationError: null, hostnameMatch: true });
    const later = await gatherAt(
      `https://127.0.0.1:${port}/`,
      { allowPrivate: true },
      { ca: local.cert },
      Date.now() + 80 * DAY,
    );
    expect(later?.certificate?.daysLeft).toBe(8);
  });

  it('records an expired certificate', async () => {
    const expired = await certificate(
      { ips: ['127.0.0.1'] },
      { from: Date.now() - 400 * DAY, to: Date.now() - 3 * DAY },
    );
    const { port } = await tlsServer(expired);
    const tls = await gatherAt(`https://127.0.0.1:${port}/`, { allowPrivate: true }, { ca: expired.cert });
    expect(tls).toMatchObject({
      authorized: false,
      authorizationError: 'CERT_HAS_EXPIRED',
      hostnameMatch: true,
    });
    expect(tls?.certificate?.daysLeft).toBe(-4);
  });

  it('records a certificate issued for another host, and sends the host name as SNI', async () => {
    const other = await certificate({ dns: ['www.example.org'] });
    const endpoint = await tlsServer(other);
    const resolve = async () => [{ address: '127.0.0.1', family: 4 as const }];
    const tls = await gatherAt(`https://shop.example.com:${endpoint.port}/`, { allowPrivate: true, resolve });
    expect(tls).toMatchObject({
      host: 'shop.example.com',
      address: '127.0.0.1',
      protocol: 'TLSv1.3',
      hostnameMatch: false,
      hostnameError: 'ERR_TLS_CERT_ALTNAME_INVALID',
    });
    expect(tls?.certificate?.subjectAltNames).toEqual(['DNS:www.example.org']);
    expect(endpoint.servernames).toContain('shop.example.com');
  });

  it('connects to an IPv6 literal and matches it against the IP SAN', async () => {
    const v6 = await certificate({ ips: ['::1'] });
    const { port } = await tlsServer(v6, {}, '::1');
    const tls = await gatherAt(`https://[::1]:${port}/`);
    expect(tls).toMatchObject({ host: '::1', address: '::1', protocol: 'TLSv1.3', hostnameMatch: true });
  });

  it('sees a server capped at TLS 1.2 refuse 1.3', async () => {
    const { port } = await tlsServer(local, { maxVersion: 'TLSv1.2' });
    const tls = await gatherAt(`https://127.0.0.1:${port}/`);
    expect(tls?.protocol).toBe('TLSv1.2');
    expect(tls?.versions['TLSv1.3']).toEqual({
      accepted: false,
      error: 'ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION',
    });
  });

  it('sees a server that still accepts TLS 1.0 and 1.1', async () => {
    const { port } = await tlsServer(local, { minVersion: 'TLSv1', ciphers: LEGACY });
    const tls = await gatherAt(`https://127.0.0.1:${port}/`);
    expect(tls?.protocol).toBe('TLSv1.3');
    expect(tls?.versions).toEqual({
      'TLSv1.3': { accepted: true, error: null },
      'TLSv1.1': { accepted: true, error: null },
      TLSv1: { accepted: true, error: null },
    });
  });

  it('keeps the certificate of a server that only speaks TLS 1.0/1.1', async () => {
    const { port } = await tlsServer(local, { minVersion: 'TLSv1', maxVersion: 'TLSv1.1', ciphers: LEGACY });
    const tls = await gatherAt(`https://127.0.0.1:${port}/`);
    expect(tls?.protocol).toBeNull();
    expect(tls?.error).toMatch(/^ERR_SSL_/);
    expect(tls?.certificate?.commonName).toBe('localhost');
    expect(tls?.versions['TLSv1.1'].accepted).toBe(true);
    expect(tls?.versions['TLSv1.3'].accepted).toBe(false);
  });

  it('records a timeout, not a verdict, when the server never answers the handshake', async () => {
    const { port } = await rawServer(() => undefined);
    const started = performance.now();
    const tls = await gatherAt(`https://127.0.0.1:${port}/`, { allowPrivate: true }, { timeoutMs: 300 });
    // The server never answers the handshake: the 300 ms limit ended it (the message says so), not before.
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(tls).toMatchObject({ error: 'TIMEOUT', protocol: null, certificate: null, authorized: null });
    expect(tls?.errorMessage).toBe('no TLS handshake within 300 ms');
    expect(tls?.versions['TLSv1.1']).toEqual({ accepted: null, error: 'TIMEOUT' });
  });

  it('records a server that does not speak TLS on the port', async () => {
    const { port } = await rawServer((socket) =>
      socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n'),
    );
    const tls = await gatherAt(`https://127.0.0.1:${port}/`);
    expect(tls?.error).toMatch(/^(ERR_SSL_|ECONNRESET)/);
    expect(tls?.certificate).toBeNull();
    expect(tls?.hostnameMatch).toBeNull();
  });

  it('records a closed port as unknown, not as refused versions', async () => {
    const port = await freePort();
    const tls = await gatherAt(`https://127.0.0.1:${port}/`);
    expect(tls?.error).toBe('ECONNREFUSED');
    expect(tls?.versions.TLSv1).toEqual({ accepted: null, error: 'ECONNREFUSED' });
  });

  it('caps a huge SAN list and keeps the count', async () => {
    const dns = Array.from({ length: 300 }, (_, i) => `host${i}.example.net`);
    const big = await certificate({ dns: [...dns, 'localhost'], ips: ['127.0.0.1'] });
    const { port } = await tlsServer(big);
    const tls = await gatherAt(`https://127.0.0.1:${port}/`);
    expect(tls?.certificate?.subjectAltNames).toHaveLength(100);
    expect(tls?.certificate?.subjectAltNameCount).toBe(302);
    expect(tls?.hostnameMatch).toBe(true);
  });

  it('refuses a loopback target under the SSRF guard without connecting', async () => {
    const endpoint = await tlsServer(local);
    const viaIp = await gatherAt(`https://127.0.0.1:${endpoint.port}/`, {});
    expect(viaIp).toMatchObject({ error: 'BLOCKED_TARGET', address: null, certificate: null });
    expect(viaIp?.errorMessage).toContain('loopback');
    const resolve = async () => [{ address: '127.0.0.1', family: 4 as const }];
    const viaDns = await gatherAt(`https://shop.example.com:${endpoint.port}/`, { resolve });
    expect(viaDns?.error).toBe('BLOCKED_TARGET');
    expect(viaDns?.versions['TLSv1.3']).toEqual({ accepted: null, error: 'BLOCKED_TARGET' });
    expect(endpoint.connections).toBe(0);
  });

  it('connects to a trusted origin even with the guard on', async () => {
    const { port } = await tlsServer(local);
    const origin = `https://127.0.0.1:${port}`;
    const tls = await gatherAt(`${origin}/x`, { trustedOrigins: [origin] });
    expect(tls?.protocol).toBe('TLSv1.3');
  });

  it('skips the handshakes once the site budget has run out', async () => {
    const endpoint = await tlsServer(local);
    const page = pageFromHtml('<!doctype html>', { url: `https://127.0.0.1:${endpoint.port}/` });
    const ctx = createSiteContext(page, { fetch: { allowPrivate: true }, budgetMs: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const tls = await gatherTls(ctx);
    expect(tls).toMatchObject({ error: 'SKIPPED', protocol: null });
    expect(tls?.versions['TLSv1.1']).toEqual({ accepted: null, error: 'SKIPPED' });
    expect(endpoint.connections).toBe(0);
  });

  it('records a DNS failure', async () => {
    const resolve = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.invalid'), { code: 'ENOTFOUND' });
    };
    const tls = await gatherAt('https://nowhere.invalid/', { allowPrivate: true, resolve });
    expect(tls).toMatchObject({ error: 'DNS_FAILURE', address: null, protocol: null });
  });

  it('gives the TLS checks what they need', async () => {
    const { port } = await tlsServer(local, { minVersion: 'TLSv1', ciphers: LEGACY });
    const page = pageFromHtml('<!doctype html>', {
      url: `https://127.0.0.1:${port}/`,
      fetchedAt: Date.now(),
    });
    const tls = await gatherTls(createSiteContext(page, { fetch: { allowPrivate: true } }), {
      ca: local.cert,
    });
    page.site = { failed: [], durationMs: 0, tls };
    expect(tlsCertificate.run(page)).toMatchObject({ status: 'good', value: 88 });
    expect(tlsProtocol.run(page)).toMatchObject({ status: 'recommended', key: 'legacy' });
  });
});

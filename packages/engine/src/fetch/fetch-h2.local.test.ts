import { createSecureServer, type Http2SecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { testCertificate } from '../test-support/certificates.js';
import { fetchPage } from './index.js';

let server: Http2SecureServer | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function serve(): Promise<{ url: string; ca: string }> {
  const pems = await testCertificate({ ips: ['127.0.0.1'] });
  server = createSecureServer({ key: pems.key, cert: pems.cert, allowHTTP1: true }, (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!DOCTYPE html><title>h2</title>');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { url: `https://127.0.0.1:${(server.address() as AddressInfo).port}/`, ca: pems.cert };
}

describe('HTTP version (ALPN)', () => {
  it('reports HTTP/2 when the server negotiates h2 over TLS', async () => {
    const { url, ca } = await serve();
    const page = await fetchPage(url, { allowPrivate: true, ca });
    expect(page.status).toBe(200);
    expect(page.httpVersion).toBe('2');
  });

  it('reports HTTP/1.1 when HTTP/2 is turned off on our side', async () => {
    const { url, ca } = await serve();
    const page = await fetchPage(url, { allowPrivate: true, ca, allowH2: false });
    expect(page.httpVersion).toBe('1.1');
  });

  it('refuses an untrusted certificate without the extra CA (TLS_ERROR)', async () => {
    const { url } = await serve();
    await expect(fetchPage(url, { allowPrivate: true })).rejects.toMatchObject({ code: 'TLS_ERROR' });
  });
});

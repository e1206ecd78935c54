/** TLS site facts for the checks' tests: a healthy TLS 1.3 endpoint of shop.example.com, with overrides. */
import type { TlsFacts, VersionProbe } from '../gather/site/tls.js';
import { doc, pageFromHtml } from './index.js';

export const REFUSED: VersionProbe = { accepted: false, error: 'ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION' };
export const ACCEPTED: VersionProbe = { accepted: true, error: null };

/** TLS 1.3 with h2, trusted and matching, TLS 1.0 and 1.1 refused, no certificate details. */
export function tlsFacts(over: Partial<TlsFacts> = {}): TlsFacts {
  return {
    host: 'shop.example.com',
    port: 443,
    address: '203.0.113.7',
    error: null,
    errorMessage: null,
    protocol: 'TLSv1.3',
    alpn: 'h2',
    cipher: 'TLS_AES_128_GCM_SHA256',
    authorized: true,
    authorizationError: null,
    hostnameMatch: true,
    hostnameError: null,
    certificate: null,
    versions: { 'TLSv1.3': ACCEPTED, 'TLSv1.1': REFUSED, TLSv1: REFUSED },
    ...over,
  };
}

/** A page of `url` whose site facts hold these TLS facts (none when undefined). */
export function tlsPage(facts: TlsFacts | undefined, url = 'https://shop.example.com/') {
  const page = pageFromHtml(doc('<title>Shop</title>'), { url });
  page.site = { failed: [], durationMs: 0, ...(facts ? { tls: facts } : {}) };
  return page;
}

import { describe, expect, it } from 'vitest';
import type { CertificateFacts, TlsFacts } from '../../gather/site/tls.js';
import { doc, messageOf, pageFromHtml, runCheck } from '../../test-support/index.js';
import { tlsFacts, tlsPage } from '../../test-support/tls-facts.js';
import check from './tls-certificate.js';

const ISSUER = "CN=R11, O=Let's Encrypt, C=US";

function cert(over: Partial<CertificateFacts> = {}): CertificateFacts {
  return {
    commonName: 'shop.example.com',
    subject: 'CN=shop.example.com',
    issuer: ISSUER,
    selfSigned: false,
    subjectAltNames: ['DNS:shop.example.com', 'DNS:www.shop.example.com'],
    subjectAltNameCount: 2,
    validFrom: '2025-12-01T00:00:00.000Z',
    validTo: '2026-03-01T00:00:00.000Z',
    daysLeft: 45,
    notYetValid: false,
    serialNumber: '04A1',
    fingerprint256: 'AB:CD',
    ...over,
  };
}

const tls = (over: Partial<TlsFacts> = {}): TlsFacts => tlsFacts({ certificate: cert(), ...over });

function run(facts: TlsFacts | undefined, url?: string) {
  return runCheck(check, tlsPage(facts, url));
}

describe('tls-certificate', () => {
  it('passes a trusted, matching certificate with 45 days left', () => {
    const out = run(tls());
    expect(out.status).toBe('good');
    expect(out.value).toBe(45);
    expect(messageOf(check, out)).toBe(
      `The certificate of shop.example.com is trusted, names the host and is valid until 2026-03-01 (45 days left); issuer: ${ISSUER}.`,
    );
  });

  it('bands the days left: 30 passes, 29 and 8 recommend renewal, 7 and 0 are critical', () => {
    expect(run(tls({ certificate: cert({ daysLeft: 30 }) })).status).toBe('good');
    const soon = run(tls({ certificate: cert({ daysLeft: 29 }) }));
    expect(soon.status).toBe('recommended');
    expect(messageOf(check, soon, 'fr')).toBe(
      `Le certificat de shop.example.com expire le 2026-03-01, dans 29 jours\u202f; émetteur\u00a0: ${ISSUER}.`,
    );
    expect(soon.items).toEqual([
      { value: 'CN=shop.example.com', note: 'notAfter 2026-03-01 (29 days left)' },
    ]);
    expect(run(tls({ certificate: cert({ daysLeft: 8 }) })).status).toBe('recommended');
    const week = run(tls({ certificate: cert({ daysLeft: 7 }) }));
    expect(week.status).toBe('critical');
    expect(messageOf(check, week)).toBe(
      'The certificate of shop.example.com expires on 2026-03-01, in 7 days.',
    );
    expect(run(tls({ certificate: cert({ daysLeft: 0 }) })).key).toBe('expiresSoon');
  });

  it('fails an expired certificate once, even though OpenSSL also reports it as a chain error', () => {
    const out = run(
      tls({
        authorized: false,
        authorizationError: 'CERT_HAS_EXPIRED',
        certificate: cert({ validTo: '2026-01-10T00:00:00.000Z', daysLeft: -6 }),
      }),
    );
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toBe(
      'The certificate of shop.example.com expired on 2026-01-10: browsers show a full-page warning.',
    );
    expect(out.items).toEqual([{ value: 'CN=shop.example.com', note: 'notAfter 2026-01-10' }]);
  });

  it('fails a certificate issued for other hosts, naming what it covers', () => {
    const sans = Array.from({ length: 40 }, (_, i) => `DNS:site${i}.example.net`);
    const out = run(
      tls({
        hostnameMatch: false,
        hostnameError: 'ERR_TLS_CERT_ALTNAME_INVALID',
        certificate: cert({ subjectAltNames: sans, subjectAltNameCount: 40 }),
      }),
    );
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toBe(
      'The certificate served for shop.example.com does not name this host; it covers site0.example.net, site1.example.net, site2.example.net, site3.example.net, site4.example.net (+35).',
    );
  });

  it('fails a self-signed certificate and lists every problem it has', () => {
    const out = run(
      tls({
        authorized: false,
        authorizationError: 'DEPTH_ZERO_SELF_SIGNED_CERT',
        hostnameMatch: false,
        certificate: cert({
          issuer: 'CN=localhost',
          subject: 'CN=localhost',
          selfSigned: true,
          subjectAltNames: [],
          subjectAltNameCount: 0,
          commonName: 'localhost',
          daysLeft: 3,
        }),
      }),
    );
    expect(out.status).toBe('critical');
    expect(out.key).toBe('mismatch');
    expect(out.items).toEqual([
      { value: 'shop.example.com', note: 'certificate names: localhost' },
      { value: 'CN=localhost', note: 'DEPTH_ZERO_SELF_SIGNED_CERT' },
      { value: 'CN=localhost', note: 'notAfter 2026-03-01 (3 days left)' },
    ]);
  });

  it('fails an untrusted chain (missing intermediate) with the OpenSSL code', () => {
    const out = run(tls({ authorized: false, authorizationError: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' }));
    expect(out.status).toBe('critical');
    expect(messageOf(check, out, 'es')).toBe(
      `Los navegadores no confían en el certificado de shop.example.com (UNABLE_TO_VERIFY_LEAF_SIGNATURE); emisor: ${ISSUER}.`,
    );
  });

  it('fails a certificate that is not valid yet', () => {
    const out = run(tls({ certificate: cert({ notYetValid: true, validFrom: '2026-02-01T00:00:00.000Z' }) }));
    expect(out.key).toBe('notYetValid');
    expect(messageOf(check, out)).toContain('is not valid before 2026-02-01');
  });

  it('is n/a on an http page, without site facts, after a failed gatherer, and without a handshake', () => {
    expect(messageOf(check, run(tls(), 'http://shop.example.com/'))).toBe(
      'The page is served over plain HTTP (http://shop.example.com/): there is no TLS certificate to check.',
    );
    const page = pageFromHtml(doc(''), { url: 'https://shop.example.com/' });
    expect(runCheck(check, page).key).toBe('noSite');
    expect(run(undefined).key).toBe('noSite');
    page.site = { failed: [{ area: 'tls', reason: 'socket hang up' }], durationMs: 3 };
    const failed = runCheck(check, page);
    expect(failed.status).toBe('na');
    expect(messageOf(check, failed)).toBe('The TLS certificate could not be inspected: socket hang up.');
    const timeout = run(tls({ error: 'TIMEOUT', certificate: null, authorized: null, hostnameMatch: null }));
    expect(timeout.status).toBe('na');
    expect(messageOf(check, timeout)).toBe(
      'The TLS handshake with shop.example.com:443 did not complete (TIMEOUT), so its certificate could not be inspected.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { TlsFacts, VersionProbe } from '../../gather/site/tls.js';
import { messageOf, runCheck } from '../../test-support/index.js';
import { ACCEPTED, REFUSED, tlsFacts, tlsPage } from '../../test-support/tls-facts.js';
import check from './tls-protocol.js';

function tls(over: Partial<TlsFacts> = {}, versions: Partial<TlsFacts['versions']> = {}): TlsFacts {
  return tlsFacts({
    versions: { 'TLSv1.3': ACCEPTED, 'TLSv1.1': REFUSED, TLSv1: REFUSED, ...versions },
    ...over,
  });
}

function run(facts: TlsFacts | undefined, url?: string) {
  return runCheck(check, tlsPage(facts, url));
}

describe('tls-protocol', () => {
  it('passes TLS 1.3 with TLS 1.0 and 1.1 refused', () => {
    const out = run(tls());
    expect(out.status).toBe('good');
    expect(out.value).toBe('TLSv1.3');
    expect(messageOf(check, out)).toBe(
      'shop.example.com:443 negotiates TLS 1.3 and refuses TLS 1.0 and TLS 1.1.',
    );
  });

  it('recommends TLS 1.3 when the server tops out at 1.2', () => {
    const out = run(tls({ protocol: 'TLSv1.2' }, { 'TLSv1.3': REFUSED }));
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      'shop.example.com:443 does not support TLS 1.3: the highest version it negotiates is TLS 1.2.',
    );
    expect(out.items).toEqual([{ value: 'TLS 1.3', note: 'ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION' }]);
  });

  it('recommends disabling TLS 1.0/1.1 when they are still accepted, listing each', () => {
    const out = run(tls({}, { 'TLSv1.1': ACCEPTED, TLSv1: ACCEPTED }));
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out, 'es')).toBe(
      'shop.example.com:443 negocia TLS 1.3 pero aún acepta TLS 1.1, TLS 1.0.',
    );
    expect(out.items).toEqual([
      { value: 'TLS 1.1', note: 'accepted' },
      { value: 'TLS 1.0', note: 'accepted' },
    ]);
  });

  it('names both problems at once: TLS 1.2 max and TLS 1.0 accepted', () => {
    const out = run(tls({ protocol: 'TLSv1.2' }, { 'TLSv1.3': REFUSED, TLSv1: ACCEPTED }));
    expect(out.key).toBe('noTls13Legacy');
    expect(messageOf(check, out, 'fr')).toBe(
      'shop.example.com:443 ne prend pas en charge TLS 1.3 (il négocie TLS 1.2) et accepte encore TLS 1.0.',
    );
  });

  it('fails a server that only completes TLS 1.0/1.1 handshakes', () => {
    const out = run(
      tls(
        { protocol: null, error: 'ERR_SSL_UNSUPPORTED_PROTOCOL', alpn: null },
        { 'TLSv1.3': REFUSED, 'TLSv1.1': ACCEPTED, TLSv1: ACCEPTED },
      ),
    );
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toBe(
      'shop.example.com:443 only completes a handshake with TLS 1.1, TLS 1.0, which browsers no longer accept.',
    );
  });

  it('does not pass silently when the legacy attempts timed out', () => {
    const unknown: VersionProbe = { accepted: null, error: 'TIMEOUT' };
    const out = run(tls({}, { 'TLSv1.1': unknown, TLSv1: unknown }));
    expect(out.status).toBe('good');
    expect(out.key).toBe('passUnverified');
    expect(messageOf(check, out)).toBe(
      'shop.example.com:443 negotiates TLS 1.3; whether it still accepts TLS 1.1, TLS 1.0 could not be verified (TIMEOUT, TIMEOUT).',
    );
  });

  it('uses the exact TLS 1.3 attempt when only the normal handshake timed out', () => {
    const out = run(tls({ protocol: null, error: 'TIMEOUT' }));
    expect(out.status).toBe('good');
  });

  it('is n/a when no handshake completed, on http pages and without the site phase', () => {
    const unknown: VersionProbe = { accepted: null, error: 'TIMEOUT' };
    const out = run(
      tls({ protocol: null, error: 'TIMEOUT' }, { 'TLSv1.3': unknown, 'TLSv1.1': unknown, TLSv1: unknown }),
    );
    expect(out.status).toBe('na');
    expect(messageOf(check, out)).toBe(
      'No TLS handshake with shop.example.com:443 completed (TIMEOUT), so its protocol versions are unknown.',
    );
    // A timeout on the normal handshake says nothing about "only legacy": stay n/a.
    expect(
      run(tls({ protocol: null, error: 'TIMEOUT' }, { 'TLSv1.3': unknown, TLSv1: ACCEPTED })).status,
    ).toBe('na');
    expect(run(tls(), 'http://shop.example.com/').key).toBe('notHttps');
    expect(run(undefined).key).toBe('noSite');
  });

  it('brackets an IPv6 host', () => {
    const out = run(tls({ host: '2001:db8::1', port: 8443 }), 'https://[2001:db8::1]:8443/');
    expect(messageOf(check, out)).toContain('[2001:db8::1]:8443 negotiates TLS 1.3');
  });
});

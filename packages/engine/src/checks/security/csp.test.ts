import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './csp.js';

const page = doc('<title>CSP</title>');
const withCsp = (value: string | string[], name = 'content-security-policy') =>
  runOn(check, page, { headers: { [name]: value } });

describe('csp', () => {
  it('passes a nonce-based strict policy', () => {
    const out = withCsp("script-src 'nonce-abc' 'strict-dynamic'; object-src 'none'; base-uri 'none'");
    expect(out).toMatchObject({ status: 'good', key: 'pass' });
  });

  it("ignores 'unsafe-inline' next to a nonce (CSP2+ browsers do) and wildcards under 'strict-dynamic'", () => {
    const out = withCsp(
      "script-src 'nonce-abc' 'unsafe-inline' 'strict-dynamic' https:; object-src 'none'; base-uri 'self'",
    );
    expect(out.status).toBe('good');
  });

  it('recommends a policy when none is sent', () => {
    const out = runOn(check, page);
    expect(out).toMatchObject({ status: 'recommended', key: 'missing' });
  });

  it('is not a pass when script sources are unsafe, naming them, also through default-src', () => {
    const out = withCsp("default-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(out).toMatchObject({ status: 'recommended', key: 'unsafe' });
    expect(messageOf(check, out)).toContain("('unsafe-inline', 'unsafe-eval')");
    expect(withCsp('script-src *').key).toBe('unsafe');
    expect(withCsp('img-src *').key).toBe('unsafe');
  });

  it('treats report-only policies as not enforcing anything', () => {
    const out = withCsp("script-src 'self'", 'content-security-policy-report-only');
    expect(out).toMatchObject({ status: 'recommended', key: 'reportOnly' });
    expect(out.items?.[0]?.note).toBe('Content-Security-Policy-Report-Only');
  });

  it('reads a <meta http-equiv> policy and suggests hardening directives', () => {
    const out = runOn(check, doc(`<meta http-equiv="Content-Security-Policy" content="script-src 'self'">`));
    expect(out).toMatchObject({ status: 'good', key: 'passHardening' });
    expect(messageOf(check, out, 'es')).toContain("object-src 'none', base-uri");
    expect(out.items?.[0]?.line).toBe(1);
  });

  it('one strict policy among several enforced ones is enough (each must be satisfied)', () => {
    const out = withCsp(['default-src *', "script-src 'self'; object-src 'none'; base-uri 'self'"]);
    expect(out.status).toBe('good');
  });
});

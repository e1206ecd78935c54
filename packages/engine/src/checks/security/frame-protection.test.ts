import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './frame-protection.js';

const page = doc('<title>x</title>');
const h = (headers: Record<string, string>) => runOn(check, page, { headers });

describe('frame-protection', () => {
  it('passes with CSP frame-ancestors, naming the value', () => {
    const out = h({ 'content-security-policy': "default-src 'self'; frame-ancestors 'none'" });
    expect(out).toMatchObject({ status: 'good', key: 'csp' });
    expect(messageOf(check, out)).toContain("frame-ancestors 'none'");
  });
  it('passes with X-Frame-Options DENY or SAMEORIGIN in any case', () => {
    expect(h({ 'x-frame-options': 'sameorigin' }).key).toBe('xfo');
    expect(h({ 'x-frame-options': 'DENY' }).status).toBe('good');
  });
  it('recommends protection when nothing is set', () => {
    expect(h({})).toMatchObject({ status: 'recommended', key: 'missing' });
  });
  it('does not accept ALLOW-FROM, invalid values, or frame-ancestors in a meta or report-only policy', () => {
    expect(h({ 'x-frame-options': 'ALLOW-FROM https://a.example' }).key).toBe('allowFrom');
    expect(h({ 'x-frame-options': 'yes' }).key).toBe('invalid');
    expect(h({ 'content-security-policy-report-only': "frame-ancestors 'none'" }).key).toBe('missing');
    const meta = runOn(
      check,
      doc(`<meta http-equiv="Content-Security-Policy" content="frame-ancestors 'none'">`),
    );
    expect(meta.key).toBe('missing');
  });
});

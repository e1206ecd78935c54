import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './hsts.js';
import { parseHsts } from './_hsts.js';

const html = doc('<title>Shop</title>');
const URL = 'https://shop.example.com/';
const withHsts = (value: string | string[], url = URL) =>
  runOn(check, html, { url, headers: { 'Strict-Transport-Security': value } });

describe('hsts', () => {
  it('passes one year with includeSubDomains, naming the header', () => {
    const out = withHsts('max-age=31536000; includeSubDomains');
    expect(out.status).toBe('good');
    expect(out.value).toBe(31536000);
    expect(messageOf(check, out)).toBe(
      'HSTS is on for 365 days (max-age=31536000) with includeSubDomains: "max-age=31536000; includeSubDomains".',
    );
  });

  it('mentions preload, with case-insensitive and quoted directives', () => {
    const out = withHsts('Max-Age="63072000";INCLUDESUBDOMAINS ; Preload');
    expect(out.key).toBe('passPreload');
    expect(messageOf(check, out, 'fr')).toContain('HSTS est actif pendant 730 jours (max-age=63072000)');
  });

  it('recommends the header when it is missing', () => {
    const out = runOn(check, html, { url: URL });
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      'The HTTPS response of https://shop.example.com/ sends no Strict-Transport-Security header.',
    );
  });

  it('recommends a longer max-age just under a year', () => {
    const out = withHsts('max-age=31535999; includeSubDomains');
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out, 'es')).toBe(
      'HSTS dura solo 364 días (max-age=31535999); se recomienda al menos un año (31536000): "max-age=31535999; includeSubDomains".',
    );
    expect(out.items).toEqual([
      { value: 'max-age=31535999; includeSubDomains', note: 'Strict-Transport-Security' },
    ]);
  });

  it('recommends includeSubDomains', () => {
    const out = withHsts('max-age=31536000');
    expect(out.key).toBe('noSubdomains');
    expect(out.status).toBe('recommended');
  });

  it('flags max-age=0, which switches HSTS off', () => {
    expect(withHsts('max-age=0; includeSubDomains').key).toBe('disabled');
  });

  it('flags invalid headers that browsers ignore', () => {
    expect(withHsts('includeSubDomains; preload').key).toBe('invalidNoMaxAge');
    const bad = withHsts('max-age=1y; includeSubDomains');
    expect(bad.key).toBe('invalidMaxAge');
    expect(messageOf(check, bad)).toBe(
      'The Strict-Transport-Security header has an invalid max-age=1y, so browsers ignore it: "max-age=1y; includeSubDomains".',
    );
    expect(withHsts('max-age=31536000; max-age=600').key).toBe('invalidDuplicate');
    expect(withHsts('max-age 31536000').key).toBe('invalidSyntax');
    expect(withHsts('').key).toBe('invalidNoMaxAge');
  });

  it('uses only the first of several headers and lists the ignored ones', () => {
    const out = withHsts(['max-age=300', 'max-age=31536000; includeSubDomains']);
    expect(out.key).toBe('short');
    expect(out.items).toEqual([
      { value: 'max-age=300', note: 'Strict-Transport-Security' },
      {
        value: 'max-age=31536000; includeSubDomains',
        note: 'Strict-Transport-Security (ignored: only the first header counts)',
      },
    ]);
    // A proxy folding the two into one line gives the same verdict.
    expect(withHsts('max-age=300, max-age=31536000; includeSubDomains').key).toBe('short');
  });

  it('is n/a on http pages and IP-address hosts, where browsers ignore HSTS', () => {
    const http = withHsts('max-age=31536000', 'http://shop.example.com/');
    expect(http.status).toBe('na');
    expect(messageOf(check, http)).toBe(
      'The page is served over plain HTTP (http://shop.example.com/); browsers ignore HSTS on HTTP responses.',
    );
    expect(withHsts('max-age=31536000', 'https://203.0.113.7/').key).toBe('ipHost');
    expect(withHsts('max-age=31536000', 'https://[2001:db8::1]/').key).toBe('ipHost');
  });

  it('parses huge max-age values without overflow tricks', () => {
    expect(parseHsts('max-age=99999999999999999999')).toMatchObject({ valid: true });
    expect(parseHsts('max-age=-1')).toEqual({ valid: false, problem: 'badMaxAge', directive: 'max-age=-1' });
  });
});

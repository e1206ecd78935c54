import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './canonical-absolute.js';

const canonical = (href: string): string => doc(`<link rel="canonical" href="${href}">`);

describe('canonical-absolute', () => {
  it('passes an absolute http(s) URL, whatever the case of scheme and host, and trims whitespace', () => {
    const out = runOn(check, canonical('  HTTPS://Example.COM/page  '));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe('The canonical URL is absolute: https://example.com/page.');
  });

  it('recommends an absolute URL for a relative one and names where it resolves (against <base>)', () => {
    const out = runOn(
      check,
      doc('<base href="https://cdn.example.com/shop/"><link rel="canonical" href="tables?id=1">'),
    );
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('relative');
    expect(messageOf(check, out)).toBe(
      'The canonical "tables?id=1" is relative; it resolves to https://cdn.example.com/shop/tables?id=1 only on this host.',
    );
    expect(out.items).toEqual([{ value: 'tables?id=1', note: '<head>, relative', line: 1 }]);
  });

  it('treats scheme-relative and scheme-only forms as relative', () => {
    expect(runOn(check, canonical('//example.com/page')).key).toBe('relative');
    expect(runOn(check, canonical('https:page')).key).toBe('relative');
  });

  it('resolves a relative Link header canonical against the response URL, not <base>', () => {
    const out = runOn(check, doc('<base href="https://cdn.example.com/x/">'), {
      url: 'https://example.com/a/b',
      headers: { link: '<c>; rel=canonical' },
    });
    expect(out.key).toBe('relative');
    expect(messageOf(check, out, 'es')).toContain('se resuelve como https://example.com/a/c');
  });

  it('recommends dropping a fragment from an absolute canonical', () => {
    const out = runOn(check, canonical('https://example.com/page#reviews'));
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toContain('https://example.com/page#reviews contains a #fragment');
  });

  it('is critical for an empty, fragment-only, unparsable or non-HTTP canonical', () => {
    expect(runOn(check, canonical('')).key).toBe('empty');
    expect(runOn(check, canonical('#top')).key).toBe('fragmentOnly');
    const bad = runOn(check, canonical('https://exa mple.com/'));
    expect(bad.status).toBe('critical');
    expect(messageOf(check, bad, 'fr')).toBe(
      'La canonique « https://exa mple.com/ » n’est pas une URL valide.',
    );
    const ftp = runOn(check, canonical('ftp://example.com/page'));
    expect(ftp.status).toBe('critical');
    expect(messageOf(check, ftp)).toContain('uses the ftp: scheme');
    expect(runOn(check, canonical('javascript:void(0)')).key).toBe('scheme');
  });

  it('reports the worst declaration and lists every offending one', () => {
    const html = doc(
      '<link rel="canonical" href="/page">\n<link rel="canonical" href="mailto:a@example.com">',
    );
    const out = runOn(check, html, { headers: { link: '<https://example.com/page>; rel="canonical"' } });
    expect(out.status).toBe('critical');
    expect(out.key).toBe('scheme');
    expect(out.items).toEqual([
      { value: '/page', note: '<head>, relative', line: 1 },
      { value: 'mailto:a@example.com', note: '<head>, not http(s)', line: 2 },
    ]);
  });

  it('is n/a without a canonical in <head> or the header', () => {
    expect(runOn(check, doc('')).status).toBe('na');
    expect(runOn(check, doc('', '<link rel="canonical" href="/x">')).status).toBe('na');
  });
});

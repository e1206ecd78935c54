import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './links-to-http.js';

describe('links-to-http', () => {
  it('passes https, relative and protocol-relative links on an HTTPS page', () => {
    const body =
      '<a href="/oak">Oak</a><a href="https://other.org/">Other</a><a href="//cdn.other.org/x">CDN</a>';
    const out = runOn(check, doc('', body));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('(links checked: 3)');
  });

  it('recommends https for external http links and names the first', () => {
    const out = runOn(
      check,
      doc('', '<a href="http://other.org/page">Partner</a><a href="HTTP://Third.org/">Third</a>'),
    );
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      'Links to http:// URLs on this HTTPS page: 2 to other sites, e.g. "Partner" (http://other.org/page).',
    );
    expect(out.items?.map((i) => i.value)).toEqual(['http://other.org/page', 'http://third.org/']);
  });

  it('fails on internal http links and reports internal and external separately', () => {
    const body = [
      '<a href="http://other.org/">Partner</a>',
      '<a href="http://example.com/oak">Oak tables</a>',
      '<a href="http://shop.example.com/cart">Cart</a>',
    ].join('\n');
    const out = runOn(check, doc('', body));
    expect(out.status).toBe('critical');
    expect(messageOf(check, out, 'es')).toBe(
      'Enlaces a URL http:// en esta página HTTPS: 2 a este sitio, p. ej. "Oak tables" (http://example.com/oak), y 1 a otros sitios.',
    );
    expect(out.items).toEqual([
      { value: 'http://example.com/oak', note: 'internal, "Oak tables"', line: 2 },
      { value: 'http://shop.example.com/cart', note: 'internal, "Cart"', line: 3 },
      { value: 'http://other.org/', note: 'external, "Partner"', line: 1 },
    ]);
  });

  it('resolves relative links against an http <base href>', () => {
    const out = runOn(check, doc('<base href="http://example.com/">', '<a href="oak">Oak</a>'));
    expect(out.status).toBe('critical');
    expect(messageOf(check, out, 'fr')).toContain('1 vers ce site, par ex. « Oak » (http://example.com/oak)');
  });

  it('is not applicable on an HTTP page or without links', () => {
    const http = runOn(check, doc('', '<a href="http://other.org/">x</a>'), { url: 'http://example.com/' });
    expect(http.status).toBe('na');
    expect(messageOf(check, http)).toContain('http://example.com/');
    expect(runOn(check, doc('', '<p>No links</p>')).key).toBe('none');
  });
});

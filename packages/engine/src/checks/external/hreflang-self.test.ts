import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './hreflang-self.js';

const URL_EN = 'https://example.com/en/tables';
const link = (lang: string, href: string) => `\n<link rel="alternate" hreflang="${lang}" href="${href}">`;
const others = link('de', 'https://example.com/de/tische') + link('fr', 'https://example.com/fr/tables');

describe('hreflang-self', () => {
  it('passes when the set lists the page itself, naming its URL and code', () => {
    const out = runOn(check, doc(link('en', URL_EN) + others), { url: URL_EN });
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'The hreflang set includes the page itself: https://example.com/en/tables as "en".',
    );
  });

  it('matches after normalisation: host case, default port, fragment, relative href, Link header', () => {
    expect(
      runOn(check, doc(link('en', 'HTTPS://Example.COM:443/en/tables#top')), { url: URL_EN }).status,
    ).toBe('good');
    expect(runOn(check, doc(link('en', '/en/tables') + others), { url: URL_EN }).status).toBe('good');
    const header = runOn(check, doc(others), {
      url: URL_EN,
      headers: { link: `<${URL_EN}>; rel="alternate"; hreflang="en"` },
    });
    expect(header.status).toBe('good');
  });

  it('recommends adding the page when no entry points to it, naming the URL and the count', () => {
    const out = runOn(check, doc(others), { url: URL_EN });
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      'None of the 2 hreflang entries points to this page (https://example.com/en/tables).',
    );
    expect(messageOf(check, out, 'es')).toBe(
      'Ninguna de las 2 entradas hreflang apunta a esta página (https://example.com/en/tables).',
    );
  });

  it('names a near miss (trailing slash, scheme or www) as the entry that was meant', () => {
    const out = runOn(check, doc(link('en', 'http://www.example.com/en/tables/') + others), { url: URL_EN });
    expect(out.key).toBe('near');
    expect(messageOf(check, out)).toBe(
      'No hreflang entry points exactly to this page (https://example.com/en/tables): "en" points to http://www.example.com/en/tables/, which differs in scheme, www or trailing slash.',
    );
    expect(out.items).toEqual([
      {
        value: '<link rel="alternate" hreflang="en" href="http://www.example.com/en/tables/">',
        note: 'page URL is https://example.com/en/tables',
        line: 2,
      },
    ]);
  });

  it('accepts the canonical URL of a parameter variant as its self-reference', () => {
    const head = `<link rel="canonical" href="${URL_EN}">${link('en', URL_EN)}${others}`;
    const out = runOn(check, doc(head), { url: `${URL_EN}?utm_source=news` });
    expect(out.key).toBe('passCanonical');
    expect(messageOf(check, out, 'fr')).toBe(
      'L’ensemble hreflang inclut la page par son URL canonique https://example.com/en/tables en « en » (cette copie a été récupérée comme https://example.com/en/tables?utm_source=news).',
    );
    // A page canonicalised elsewhere is not itself the canonical's entry unless the set names the canonical.
    const elsewhere = `<link rel="canonical" href="https://example.com/en/">${others}`;
    expect(runOn(check, doc(elsewhere), { url: URL_EN }).key).toBe('missing');
  });

  it('uses the final URL after redirects, and is n/a without hreflang', () => {
    const out = runOn(check, doc(link('en', URL_EN)), { url: 'http://example.com/en', finalUrl: URL_EN });
    expect(out.status).toBe('good');
    expect(runOn(check, doc('')).status).toBe('na');
  });
});

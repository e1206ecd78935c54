import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './hreflang-absolute.js';

const link = (lang: string, href: string) => `\n<link rel="alternate" hreflang="${lang}" href="${href}">`;
const header = (lang: string, href: string) => `<${href}>; rel="alternate"; hreflang="${lang}"`;
const EN = 'https://example.com/en/';
const DE = 'https://example.com/de/';

describe('hreflang-absolute', () => {
  it('passes absolute URLs from one source, naming the source and count', () => {
    const out = runOn(check, doc(link('en', EN) + link('de', DE) + link('x-default', EN)));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'All 3 hreflang URLs are absolute, declared in the HTML only, with one URL per language code.',
    );
    const headerOnly = runOn(check, doc(''), { headers: { link: [header('en', EN), header('de', DE)] } });
    expect(headerOnly.key).toBe('passHeader');
  });

  it('fails relative, protocol-relative, empty and non-http hrefs, listing each with its line', () => {
    const head = link('en', EN) + link('de', '/de/') + link('fr', '//example.com/fr/') + link('es', '');
    const out = runOn(check, doc(head + link('it', 'ftp://example.com/it/') + link('nl', 'https:nl/')));
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toBe('5 of 6 hreflang URLs are not absolute, e.g. "/de/" for "de".');
    expect(out.items?.map((i) => [i.note, i.line])).toEqual([
      ['relative', 3],
      ['protocol-relative', 4],
      ['empty href', 5],
      ['not http(s)', 6],
      ['relative', 7],
    ]);
  });

  it('fails a code mapped to two URLs, across HTML and header, in any letter case', () => {
    const out = runOn(check, doc(link('en', EN) + link('de', DE)), {
      headers: { link: header('DE', 'https://example.com/de-de/') },
    });
    expect(out.key).toBe('conflict');
    expect(messageOf(check, out)).toBe(
      'Language codes pointing to more than one URL: 1, e.g. "de" → https://example.com/de/, https://example.com/de-de/.',
    );
    expect(out.items).toEqual([
      { value: `<link rel="alternate" hreflang="de" href="${DE}">`, note: '"de" → 2 URLs', line: 3 },
      {
        value: 'Link: <https://example.com/de-de/>; rel="alternate"; hreflang="DE"',
        note: 'Link header; "DE" → 2 URLs',
      },
    ]);
  });

  it('reports relative URLs and conflicts together', () => {
    const out = runOn(
      check,
      doc(link('en', '/en/') + link('de', DE) + link('de', 'https://example.com/at/')),
    );
    expect(out.key).toBe('relativeAndConflict');
    expect(out.value).toBe(2);
    expect(messageOf(check, out, 'es')).toBe(
      '1 de 3 URLs hreflang no es absoluta (p. ej. "/en/" para "en"). Códigos de idioma que apuntan a más de una URL: 1 (p. ej. "de" → https://example.com/de/, https://example.com/at/).',
    );
  });

  it('recommends one source when HTML and header agree; same URL twice is no conflict', () => {
    const out = runOn(check, doc(link('en', EN) + link('de', DE)), {
      headers: { link: `${header('de', `${DE}#x`)}, ${header('fr', 'https://example.com/fr/')}` },
    });
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      'The hreflang set is split over two sources (2 in the HTML, 2 in the Link header); they agree, but keep one.',
    );
    expect(runOn(check, doc(link('en', EN) + link('en', 'HTTPS://EXAMPLE.com/en/'))).status).toBe('good');
  });

  it('is n/a without hreflang', () => {
    expect(
      runOn(check, doc('<link rel="alternate" href="/feed.xml" type="application/rss+xml">')).status,
    ).toBe('na');
  });
});

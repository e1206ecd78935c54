import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './url-non-ascii.js';

describe('url-non-ascii', () => {
  it('passes percent-encoded links and names the page and the link count', () => {
    const html = doc('<link rel="stylesheet" href="/s.css">', '<a href="/caf%C3%A9">Café</a>');
    const out = runOn(check, html, { url: 'https://example.com/' });
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      "https://example.com/ and the page's link URLs (2) have no unencoded non-ASCII characters in their path or query.",
    );
  });

  it('recommends encoding raw non-ASCII hrefs, listing each with its characters and line', () => {
    const html = doc(
      '\n<link rel="alternate" hreflang="de" href="/de/straße">',
      '\n<a href="/café?q=naïve">x</a>',
    );
    const out = runOn(check, html);
    expect(out.status).toBe('recommended');
    expect(out.items).toEqual([
      { value: '/de/straße', note: 'ß', line: 2 },
      { value: '/café?q=naïve', note: 'é ï', line: 3 },
    ]);
    expect(messageOf(check, out)).toBe(
      'URLs with unencoded non-ASCII characters in their path or query: 2, e.g. /de/straße.',
    );
    expect(messageOf(check, out, 'es')).toContain(
      'URL con caracteres no ASCII sin codificar en la ruta o la consulta: 2',
    );
    expect(messageOf(check, out, 'fr')).toContain('par ex. /de/straße');
  });

  it('accepts an IDN host and judges only the path and query after it', () => {
    expect(runOn(check, doc('', '<a href="https://bücher.example/katalog">x</a>')).status).toBe('good');
    expect(runOn(check, doc('', '<a href="//bücher.example/katalog">x</a>')).status).toBe('good');
    const out = runOn(check, doc('', '<a href="https://bücher.example/bücher">x</a>'));
    expect(out.status).toBe('recommended');
    expect(out.items?.[0]).toMatchObject({ value: 'https://bücher.example/bücher', note: 'ü' });
  });

  it('counts an HTML entity as unencoded: caf&eacute; reaches the URL as é', () => {
    const out = runOn(check, doc('', '<a href="/caf&eacute;">x</a>'));
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toContain('e.g. /café.');
  });

  it('ignores fragments and non-web schemes', () => {
    const html = doc(
      '',
      '<a href="/page#café">x</a><a href="mailto:josé@example.com">m</a><a href="tel:+34 ☎">t</a>',
    );
    expect(runOn(check, html).status).toBe('good');
  });

  it('judges the page URL itself when it arrives unencoded', () => {
    const out = runOn(check, doc(''), { url: 'https://example.com/ñandú' });
    expect(out.status).toBe('recommended');
    expect(out.items).toEqual([{ value: 'https://example.com/ñandú', note: 'ñ ú', line: null }]);
    expect(messageOf(check, out)).toContain('in their path or query: 1, e.g. https://example.com/ñandú.');
  });
});

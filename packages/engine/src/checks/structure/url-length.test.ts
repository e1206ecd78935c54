import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './url-length.js';

const BASE = 'https://example.com/';
/** A URL of exactly `length` characters. */
const urlOf = (length: number): string => BASE + 'a'.repeat(length - BASE.length);

describe('url-length', () => {
  it('passes a short URL and names it with its length', () => {
    const out = runOn(check, doc(''), { url: 'https://example.com/oak-tables' });
    expect(out.status).toBe('good');
    expect(out.value).toBe(30);
    expect(messageOf(check, out)).toBe('The URL is 30 characters long: https://example.com/oak-tables.');
    expect(messageOf(check, out, 'es')).toContain('30 caracteres: https://example.com/oak-tables');
  });

  it('draws the bands exactly at 115 and 2000 characters', () => {
    expect(runOn(check, doc(''), { url: urlOf(115) }).status).toBe('good');
    expect(runOn(check, doc(''), { url: urlOf(116) }).status).toBe('recommended');
    expect(runOn(check, doc(''), { url: urlOf(2000) }).status).toBe('recommended');
    expect(runOn(check, doc(''), { url: urlOf(2001) }).status).toBe('critical');
  });

  it('recommends a shorter URL above 115 characters, naming length, limit and URL', () => {
    const url = urlOf(131);
    const out = runOn(check, doc(''), { url });
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(`The URL is 131 characters long, more than 115: ${url}.`);
    expect(messageOf(check, out, 'fr')).toContain("L'URL compte 131 caractères, plus de 115");
    expect(out.items).toMatchObject([{ value: url, note: '131 characters' }]);
  });

  it('fails above 2000 characters', () => {
    const out = runOn(check, doc(''), { url: urlOf(2500) });
    expect(out.status).toBe('critical');
    expect(out.key).toBe('tooLong');
    expect(messageOf(check, out)).toContain('2,500 characters long, more than 2,000');
    expect(messageOf(check, out, 'es')).toContain('más de 2000');
  });

  it('counts percent-escapes as served: /café is /caf%C3%A9 on the wire', () => {
    const out = runOn(check, doc(''), { url: 'https://example.com/café' });
    expect(out.value).toBe('https://example.com/caf%C3%A9'.length);
    expect(messageOf(check, out)).toContain('https://example.com/caf%C3%A9');
  });

  it('judges the final URL after redirects and also names the requested one', () => {
    const out = runOn(check, doc(''), {
      url: `http://example.com/${'x'.repeat(120)}`,
      finalUrl: 'https://example.com/short',
    });
    expect(out.status).toBe('good');
    expect(out.key).toBe('passRedirected');
    expect(messageOf(check, out)).toBe(
      `The final URL is 25 characters long: https://example.com/short (requested as http://example.com/${'x'.repeat(120)}).`,
    );
    expect(messageOf(check, out, 'fr')).toContain('demandée sous la forme http://example.com/');
  });

  it('does not count the host case: Example.COM is serialised as example.com', () => {
    const out = runOn(check, doc(''), { url: 'https://Example.COM/a' });
    expect(out.value).toBe(21);
    expect(out.key).toBe('pass');
  });
});

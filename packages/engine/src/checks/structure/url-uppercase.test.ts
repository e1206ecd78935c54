import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './url-uppercase.js';

describe('url-uppercase', () => {
  it('passes a lower-case path and names the URL', () => {
    const out = runOn(check, doc(''), { url: 'https://example.com/oak-tables' });
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe('The path of https://example.com/oak-tables is all lower case.');
  });

  it('recommends lower case, listing every mixed-case segment and its lower-case form', () => {
    const out = runOn(check, doc(''), { url: 'https://example.com/Shop/oak-tables/Big-ONE' });
    expect(out.status).toBe('recommended');
    expect(out.value).toBe(2);
    expect(messageOf(check, out)).toBe(
      'The path of https://example.com/Shop/oak-tables/Big-ONE has uppercase letters in 2 segments: Shop, Big-ONE.',
    );
    expect(messageOf(check, out, 'es')).toContain('tiene mayúsculas en 2 segmentos: Shop, Big-ONE');
    expect(messageOf(check, out, 'fr')).toContain('contient des majuscules dans 2 segments : Shop, Big-ONE');
    expect(out.items).toEqual([
      { value: 'Shop', note: '→ shop' },
      { value: 'Big-ONE', note: '→ big-one' },
    ]);
  });

  it('ignores the host, which is case-insensitive, and the query', () => {
    expect(runOn(check, doc(''), { url: 'https://WWW.Example.COM/oak?Sort=ASC' }).status).toBe('good');
  });

  it('does not mistake the hex digits of percent-escapes for upper case', () => {
    expect(runOn(check, doc(''), { url: 'https://example.com/caf%C3%A9/%E2%82%AC' }).status).toBe('good');
  });

  it('catches non-ASCII capitals, whether written raw or percent-encoded', () => {
    const raw = runOn(check, doc(''), { url: 'https://example.com/Été' });
    expect(raw.status).toBe('recommended');
    expect(messageOf(check, raw)).toContain(': Été.');
    expect(raw.items?.[0]).toEqual({ value: '%C3%89t%C3%A9', note: '→ été' });
    const encoded = runOn(check, doc(''), { url: 'https://example.com/%C3%9Cber' });
    expect(encoded.status).toBe('recommended');
  });

  it('keeps a malformed escape literal instead of throwing', () => {
    expect(runOn(check, doc(''), { url: 'https://example.com/100%25-Oak%E9' }).status).toBe('recommended');
    expect(runOn(check, doc(''), { url: 'https://example.com/100%-oak%E9' }).status).toBe('good');
  });

  it('names the requested URL when the page was reached through a redirect', () => {
    const out = runOn(check, doc(''), {
      url: 'https://example.com/Oak',
      finalUrl: 'https://example.com/oak',
    });
    expect(out.key).toBe('passRedirected');
    expect(messageOf(check, out, 'fr')).toContain(
      "Le chemin de l'URL finale https://example.com/oak (demandée sous la forme https://example.com/Oak)",
    );
  });
});

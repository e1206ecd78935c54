import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './lang-valid.js';

const FRENCH =
  'Notre atelier fabrique des tables en chêne massif depuis trente ans. Chaque meuble est dessiné, ' +
  'assemblé et poncé à la main dans nos ateliers, puis livré chez vous par nos propres équipes. ' +
  'Nous choisissons le bois dans des forêts gérées durablement et nous garantissons chaque pièce pendant dix ans.';

const run = (lang: string, options: Parameters<typeof runOn>[2] = {}, head = '', body = '') =>
  runOn(check, doc(head, body, `lang="${lang}"`), options);

describe('lang-valid', () => {
  it('is not applicable when lang is missing or empty', () => {
    expect(runOn(check, doc('', '', '')).status).toBe('na');
    expect(run('  ').status).toBe('na');
  });

  it('passes with a valid tag, whatever its case, and names it', () => {
    const out = run('EN-gb');
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('lang="EN-gb" is a valid language tag');
    expect(run('zh-Hant-TW').status).toBe('good');
  });

  it('fails on an underscore and suggests the hyphenated tag in every language', () => {
    const out = run('en_US');
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toContain('lang="en_US" uses an underscore');
    expect(messageOf(check, out)).toContain('write "en-US"');
    expect(messageOf(check, out, 'es')).toContain('escribe "en-US"');
    expect(messageOf(check, out, 'fr')).toContain('écrivez « en-US »');
  });

  it('fails on malformed tags, unknown languages and unknown regions', () => {
    expect(run('english').key).toBe('syntax');
    expect(run('english_US').key).toBe('syntax');
    const language = run('xx-US');
    expect(language.status).toBe('critical');
    expect(messageOf(check, language)).toContain('"xx" is not a registered language code');
    const region = run('en-UK');
    expect(region.key).toBe('unknownRegion');
    expect(messageOf(check, region)).toContain('"UK" is not a registered region code');
  });

  it('recommends when Content-Language names another language, quoting the header', () => {
    const out = run('en', { headers: { 'content-language': 'de-DE' } });
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toContain('Content-Language header, which says "de-DE"');
    expect(out.items).toEqual([
      { value: 'Content-Language: de-DE', note: 'HTTP header', noteRef: { key: 'httpHeader' } },
    ]);
  });

  it('accepts a Content-Language list that includes the language, and equivalent codes', () => {
    expect(run('fr-CA', { headers: { 'content-language': 'en-US, FR' } }).status).toBe('good');
    expect(run('he', { headers: { 'content-language': 'iw' } }).status).toBe('good');
    expect(run('nb', { headers: { 'content-language': 'no' } }).status).toBe('good');
  });

  it('recommends when the page’s own hreflang entry names another language, with its line', () => {
    const html =
      '<!DOCTYPE html>\n<html lang="en"><head>\n' +
      '<link rel="alternate" hreflang="x-default" href="https://example.com/page">\n' +
      '<link rel="alternate" hreflang="fr" href="https://example.com/page#top">\n' +
      '<link rel="alternate" hreflang="de" href="https://example.com/de/page">\n</head><body></body></html>';
    const out = runOn(check, html);
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toContain('own hreflang entry, which says "fr"');
    expect(out.items).toEqual([
      { value: '<link rel="alternate" hreflang="fr" href="https://example.com/page#top">', line: 4 },
    ]);
  });

  it('passes when the own hreflang entry agrees on the primary language', () => {
    const head = '<link rel="alternate" hreflang="en-GB" href="/page">';
    expect(run('en-US', {}, head).status).toBe('good');
  });

  it('reads hreflang from the Link header too', () => {
    const out = run('en', {
      headers: { link: '<https://example.com/page>; rel="alternate"; hreflang="es"' },
    });
    expect(out.status).toBe('recommended');
    expect(out.items?.[0]?.note).toBe('Link header');
  });

  it('recommends when the text is detected in another language', () => {
    const out = run('en', {}, '', `<main><p>${FRENCH}</p></main>`);
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('detected');
    expect(messageOf(check, out, 'es')).toContain('parece ser "fr"');
    expect(run('fr', {}, '', `<main><p>${FRENCH}</p></main>`).status).toBe('good');
  });

  it('lists every conflicting signal, the header first in the message', () => {
    const out = run('en', { headers: { 'content-language': 'fr' } }, '', `<p>${FRENCH}</p>`);
    expect(out.key).toBe('header');
    expect(out.items).toHaveLength(2);
  });
});

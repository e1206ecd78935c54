import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import { hreflangProblem } from './_hreflang.js';
import check from './hreflang-valid-codes.js';

const link = (lang: string, path = `/${lang}/`) =>
  `\n<link rel="alternate" hreflang="${lang}" href="https://example.com${path}">`;
const page = (...langs: string[]) => doc(langs.map((l) => link(l)).join(''));

describe('hreflang-valid-codes', () => {
  it('passes languages, scripts, countries and x-default in any letter case, naming the codes', () => {
    const out = runOn(check, page('en', 'de-AT', 'zh-Hant-TW', 'sr-Latn', 'EN-gb', 'x-default', 'X-Default'));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'All 7 hreflang values are valid: en, de-AT, zh-Hant-TW, sr-Latn, EN-gb, x-default.',
    );
    expect(messageOf(check, out, 'fr')).toContain('Les 7 valeurs hreflang sont valides');
  });

  it('fails en-UK, naming the wrong country and the code meant, with the line', () => {
    const out = runOn(check, page('en-GB', 'en-UK'));
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toBe(
      '1 of 2 hreflang values is invalid, e.g. "en-UK": "UK" is not an ISO 3166-1 alpha-2 country code.',
    );
    expect(out.items).toEqual([
      {
        value: '<link rel="alternate" hreflang="en-UK" href="https://example.com/en-UK/">',
        note: '"UK" is not an ISO 3166-1 alpha-2 country; use "en-GB"',
        line: 3,
      },
    ]);
  });

  it('fails an underscore, a country alone and a UN M.49 area, listing every invalid value', () => {
    const out = runOn(check, page('en_us', 'us', 'es-419', 'de'));
    expect(out.key).toBe('underscore');
    expect(out.value).toBe(3);
    expect(messageOf(check, out, 'es')).toBe(
      '3 de 4 valores hreflang no son válidos, p. ej. "en_us": las partes se unen con guion, no con guion bajo.',
    );
    expect(out.items?.map((i) => i.note)).toEqual([
      'underscore instead of hyphen; use "en-us"',
      '"us" is a region without a language',
      '"419" is a UN M.49 area, not a country',
    ]);
    expect(messageOf(check, runOn(check, page('us')))).toBe(
      '1 of 1 hreflang values is invalid, e.g. "us": a country alone; hreflang needs the language first (e.g. "en-US").',
    );
    expect(messageOf(check, runOn(check, page('es-419')), 'fr')).toContain('« 419 » est une zone UN M.49');
  });

  it('fails a value with white space around the code, which search engines do not trim', () => {
    const html = doc('<link rel="alternate" hreflang=" en" href="https://example.com/en/">');
    const out = runOn(check, html);
    expect([out.status, out.key]).toEqual(['critical', 'spaces']);
    expect(messageOf(check, out)).toBe(
      '1 of 1 hreflang values is invalid, e.g. " en": search engines do not trim the spaces around the code.',
    );
    expect(out.items?.[0]).toMatchObject({ note: 'white space around the code; use "en"', line: 1 });
    expect(hreflangProblem('de-AT ')).toEqual({ kind: 'spaces', subtag: 'de-AT ', suggestion: 'de-AT' });
    expect(hreflangProblem(' en-UK')).toMatchObject({ kind: 'region', suggestion: null });
  });

  it('reads hreflang from <head> only, as Google and Lighthouse do: a <link> in <body> is not judged but said ignored', () => {
    const body =
      '<p>Other languages</p><link rel="alternate" hreflang="english" href="https://example.com/x/">';
    const out = runOn(check, doc(link('en') + link('de'), body));
    // Valid annotations in <head>: the page passes, and says its <body> link is ignored, not that its code is invalid.
    expect([out.status, out.key, out.value]).toEqual(['good', 'passIgnored', 0]);
    expect(messageOf(check, out)).toBe(
      'All 2 hreflang values in <head> are valid: en, de. 1 hreflang link in <body> is ignored by search engines (in the body), so its code is not judged.',
    );
    expect(messageOf(check, out, 'es')).toBe(
      'Los 2 valores hreflang de <head> son válidos: en, de. Los buscadores ignoran 1 enlace hreflang en <body> (en el body), así que no se juzga su código.',
    );
    expect(messageOf(check, out, 'fr')).toBe(
      'Les 2 valeurs hreflang de <head> sont valides\u00a0: en, de. 1 lien hreflang dans <body> est ignoré par les moteurs de recherche (dans le body)\u00a0: son code n’est pas jugé.',
    );
    expect(out.items).toEqual([
      {
        value: '<link rel="alternate" hreflang="english" href="https://example.com/x/">',
        note: '<body>',
        line: 3,
      },
    ]);
    // Every annotation in <body>: the page has no hreflang search engines read, which is worth fixing.
    const bodyOnly = runOn(check, doc('', body));
    expect([bodyOnly.status, bodyOnly.key]).toEqual(['recommended', 'inBody']);
    expect(messageOf(check, bodyOnly)).toBe(
      '1 of 1 hreflang links is in <body>, where Google ignores hreflang: it reads it from <head> and the HTTP Link header only.',
    );
    expect(runOn(check, doc(link('en') + link('de'), '<p>No alternates here</p>')).key).toBe('pass');
    // An invalid code in <head> still fails, whatever is in <body>.
    expect(runOn(check, doc(link('english'), body)).status).toBe('critical');
  });

  it('fails three-letter languages, unknown scripts, variants and an empty value', () => {
    expect(runOn(check, page('eng')).key).toBe('language');
    expect(runOn(check, page('fil-PH')).key).toBe('language');
    expect(runOn(check, page('zh-Hanz')).key).toBe('script');
    expect(runOn(check, page('de-CH-1996')).key).toBe('syntax');
    expect(runOn(check, page('en-US-x-foo')).key).toBe('syntax');
    expect(runOn(check, page('english')).key).toBe('syntax');
    const empty = runOn(check, doc('<link rel="alternate" hreflang=" " href="https://example.com/de/">'));
    expect(messageOf(check, empty)).toBe(
      '1 of 1 hreflang values is invalid, e.g. an empty hreflang for https://example.com/de/.',
    );
  });

  it('rejects regions ISO reserves but assigns to no country, and misspelt x-default', () => {
    expect(hreflangProblem('en-EU')).toMatchObject({ kind: 'region', subtag: 'EU' });
    expect(hreflangProblem('en-UN')?.kind).toBe('region');
    expect(hreflangProblem('x_default')).toEqual({
      kind: 'underscore',
      subtag: 'x_default',
      suggestion: 'x-default',
    });
    expect(hreflangProblem('default')).toEqual({
      kind: 'syntax',
      subtag: 'default',
      suggestion: 'x-default',
    });
    expect(hreflangProblem('english_US')?.kind).toBe('syntax');
    expect(hreflangProblem('uk')).toBeNull(); // Ukrainian, not the United Kingdom
  });

  it('reads Link header annotations too, noting the header; a padded value is invalid', () => {
    const out = runOn(
      check,
      doc('<link rel="alternate" hreflang=" de-CH " href="https://example.com/ch/">'),
      {
        headers: { link: '<https://example.com/br/>; rel="alternate"; hreflang="pt_BR"' },
      },
    );
    expect(out.status).toBe('critical');
    expect(out.items).toEqual([
      {
        value: '<link rel="alternate" hreflang=" de-CH " href="https://example.com/ch/">',
        note: 'white space around the code; use "de-CH"',
        line: 1,
      },
      {
        value: 'Link: <https://example.com/br/>; rel="alternate"; hreflang="pt_BR"',
        note: 'Link header; underscore instead of hyphen; use "pt-BR"',
      },
    ]);
  });

  it('is n/a without hreflang annotations', () => {
    const out = runOn(check, doc('<link rel="alternate" type="application/rss+xml" href="/feed">'));
    expect([out.status, messageOf(check, out)]).toEqual(['na', 'The page declares no hreflang alternates.']);
  });
});

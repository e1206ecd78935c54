import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './hreflang-x-default.js';

const link = (lang: string, href = `https://example.com/${lang}/`) =>
  `<link rel="alternate" hreflang="${lang}" href="${href}">`;

describe('hreflang-x-default', () => {
  it('passes when x-default is declared, naming its URL and the number of versions', () => {
    const out = runOn(check, doc(link('en') + link('de') + link('X-DEFAULT', 'https://example.com/')));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'The hreflang set has an x-default fallback, https://example.com/, for its 2 language versions.',
    );
  });

  it('recommends x-default when two or more versions are declared without one', () => {
    const out = runOn(check, doc(link('en') + link('de') + link('fr-CA')));
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      'The page declares 3 hreflang versions (en, de, fr-CA) but no x-default for visitors whose language matches none of them.',
    );
    expect(messageOf(check, out, 'es')).toContain('La página declara 3 versiones hreflang (en, de, fr-CA)');
  });

  it('counts codes case-insensitively and finds x-default in the Link header', () => {
    // "en" and "EN" (twice the same version) are one version: below the threshold of two.
    expect(runOn(check, doc(link('en') + link('EN', 'https://example.com/en-2/'))).key).toBe('single');
    const header = runOn(check, doc(link('en') + link('de')), {
      headers: { link: '<https://example.com/>; rel="alternate"; hreflang="x-default"' },
    });
    expect(header.status).toBe('good');
  });

  it('is n/a without hreflang, with a single version, or with x-default alone', () => {
    expect(runOn(check, doc('')).key).toBe('none');
    const single = runOn(check, doc(link('en')));
    expect([single.status, messageOf(check, single)]).toEqual([
      'na',
      'The page declares a single hreflang version (en); x-default matters from two versions on.',
    ]);
    expect(runOn(check, doc(link('en') + link('x-default'))).status).toBe('na');
    expect(runOn(check, doc(link('x-default'))).key).toBe('onlyDefault');
  });

  it('names an x-default with an empty href as such', () => {
    const out = runOn(check, doc(link('en') + link('de') + '<link rel="alternate" hreflang="x-default">'));
    expect(out.status).toBe('good');
    expect(messageOf(check, out, 'fr')).toContain('x-default, (empty), pour ses 2 versions');
  });
});

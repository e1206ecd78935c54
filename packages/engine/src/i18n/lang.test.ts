import { describe, expect, it } from 'vitest';
import { interpolate, placeholders } from './lang.js';

const FILES = '{count, plural, one {# archivo} other {los # archivos}}';

describe('interpolate', () => {
  it('fills placeholders, formats numbers for the language and leaves unknown ones visible', () => {
    expect(interpolate('{a} of {b} ({c})', { a: 'x', b: 1234.5 }, 'fr')).toBe('x of 1\u202f234,5 ({c})');
    expect(interpolate('{b}', { b: 1234.5 }, 'en')).toBe('1,234.5');
  });

  it('chooses the plural branch by the language’s rules', () => {
    expect(interpolate(FILES, { count: 1 }, 'es')).toBe('1 archivo');
    expect(interpolate(FILES, { count: 3 }, 'es')).toBe('los 3 archivos');
    // French counts 0 and 1 as singular; English only 1.
    const fr = '{n, plural, one {# fichier} other {# fichiers}}';
    expect(interpolate(fr, { n: 0 }, 'fr')).toBe('0 fichier');
    expect(interpolate(fr, { n: 1.5 }, 'fr')).toBe('1,5 fichier');
    expect(interpolate(fr, { n: 2 }, 'fr')).toBe('2 fichiers');
    expect(interpolate('{n, plural, one {# file} other {# files}}', { n: 0 }, 'en')).toBe('0 files');
    expect(interpolate('{n, plural, one {# file} other {# files}}', { n: 1000 }, 'en')).toBe('1,000 files');
  });

  it('prefers an exact =N branch, and fills placeholders inside branches', () => {
    const t = '{n, plural, =0 {no link to {host}} one {one link to {host}} other {# links to {host}}}';
    expect(interpolate(t, { n: 0, host: 'a.test' }, 'en')).toBe('no link to a.test');
    expect(interpolate(t, { n: 1, host: 'a.test' }, 'en')).toBe('one link to a.test');
    expect(interpolate(t, { n: 7, host: 'a.test' }, 'en')).toBe('7 links to a.test');
  });

  it('keeps text around plurals, several plurals, and numbers given as strings', () => {
    const t =
      'Found {a, plural, one {# error} other {# errors}} in {b, plural, one {# page} other {# pages}}.';
    expect(interpolate(t, { a: 1, b: '4' }, 'en')).toBe('Found 1 error in 4 pages.');
  });

  it('fills placeholders inside literal braces', () => {
    expect(interpolate('{"@type": "{type}"}', { type: 'Product' }, 'en')).toBe('{"@type": "Product"}');
  });

  it('leaves a plural visible when its value is missing or not a number, or the pattern is malformed', () => {
    expect(interpolate(FILES, { other: 1 }, 'es')).toBe(FILES);
    expect(interpolate(FILES, { count: 'x' }, 'es')).toBe(FILES);
    expect(interpolate('{n, plural, one {#}}', { n: 2 }, 'en')).toBe('{n, plural, one {#}}');
  });
});

describe('placeholders', () => {
  it('lists plain names, plural variables and names inside branches, once each', () => {
    expect(placeholders('{b} {a} {b}')).toEqual(['a', 'b']);
    expect(placeholders('{n, plural, one {# in {host}} other {# in {host}}} {x}')).toEqual([
      'host',
      'n',
      'x',
    ]);
    // A branch of one word is text, as interpolate reads it.
    expect(placeholders('{n, plural, one {redirects} other {redirect}} {"a": "{b}"}')).toEqual(['b', 'n']);
  });
});

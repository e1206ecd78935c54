import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './h1-length.js';

const h1 = (text: string): string => doc('', `<h1>${text}</h1><h1>A second, ignored heading</h1>`);

describe('h1-length', () => {
  it('passes at the bounds of 10 and 70 characters', () => {
    const ten = runOn(check, h1('Oak tables'));
    expect(ten.status).toBe('good');
    expect(ten.value).toBe(10);
    expect(messageOf(check, ten)).toBe('The first <h1> is 10 characters long: "Oak tables".');
    expect(runOn(check, h1('x'.repeat(70))).status).toBe('good');
  });

  it('recommends a longer h1 below 10 characters', () => {
    const out = runOn(check, h1('Oak table'));
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('short');
    expect(messageOf(check, out, 'es')).toBe('El primer <h1> tiene menos de 10 caracteres (9): "Oak table".');
    expect(out.items?.[0]?.note).toBe('9 characters');
  });

  it('recommends a shorter h1 above 70 characters, quoting it clipped', () => {
    const long = `Handmade oak tables ${'and more '.repeat(20)}`.trim();
    const out = runOn(check, h1(long));
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('long');
    expect(runOn(check, h1('x'.repeat(71))).value).toBe(71);
    expect(messageOf(check, out, 'fr')).toContain(
      `plus de 70 caractères (${long.length})\u00a0: « Handmade oak tables`,
    );
    expect(messageOf(check, out)).toContain('…');
  });

  it('counts after entity decoding, whitespace collapsing and Unicode composition', () => {
    expect(runOn(check, h1('Oak&nbsp;&amp; ash')).value).toBe(9);
    expect(runOn(check, h1('  Oak \n\t  tables  ')).value).toBe(10);
    // "e" + combining acute accent is one character once composed.
    expect(runOn(check, h1('Oak table\u0301s')).value).toBe(10);
  });

  it('uses the first h1 even when it is empty', () => {
    const out = runOn(check, doc('', '<h1> </h1><h1>Handmade oak tables</h1>'));
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('empty');
  });

  it('is not applicable without an h1', () => {
    expect(runOn(check, doc('', '<h2>Handmade oak tables</h2>')).status).toBe('na');
  });
});

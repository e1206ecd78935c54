import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './meta-description-length.js';

const described = (content: string): string => doc(`<meta name="description" content="${content}">`);
const length = (text: string): number => [...text].length;

const D69 = 'Solid oak dining tables made to order in our York workshop since 1982';
const D70 = 'Solid oak dining tables made to order in our Leeds workshop since 1982';
const D160 =
  'Solid oak dining tables, chairs and benches made to order in our Leeds workshop since 1982. Choose size, wood and finish online; delivery takes about ten weeks.';
const D161 =
  'Solid oak dining tables, chairs and benches made to order in our Leeds workshop since 1982. Choose size, wood and finish online; delivery takes about nine weeks.';

describe('meta-description-length', () => {
  it('treats 70 and 160 characters as good and names the length', () => {
    expect([D69, D70, D160, D161].map(length)).toEqual([69, 70, 160, 161]);
    const out = runOn(check, described(D70));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      `The meta description is 70 characters long, within the recommended 70–160: "${D70}".`,
    );
    expect(runOn(check, described(D160)).status).toBe('good');
  });

  it('recommends a longer description under 70 characters, naming it', () => {
    const out = runOn(check, described(D69));
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('short');
    expect(out.items).toMatchObject([{ value: D69, note: '69 characters', line: 1 }]);
    expect(messageOf(check, out, 'es')).toContain('solo tiene 69 caracteres');
  });

  it('recommends a shorter description over 160 characters', () => {
    const out = runOn(check, described(D161));
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('long');
    expect(out.value).toBe(161);
    expect(messageOf(check, out, 'fr')).toContain('compte 161 caractères, plus de 160');
  });

  it('counts after entity decoding and whitespace collapsing, by code points', () => {
    const out = runOn(
      check,
      described('Solid oak &amp; ash tables made\n      to order in our Leeds workshop since 1982.'),
    );
    expect(out.status).toBe('good');
    expect(out.value).toBe(70);
    // 69 letters plus an emoji: 70 code points although String.length says 71.
    expect(runOn(check, described(`${D69}🌳`)).value).toBe(70);
  });

  it('measures the first non-empty description', () => {
    const out = runOn(
      check,
      doc(`<meta name="description" content=" "><meta name="description" content="${D69}">`),
    );
    expect(out.value).toBe(69);
  });

  it('is n/a without a description or with an empty one', () => {
    expect(runOn(check, doc('')).status).toBe('na');
    const out = runOn(check, described('   '));
    expect(out.status).toBe('na');
    expect(messageOf(check, out)).toContain('"Meta description"');
  });
});

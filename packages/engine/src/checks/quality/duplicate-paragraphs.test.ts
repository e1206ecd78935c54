import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './duplicate-paragraphs.js';

/** n distinct words starting with a label, so paragraphs differ from each other. */
const para = (label: string, n: number): string =>
  [label, ...Array.from({ length: n - 1 }, (_, i) => `${label}${i}`)].join(' ');
const OFFER =
  'Free delivery on every order over fifty euros, with easy returns within thirty days and a two year warranty on all our oak furniture.';

describe('duplicate-paragraphs', () => {
  it('passes when no paragraph of 20+ words repeats, naming how many were compared', () => {
    const out = runOn(
      check,
      doc('', `<p>${para('alpha', 25)}</p><p>${para('beta', 25)}</p><p>${para('alpha', 5)}</p>`),
    );
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'No paragraph appears twice (2 paragraphs of 20 words or more compared).',
    );
  });

  it('recommends for one repeated paragraph, quoting its beginning and the number of copies', () => {
    const body = `<p>${OFFER}</p><p>${para('intro', 60)}</p><p>${OFFER}</p>`;
    const out = runOn(check, doc('', body));
    expect(out.status).toBe('recommended');
    expect(out.items).toMatchObject([
      { value: expect.stringMatching(/^Free delivery on .* on all our…$/), note: '2×, 24 words' },
    ]);
    expect(messageOf(check, out)).toContain(
      '1 paragraph appears more than once (22.2 % of the words are copies)',
    );
    expect(messageOf(check, out)).toContain(
      '"Free delivery on every order over fifty euros, with easy returns within thirty…" (2 times)',
    );
    expect(messageOf(check, out, 'fr')).toContain('« Free delivery');
    expect(messageOf(check, out, 'es')).toContain('22,2 %');
  });

  it('recommends for two repeated paragraphs', () => {
    const a = para('alpha', 20);
    const b = para('beta', 20);
    const out = runOn(
      check,
      doc('', `<p>${a}</p><p>${b}</p><p>${para('gamma', 100)}</p><p>${a}</p><p>${b}</p>`),
    );
    expect(out.status).toBe('recommended');
    expect(out.value).toBe(2);
  });

  it('is critical with three repeated paragraphs', () => {
    const repeated = ['alpha', 'beta', 'gamma'].map((l) => `<p>${para(l, 20)}</p>`).join('');
    const out = runOn(check, doc('', `${repeated}<p>${para('delta', 300)}</p>${repeated}`));
    expect(out.status).toBe('critical');
    expect(out.items).toHaveLength(3);
    expect(messageOf(check, out)).toMatch(
      /^3 paragraphs are repeated and the copies make up 14\.3 % of the words/,
    );
  });

  it('is critical above 30 % duplicated words but only recommended at exactly 30 %', () => {
    // 30 duplicated words of 100: recommended.
    const at = runOn(
      check,
      doc('', `<p>${para('alpha', 30)}</p><p>${para('beta', 40)}</p><p>${para('alpha', 30)}</p>`),
    );
    expect(at).toMatchObject({ status: 'recommended', values: { percent: 30 } });
    // 31 of 101: critical.
    const above = runOn(
      check,
      doc('', `<p>${para('alpha', 31)}</p><p>${para('beta', 39)}</p><p>${para('alpha', 31)}</p>`),
    );
    expect(above).toMatchObject({ status: 'critical', values: { percent: 30.7 } });
  });

  it('ignores case, punctuation, whitespace and entities when comparing', () => {
    const a = OFFER;
    const b = OFFER.toUpperCase().replace(/,/g, ' ;').replace(/ /g, ' \t ').replace('TWO', '&#84;WO');
    const out = runOn(check, doc('', `<p>${a}</p><div>${b}</div><p>${para('x', 200)}</p>`));
    expect(out.status).toBe('recommended');
  });

  it('counts a paragraph of exactly 20 words but not one of 19', () => {
    expect(
      runOn(check, doc('', `<p>${para('a', 20)}</p><p>${para('a', 20)}</p><p>${para('b', 200)}</p>`)).status,
    ).toBe('recommended');
    expect(
      runOn(check, doc('', `<p>${para('a', 19)}</p><p>${para('a', 19)}</p><p>${para('b', 200)}</p>`)).status,
    ).toBe('good');
  });

  it('treats block elements as paragraph boundaries even in unclosed markup', () => {
    const out = runOn(check, doc('', `<div>${para('a', 20)}<p>${para('b', 200)}<li>${para('a', 20)}`));
    expect(out.status).toBe('recommended');
  });

  it('is n/a without any paragraph of 20 words or more', () => {
    const out = runOn(check, doc('', '<p>Short.</p><p>Short.</p>'));
    expect(out.status).toBe('na');
    expect(messageOf(check, out)).toContain('no paragraph of 20 words');
  });
});

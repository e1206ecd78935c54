import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './h1-single.js';

describe('h1-single', () => {
  it('passes with exactly one h1 and names it', () => {
    const out = runOn(check, doc('', '<h1>Oak tables</h1><h2>Sizes</h2>'));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('"Oak tables"');
  });

  it('recommends one h1 when there are two, with the count, the text and every h1 line', () => {
    const out = runOn(check, doc('', '\n<h1>Oak tables</h1>\n<h1>Walnut chairs</h1>'));
    expect(out.status).toBe('recommended');
    expect(out.value).toBe(2);
    expect(messageOf(check, out)).toBe('The page has 2 <h1> elements, among them "Oak tables".');
    expect(messageOf(check, out, 'fr')).toContain('2 éléments <h1>, dont « Oak tables »');
    expect(out.items?.map((i) => [i.value, i.line])).toEqual([
      ['Oak tables', 2],
      ['Walnut chairs', 3],
    ]);
  });

  it('names the first non-empty h1 and reports all-empty h1s separately', () => {
    const named = runOn(check, doc('', '<h1></h1><h1>Walnut chairs</h1><h1>Stools</h1>'));
    expect(messageOf(check, named, 'es')).toContain('3 elementos <h1>, entre ellos "Walnut chairs"');
    const empty = runOn(check, doc('', '<h1> </h1><h1>&nbsp;</h1>'));
    expect(empty.status).toBe('recommended');
    expect(empty.key).toBe('multipleEmpty');
  });

  it('passes a single empty h1 without quoting empty text (h1-present reports it)', () => {
    const out = runOn(check, doc('', '<h1>&nbsp;</h1>'));
    expect(out.status).toBe('good');
    expect(messageOf(check, out, 'fr')).toBe('La page a exactement un <h1>, mais il est vide.');
  });

  it('counts nested h1s, which the parser turns into siblings', () => {
    const out = runOn(check, doc('', '<h1>Oak<h1>Walnut</h1></h1>'));
    expect(out.status).toBe('recommended');
    expect(out.value).toBe(2);
  });

  it('is not applicable without any h1', () => {
    expect(runOn(check, doc('', '<h2>Only a subheading</h2>')).status).toBe('na');
  });
});

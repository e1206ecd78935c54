import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './heading-hierarchy.js';

const headings = (...levels: number[]): string =>
  doc('', levels.map((l, i) => `<h${l}>Heading ${i + 1}</h${l}>`).join('\n'));

describe('heading-hierarchy', () => {
  it('passes an outline that goes down one level at a time and back up by any amount', () => {
    const out = runOn(check, headings(1, 2, 3, 4, 5, 6, 2, 3, 1));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'The heading outline starts with an <h1> and skips no level (headings: 9).',
    );
  });

  it('recommends fixing a skipped level and names the two headings', () => {
    const out = runOn(check, doc('', '<h1>Oak tables</h1>\n<h2>Sizes</h2>\n<h4>Small &amp; round</h4>'));
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('skipped');
    expect(messageOf(check, out)).toBe(
      'Skipped levels in the heading outline: 1, the first from <h2> "Sizes" to <h4> "Small & round".',
    );
    expect(out.items).toEqual([{ value: 'Small & round', note: '<h2> → <h4>', line: 3 }]);
  });

  it('counts every skip, including one right after the h1', () => {
    const out = runOn(check, headings(1, 3, 4, 6));
    expect(out.value).toBe(2);
    expect(messageOf(check, out, 'es')).toContain(
      'Niveles saltados en el esquema de encabezados: 2; el primero, de <h1>',
    );
  });

  it('recommends an h1 first when the outline starts lower', () => {
    const out = runOn(check, doc('', '<h2>Latest news</h2><h3>Today</h3><h1>Oak tables</h1>'));
    expect(out.key).toBe('notH1');
    expect(messageOf(check, out, 'fr')).toBe('Le premier titre est un <h2>, pas un <h1> : « Latest news ».');
  });

  it('names both problems when the first heading is not h1 and a level is skipped', () => {
    const out = runOn(check, headings(2, 4));
    expect(out.key).toBe('skippedNotH1');
    expect(messageOf(check, out)).toContain('<h2>, not an <h1> ("Heading 1")');
    expect(out.items?.map((i) => i.note)).toEqual(['first heading, <h2>', '<h2> → <h4>']);
  });

  it('flags more than 30 headings as styling, but not exactly 30', () => {
    expect(runOn(check, headings(1, ...Array<number>(29).fill(2))).status).toBe('good');
    const out = runOn(check, headings(1, ...Array<number>(30).fill(2)));
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('styling');
    expect(messageOf(check, out)).toContain('31 headings');
  });

  it('combines styling with the other problems', () => {
    expect(runOn(check, headings(1, 3, ...Array<number>(29).fill(2))).key).toBe('skippedStyling');
    expect(runOn(check, headings(...Array<number>(31).fill(2))).key).toBe('notH1Styling');
    const all = runOn(check, headings(2, 4, ...Array<number>(29).fill(3)));
    expect(all.key).toBe('all');
    expect(messageOf(check, all, 'es')).toContain('31 encabezados');
  });

  it('reads upper-case tags and headings nested in other markup in document order', () => {
    const out = runOn(check, doc('', '<H1>Oak</H1><section><div><H3>Deep</H3></div></section>'));
    expect(out.key).toBe('skipped');
  });

  it('is not applicable without headings', () => {
    expect(runOn(check, doc('', '<p>Just text</p>')).status).toBe('na');
  });
});

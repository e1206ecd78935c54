import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './heading-empty.js';

describe('heading-empty', () => {
  it('passes when every heading has text, an image alt or an aria-label', () => {
    const body =
      '<h1>Oak tables</h1><h2><img src="a.png" alt="Sizes"></h2><h3 aria-label="Care"><i></i></h3>';
    const out = runOn(check, doc('', body));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe('No heading is empty (headings checked: 3).');
  });

  it('recommends text for one empty heading and names its tag and line', () => {
    const out = runOn(check, doc('', '<h1>Oak tables</h1>\n\n<h2>   </h2>'));
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out, 'es')).toBe(
      'Un encabezado está vacío: un <h2> sin texto ni texto alternativo de imagen.',
    );
    expect(out.items).toEqual([
      { value: '<h2>', note: 'no accessible text', noteRef: { key: 'noAccessibleText' }, line: 3 },
    ]);
  });

  it('lists every empty heading: whitespace, &nbsp;, zero-width space, image without alt', () => {
    const body =
      '<h2>&nbsp;</h2><h3><img src="deco.png"></h3><h2>&#8203;</h2><h3><img src="x.png" alt=""></h3>';
    const out = runOn(check, doc('', body));
    expect(out.key).toBe('many');
    expect(out.value).toBe(4);
    expect(messageOf(check, out)).toContain('4 headings are empty (<h2>, <h3>)');
    expect(messageOf(check, out, 'fr')).toContain('4 titres sont vides (<h2>, <h3>)');
  });

  it('treats a heading with only an empty inline element as empty', () => {
    expect(runOn(check, doc('', '<h1>Oak</h1><h4><span> </span><b></b></h4>')).status).toBe('recommended');
  });

  it('says so when the text is hidden (aria-hidden, display:none), rather than "no text"', () => {
    const one = runOn(
      check,
      doc('', '<h1>Oak</h1><h2><a href="/"><span aria-hidden="true">Smith Workshop</span></a></h2>'),
    );
    expect(one.key).toBe('oneHidden');
    expect(one.items?.[0]).toMatchObject({ value: '<h2>', noteRef: { key: 'textHidden' } });
    expect(messageOf(check, one)).toContain('the text of an <h2> is hidden');
    const many = runOn(
      check,
      doc('', '<h1>Oak</h1><h2></h2><h3 style="display: none">Benches</h3><h4><script>x()</script></h4>'),
    );
    expect(many.key).toBe('manyHidden');
    expect(messageOf(check, many, 'fr')).toContain('le texte de 1 d’entre eux est masqué');
    // Script text is not page text: that heading is plainly empty.
    expect(many.items?.map((i) => i.noteRef?.key)).toEqual([
      'noAccessibleText',
      'textHidden',
      'noAccessibleText',
    ]);
  });

  it('is not applicable without headings', () => {
    expect(runOn(check, doc('', '<p>Text</p>')).status).toBe('na');
  });
});

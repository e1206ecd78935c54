import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './img-alt-missing.js';

const url = 'https://shop.example/products/oak-table';

describe('img-alt-missing', () => {
  it('passes when every image has an alt, counting alt="" as decorative', () => {
    const out = runOn(
      check,
      doc(
        '',
        '<img src="a.jpg" alt="Oak table"><img src="line.png" alt=""><input type="image" src="go.png" alt="Search">',
      ),
    );
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'Every image has an alt attribute (3 images, 1 of them marked as decorative with alt="").',
    );
  });

  it('recommends for one image in three without alt, naming its absolute URL and line', () => {
    const html = doc(
      '',
      '<img src="a.jpg" alt="Table">\n<img src="/img/chair.jpg">\n<img src="b.jpg" alt="Desk">',
    );
    const out = runOn(check, html, { url });
    expect(out.status).toBe('recommended');
    expect(out.items).toEqual([{ value: 'https://shop.example/img/chair.jpg', line: 2 }]);
    expect(messageOf(check, out)).toBe(
      'Images without an alt attribute: 1 of 3 (33.3 %), e.g. https://shop.example/img/chair.jpg.',
    );
    expect(messageOf(check, out, 'es')).toContain('1 de 3 (33,3 %)');
    expect(messageOf(check, out, 'fr')).toContain('1 sur 3 (33,3 %)');
  });

  it('stays recommended at exactly half and is critical above half', () => {
    expect(runOn(check, doc('', '<img src="a.jpg"><img src="b.jpg" alt="B">')).status).toBe('recommended');
    const out = runOn(check, doc('', '<img src="a.jpg"><img src="b.jpg"><img src="c.jpg" alt="C">'), { url });
    expect(out.status).toBe('critical');
    expect(out.items).toHaveLength(2);
    expect(messageOf(check, out)).toContain('2 of 3 (66.7 %), e.g. https://shop.example/products/a.jpg.');
  });

  it('checks <input type="image"> and role="img" elements too, and notes what they are', () => {
    const html = doc(
      '',
      '<input type="IMAGE" src="go.png"><div role="img"></div><span role="img" aria-label="Five stars"></span><svg role="img" aria-labelledby="t"><title id="t">Logo</title></svg>',
    );
    const out = runOn(check, html);
    expect(out.status).toBe('recommended');
    expect(out.items?.map((i) => [i.value, i.note])).toEqual([
      ['https://example.com/go.png', '<input type="image">'],
      ['<div role="img">', 'role="img" without aria-label'],
    ]);
  });

  it('leaves out tracking pixels and images hidden from assistive technology', () => {
    const html = doc(
      '',
      '<img src="https://t.example/p.gif" width="1" height="1"><img src="x.png" aria-hidden="true"><img src="y.png" role="presentation"><img src="z.jpg" alt="Z">',
    );
    expect(runOn(check, html).status).toBe('good');
    // A 1-px-wide image that is tall is not a pixel.
    expect(runOn(check, doc('', '<img src="rule.png" width="1" height="300">')).status).toBe('critical');
  });

  it('counts an alt attribute without value (and in any case) as present', () => {
    expect(runOn(check, doc('', '<IMG SRC="a.jpg" ALT>')).status).toBe('good');
  });

  it('names an image without src by its tag', () => {
    const out = runOn(check, doc('', '<img data-src="lazy.jpg">'));
    expect(messageOf(check, out)).toContain('e.g. <img>.');
  });

  it('is n/a without content images', () => {
    expect(runOn(check, doc('', '<p>No images</p>')).status).toBe('na');
    expect(runOn(check, doc('', '<img src="p.gif" width="0" height="0">')).status).toBe('na');
  });
});

// axe's image-alt (Lighthouse's accessibility audit): hidden images are not judged, role=presentation/none
// and aria-hidden images are skipped, and alt=" " fails (alt-space-value).
describe('img-alt-missing against axe image-alt', () => {
  it('skips images inside hidden, aria-hidden or display:none containers', () => {
    const body = [
      '<img src="shown.jpg" alt="Oak table">',
      '<div hidden><img src="a.jpg"></div>',
      '<div aria-hidden="true"><img src="b.jpg"></div>',
      '<ul style="display: none"><li><img src="c.jpg"></li></ul>',
      '<div style="visibility:hidden"><img src="d.jpg"></div>',
      '<img src="e.jpg" role="presentation"><img src="f.jpg" role="none"><img src="g.jpg" aria-hidden="true">',
    ].join('');
    expect(runOn(check, doc('', body))).toMatchObject({ status: 'good', value: 0 });
  });

  it('fails alt of spaces only, which is neither a description nor decorative', () => {
    const out = runOn(check, doc('', '<img src="a.jpg" alt="Oak"><img src="b.jpg" alt="  ">'), { url });
    expect(out).toMatchObject({ status: 'recommended', value: 1 });
    expect(out.items).toEqual([{ value: 'https://shop.example/products/b.jpg', note: 'alt=" "', line: 1 }]);
  });

  it('still lists an image named only by aria-label or title (stricter than axe, said in the fix)', () => {
    const body =
      '<img src="a.jpg" alt="Oak"><img src="b.jpg" aria-label="Walnut"><img src="c.jpg" title="Ash">';
    const out = runOn(check, doc('', body), { url });
    expect(out.items?.map((i) => i.note)).toEqual(['aria-label, no alt', 'title, no alt']);
    expect(check.strings.en.fix).toContain('alt is what Google reads');
  });
});

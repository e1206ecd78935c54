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

import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './img-missing-dimensions.js';

describe('img-missing-dimensions', () => {
  it('passes when every image and video has width and height, or an aspect ratio', () => {
    const out = runOn(
      check,
      doc(
        '',
        '<img src="a.jpg" width="800" height="600"><img src="b.jpg" style="aspect-ratio: 4/3; width: 100%"><video src="v.mp4" width="640" height="360"></video>',
      ),
    );
    expect(out).toMatchObject({ status: 'good', value: 0 });
  });

  it('lists images without dimensions with their lines', () => {
    const out = runOn(
      check,
      doc(
        '',
        '\n<img src="hero.jpg">\n<img src="b.jpg" width="10" height="10">\n<img src="c.jpg" width="300">',
      ),
    );
    expect(out.status).toBe('recommended');
    expect(out.items).toEqual([
      { value: 'hero.jpg', note: 'no width/height', noteRef: { key: 'noWidthHeight' }, line: 2 },
      { value: 'c.jpg', note: 'no height', noteRef: { key: 'noHeight' }, line: 4 },
    ]);
    expect(messageOf(check, out)).toContain('2 of 3 images and videos');
  });

  it('accepts inline CSS width and height', () => {
    expect(runOn(check, doc('', '<img src="a.jpg" style="width:200px; height:100px">')).status).toBe('good');
  });

  it('is n/a without media', () => {
    expect(runOn(check, doc('', '<p>text</p>')).status).toBe('na');
  });
});

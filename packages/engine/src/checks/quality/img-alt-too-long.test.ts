import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './img-alt-too-long.js';

const alt = (n: number): string => `${'Oak table '.repeat(13)}`.slice(0, n);

describe('img-alt-too-long', () => {
  it('passes at exactly 125 characters and names the longest length', () => {
    const out = runOn(check, doc('', `<img src="a.jpg" alt="${alt(125)}"><img src="b.jpg" alt="Chair">`));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'No alt text is longer than 125 characters (2 checked; the longest has 125).',
    );
  });

  it('recommends over 125 characters, listing every long alt with its length and line, longest first', () => {
    const html = doc(
      '',
      `<img src="a.jpg" alt="${alt(126)}">\n<img src="/b.jpg" alt="${'x'.repeat(200)}">\n<img src="c.jpg" alt="ok">`,
    );
    const out = runOn(check, html, { url: 'https://shop.example/p/' });
    expect(out.status).toBe('recommended');
    expect(out.value).toBe(200);
    expect(out.items).toEqual([
      { value: 'https://shop.example/b.jpg', note: '200 characters', line: 2 },
      { value: 'https://shop.example/p/a.jpg', note: '126 characters', line: 1 },
    ]);
    const message = messageOf(check, out);
    expect(message).toContain(
      'Alt texts over 125 characters: 2. The longest (200 characters, on https://shop.example/b.jpg)',
    );
    expect(message).toContain(`"${'x'.repeat(79)}…"`);
    expect(messageOf(check, out, 'fr')).toContain('(200 caractères, sur https://shop.example/b.jpg)');
  });

  it('counts characters after entity decoding and whitespace collapsing, accents as one', () => {
    // 120 letters + "&amp;" (1 character) + newlines and runs of spaces collapsed to one space each.
    const decoded = `${'é'.repeat(60)}   \n  &amp;  ${'e\u0301'.repeat(60)}`;
    const out = runOn(check, doc('', `<img src="a.jpg" alt="${decoded}">`));
    expect(out.status).toBe('good');
    expect(out.value).toBe(123);
  });

  it('ignores images without alt, decorative images and tracking pixels', () => {
    const html = doc(
      '',
      `<img src="a.jpg"><img src="b.jpg" alt=""><img src="p.gif" width="1" height="1" alt="${alt(130)}">`,
    );
    expect(runOn(check, html).status).toBe('na');
  });

  it('is n/a without images', () => {
    const out = runOn(check, doc('', '<p>Text</p>'));
    expect(out.status).toBe('na');
    expect(messageOf(check, out, 'es')).toBe(
      'La página no tiene ninguna imagen con texto alternativo que medir.',
    );
  });
});

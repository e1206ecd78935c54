import { describe, expect, it } from 'vitest';
import { doc, messageOf, pageFromHtml, runCheck, runOn } from '../../test-support/index.js';
import check from './text-html-ratio.js';

/** A document whose markup (everything but the paragraph text) is exactly `markup` bytes long. */
function withMarkup(markup: number, text: string): string {
  const bare = doc('<meta name="pad" content="">', '<p></p>');
  const pad = 'x'.repeat(markup - Buffer.byteLength(bare));
  return doc(`<meta name="pad" content="${pad}">`, `<p>${text}</p>`);
}

describe('text-html-ratio', () => {
  it('passes at exactly 10 % and names both sizes', () => {
    // 15 bytes of text in 150 bytes of HTML.
    const out = runOn(check, withMarkup(135, 'abcdefghijklmno'));
    expect(out.status).toBe('good');
    expect(out.value).toBe(10);
    expect(messageOf(check, out)).toBe(
      'Visible text is 10 % of the HTML: 15 bytes of text in 150 bytes of HTML.',
    );
  });

  it('recommends below 10 %, naming the text and HTML sizes in every language', () => {
    const html = withMarkup(5000, 'Some visible text.');
    const out = runOn(check, html);
    expect(out.status).toBe('recommended');
    expect(out.value).toBe(0.4);
    expect(messageOf(check, out)).toContain('18 bytes of text in 5,018 bytes of HTML');
    expect(messageOf(check, out, 'es')).toContain('18 bytes de texto en 5018 bytes de HTML');
    expect(messageOf(check, out, 'fr')).toContain('0,4 %');
  });

  it('is recommended just below the boundary (14 bytes in 149)', () => {
    expect(runOn(check, withMarkup(135, 'abcdefghijklmn')).status).toBe('recommended');
  });

  it('measures UTF-8 bytes on both sides: accented text counts two bytes per letter', () => {
    const page = pageFromHtml(withMarkup(135, 'éééééééa'));
    expect(page.text.visibleBytes).toBe(15);
    expect(runCheck(check, page).value).toBe(10);
  });

  it('counts decoded entities and collapsed whitespace, not the source text', () => {
    const out = runOn(check, withMarkup(200, '  a&amp;b \n\n c  '));
    // "a&b c" is 5 bytes.
    expect(messageOf(check, out)).toContain('5 bytes of text');
  });

  it('leaves scripts, styles and hidden elements out of the text', () => {
    const html = doc(
      '<style>body{color:red}</style>',
      '<p>Hello</p><script>let x = "lots of text";</script><div hidden>secret</div>',
    );
    expect(messageOf(check, runOn(check, html))).toContain('5 bytes of text');
  });

  it('is n/a for an empty response', () => {
    expect(runOn(check, '').status).toBe('na');
  });
});

import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './word-count.js';

/** A paragraph of n distinct words. */
const words = (n: number): string => `<p>${Array.from({ length: n }, (_, i) => `word${i}`).join(' ')}</p>`;

describe('word-count', () => {
  it('passes at exactly 300 words and names the count', () => {
    const out = runOn(check, doc('', words(300)));
    expect(out.status).toBe('good');
    expect(out.value).toBe(300);
    expect(messageOf(check, out)).toContain('300 words');
  });

  it('recommends more text between 100 and 299 words (both boundaries)', () => {
    const low = runOn(check, doc('', words(299)));
    expect(low.status).toBe('recommended');
    expect(messageOf(check, low, 'es')).toContain('299 palabras');
    expect(runOn(check, doc('', words(100))).status).toBe('recommended');
  });

  it('is critical below 100 words on an indexable page', () => {
    const out = runOn(check, doc('', words(99)));
    expect(out.status).toBe('critical');
    expect(messageOf(check, out, 'fr')).toContain('99 mots');
  });

  it('only recommends when a thin page is noindex (robots meta or X-Robots-Tag)', () => {
    const meta = runOn(check, doc('<meta name="ROBOTS" content="NoIndex, follow">', words(10)));
    expect(meta.status).toBe('recommended');
    expect(meta.key).toBe('thinNoindex');
    expect(messageOf(check, meta)).toContain('10 words');
    const header = runOn(check, doc('', words(10)), { headers: { 'X-Robots-Tag': 'none' } });
    expect(header.key).toBe('thinNoindex');
    // A noindex for another crawler does not make the page non-indexable for search engines.
    const other = runOn(check, doc('', words(10)), { headers: { 'X-Robots-Tag': 'otherbot: noindex' } });
    expect(other.status).toBe('critical');
  });

  it('counts main content only: navigation, banner header and footer text are left out', () => {
    const html = doc(
      '',
      `<header>${words(200)}</header><nav>${words(200)}</nav><main>${words(50)}</main><footer>${words(200)}</footer>`,
    );
    const out = runOn(check, html);
    expect(out.value).toBe(50);
    expect(out.status).toBe('critical');
  });

  it('decodes entities, ignores scripts and styles, and counts CJK characters as half words', () => {
    expect(
      runOn(
        check,
        doc('<style>p{}</style>', '<p>caf&eacute; &amp; cr&egrave;me</p><script>var a = 1;</script>'),
      ).value,
    ).toBe(2);
    expect(runOn(check, doc('', '<p>日本語のテキスト</p>')).value).toBe(4);
  });

  it('is critical for an empty body', () => {
    const out = runOn(check, doc('', ''));
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toContain('only 0 words');
  });
});

/**
 * Checks that split or normalise the title read its first SHORT_TEXT_MAX_CHARS (a hostile page's 8 MB
 * title took seconds and hundreds of megabytes in each); the length checks count all of it, in place.
 */
import { describe, expect, it } from 'vitest';
import { doc, runOn } from '../test-support/index.js';
import { SHORT_TEXT_MAX_CHARS } from '../text/words.js';
import { clip, excerpt, isBlank } from './format.js';
import titleLength from './meta/title-length.js';
import stuffing from './meta/title-keyword-stuffing.js';
import { isNotFoundHeading } from './server/_not-found.js';
import h1EqualsTitle from './structure/h1-equals-title.js';

/** Distinct three-letter words ("baa caa …"), none repeated, filling `chars` characters. */
function distinctWords(chars: number): string {
  const words: string[] = [];
  for (let i = 0; words.length * 4 < chars; i++) {
    words.push(String.fromCharCode(98 + (i % 24), 97 + (Math.floor(i / 24) % 26), 97 + Math.floor(i / 624)));
  }
  return words.join(' ');
}
const within = distinctWords(SHORT_TEXT_MAX_CHARS - 100);
const past = distinctWords(SHORT_TEXT_MAX_CHARS + 100);
const titled = (title: string, body = ''): string => doc(`<title>${title}</title>`, body);

describe('a very long title', () => {
  it('is judged for stuffing on its first 2,000 characters', () => {
    expect(runOn(stuffing, titled(`${within} oak oak oak oak`)).status).toBe('critical');
    expect(runOn(stuffing, titled(`${past} oak oak oak oak`)).status).toBe('good');
  });

  it('is compared with the h1 on its first 2,000 characters', () => {
    const h1 = '<h1>Walnut desks</h1>';
    expect(runOn(h1EqualsTitle, titled(`${within} walnut`, h1)).status).toBe('good');
    expect(runOn(h1EqualsTitle, titled(`${past} walnut`, h1)).key).toBe('unrelated');
    // Punctuation runs fold away: the first 2,000 characters say no more than the h1.
    const same = (tail: string) =>
      runOn(h1EqualsTitle, titled(`Walnut desks ${'! '.repeat(1500)}${tail}`, h1));
    expect(same('').key).toBe('identical');
    expect(same('walnut chairs').key).toBe('identical');
  });

  it('says "not found" only within its first 2,000 characters', () => {
    expect(isNotFoundHeading(`${within} | Page not found`)).toBe(true);
    expect(isNotFoundHeading(`${past} | Page not found`)).toBe(false);
  });

  it('is counted whole by title-length', () => {
    const out = runOn(titleLength, titled(`${past} 😀`));
    expect(out.value).toBe([...`${past} 😀`].length);
  });
});

describe('quoting and blank tests on long texts', () => {
  /** What clip and excerpt did before they stopped spreading the whole text. */
  const spreadClip = (text: string, max = 100): string => {
    const chars = Array.from(text);
    return chars.length <= max
      ? text
      : `${chars
          .slice(0, max - 1)
          .join('')
          .trimEnd()}…`;
  };
  const spreadExcerpt = (text: string, max = 80): string => {
    const chars = Array.from(text);
    if (chars.length <= max) return text;
    const cut = chars.slice(0, max - 1).join('');
    const space = cut.lastIndexOf(' ');
    return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
  };

  it('quote as before, whatever the length and the script', () => {
    const samples = [
      '',
      'Oak tables',
      past,
      '😀'.repeat(99),
      '😀'.repeat(100),
      '😀'.repeat(101),
      `${'a'.repeat(199)}😀${'b'.repeat(50)}`,
      'é'.repeat(150),
      `${'x'.repeat(79)} ${'y'.repeat(5)}`,
    ];
    for (const s of samples) {
      expect(clip(s), s.slice(0, 20)).toBe(spreadClip(s));
      expect(clip(s, 10)).toBe(spreadClip(s, 10));
      expect(excerpt(s), s.slice(0, 20)).toBe(spreadExcerpt(s));
    }
  });

  it('find a visible character anywhere', () => {
    expect(isBlank(' \u200b\u00ad\n')).toBe(true);
    expect(isBlank(`${' '.repeat(100_000)}x`)).toBe(false);
    expect(isBlank('\ud83d')).toBe(false);
  });
});

/**
 * Titles, headings and descriptions are read up to SHORT_TEXT_MAX_CHARS by keyword code: a page can make
 * them megabytes long, and each reader would split all of it into words again.
 */
import { describe, expect, it } from 'vitest';
import { contentWords, extractKeywords } from './keywords.js';
import { truncateToWidth } from './pixel-width.js';
import { codePointCount, leadingText, SHORT_TEXT_MAX_CHARS } from './words.js';

/** One-letter words: no keywords, so only what follows them can be. */
const filler = (chars: number): string => 'x '.repeat(chars / 2);

describe('leadingText', () => {
  it('returns a text within the bound unchanged', () => {
    expect(leadingText('Oak tables', 10)).toBe('Oak tables');
  });

  it('ends a longer text at its last white space within the bound', () => {
    expect(leadingText('Oak tables and chairs', 12)).toBe('Oak tables');
    expect(leadingText('Oak tables and chairs', 10)).toBe('Oak tables');
    expect(leadingText('Oak  \n tables', 4)).toBe('Oak');
  });

  it('cuts one long run hard, never inside a surrogate pair', () => {
    expect(leadingText('a'.repeat(50), 8)).toBe('a'.repeat(8));
    expect(leadingText('😀😀😀', 3)).toBe('😀');
    expect(leadingText('😀😀😀', 4)).toBe('😀😀');
  });
});

describe('codePointCount', () => {
  it('counts what spreading counts, pairs once and lone surrogates once each', () => {
    for (const s of [
      '',
      'Oak',
      'Ça va ?',
      '日本語',
      '😀 oak 👍🏽',
      '\ud83d',
      'a\udc00b',
      '\ud83d\ud83d\ude00',
      'é',
    ])
      expect(codePointCount(s), s).toBe([...s].length);
  });
});

describe('keyword code reads titles, h1s and headings up to SHORT_TEXT_MAX_CHARS', () => {
  it('takes no content word from past the bound', () => {
    expect(contentWords(`${filler(SHORT_TEXT_MAX_CHARS - 10)}walnut`, 'en')).toEqual(new Set(['walnut']));
    expect(contentWords(`${filler(SHORT_TEXT_MAX_CHARS)}walnut`, 'en')).toEqual(new Set());
  });

  const text = 'Oak oak walnut walnut.';
  const top = (emphasis: { title?: string; h1?: string; headings?: string[] }): string | undefined =>
    extractKeywords(text, { lang: 'en', maxWords: 1, emphasis }).words[0]?.word;

  it('lets a title or h1 emphasise only what their first 2,000 characters say', () => {
    // Equal counts: without emphasis "oak" comes first; emphasis lifts "walnut".
    expect(top({})).toBe('oak');
    expect(top({ title: `${filler(SHORT_TEXT_MAX_CHARS - 10)}walnut` })).toBe('walnut');
    expect(top({ title: `${filler(SHORT_TEXT_MAX_CHARS)}walnut` })).toBe('oak');
    expect(top({ h1: `${filler(SHORT_TEXT_MAX_CHARS)}walnut` })).toBe('oak');
  });

  it('reads the first 200 headings for emphasis', () => {
    const headings = (at: number) => Array.from({ length: 250 }, (_, i) => (i === at ? 'Walnut' : 'Chairs'));
    expect(top({ headings: headings(199) })).toBe('walnut');
    expect(top({ headings: headings(200) })).toBe('oak');
  });

  it('counts a phrase for a heading only when the heading holds both words, up to three headings', () => {
    const phrase = (headings: string[]) =>
      extractKeywords('Oak tables, oak tables. Pine chairs, pine chairs.', {
        lang: 'en',
        maxPhrases: 1,
        emphasis: { headings },
      }).phrases[0]?.word;
    expect(phrase([])).toBe('oak tables');
    expect(phrase(['Pine', 'Chairs'])).toBe('oak tables');
    expect(phrase(['Pine chairs'])).toBe('pine chairs');
    // Three headings are the most a term is rewarded for: four do not outrank three plus the h1.
    const rank = (headings: string[], h1: string) =>
      extractKeywords('Oak tables, oak tables. Pine chairs, pine chairs.', {
        lang: 'en',
        maxPhrases: 1,
        emphasis: { headings, h1 },
      }).phrases[0]?.word;
    expect(rank([...Array(3).fill('Oak tables'), ...Array(10).fill('Pine chairs')], 'Oak tables')).toBe(
      'oak tables',
    );
  });
});

describe('truncateToWidth', () => {
  it('cuts a very long text as it cuts a short one', () => {
    const short = truncateToWidth(
      'Handmade oak dining tables for every room of the house, made to order',
      580,
      20,
    );
    const long = truncateToWidth(
      `Handmade oak dining tables for every room of the house, made to order ${'oak '.repeat(100_000)}`,
      580,
      20,
    );
    expect(long.text).toBe(short.text);
    expect(long.truncated).toBe(true);
    expect(truncateToWidth('😀'.repeat(100), 100, 20).text).toMatch(/^(?:😀)+ \.\.\.$/);
  });
});

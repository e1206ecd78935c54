import { describe, expect, it } from 'vitest';
import { contentWords, extractKeywords } from './keywords.js';
import { readability } from './readability.js';
import { MAX_WORD_LENGTH } from './words.js';

describe('tokens longer than a word', () => {
  const giant = 'a'.repeat(15 * 1024 * 1024);
  const text = `Solid oak tables, oak chairs. ${giant} ${giant} ${giant}`;

  it('are never keywords, however often they repeat', () => {
    const kw = extractKeywords(text, { lang: 'en' });
    expect(kw.words.map((w) => w.word)).toEqual(['oak', 'chairs', 'solid', 'tables']);
    expect(kw.words.every((w) => w.word.length <= MAX_WORD_LENGTH)).toBe(true);
    expect(contentWords(`Oak ${giant}`, 'en')).toEqual(new Set(['oak']));
  });

  it('end at the bound: the longest dictionary words are keywords, one letter more is not', () => {
    const longest = 'pneumonoultramicroscopicsilicovolcanoconiosis';
    const atBound = 'x'.repeat(MAX_WORD_LENGTH);
    const words = (t: string) => extractKeywords(t, { lang: 'en' }).words.map((w) => w.word);
    expect(words(`${longest} ${atBound}`)).toEqual([longest, atBound]);
    expect(words(`${atBound}x oak`)).toEqual(['oak']);
  });

  it('are not measured for readability', () => {
    const plain = 'The cat sat on the mat. It was warm.';
    const padded = readability(`The cat sat on the mat ${'banana'.repeat(100_000)}. It was warm.`, 'en');
    expect(padded).toEqual(readability(plain, 'en'));
  });
});

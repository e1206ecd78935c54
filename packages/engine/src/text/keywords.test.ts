import { describe, expect, it } from 'vitest';
import { contentWords, extractKeywords } from './keywords.js';
import { countWords, tokenize } from './words.js';

describe('words', () => {
  it('keeps inner apostrophes and hyphens, splits on punctuation', () => {
    expect(tokenize("Don't re-use the oak-table, it's old.")).toEqual([
      "Don't",
      're-use',
      'the',
      'oak-table',
      "it's",
      'old',
    ]);
  });

  it('counts accented words as one word each', () => {
    expect(countWords('Él está aquí, très élégant')).toBe(5);
  });

  it('counts CJK characters as one half word each', () => {
    expect(countWords('日本語のテキスト')).toBe(4);
    expect(countWords('hello 世界')).toBe(2);
  });
});

describe('extractKeywords', () => {
  const text =
    'Oak tables are our trade.\nWe build oak tables by hand. Every oak table is unique. Oak is strong.';

  it('counts terms without stop words, most frequent first, with density', () => {
    const { words, totalWords } = extractKeywords(text, { lang: 'en' });
    expect(words[0]).toEqual({
      word: 'oak',
      count: 4,
      kind: 'word',
      density: Math.round((4 / totalWords) * 10000) / 100,
    });
    expect(words.map((w) => w.word)).not.toContain('are');
    expect(words.map((w) => w.word)).not.toContain('the');
  });

  it('finds two-word phrases that occur at least twice', () => {
    const { phrases } = extractKeywords(text, { lang: 'en' });
    expect(phrases[0]).toMatchObject({ word: 'oak tables', count: 2, kind: 'phrase' });
  });

  it('uses Spanish and French stop words', () => {
    const es = extractKeywords('La mesa de roble es para la cocina. La mesa es de roble macizo.', {
      lang: 'es',
    });
    expect(es.words.map((w) => w.word)).toEqual(expect.arrayContaining(['mesa', 'roble']));
    expect(es.words.map((w) => w.word)).not.toContain('es');
    const fr = extractKeywords('La table en chêne est pour la cuisine. Une table en chêne massif.', {
      lang: 'fr',
    });
    expect(
      fr.words
        .slice(0, 2)
        .map((w) => w.word)
        .sort(),
    ).toEqual(['chêne', 'table']);
    expect(fr.words.map((w) => w.word)).not.toContain('est');
  });

  it('ignores numbers and does not join phrases across blocks', () => {
    const { words, phrases } = extractKeywords('2024 oak\ntables 2024 oak\ntables', { lang: 'en' });
    expect(words.map((w) => w.word)).not.toContain('2024');
    expect(phrases).toEqual([]);
  });
});

describe('contentWords', () => {
  it('normalises case and drops stop words', () => {
    expect([...contentWords('The Best OAK Tables in Town', 'en')].sort()).toEqual([
      'best',
      'oak',
      'tables',
      'town',
    ]);
  });
});

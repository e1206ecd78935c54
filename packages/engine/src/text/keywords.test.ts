import { describe, expect, it } from 'vitest';
import { contentWords, extractKeywords, rankedTerms } from './keywords.js';
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

describe('elisions, URL pieces and emphasis', () => {
  it('counts elided words with their word, with either apostrophe', () => {
    const fr = extractKeywords("L’économie d’un pays. L'économie d'une région. L’économie locale.", {
      lang: 'fr',
    });
    expect(fr.words[0]).toMatchObject({ word: 'économie', count: 3 });
    expect(fr.words.map((w) => w.word)).not.toContain('d’un');
    const it = extractKeywords('La storia dell’arte e dell’arte moderna', { lang: 'it' });
    expect(it.words[0]).toMatchObject({ word: 'arte', count: 2 });
  });

  it('drops URL pieces and reporting words', () => {
    const { words } = extractKeywords(
      'Visit www.example.com or https://example.org. Mr Smith says oak oak.',
      {
        lang: 'en',
      },
    );
    expect(words.map((w) => w.word)).toEqual(expect.arrayContaining(['example', 'oak', 'smith']));
    for (const noise of ['www', 'com', 'org', 'https', 'mr', 'says']) {
      expect(words.map((w) => w.word)).not.toContain(noise);
    }
  });

  it('ranks a term the title and h1 use above an equally frequent one, and keeps the counts', () => {
    const text = 'walnut desk, walnut top, walnut leg; oak desk, oak top, oak leg';
    const plain = extractKeywords(text, { lang: 'en' });
    expect(
      rankedTerms(plain, { lang: 'en' })
        .slice(0, 2)
        .map((w) => w.word),
    ).toEqual(['oak', 'walnut']);
    const options = { lang: 'en', emphasis: { title: 'Walnut desks', h1: 'Walnut' } };
    expect(rankedTerms(extractKeywords(text, options), options).slice(0, 2)).toEqual([
      expect.objectContaining({ word: 'walnut', count: 3 }),
      expect.objectContaining({ word: 'oak', count: 3 }),
    ]);
    // Emphasis reorders what the text supports; it cannot lift a word the text uses once.
    const once = { lang: 'en', emphasis: { title: 'Walnut', h1: 'Walnut' } };
    expect(rankedTerms(extractKeywords('oak oak oak walnut', once), once)[0]?.word).toBe('oak');
  });

  it('keeps an emphasised term when the list is cut', () => {
    const text = 'alpha beta gamma delta walnut';
    const options = { lang: 'en', maxWords: 2, emphasis: { h1: 'Walnut' } };
    expect(extractKeywords(text, options).words.map((w) => w.word)).toContain('walnut');
    expect(extractKeywords(text, { lang: 'en', maxWords: 2 }).words.map((w) => w.word)).not.toContain(
      'walnut',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { countSyllables, isReadabilityLang, readability, splitSentences } from './readability.js';

/** Dictionary syllable counts; each line exercises one rule of the English heuristic. */
const ENGLISH: Record<string, number> = {
  // vowel groups, with y as a vowel after a consonant and a consonant before a vowel
  cat: 1, water: 2, beautiful: 3, happy: 2, rhythm: 2, player: 2, beyond: 2, young: 1, yellow: 2, eye: 1,
  // silent final e, but syllabic -le/-re after a consonant
  the: 1, make: 1, whale: 1, more: 1, table: 2, little: 2, centre: 2, gazelle: 2,
  // -es and -ed endings
  makes: 1, clothes: 1, types: 1, horses: 2, boxes: 2, judges: 2, tables: 2,
  jumped: 1, loved: 1, filled: 1, played: 1, wanted: 2, needed: 2, settled: 2, studied: 2, bed: 1,
  // silent e before suffixes and in compounds
  lovely: 2, careful: 2, hopefully: 3, movement: 2, statement: 2, element: 3, settlement: 3,
  sometimes: 2, something: 2, homepage: 2, timeline: 2, lifestyle: 2, basement: 2, safety: 2, timer: 2,
  // qu, gue
  question: 2, quality: 3, unique: 2, league: 1, tongue: 1, queue: 1,
  // vowel pairs read as two syllables, and their exceptions
  media: 3, appreciate: 4, social: 2, radio: 3, curious: 3, nation: 2, anxious: 2, stadium: 3,
  quiet: 2, society: 4, happier: 3, client: 2, audience: 3, friend: 1, patient: 2,
  video: 3, spontaneous: 4, gorgeous: 2, actual: 3, language: 2, continuous: 4, cruel: 2, fluent: 2,
  poem: 2, shoe: 1, does: 1, museum: 3, going: 2, seeing: 2, saying: 2, tourism: 3,
  // exceptions list (with plural)
  idea: 3, ideas: 3, people: 2, science: 2, business: 2, everything: 3,
}; // prettier-ignore

describe('countSyllables (English)', () => {
  for (const [word, count] of Object.entries(ENGLISH)) {
    it(`${word} → ${count}`, () => expect(countSyllables(word, 'en')).toBe(count));
  }

  it('ignores case, counts hyphenated parts separately and keeps contractions whole', () => {
    expect(countSyllables('BEAUTIFUL', 'en')).toBe(3);
    expect(countSyllables('well-known', 'en')).toBe(2);
    expect(countSyllables("don't", 'en')).toBe(1);
    expect(countSyllables('they’re', 'en')).toBe(1);
  });

  it('gives every word at least one syllable', () => {
    expect(countSyllables('hmm', 'en')).toBe(1);
    expect(countSyllables('-', 'en')).toBe(1);
  });
});

describe('countSyllables (Spanish)', () => {
  const cases: Record<string, number> = {
    casa: 2, queso: 2, guitarra: 3, pingüino: 3, ciudad: 2, aeropuerto: 5, día: 2, país: 2, leer: 2, poeta: 3,
    hoy: 1, muy: 1, y: 1, mayo: 2, guía: 2, averiguáis: 4, búho: 2, oído: 3, uruguay: 3, construcción: 3,
    murciélago: 4, cooperar: 4, responsabilidad: 6, agua: 2, europeo: 4,
  }; // prettier-ignore
  for (const [word, count] of Object.entries(cases)) {
    it(`${word} → ${count}`, () => expect(countSyllables(word, 'es')).toBe(count));
  }
});

describe('countSyllables (French)', () => {
  const cases: Record<string, number> = {
    chat: 1, maison: 2, table: 1, tables: 1, homme: 1, le: 1, les: 1, année: 2, idée: 2, vie: 1, pluie: 1,
    parlent: 1, préparent: 2, aiment: 1, étudient: 3, voient: 1, moment: 2, lentement: 3, souvent: 2, parents: 2,
    réalité: 4, poésie: 3, aéroport: 4, naïf: 2, noël: 2, créer: 2, créée: 2, beaucoup: 2, oiseau: 2,
    guerre: 1, question: 2, "aujourd'hui": 3, "quelqu'un": 2, "l'homme": 1, 'jusqu’à': 2,
  }; // prettier-ignore
  for (const [word, count] of Object.entries(cases)) {
    it(`${word} → ${count}`, () => expect(countSyllables(word, 'fr')).toBe(count));
  }
});

describe('splitSentences', () => {
  it('splits on . ! ? and …, and treats every block (heading, list item) as a sentence', () => {
    expect(splitSentences('One. Two! Three?\nA heading\nWait… Four', 'en')).toEqual([
      'One.',
      'Two!',
      'Three?',
      'A heading',
      'Wait…',
      'Four',
    ]);
  });

  it('does not split after abbreviations, initials, decimals, dotted abbreviations or before lower case', () => {
    expect(
      splitSentences('Mr. Smith met J. R. R. Tolkien at 3.5 p.m. on Jan. 5, e.g. at home. He left.', 'en'),
    ).toEqual(['Mr. Smith met J. R. R. Tolkien at 3.5 p.m. on Jan. 5, e.g. at home.', 'He left.']);
    expect(splitSentences('Wait... what happened? Nothing.', 'en')).toEqual([
      'Wait... what happened?',
      'Nothing.',
    ]);
  });

  it('keeps closing quotes with their sentence and uses each language’s abbreviations', () => {
    expect(splitSentences('He said "no." She left.', 'en')).toEqual(['He said "no."', 'She left.']);
    expect(splitSentences('La Sra. García llegó. ¿Vienes? Sí.', 'es')).toEqual([
      'La Sra. García llegó.',
      '¿Vienes?',
      'Sí.',
    ]);
    expect(splitSentences('M. Dupont arrive. Mme Durand part.', 'fr')).toEqual([
      'M. Dupont arrive.',
      'Mme Durand part.',
    ]);
  });

  it('drops fragments without letters', () => {
    expect(splitSentences('2024.\n  \n— Yes.', 'en')).toEqual(['— Yes.']);
  });
});

const CHILDREN_EN =
  'The cat sat on the mat. It was a sunny day. The dog ran to the cat. They played in the sun.';
const LEGAL_EN =
  'Notwithstanding any other provision of this Agreement, the Licensee shall indemnify, defend and hold harmless ' +
  'the Licensor and its affiliates from and against any and all liabilities, obligations, damages, penalties, ' +
  "judgments and expenses, including reasonable attorneys' fees, arising out of or in connection with the " +
  "Licensee's performance of its obligations hereunder, except to the extent that such liabilities result from " +
  'the gross negligence or wilful misconduct of the Licensor.';

describe('readability', () => {
  it('applies the Flesch Reading Ease formula to its own counts', () => {
    const r = readability(
      'The Australian platypus is seemingly a hybrid of a mammal and reptilian creature.',
      'en',
    );
    expect(r).not.toBeNull();
    const { words, sentences, syllables, score } = r ?? { words: 0, sentences: 0, syllables: 0, score: 0 };
    expect([words, sentences]).toEqual([13, 1]);
    expect(score).toBeCloseTo(206.835 - 1.015 * 13 - (84.6 * syllables) / 13, 6);
    expect(score).toBeLessThan(50);
  });

  it('scores a children’s-book passage high and a legal paragraph low (English)', () => {
    expect(readability(CHILDREN_EN, 'en')?.score).toBeGreaterThan(90);
    expect(readability(LEGAL_EN, 'en')?.score).toBeLessThan(10);
  });

  it('uses Fernández-Huerta for Spanish: short sentences score higher, not lower', () => {
    const easy = readability(
      'El niño juega con su perro. La casa es grande. Mi mamá hace pan. El sol sale.',
      'es',
    );
    const hard = readability(
      'Sin perjuicio de lo dispuesto en las demás disposiciones del presente contrato, el arrendatario se ' +
        'compromete a indemnizar al arrendador respecto de cualesquiera responsabilidades, obligaciones, daños ' +
        'y gastos derivados del incumplimiento de sus obligaciones contractuales.',
      'es',
    );
    expect(easy?.formula).toBe('Fernández-Huerta');
    expect(easy?.score).toBeGreaterThan(90);
    expect(hard?.score).toBeLessThan(30);
    // 206.84 − 0.60 · (syllables per 100 words) − 1.02 · (words per sentence)
    const r = readability('Mi casa es grande.', 'es');
    expect(r?.score).toBeCloseTo(206.84 - 0.6 * ((6 / 4) * 100) - 1.02 * 4, 6);
  });

  it('uses Kandel & Moles for French', () => {
    const easy = readability('Le chat dort sur le lit. Il fait beau. Le chien joue dans le jardin.', 'fr');
    const hard = readability(
      "Nonobstant toute disposition contraire du présent contrat, le preneur s'engage à indemniser le bailleur " +
        "contre l'ensemble des responsabilités, obligations, pénalités et frais résultant de l'inexécution de ses " +
        'obligations contractuelles, sauf négligence grave imputable au bailleur.',
      'fr',
    );
    expect(easy?.formula).toBe('Kandel & Moles');
    expect(easy?.score).toBeGreaterThan(90);
    expect(hard?.score).toBeLessThan(30);
    const r = readability('Le chat dort.', 'fr');
    expect(r?.score).toBeCloseTo(207 - 1.015 * 3 - 73.6 * (3 / 3), 6);
  });

  it('measures words with letters only, and returns null without any', () => {
    expect(readability('In 2024, 1,250 cats.', 'en')?.words).toBe(2);
    expect(readability('2024 — 1,250', 'en')).toBeNull();
    expect(readability('', 'fr')).toBeNull();
  });

  it('knows which languages have a formula', () => {
    expect(['en', 'es', 'fr', 'de'].map(isReadabilityLang)).toEqual([true, true, true, false]);
  });
});

import { describe, expect, it } from 'vitest';
import { doc, messageOf, pageFromHtml, runCheck, runOn } from '../../test-support/index.js';
import check from './readability-flesch.js';

const EASY_EN =
  'The cat sat on the mat. It was a warm day. The dog ran in the park. He saw a red ball. He ran to get it. ' +
  'The sun was high and bright. A bird sang in the tree. The kids came out to play. They ran and jumped all day. ' +
  'Mom made lunch for them. They ate bread and jam. Then they took a nap. The cat slept too. When they woke up, ' +
  'it was time to go home. They said goodbye to the dog. The dog wagged his tail. It was a good day for all of ' +
  'them. They will come back soon.';
const FAIR_EN =
  'The committee reviewed the annual budget during its meeting on Tuesday and approved most of the proposed ' +
  'changes. Several members raised concerns about the rising cost of maintenance for the older buildings, which ' +
  'now account for a significant share of spending. The treasurer explained that the council expects to reduce ' +
  'these costs over the next three years by replacing heating systems and improving insulation. Residents who ' +
  'attended the meeting asked whether the changes would affect local services, and officials promised to publish ' +
  'a detailed report before the end of the month. The final decision on the library renovation was postponed ' +
  'until further information becomes available.';
const HARD_EN =
  'Notwithstanding any other provision of this Agreement, the Licensee shall indemnify, defend and hold harmless ' +
  'the Licensor and its affiliates from and against any and all liabilities, obligations, damages, penalties, ' +
  "judgments and expenses, including reasonable attorneys' fees, arising out of or in connection with the " +
  "Licensee's performance of its obligations hereunder, except to the extent that such liabilities result from " +
  "the gross negligence or wilful misconduct of the Licensor. The Licensor's aggregate liability arising out of " +
  'or relating to this Agreement, whether in contract, tort or otherwise, shall not exceed the total ' +
  'consideration actually paid by the Licensee during the twelve-month period immediately preceding the event ' +
  'giving rise to the claim.';
const EASY_ES =
  'El niño juega con su perro en el parque. La casa de mi abuela es grande y tiene un jardín. Mi mamá hace pan ' +
  'todos los días. El sol sale por la mañana y se va por la noche. Los dos amigos van juntos a la escuela. En ' +
  'clase leen un cuento y pintan un dibujo. Después comen una fruta y beben agua. Por la tarde juegan a la pelota ' +
  'con sus amigos. Cuando llueve se quedan en casa y miran una película. A las nueve se van a la cama. Mañana ' +
  'será otro día bonito para todos. El perro duerme en su cama.';
const EASY_FR =
  'Le chat dort sur le lit de ma sœur. Il fait beau ce matin et le ciel est bleu. Le chien joue dans le jardin ' +
  'avec une balle rouge. Papa fait du pain tous les jours. Nous allons à la plage avec nos amis. Les enfants ' +
  'nagent dans la mer et font des châteaux de sable. À midi, nous mangeons des fruits et du fromage. Le soir, ' +
  'nous rentrons à la maison. Maman lit une histoire avant de dormir. Les enfants ferment les yeux et rêvent de ' +
  'la mer. Demain, nous irons voir nos amis au village. Le chat dort encore.';
const DE =
  'Die Katze schläft auf dem Bett meiner Schwester. Heute Morgen ist das Wetter schön und der Himmel ist blau. ' +
  'Der Hund spielt im Garten mit einem roten Ball. Papa backt jeden Tag frisches Brot. Wir fahren mit unseren ' +
  'Freunden an den Strand. Die Kinder schwimmen im Meer und bauen Burgen aus Sand. Am Mittag essen wir Obst und ' +
  'Käse. Am Abend fahren wir wieder nach Hause. Mama liest eine Geschichte vor dem Schlafen. Die Kinder schließen ' +
  'die Augen und träumen vom Meer. Morgen besuchen wir unsere Freunde im Dorf. Die Katze schläft immer noch, ' +
  'und der Hund wartet vor der Tür auf uns.';

const ONE =
  'the dog ran to a big red barn and then she saw his old cat near that tall tree by our small house'.split(
    ' ',
  );
const TWO = 'water garden yellow happy window little morning paper table pencil'.split(' ');
const THREE = 'family animal company energy holiday'.split(' ');

/** At least 100 words in sentences of `length` words, `two` of them of two syllables and `three` of three. */
function synthetic(length: number, two: number, three: number): string {
  const next = (list: string[], i: number): string => list[i % list.length] ?? '';
  const sentences: string[] = [];
  let [a, b, c] = [0, 0, 0];
  for (let s = 0; s * length < 100; s++) {
    const words = Array.from({ length }, (_, i) =>
      i < two ? next(TWO, b++) : i < two + three ? next(THREE, c++) : next(ONE, a++),
    );
    const sentence = words.join(' ');
    sentences.push(`${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`);
  }
  return sentences.join(' ');
}

/** Runs the check on an English page, whatever franc makes of the synthetic word lists. */
function runEnglish(text: string): ReturnType<typeof check.run> {
  const page = pageFromHtml(doc('', `<p>${text}</p>`));
  return runCheck(check, { ...page, language: { ...page.language, detected: 'en' } });
}

describe('readability-flesch', () => {
  it('passes simple English and names the formula, score and sentence length', () => {
    const out = runOn(check, doc('', `<main><p>${EASY_EN}</p></main>`));
    expect(out.status).toBe('good');
    const message = messageOf(check, out);
    expect(message).toContain('Flesch Reading Ease score 100');
    expect(message).toContain('105 words');
    expect(message).toContain('5.8 words per sentence');
  });

  it('recommends for fairly difficult English and lists the sentences over 25 words', () => {
    const out = runOn(check, doc('', `<p>${FAIR_EN}</p>`));
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toMatch(
      /^Flesch Reading Ease score 3\d\.\d: the main text is fairly difficult/,
    );
    expect(out.items).toHaveLength(1);
    expect(out.items?.[0]?.note).toBe('27 words');
    expect(out.items?.[0]?.value).toMatch(/^Residents who attended/);
  });

  it('is critical for a legal paragraph, in every language', () => {
    const out = runOn(check, doc('', `<p>${HARD_EN}</p>`));
    expect(out.status).toBe('critical');
    expect(out.value).toBe(0);
    expect(messageOf(check, out, 'es')).toContain('55,5 palabras por frase');
    expect(messageOf(check, out, 'fr')).toContain('Score Flesch Reading Ease : 0.');
    expect(out.items).toHaveLength(2);
  });

  it('treats the band boundaries exactly: 60 good, 59.9 and 30 recommended', () => {
    expect(runEnglish(synthetic(41, 0, 5))).toMatchObject({ status: 'good', value: 60 });
    expect(runEnglish(synthetic(57, 1, 1))).toMatchObject({ status: 'recommended', value: 59.9 });
    expect(runEnglish(synthetic(20, 1, 8))).toMatchObject({ status: 'recommended', value: 30 });
  });

  it('uses Fernández-Huerta for Spanish and Kandel & Moles for French', () => {
    const es = runOn(check, doc('', `<p>${EASY_ES}</p>`, 'lang="es"'));
    expect(es.status).toBe('good');
    expect(messageOf(check, es, 'es')).toContain('Puntuación Fernández-Huerta: 100.');
    const fr = runOn(check, doc('', `<p>${EASY_FR}</p>`, 'lang="fr"'));
    expect(messageOf(check, fr, 'fr')).toContain('Score Kandel & Moles : 100.');
  });

  it('follows the detected language of the text over a wrong lang attribute', () => {
    const out = runOn(check, doc('', `<p>${EASY_ES}</p>`, 'lang="en"'));
    expect(out.values?.formula).toBe('Fernández-Huerta');
  });

  it('is n/a for a language without a formula, naming it', () => {
    const out = runOn(check, doc('', `<p>${DE}</p>`, 'lang="de"'));
    expect(out.status).toBe('na');
    expect(messageOf(check, out)).toContain('(de)');
  });

  it('is n/a under 100 words of main text (navigation does not count), and at 100 it scores', () => {
    const short = runOn(check, doc('', `<nav><p>${EASY_EN}</p></nav><p>Just a few words here.</p>`));
    expect(short.status).toBe('na');
    expect(messageOf(check, short)).toContain('only 5 words');
    expect(runEnglish(synthetic(20, 1, 8)).status).not.toBe('na');
  });

  it('is n/a when neither the text nor a lang attribute tells the language', () => {
    // A price list: 100 "words", all numbers, that no language detector can place.
    const out = runOn(check, doc('', `<p>${'12,50 € '.repeat(100)}</p>`, ''));
    expect(out.status).toBe('na');
    expect(out.key).toBe('unknownLanguage');
  });

  it('reads headings and list items as sentences of their own, and decodes entities', () => {
    const html = doc('', `<h2>Our day</h2><ul><li>Sun &amp; fun</li><li>Ball</li></ul><p>${EASY_EN}</p>`);
    const out = runOn(check, html);
    expect(out.status).toBe('good');
    expect(out.values?.words).toBe(110);
  });
});

import { countWords, tokenize } from '../../text/words.js';
import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import { excerpt, percent } from '../format.js';
import { noted } from '../../i18n/notes.js';

/** checks.md: paragraph-level blocks of at least 20 words; 1–2 repeated blocks recommended, ≥ 3 or > 30 % critical. */
const MIN_WORDS = 20;
const MANY_BLOCKS = 3;
const MAX_DUPLICATED_PERCENT = 30;

interface Repeated {
  /** The first occurrence as it reads on the page. */
  text: string;
  words: number;
  times: number;
}

const NON_ASCII = /[\u0080-\uffff]/;

/**
 * The block's key and word count. Same words in the same order: case, punctuation and whitespace (and
 * full-width forms) do not matter. An ASCII block is its own NFKC form and holds no CJK, so it is
 * tokenised once for both.
 */
function keyOf(block: string): { key: string; words: number } {
  if (NON_ASCII.test(block)) {
    const words = countWords(block);
    if (words < MIN_WORDS) return { key: '', words };
    const key = tokenize(block.normalize('NFKC'))
      .map((t) => t.toLowerCase())
      .join(' ');
    return { key, words };
  }
  const tokens = tokenize(block.toLowerCase());
  return { key: tokens.join(' '), words: tokens.length };
}

export default defineCheck({
  id: 'duplicate-paragraphs',
  needs: ['text'],
  run(page) {
    const blocks = new Map<string, Repeated>();
    for (const text of page.text.blocks) {
      const { key, words } = keyOf(text);
      if (words < MIN_WORDS) continue;
      const seen = blocks.get(key);
      if (seen) seen.times++;
      else blocks.set(key, { text, words, times: 1 });
    }
    if (blocks.size === 0) return notApplicable('none');
    const repeated = [...blocks.values()].filter((b) => b.times > 1);
    const first = repeated[0];
    if (!first) return pass('pass', { count: blocks.size });

    // Duplicated words are those of every copy after the first: the words the page would lose without them.
    const duplicated = repeated.reduce((sum, b) => sum + b.words * (b.times - 1), 0);
    const share = percent(duplicated, page.text.allWordCount);
    const values = { count: repeated.length, percent: share, text: excerpt(first.text), times: first.times };
    const extra = {
      items: repeated.map((b) => ({
        value: excerpt(b.text, 120),
        ...noted('timesWords', { times: b.times, count: b.words }),
      })),
      value: repeated.length,
    };
    if (repeated.length >= MANY_BLOCKS || share > MAX_DUPLICATED_PERCENT) return fail('many', values, extra);
    return warn('some', values, extra);
  },
  strings: {
    en: {
      title: 'Duplicate paragraphs',
      fix: 'Keep each paragraph once: remove the copies, or replace them with a short reference or a link; if a template repeats a block (a disclaimer, a call to action), show it once per page.',
      pass: 'No paragraph appears twice ({count, plural, one {# paragraph of 20 words or more compared} other {# paragraphs of 20 words or more compared}}).',
      some: '{count, plural, one {# paragraph appears} other {# paragraphs appear}} more than once ({percent} % of the words are copies), e.g. "{text}" ({times, plural, one {# time} other {# times}}).',
      many: '{count, plural, one {# paragraph is} other {# paragraphs are}} repeated and the copies make up {percent} % of the words, e.g. "{text}" ({times, plural, one {# time} other {# times}}).',
      none: 'The page has no paragraph of 20 words or more to compare.',
    },
    es: {
      title: 'Párrafos duplicados',
      fix: 'Deja cada párrafo una sola vez: elimina las copias o sustitúyelas por una breve referencia o un enlace; si una plantilla repite un bloque (un aviso legal, una llamada a la acción), muéstralo una vez por página.',
      pass: 'Ningún párrafo aparece dos veces ({count, plural, one {# párrafo de 20 palabras o más comparado} other {# párrafos de 20 palabras o más comparados}}).',
      some: '{count, plural, one {# párrafo aparece} other {# párrafos aparecen}} más de una vez (el {percent} % de las palabras son copias), p. ej. "{text}" ({times, plural, one {# vez} other {# veces}}).',
      many: '{count, plural, one {# párrafo se repite} other {# párrafos se repiten}} y las copias suponen el {percent} % de las palabras, p. ej. "{text}" ({times, plural, one {# vez} other {# veces}}).',
      none: 'La página no tiene ningún párrafo de 20 palabras o más que comparar.',
    },
    fr: {
      title: 'Paragraphes en double',
      fix: 'Gardez chaque paragraphe une seule fois : supprimez les copies ou remplacez-les par un bref renvoi ou un lien ; si un gabarit répète un bloc (mention légale, appel à l’action), affichez-le une fois par page.',
      pass: 'Aucun paragraphe n’apparaît deux fois ({count, plural, one {# paragraphe de 20 mots ou plus comparé} other {# paragraphes de 20 mots ou plus comparés}}).',
      some: '{count, plural, one {# paragraphe apparaît} other {# paragraphes apparaissent}} plus d’une fois ({percent} % des mots sont des copies), par ex. « {text} » ({times, plural, one {# fois} other {# fois}}).',
      many: '{count, plural, one {# paragraphe est répété} other {# paragraphes sont répétés}} et les copies représentent {percent} % des mots, par ex. « {text} » ({times, plural, one {# fois} other {# fois}}).',
      none: 'La page n’a aucun paragraphe de 20 mots ou plus à comparer.',
    },
  },
});

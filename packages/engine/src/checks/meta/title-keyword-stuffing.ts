import { hasWordLists, stopWords } from '../../text/stopwords.js';
import { leadingText, normaliseToken, SHORT_TEXT_MAX_CHARS, tokenize } from '../../text/words.js';
import { defineCheck, fail, notApplicable, pass, warn, type CheckItem } from '../types.js';
import { judgedTitle, NO_TITLE } from './_title.js';
import { noted } from '../../i18n/notes.js';
import { titleFix } from '../../fix/title.js';

const WARN_REPEATS = 3;
const FAIL_REPEATS = 4;
const WARN_FRAGMENTS = 5;

/**
 * Fragment separators: the catalogue's `,` `/` `-` `·` `»` `|` `–` `—` `:` plus `•` and `›`, the bullet and
 * single-guillemet forms titles use the same way. Between two digits `,` `/` `:` belong to a number, date or
 * time (1,000 · 24/7 · 10:30), and a hyphen between letters or digits joins a compound (T-shirt, COVID-19).
 */
const SEPARATOR = /[·•»›|–—]|(?<!\p{N})[,/:]|[,/:](?!\p{N})|(?<![\p{L}\p{N}])-|-(?![\p{L}\p{N}])/u;

/** The separator-delimited parts of the title that contain a word (runs of separators make no part). */
function fragmentsOf(title: string): string[] {
  return title
    .split(SEPARATOR)
    .map((f) => f.trim())
    .filter((f) => /[\p{L}\p{N}]/u.test(f));
}

/** Non-stop-word tokens of the title with their counts, most repeated first (ties: first seen first). */
function repetitions(title: string, lang: string): [string, number][] {
  const stop = stopWords(lang);
  const counts = new Map<string, number>();
  for (const raw of tokenize(title)) {
    const token = normaliseToken(raw, lang);
    if (!stop.has(token)) counts.set(token, (counts.get(token) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]);
}

export default defineCheck({
  id: 'title-keyword-stuffing',
  needs: ['titles', 'language'],
  run(page) {
    const title = judgedTitle(page);
    if (!title) return notApplicable('none');
    const lang = page.language.effective;
    // Stuffing is judged on the first 2,000 characters: a longer title fails title-length anyway, and
    // splitting all of a hostile 8 MB title into words and parts took seconds and a million items.
    const judged = leadingText(title.text, SHORT_TEXT_MAX_CHARS);
    const fragments = fragmentsOf(judged);
    const manyFragments = fragments.length >= WARN_FRAGMENTS;
    const items: CheckItem[] = manyFragments
      ? fragments.map((f, i) => ({
          value: f,
          ...noted('part', { n: i + 1, total: fragments.length }),
          line: title.line,
        }))
      : [];

    // Without a stop-word list every "the"/"de"/"и" would count as a keyword: only fragments are judged.
    if (!hasWordLists(lang)) {
      const values = { fragments: fragments.length, title: title.text, lang };
      if (manyFragments) return warn('fragments', values, { items, value: fragments.length });
      return pass('passNoWordLists', values, { value: fragments.length });
    }

    const repeated = repetitions(judged, lang).filter(([, count]) => count >= WARN_REPEATS);
    items.unshift(...repeated.map(([word, count]) => ({ value: word, note: `${count}×`, line: title.line })));
    const [top] = repeated;
    if (!top) {
      const values = { fragments: fragments.length, title: title.text };
      if (manyFragments) return warn('fragments', values, { items, value: fragments.length });
      return pass('pass', values, { value: fragments.length });
    }
    const [word, count] = top;
    const values = { word, count, fragments: fragments.length, title: title.text };
    const outcome = count >= FAIL_REPEATS ? fail : warn;
    return outcome(manyFragments ? 'both' : 'repeated', values, { items, value: count });
  },
  strings: {
    en: {
      title: 'Keyword stuffing in the title',
      fix: 'Name each keyword once and keep the title to at most four parts, e.g. "Oak Dining Tables – Handmade to Order | Smith Workshop" instead of a list of variants.',
      pass: 'No word is repeated more than twice and the title has {fragments, plural, one {# part} other {# parts}}: "{title}".',
      passNoWordLists:
        'The title has {fragments, plural, one {# part} other {# parts}}: "{title}". Repeated words were not counted: there is no stop-word list for the page language ({lang}).',
      repeated: 'The word "{word}" appears {count} times in the title "{title}".',
      fragments: 'Separators split the title into {fragments} keyword parts: "{title}".',
      both: 'The word "{word}" appears {count} times and separators split the title into {fragments} parts: "{title}".',
      none: NO_TITLE.en,
    },
    es: {
      title: 'Exceso de palabras clave en el título',
      fix: 'Nombra cada palabra clave una sola vez y limita el título a cuatro partes como máximo, p. ej. "Mesas de comedor de roble – Hechas a mano | Taller Smith" en lugar de una lista de variantes.',
      pass: 'Ninguna palabra se repite más de dos veces y el título tiene {fragments, plural, one {# parte} other {# partes}}: "{title}".',
      passNoWordLists:
        'El título tiene {fragments, plural, one {# parte} other {# partes}}: "{title}". No se contaron las palabras repetidas: no hay lista de palabras vacías para el idioma de la página ({lang}).',
      repeated: 'La palabra "{word}" aparece {count} veces en el título "{title}".',
      fragments: 'Los separadores dividen el título en {fragments} partes de palabras clave: "{title}".',
      both: 'La palabra "{word}" aparece {count} veces y los separadores dividen el título en {fragments} partes: "{title}".',
      none: NO_TITLE.es,
    },
    fr: {
      title: 'Bourrage de mots clés dans le titre',
      fix: 'Citez chaque mot clé une seule fois et limitez le titre à quatre parties au plus, par ex. « Tables à manger en chêne – Faites main | Atelier Smith » plutôt qu’une liste de variantes.',
      pass: 'Aucun mot n’est répété plus de deux fois et le titre compte {fragments, plural, one {# partie} other {# parties}} : « {title} ».',
      passNoWordLists:
        'Le titre compte {fragments, plural, one {# partie} other {# parties}} : « {title} ». Les mots répétés n’ont pas été comptés : il n’existe pas de liste de mots vides pour la langue de la page ({lang}).',
      repeated: 'Le mot « {word} » apparaît {count} fois dans le titre « {title} ».',
      fragments: 'Les séparateurs découpent le titre en {fragments} parties de mots clés : « {title} ».',
      both: 'Le mot « {word} » apparaît {count} fois et les séparateurs découpent le titre en {fragments} parties : « {title} ».',
      none: NO_TITLE.fr,
    },
  },
  fix: titleFix,
});

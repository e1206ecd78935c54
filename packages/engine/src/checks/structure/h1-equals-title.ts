import { contentWords } from '../../text/keywords.js';
import { leadingText, SHORT_TEXT_MAX_CHARS } from '../../text/words.js';
import { defineCheck, notApplicable, pass, warn } from '../types.js';
import { h1s, headingItem } from './_headings.js';
import { clip, isBlank } from '../format.js';
import { titleFix } from '../../fix/title.js';
import { h1LengthFix } from '../../fix/headings.js';

/**
 * Case, Unicode composition, punctuation and separators ("|", "–", "·") do not make a second phrasing:
 * "Oak Tables!" and "oak tables" are identical.
 */
function comparable(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * contentWords lower-cases with the language as locale, which throws on a malformed tag (lang="x-…" gives
 * "x"); the effective language is a 2–3 letter code otherwise, and "und" keeps the union stop-word list.
 */
function wordListLang(lang: string): string {
  return /^[a-z]{2,3}$/.test(lang) ? lang : 'und';
}

export default defineCheck({
  id: 'h1-equals-title',
  needs: ['headings', 'titles', 'language'],
  run(page) {
    const h1 = h1s(page)[0];
    const title = page.titles.find((t) => t.inHead);
    if (!h1 || isBlank(h1.text)) return notApplicable('noH1');
    if (!title || isBlank(title.text)) return notApplicable('noTitle');
    // Compared on its first 2,000 characters (the h1 is capped shorter when gathered): normalising all of
    // a hostile 8 MB title took seconds and a quarter of a gigabyte.
    const titleText = leadingText(title.text, SHORT_TEXT_MAX_CHARS);
    const values = { h1: clip(h1.text), title: clip(title.text) };
    const items = [headingItem(h1), { value: title.text, note: '<title>', line: title.line }];
    const lang = wordListLang(page.language.effective);
    const titleWords = contentWords(titleText, lang);
    const shared = [...contentWords(h1.text, lang)].filter((w) => titleWords.has(w));
    const normalised = comparable(h1.text);
    if (normalised !== '' && normalised === comparable(titleText)) {
      return warn('identical', values, { items, value: shared.length });
    }
    if (shared.length === 0) return warn('unrelated', values, { items, value: 0 });
    return pass('pass', { ...values, words: shared.join(', ') }, { value: shared.length });
  },
  strings: {
    en: {
      title: 'H1 and title agree',
      fix: 'Let the <h1> and the <title> name the same topic in two phrasings, e.g. title "Oak Dining Tables – Handmade to Order | Smith Workshop" and h1 "Handmade oak dining tables".',
      pass: 'The <h1> "{h1}" and the title "{title}" share topic words ({words}) without being identical.',
      noH1: 'The page has no non-empty <h1> to compare with the title.',
      noTitle: 'The page has no non-empty <title> to compare with the <h1>.',
      identical: 'The <h1> repeats the title word for word: "{h1}".',
      unrelated: 'The <h1> "{h1}" and the title "{title}" share no content word.',
    },
    es: {
      title: 'Coherencia entre H1 y título',
      fix: 'Haz que el <h1> y el <title> nombren el mismo tema con dos formulaciones, p. ej. título "Mesas de comedor de roble – Hechas a medida | Taller Smith" y h1 "Mesas de comedor de roble artesanales".',
      pass: 'El <h1> "{h1}" y el título "{title}" comparten palabras del tema ({words}) sin ser idénticos.',
      noH1: 'La página no tiene un <h1> con texto que comparar con el título.',
      noTitle: 'La página no tiene un <title> con texto que comparar con el <h1>.',
      identical: 'El <h1> repite el título palabra por palabra: "{h1}".',
      unrelated: 'El <h1> "{h1}" y el título "{title}" no comparten ninguna palabra de contenido.',
    },
    fr: {
      title: 'Cohérence entre H1 et titre',
      fix: 'Faites en sorte que le <h1> et le <title> nomment le même sujet avec deux formulations différentes, par ex. titre « Tables à manger en chêne – Sur mesure | Atelier Smith » et h1 « Tables à manger en chêne artisanales ».',
      pass: 'Le <h1> « {h1} » et le titre « {title} » partagent des mots du sujet ({words}) sans être identiques.',
      noH1: "La page n'a pas de <h1> non vide à comparer avec le titre.",
      noTitle: "La page n'a pas de <title> non vide à comparer avec le <h1>.",
      identical: 'Le <h1> reprend le titre mot pour mot : « {h1} ».',
      unrelated: "Le <h1> « {h1} » et le titre « {title} » n'ont aucun mot de contenu en commun.",
    },
  },
  // The title written again when a better one fits; else the h1 phrased apart from the title.
  fix: (ctx) => titleFix(ctx) ?? h1LengthFix(ctx),
});

import { primarySubtag } from '../../text/language.js';
import { isReadabilityLang, readability, splitSentences } from '../../text/readability.js';
import { countWords } from '../../text/words.js';
import { defineCheck, fail, notApplicable, pass, warn, type CheckItem } from '../types.js';
import { excerpt } from '../format.js';
import { noted } from '../../i18n/notes.js';

/** checks.md: measured on main text of at least 100 words; ≥ 60 good, 30–59 recommended, < 30 critical. */
const MIN_WORDS = 100;
const EASY = 60;
const HARD = 30;
/** Sentences listed as items: plain-language guides (GOV.UK, Plain English Campaign) advise at most 25 words. */
const LONG_SENTENCE = 25;

const round = (n: number, digits: number): number => Math.round(n * 10 ** digits) / 10 ** digits;

export default defineCheck({
  id: 'readability-flesch',
  needs: ['text', 'language'],
  run(page) {
    const count = page.text.wordCount;
    if (count < MIN_WORDS) return notApplicable('short', { count });
    // The text's own language first: a page declared lang="en" but written in Spanish gets the Spanish formula.
    const lang = page.language.detected ?? primarySubtag(page.language.declared);
    if (lang === null) return notApplicable('unknownLanguage');
    if (!isReadabilityLang(lang)) return notApplicable('unsupported', { lang });
    const result = readability(page.text.main, lang);
    if (result === null) return notApplicable('short', { count });

    // The scale is read as 0–100; beyond it the formula extrapolates, so the value shown is clamped.
    const score = Math.min(100, Math.max(0, round(result.score, 1)));
    const values = {
      score,
      formula: result.formula,
      words: result.words,
      wordsPerSentence: round(result.words / result.sentences, 1),
      syllablesPerWord: round(result.syllables / result.words, 2),
    };
    if (score >= EASY) return pass('pass', values, { value: score });
    const items: CheckItem[] = splitSentences(page.text.main, lang)
      .map((sentence) => ({ sentence, words: countWords(sentence) }))
      .filter((s) => s.words > LONG_SENTENCE)
      .map((s) => ({ value: excerpt(s.sentence, 120), ...noted('words', { count: s.words }) }));
    const extra = { items, value: score };
    return score >= HARD ? warn('fair', values, extra) : fail('hard', values, extra);
  },
  strings: {
    en: {
      title: 'Readability',
      fix: 'Split long sentences (aim for 15–20 words, never more than 25), prefer short everyday words to long technical ones, and use lists for steps and options.',
      pass: '{formula} score {score}: the main text is easy to read ({words, plural, one {# word} other {# words}}, {wordsPerSentence} words per sentence, {syllablesPerWord} syllables per word).',
      fair: '{formula} score {score}: the main text is fairly difficult to read ({wordsPerSentence} words per sentence, {syllablesPerWord} syllables per word).',
      hard: '{formula} score {score}: the main text is hard to read ({wordsPerSentence} words per sentence, {syllablesPerWord} syllables per word).',
      short:
        'The main text has only {count, plural, one {# word} other {# words}}; a readability score needs at least 100.',
      unsupported:
        'There is no readability formula for the page’s language ({lang}); scores exist for English, Spanish and French.',
      unknownLanguage:
        'The page’s language is unknown (no lang attribute, and the text was not recognised), so no readability formula applies.',
    },
    es: {
      title: 'Legibilidad',
      fix: 'Divide las frases largas (entre 15 y 20 palabras, nunca más de 25), prefiere palabras cotidianas y cortas a términos largos o técnicos y usa listas para pasos y opciones.',
      pass: 'Puntuación {formula}: {score}. El texto principal se lee con facilidad ({words, plural, one {# palabra} other {# palabras}}, {wordsPerSentence} palabras por frase, {syllablesPerWord} sílabas por palabra).',
      fair: 'Puntuación {formula}: {score}. El texto principal es algo difícil de leer ({wordsPerSentence} palabras por frase, {syllablesPerWord} sílabas por palabra).',
      hard: 'Puntuación {formula}: {score}. El texto principal es difícil de leer ({wordsPerSentence} palabras por frase, {syllablesPerWord} sílabas por palabra).',
      short:
        'El texto principal solo tiene {count, plural, one {# palabra} other {# palabras}}; una puntuación de legibilidad necesita al menos 100.',
      unsupported:
        'No hay fórmula de legibilidad para el idioma de la página ({lang}); existen para inglés, español y francés.',
      unknownLanguage:
        'No se conoce el idioma de la página (no tiene atributo lang y no se ha reconocido el texto), así que no se aplica ninguna fórmula de legibilidad.',
    },
    fr: {
      title: 'Lisibilité',
      fix: 'Coupez les phrases longues (visez 15 à 20 mots, jamais plus de 25), préférez des mots courts et courants aux termes longs ou techniques, et utilisez des listes pour les étapes et les options.',
      pass: 'Score {formula} : {score}. Le texte principal se lit facilement ({words, plural, one {# mot} other {# mots}}, {wordsPerSentence} mots par phrase, {syllablesPerWord} syllabes par mot).',
      fair: 'Score {formula} : {score}. Le texte principal est assez difficile à lire ({wordsPerSentence} mots par phrase, {syllablesPerWord} syllabes par mot).',
      hard: 'Score {formula} : {score}. Le texte principal est difficile à lire ({wordsPerSentence} mots par phrase, {syllablesPerWord} syllabes par mot).',
      short:
        'Le texte principal ne compte que {count, plural, one {# mot} other {# mots}} ; un score de lisibilité en demande au moins 100.',
      unsupported:
        'Il n’existe pas de formule de lisibilité pour la langue de la page ({lang}) ; les scores existent pour l’anglais, l’espagnol et le français.',
      unknownLanguage:
        'La langue de la page est inconnue (pas d’attribut lang, et le texte n’a pas été reconnu) : aucune formule de lisibilité ne s’applique.',
    },
  },
});

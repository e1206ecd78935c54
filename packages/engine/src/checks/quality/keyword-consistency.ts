import { metasBy } from '../../artifact.js';
import { collapse } from '../../gather/walk.js';
import { noted } from '../../i18n/notes.js';
import { contentWords, type KeywordCount } from '../../text/keywords.js';
import { hasWordLists } from '../../text/stopwords.js';
import { defineCheck, fail, notApplicable, pass, warn, type CheckItem } from '../types.js';
import { titleFix } from '../../fix/title.js';

/** checks.md: a top-3 term in both title and h1 passes; none of the top 5 anywhere is critical. */
const PASS_TOP = 3;
const CRITICAL_TOP = 5;
const MIN_WORDS = 50;

interface Place {
  label: string;
  text: string | null;
  line: number | null;
  words: ReadonlySet<string>;
}

/** A word without its plural -s, so "table" in the body and "Tables" in the title are the same term. */
const singular = (word: string): string => word.replace(/s$/u, '');

/** Every word of the term (one word or a two-word phrase) appears in the place, in any order. */
function appearsIn(term: KeywordCount, place: Place): boolean {
  const words = [...place.words].map(singular);
  return term.word.split(' ').every((w) => words.includes(singular(w)));
}

/**
 * One ranking of words and phrases by frequency, singular and plural merged (counts summed, shown in the
 * more frequent form); on a tie the phrase, which is more specific, comes first (the sort is stable).
 */
function rank(phrases: readonly KeywordCount[], words: readonly KeywordCount[]): KeywordCount[] {
  const merged = new Map<string, KeywordCount>();
  for (const term of [...phrases, ...words]) {
    const key = term.word.split(' ').map(singular).join(' ');
    const seen = merged.get(key);
    if (seen) seen.count += term.count;
    else merged.set(key, { ...term });
  }
  return [...merged.values()].sort((a, b) => b.count - a.count);
}

const list = (terms: readonly KeywordCount[]): string =>
  terms.map((t) => `${t.word} (${t.count}×)`).join(', ');
const found = (terms: readonly KeywordCount[], place: Place): string =>
  terms
    .filter((t) => appearsIn(t, place))
    .map((t) => t.word)
    .join(', ') || '—';

/**
 * A place that lacks the terms: its text with the place as note ("Home — <title>"), or the place itself
 * noted as missing ("<title> — missing", in the report's language). "(no <title>)" as the value gave the
 * suggestion "For example: (no <title>) — <title>.", in English whatever the language.
 */
function placeItem(place: Place): CheckItem {
  if (!place.text) return { value: place.label, ...noted('missing'), line: place.line };
  return { value: place.text, note: place.label, line: place.line };
}

export default defineCheck({
  id: 'keyword-consistency',
  needs: ['keywords', 'text', 'language', 'titles', 'headings', 'metas'],
  run(page) {
    const lang = page.language.effective;
    if (!hasWordLists(lang)) return notApplicable('noWordLists', { lang });
    if (page.text.wordCount < MIN_WORDS) return notApplicable('short', { count: page.text.wordCount });
    const { words, phrases } = page.keywords;
    const top = rank(phrases, words).slice(0, CRITICAL_TOP);
    if (top.length === 0) return notApplicable('noTerms', { count: page.text.wordCount });

    const place = (label: string, text: string | undefined, line: number | null | undefined): Place => ({
      label,
      text: text ?? null,
      line: line ?? null,
      words: contentWords(text ?? '', lang),
    });
    const titleEl = page.titles.find((t) => t.inHead);
    const h1El = page.headings.find((h) => h.level === 1);
    const descriptionEl = metasBy(page, 'name', 'description')[0];
    const title = place('<title>', titleEl?.text, titleEl?.line);
    const h1 = place('<h1>', h1El?.text, h1El?.line);
    const description = place(
      'meta description',
      collapse(descriptionEl?.attrs.content ?? ''),
      descriptionEl?.line,
    );

    const terms = list(top);
    const shared = top.slice(0, PASS_TOP).find((t) => appearsIn(t, title) && appearsIn(t, h1));
    if (shared) return pass('pass', { term: shared.word, terms }, { value: shared.word });
    const places = [title, h1, description];
    const missing = (n: number): CheckItem[] =>
      places.filter((p) => !top.slice(0, n).some((t) => appearsIn(t, p))).map(placeItem);
    if (!top.some((t) => places.some((p) => appearsIn(t, p)))) {
      return fail('none', { terms }, { items: missing(CRITICAL_TOP), value: null });
    }
    const values = {
      terms,
      inTitle: found(top, title),
      inH1: found(top, h1),
      inDescription: found(top, description),
    };
    return warn('partial', values, { items: missing(PASS_TOP), value: null });
  },
  strings: {
    en: {
      title: 'Keyword consistency',
      fix: 'Decide on the page’s main term and use it in the <title>, the <h1> and the meta description, e.g. title "Oak dining tables | Smith Workshop" with the h1 "Handmade oak dining tables"; if the body is about something else, rewrite the body or the headings.',
      pass: 'The top term "{term}" appears in both the title and the <h1>. Top terms of the content: {terms}.',
      partial:
        'No top-3 term of the content appears in both the title and the <h1>. Top terms: {terms}. Found in the title: {inTitle}; in the <h1>: {inH1}; in the description: {inDescription}.',
      none: 'None of the top 5 terms of the content ({terms}) appears in the title, the <h1> or the meta description.',
      short:
        'The main text has only {count, plural, one {# word} other {# words}}, too few to find its main terms.',
      noTerms: 'The main text’s {count} words are all stop words or numbers: there is no term to compare.',
      noWordLists:
        'Keyword analysis needs stop-word lists, which Rankscope does not have for this page’s language ({lang}).',
    },
    es: {
      title: 'Coherencia de palabras clave',
      fix: 'Elige el término principal de la página y úsalo en el <title>, el <h1> y la meta descripción, p. ej. el título "Mesas de comedor de roble | Taller Smith" con el h1 "Mesas de comedor de roble artesanales"; si el texto trata de otra cosa, reescribe el texto o los encabezados.',
      pass: 'El término principal "{term}" aparece tanto en el título como en el <h1>. Términos principales del contenido: {terms}.',
      partial:
        'Ninguno de los 3 términos principales del contenido aparece a la vez en el título y en el <h1>. Términos principales: {terms}. En el título: {inTitle}; en el <h1>: {inH1}; en la descripción: {inDescription}.',
      none: 'Ninguno de los 5 términos principales del contenido ({terms}) aparece en el título, el <h1> o la meta descripción.',
      short:
        'El texto principal solo tiene {count, plural, one {# palabra} other {# palabras}}, demasiado pocas para encontrar sus términos principales.',
      noTerms:
        '{count, plural, =1 {La única palabra del texto principal es una palabra vacía o un número} other {Las # palabras del texto principal son todas palabras vacías o números}}: no hay ningún término que comparar.',
      noWordLists:
        'El análisis de palabras clave necesita listas de palabras vacías, que Rankscope no tiene para el idioma de esta página ({lang}).',
    },
    fr: {
      title: 'Cohérence des mots-clés',
      fix: 'Choisissez le terme principal de la page et utilisez-le dans le <title>, le <h1> et la meta description, par ex. le titre « Tables à manger en chêne | Atelier Smith » avec le h1 « Tables à manger en chêne artisanales » ; si le texte parle d’autre chose, réécrivez le texte ou les titres.',
      pass: 'Le terme principal « {term} » figure à la fois dans le titre et dans le <h1>. Termes principaux du contenu : {terms}.',
      partial:
        'Aucun des 3 termes principaux du contenu ne figure à la fois dans le titre et dans le <h1>. Termes principaux : {terms}. Dans le titre : {inTitle} ; dans le <h1> : {inH1} ; dans la description : {inDescription}.',
      none: 'Aucun des 5 termes principaux du contenu ({terms}) ne figure dans le titre, le <h1> ou la meta description.',
      short:
        'Le texte principal ne compte que {count, plural, one {# mot} other {# mots}}, trop peu pour en dégager les termes principaux.',
      noTerms:
        '{count, plural, =1 {Le seul mot du texte principal est un mot vide ou un nombre} other {Les # mots du texte principal sont tous des mots vides ou des nombres}} : il n’y a aucun terme à comparer.',
      noWordLists:
        'L’analyse des mots-clés nécessite des listes de mots vides, dont Rankscope ne dispose pas pour la langue de cette page ({lang}).',
    },
  },
  fix: titleFix,
});

import type { HeadingInfo } from '../../artifact.js';
import { noted } from '../../i18n/notes.js';
import type { CheckItem } from '../types.js';
import { defineCheck, notApplicable, pass, warn } from '../types.js';
import { headingItem, tagOf } from './_headings.js';
import { clip } from '../format.js';

/** Catalogue heading-hierarchy: more headings than this suggests headings used for styling, not structure. */
const STYLING_LIMIT = 30;

/** One message per combination of problems, so the message names every problem found. */
function keyFor(skipped: boolean, notH1: boolean, styling: boolean): string {
  if (skipped && notH1 && styling) return 'all';
  if (skipped && notH1) return 'skippedNotH1';
  if (skipped && styling) return 'skippedStyling';
  if (notH1 && styling) return 'notH1Styling';
  return skipped ? 'skipped' : notH1 ? 'notH1' : 'styling';
}

export default defineCheck({
  id: 'heading-hierarchy',
  needs: ['headings'],
  run(page) {
    const headings = page.headings;
    const first = headings[0];
    if (!first) return notApplicable('none');
    const items: CheckItem[] = [];
    const notH1 = first.level !== 1;
    if (notH1) items.push({ ...headingItem(first), ...noted('firstHeading', { tag: tagOf(first) }) });
    // Going down more than one level (h2 → h4) skips a level; going back up any number of levels closes sections.
    const skips: [HeadingInfo, HeadingInfo][] = [];
    headings.forEach((h, i) => {
      const prev = headings[i - 1];
      if (prev && h.level > prev.level + 1) {
        skips.push([prev, h]);
        items.push(headingItem(h, `${tagOf(prev)} → ${tagOf(h)}`));
      }
    });
    const styling = headings.length > STYLING_LIMIT;
    const firstSkip = skips[0];
    if (!firstSkip && !notH1 && !styling) return pass('pass', { count: headings.length }, { value: 0 });
    const values = {
      count: headings.length,
      level: first.level,
      text: clip(first.text),
      skips: skips.length,
      from: firstSkip?.[0].level ?? 0,
      fromText: clip(firstSkip?.[0].text ?? ''),
      to: firstSkip?.[1].level ?? 0,
      toText: clip(firstSkip?.[1].text ?? ''),
    };
    return warn(keyFor(firstSkip !== undefined, notH1, styling), values, { items, value: skips.length });
  },
  strings: {
    en: {
      title: 'Heading hierarchy',
      fix: 'Start the outline with the <h1> and go down one level at a time (<h2>, then <h3>); style text with CSS instead of heading tags.',
      pass: 'The heading outline starts with an <h1> and skips no level (headings: {count}).',
      none: 'The page has no headings.',
      skipped:
        'Skipped levels in the heading outline: {skips}, the first from <h{from}> "{fromText}" to <h{to}> "{toText}".',
      notH1: 'The first heading is an <h{level}>, not an <h1>: "{text}".',
      styling:
        'The page has {count} headings, more than 30: headings seem to be used for styling rather than to outline the content.',
      skippedNotH1:
        'The first heading is an <h{level}>, not an <h1> ("{text}"), and the outline skips levels: {skips}, the first from <h{from}> to <h{to}>.',
      skippedStyling:
        'Skipped levels in the heading outline: {skips}; and {count} headings, more than 30, suggest headings used for styling.',
      notH1Styling:
        'The first heading is an <h{level}>, not an <h1> ("{text}"); and {count} headings, more than 30, suggest headings used for styling.',
      all: 'The first heading is an <h{level}>, not an <h1> ("{text}"); skipped levels in the outline: {skips}; and {count} headings, more than 30, suggest headings used for styling.',
    },
    es: {
      title: 'Jerarquía de encabezados',
      fix: 'Empieza el esquema con el <h1> y baja de nivel en nivel (<h2>, luego <h3>); da estilo al texto con CSS en lugar de con etiquetas de encabezado.',
      pass: 'El esquema de encabezados empieza por un <h1> y no se salta ningún nivel (encabezados: {count}).',
      none: 'La página no tiene encabezados.',
      skipped:
        'Niveles saltados en el esquema de encabezados: {skips}; el primero, de <h{from}> "{fromText}" a <h{to}> "{toText}".',
      notH1: 'El primer encabezado es un <h{level}>, no un <h1>: "{text}".',
      styling:
        'La página tiene {count} encabezados, más de 30: parece que se usan para dar estilo y no para estructurar el contenido.',
      skippedNotH1:
        'El primer encabezado es un <h{level}>, no un <h1> ("{text}"), y el esquema se salta niveles: {skips}; el primero, de <h{from}> a <h{to}>.',
      skippedStyling:
        'Niveles saltados en el esquema de encabezados: {skips}; además, {count} encabezados, más de 30, sugieren que se usan para dar estilo.',
      notH1Styling:
        'El primer encabezado es un <h{level}>, no un <h1> ("{text}"); además, {count} encabezados, más de 30, sugieren que se usan para dar estilo.',
      all: 'El primer encabezado es un <h{level}>, no un <h1> ("{text}"); niveles saltados en el esquema: {skips}; además, {count} encabezados, más de 30, sugieren que se usan para dar estilo.',
    },
    fr: {
      title: 'Hiérarchie des titres',
      fix: 'Commencez le plan par le <h1> et descendez d’un niveau à la fois (<h2>, puis <h3>) ; mettez le texte en forme avec CSS plutôt qu’avec des balises de titre.',
      pass: 'Le plan des titres commence par un <h1> et ne saute aucun niveau (titres : {count}).',
      none: "La page n'a aucun titre.",
      skipped:
        'Niveaux sautés dans le plan des titres : {skips}, le premier de <h{from}> « {fromText} » à <h{to}> « {toText} ».',
      notH1: 'Le premier titre est un <h{level}>, pas un <h1> : « {text} ».',
      styling:
        'La page a {count} titres, plus de 30 : les titres semblent servir à la mise en forme plutôt qu’à structurer le contenu.',
      skippedNotH1:
        'Le premier titre est un <h{level}>, pas un <h1> (« {text} »), et le plan saute des niveaux : {skips}, le premier de <h{from}> à <h{to}>.',
      skippedStyling:
        'Niveaux sautés dans le plan des titres : {skips} ; de plus, {count} titres, plus de 30, laissent penser qu’ils servent à la mise en forme.',
      notH1Styling:
        'Le premier titre est un <h{level}>, pas un <h1> (« {text} ») ; de plus, {count} titres, plus de 30, laissent penser qu’ils servent à la mise en forme.',
      all: 'Le premier titre est un <h{level}>, pas un <h1> (« {text} ») ; niveaux sautés dans le plan : {skips} ; de plus, {count} titres, plus de 30, laissent penser qu’ils servent à la mise en forme.',
    },
  },
});

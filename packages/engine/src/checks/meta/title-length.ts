import { defineCheck, notApplicable, pass, warn } from '../types.js';
import { judgedTitle, NO_TITLE } from './_title.js';
import { noted } from '../../i18n/notes.js';
import { codePointCount } from '../../text/words.js';
import { titleFix } from '../../fix/title.js';

const MIN = 30;
const MAX = 60;
/** Below this the title says next to nothing; the catalogue keeps it in the rec. band with its own note. */
const ALMOST_EMPTY = 10;

export default defineCheck({
  id: 'title-length',
  needs: ['titles'],
  run(page) {
    const title = judgedTitle(page);
    if (!title) return notApplicable('none');
    // Code points, so an emoji or a CJK character counts once, not as two UTF-16 units.
    const length = codePointCount(title.text);
    const values = { length, title: title.text };
    const note = noted(length < ALMOST_EMPTY ? 'charsAlmostEmpty' : 'chars', { count: length });
    const extra = { items: [{ value: title.text, ...note, line: title.line }], value: length };
    if (length < ALMOST_EMPTY) return warn('almostEmpty', values, extra);
    if (length < MIN) return warn('short', values, extra);
    if (length > MAX) return warn('long', values, extra);
    return pass('pass', values, { value: length });
  },
  strings: {
    en: {
      title: 'Title length',
      fix: 'Write a title of 30–60 characters: the main topic first, then a short qualifier or the brand, e.g. "Handmade Oak Dining Tables | Smith Workshop".',
      pass: 'The title is {length, plural, one {# character} other {# characters}} long, within the recommended 30–60: "{title}".',
      almostEmpty:
        'The title is almost empty, only {length, plural, one {# character} other {# characters}}: "{title}".',
      short:
        'The title is only {length, plural, one {# character} other {# characters}} long (30–60 recommended): "{title}".',
      long: 'The title is {length, plural, one {# character} other {# characters}} long, over 60, so search engines may cut or rewrite it: "{title}".',
      none: NO_TITLE.en,
    },
    es: {
      title: 'Longitud del título',
      fix: 'Escribe un título de 30 a 60 caracteres: primero el tema principal y después un complemento breve o la marca, p. ej. "Mesas de comedor de roble artesanales | Taller Smith".',
      pass: 'El título tiene {length, plural, one {# carácter} other {# caracteres}}, dentro de los 30–60 recomendados: "{title}".',
      almostEmpty:
        'El título está casi vacío, solo tiene {length, plural, one {# carácter} other {# caracteres}}: "{title}".',
      short:
        'El título solo tiene {length, plural, one {# carácter} other {# caracteres}} (se recomiendan 30–60): "{title}".',
      long: 'El título tiene {length, plural, one {# carácter} other {# caracteres}}, más de 60, así que los buscadores pueden cortarlo o reescribirlo: "{title}".',
      none: NO_TITLE.es,
    },
    fr: {
      title: 'Longueur du titre',
      fix: 'Rédigez un titre de 30 à 60 caractères : le sujet principal d’abord, puis un court complément ou la marque, par ex. « Tables à manger en chêne artisanales | Atelier Smith ».',
      pass: 'Le titre compte {length, plural, one {# caractère} other {# caractères}}, dans la plage recommandée de 30 à 60 : « {title} ».',
      almostEmpty:
        'Le titre est presque vide, avec seulement {length, plural, one {# caractère} other {# caractères}} : « {title} ».',
      short:
        'Le titre ne compte que {length, plural, one {# caractère} other {# caractères}} (30 à 60 recommandés) : « {title} ».',
      long: 'Le titre compte {length, plural, one {# caractère} other {# caractères}}, plus de 60 : les moteurs de recherche risquent de le couper ou de le réécrire : « {title} ».',
      none: NO_TITLE.fr,
    },
  },
  fix: titleFix,
});

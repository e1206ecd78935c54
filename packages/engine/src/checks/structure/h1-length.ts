import { defineCheck, notApplicable, pass, warn } from '../types.js';
import { h1s, headingItem } from './_headings.js';
import { charLength, clip, isBlank } from '../format.js';
import { noted } from '../../i18n/notes.js';
import { h1LengthFix } from '../../fix/headings.js';

/** Catalogue h1-length: 10–70 characters. */
const MIN = 10;
const MAX = 70;

export default defineCheck({
  id: 'h1-length',
  needs: ['headings'],
  run(page) {
    const first = h1s(page)[0];
    if (!first) return notApplicable('none');
    const length = isBlank(first.text) ? 0 : charLength(first.text);
    const values = { length, text: clip(first.text) };
    const extra = { items: [headingItem(first, noted('chars', { count: length }))], value: length };
    if (length === 0) return warn('empty', {}, extra);
    if (length < MIN) return warn('short', values, extra);
    if (length > MAX) return warn('long', values, extra);
    return pass('pass', values, { value: length });
  },
  strings: {
    en: {
      title: 'H1 length',
      fix: 'Write the <h1> as a short, specific headline of 10 to 70 characters, e.g. "Handmade oak dining tables", not a single word or a whole sentence.',
      pass: 'The first <h1> is {length, plural, one {# character} other {# characters}} long: "{text}".',
      none: 'The page has no <h1>.',
      empty: 'The first <h1> is empty.',
      short: 'The first <h1> is shorter than 10 characters ({length}): "{text}".',
      long: 'The first <h1> is longer than 70 characters ({length}): "{text}".',
    },
    es: {
      title: 'Longitud del H1',
      fix: 'Redacta el <h1> como un titular breve y concreto de 10 a 70 caracteres, p. ej. "Mesas de comedor de roble artesanales", no una sola palabra ni una frase entera.',
      pass: 'El primer <h1> tiene {length, plural, one {# carácter} other {# caracteres}}: "{text}".',
      none: 'La página no tiene ningún <h1>.',
      empty: 'El primer <h1> está vacío.',
      short: 'El primer <h1> tiene menos de 10 caracteres ({length}): "{text}".',
      long: 'El primer <h1> tiene más de 70 caracteres ({length}): "{text}".',
    },
    fr: {
      title: 'Longueur du H1',
      fix: 'Rédigez le <h1> comme un titre court et précis de 10 à 70 caractères, par ex. « Tables à manger en chêne artisanales », et non comme un seul mot ou une phrase entière.',
      pass: 'Le premier <h1> fait {length, plural, one {# caractère} other {# caractères}} : « {text} ».',
      none: "La page n'a aucun <h1>.",
      empty: 'Le premier <h1> est vide.',
      short: 'Le premier <h1> fait moins de 10 caractères ({length}) : « {text} ».',
      long: 'Le premier <h1> fait plus de 70 caractères ({length}) : « {text} ».',
    },
  },
  fix: h1LengthFix,
});

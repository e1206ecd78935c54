import { defineCheck, fail, pass } from '../types.js';
import { h1s, headingItem } from './_headings.js';
import { clip, isBlank } from '../format.js';
import { noted } from '../../i18n/notes.js';
import { h1Fix } from '../../fix/headings.js';

export default defineCheck({
  id: 'h1-present',
  needs: ['headings'],
  run(page) {
    const all = h1s(page);
    const filled = all.filter((h) => !isBlank(h.text));
    const first = filled[0];
    if (first) return pass('pass', { text: clip(first.text) }, { value: filled.length });
    if (all.length === 0) return fail('missing', {}, { value: 0 });
    const items = all.map((h) => headingItem(h, noted('empty')));
    if (all.length === 1) return fail('emptyOne', {}, { items, value: 0 });
    return fail('emptyMany', { count: all.length }, { items, value: 0 });
  },
  strings: {
    en: {
      title: 'H1 heading',
      fix: 'Add one <h1> at the top of the main content that states the page topic in words, e.g. "Handmade oak dining tables"; if the heading is an image, give that image an alt text.',
      pass: 'The page has an <h1>: "{text}".',
      missing: 'The page has no <h1>, so no heading states its main topic.',
      emptyOne: 'The only <h1> of the page is empty: it has no text and no image alt text.',
      emptyMany: 'The page has {count} <h1> elements, but all of them are empty.',
    },
    es: {
      title: 'Encabezado H1',
      fix: 'Añade un <h1> al principio del contenido principal que enuncie el tema de la página con palabras, p. ej. "Mesas de comedor de roble artesanales"; si el encabezado es una imagen, dale un texto alternativo.',
      pass: 'La página tiene un <h1>: "{text}".',
      missing: 'La página no tiene ningún <h1>, así que ningún encabezado enuncia su tema principal.',
      emptyOne: 'El único <h1> de la página está vacío: no tiene texto ni texto alternativo de imagen.',
      emptyMany: 'La página tiene {count} elementos <h1>, pero todos están vacíos.',
    },
    fr: {
      title: 'Titre H1',
      fix: 'Ajoutez en haut du contenu principal un <h1> qui énonce le sujet de la page en toutes lettres, par ex. « Tables à manger en chêne artisanales » ; si ce titre est une image, donnez-lui un texte alternatif.',
      pass: 'La page a un <h1> : « {text} ».',
      missing: "La page n'a aucun <h1> : aucun titre n'énonce son sujet principal.",
      emptyOne: "L'unique <h1> de la page est vide : il n'a ni texte ni texte alternatif d'image.",
      emptyMany: 'La page a {count} éléments <h1>, mais ils sont tous vides.',
    },
  },
  fix: h1Fix,
});

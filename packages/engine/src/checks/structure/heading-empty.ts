import { defineCheck, notApplicable, pass, warn } from '../types.js';
import { headingItem, tagOf } from './_headings.js';
import { isBlank } from '../format.js';
import { noted } from '../../i18n/notes.js';

export default defineCheck({
  id: 'heading-empty',
  needs: ['headings'],
  run(page) {
    if (page.headings.length === 0) return notApplicable('none');
    const empty = page.headings.filter((h) => isBlank(h.text));
    const first = empty[0];
    if (!first) return pass('pass', { count: page.headings.length }, { value: 0 });
    const items = empty.map((h) =>
      headingItem(h, noted(h.hasImage ? 'imageWithoutAltText' : 'noAccessibleText')),
    );
    if (empty.length === 1) return warn('one', { tag: tagOf(first) }, { items, value: 1 });
    // Distinct tags in document order: "<h2>, <h3>" says where to look without repeating every element.
    const tags = [...new Set(empty.map(tagOf))].join(', ');
    return warn('many', { count: empty.length, tags }, { items, value: empty.length });
  },
  strings: {
    en: {
      title: 'Empty headings',
      fix: 'Give every heading visible text, or an alt text when the heading is an image; delete headings that only add spacing.',
      pass: 'No heading is empty (headings checked: {count}).',
      none: 'The page has no headings.',
      one: 'One heading is empty: an {tag} with no text and no image alt text.',
      many: '{count} headings are empty ({tags}): they have no text and no image alt text.',
    },
    es: {
      title: 'Encabezados vacíos',
      fix: 'Da a cada encabezado un texto visible, o un texto alternativo si el encabezado es una imagen; elimina los encabezados que solo añaden espacio.',
      pass: 'Ningún encabezado está vacío (encabezados revisados: {count}).',
      none: 'La página no tiene encabezados.',
      one: 'Un encabezado está vacío: un {tag} sin texto ni texto alternativo de imagen.',
      many: 'Hay {count} encabezados vacíos ({tags}): no tienen texto ni texto alternativo de imagen.',
    },
    fr: {
      title: 'Titres vides',
      fix: 'Donnez à chaque titre un texte visible, ou un texte alternatif si le titre est une image ; supprimez les titres qui ne servent qu’à créer de l’espace.',
      pass: 'Aucun titre n’est vide (titres vérifiés : {count}).',
      none: "La page n'a aucun titre.",
      one: "Un titre est vide : un {tag} sans texte ni texte alternatif d'image.",
      many: "{count} titres sont vides ({tags}) : ils n'ont ni texte ni texte alternatif d'image.",
    },
  },
});

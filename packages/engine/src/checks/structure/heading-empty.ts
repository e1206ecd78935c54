import { defineCheck, notApplicable, pass, warn } from '../types.js';
import { headingItem, tagOf } from './_headings.js';
import { isBlank } from '../format.js';
import { noted } from '../../i18n/notes.js';
import { headingEmptyFix } from '../../fix/headings.js';

export default defineCheck({
  id: 'heading-empty',
  needs: ['headings'],
  run(page) {
    if (page.headings.length === 0) return notApplicable('none');
    const empty = page.headings.filter((h) => isBlank(h.text));
    const first = empty[0];
    if (!first) return pass('pass', { count: page.headings.length }, { value: 0 });
    const items = empty.map((h) =>
      headingItem(
        h,
        noted(h.hiddenText ? 'textHidden' : h.hasImage ? 'imageWithoutAltText' : 'noAccessibleText'),
      ),
    );
    // Text inside aria-hidden or display:none is on the page for some readers: "no text" would be false,
    // and deleting the heading would delete it.
    const hidden = empty.filter((h) => h.hiddenText).length;
    if (empty.length === 1)
      return warn(hidden ? 'oneHidden' : 'one', { tag: tagOf(first) }, { items, value: 1 });
    // Distinct tags in document order: "<h2>, <h3>" says where to look without repeating every element.
    const tags = [...new Set(empty.map(tagOf))].join(', ');
    if (hidden)
      return warn('manyHidden', { count: empty.length, tags, hidden }, { items, value: empty.length });
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
      oneHidden:
        'One heading is empty to screen readers and search engines: the text of an {tag} is hidden (aria-hidden, hidden or display:none). Make that text readable rather than deleting the heading.',
      manyHidden:
        '{count} headings are empty to screen readers and search engines ({tags}); the text of {hidden} of them is hidden (aria-hidden, hidden or display:none). Make that text readable rather than deleting those headings.',
    },
    es: {
      title: 'Encabezados vacíos',
      fix: 'Da a cada encabezado un texto visible, o un texto alternativo si el encabezado es una imagen; elimina los encabezados que solo añaden espacio.',
      pass: 'Ningún encabezado está vacío (encabezados revisados: {count}).',
      none: 'La página no tiene encabezados.',
      one: 'Un encabezado está vacío: un {tag} sin texto ni texto alternativo de imagen.',
      many: 'Hay {count} encabezados vacíos ({tags}): no tienen texto ni texto alternativo de imagen.',
      oneHidden:
        'Un encabezado está vacío para los lectores de pantalla y los buscadores: el texto de un {tag} está oculto (aria-hidden, hidden o display:none). Haz legible ese texto en lugar de eliminar el encabezado.',
      manyHidden:
        'Hay {count} encabezados vacíos para los lectores de pantalla y los buscadores ({tags}); el texto de {hidden} de ellos está oculto (aria-hidden, hidden o display:none). Haz legible ese texto en lugar de eliminar esos encabezados.',
    },
    fr: {
      title: 'Titres vides',
      fix: 'Donnez à chaque titre un texte visible, ou un texte alternatif si le titre est une image ; supprimez les titres qui ne servent qu’à créer de l’espace.',
      pass: 'Aucun titre n’est vide (titres vérifiés : {count}).',
      none: "La page n'a aucun titre.",
      one: "Un titre est vide : un {tag} sans texte ni texte alternatif d'image.",
      many: "{count} titres sont vides ({tags}) : ils n'ont ni texte ni texte alternatif d'image.",
      oneHidden:
        'Un titre est vide pour les lecteurs d’écran et les moteurs de recherche : le texte d’un {tag} est masqué (aria-hidden, hidden ou display:none). Rendez ce texte lisible plutôt que de supprimer le titre.',
      manyHidden:
        '{count} titres sont vides pour les lecteurs d’écran et les moteurs de recherche ({tags}) ; le texte de {hidden} d’entre eux est masqué (aria-hidden, hidden ou display:none). Rendez ce texte lisible plutôt que de supprimer ces titres.',
    },
  },
  fix: headingEmptyFix,
});

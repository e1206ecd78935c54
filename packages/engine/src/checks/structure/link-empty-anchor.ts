import { defineCheck, notApplicable, pass, warn } from '../types.js';
import { isBlank } from '../format.js';
import { linkItem, linksWithHref, targetOf } from './_links.js';
import { noted } from '../../i18n/notes.js';

export default defineCheck({
  id: 'link-empty-anchor',
  needs: ['anchors'],
  run(page) {
    // Links that are not rendered (a closed menu) have no accessible name to judge, as in axe.
    const links = linksWithHref(page).filter((a) => !a.hidden);
    if (links.length === 0) return notApplicable('none');
    const empty = links.filter((a) => isBlank(a.name));
    const first = empty[0];
    if (!first) return pass('pass', { count: links.length }, { value: 0 });
    const items = empty.map((a) => linkItem(a, noted(a.hasImage ? 'imageWithoutAlt' : 'noText')));
    if (empty.length === 1) return warn('one', { url: targetOf(first) }, { items, value: 1 });
    return warn('many', { count: empty.length, url: targetOf(first) }, { items, value: empty.length });
  },
  strings: {
    en: {
      title: 'Links without text',
      fix: 'Put descriptive text inside each link; for an image or icon link, give the image an alt text (or the link an aria-label) that names the target, e.g. "Our workshop on Instagram".',
      pass: 'Every link on the page has an accessible name (links checked: {count}).',
      none: 'The page has no links.',
      one: 'The link to {url} has no text, no image alt text, no aria-label and no title.',
      many: '{count} links have no text, no image alt text, no aria-label and no title, e.g. the link to {url}.',
    },
    es: {
      title: 'Enlaces sin texto',
      fix: 'Pon un texto descriptivo dentro de cada enlace; en los enlaces de imagen o de icono, da a la imagen un texto alternativo (o al enlace un aria-label) que nombre el destino, p. ej. "Nuestro taller en Instagram".',
      pass: 'Todos los enlaces de la página tienen un nombre accesible (enlaces revisados: {count}).',
      none: 'La página no tiene enlaces.',
      one: 'El enlace a {url} no tiene texto, ni texto alternativo de imagen, ni aria-label, ni title.',
      many: '{count} enlaces no tienen texto, ni texto alternativo de imagen, ni aria-label, ni title; p. ej. el enlace a {url}.',
    },
    fr: {
      title: 'Liens sans texte',
      fix: "Placez un texte descriptif dans chaque lien ; pour un lien image ou icône, donnez à l'image un texte alternatif (ou au lien un aria-label) qui nomme la cible, par ex. « Notre atelier sur Instagram ».",
      pass: 'Tous les liens de la page ont un nom accessible (liens vérifiés : {count}).',
      none: "La page n'a aucun lien.",
      one: "Le lien vers {url} n'a ni texte, ni texte alternatif d'image, ni aria-label, ni title.",
      many: "{count} liens n'ont ni texte, ni texte alternatif d'image, ni aria-label, ni title ; par ex. le lien vers {url}.",
    },
  },
});

import { defineCheck, fail, pass, warn } from '../types.js';
import { descriptionTags } from './_description.js';
import { noted } from '../../i18n/notes.js';
import { codePointCount } from '../../text/words.js';
import { inBodyOutcome } from '../head-placement.js';
import { descriptionFix } from '../../fix/description.js';

export default defineCheck({
  id: 'meta-description-present',
  needs: ['metas', 'doc'],
  run(page) {
    const tags = descriptionTags(page);
    if (tags.length === 0) return fail('missing', {}, { value: 0 });
    const items = tags.map((d) => ({
      value: d.text || '(empty)',
      ...noted(d.inHead ? 'chars' : 'charsInBody', { count: codePointCount(d.text) }),
      line: d.line,
    }));
    // Google reads the description from <head> only, as every head element (head-placement.ts).
    const head = tags.filter((d) => d.inHead);
    if (head.length === 0) {
      const { key, values } = inBodyOutcome(page, 'inBody');
      return fail(key, { count: tags.length, ...values }, { items, value: 0 });
    }
    const first = head.find((d) => d.text !== '');
    if (!first) return fail('empty', { count: head.length }, { items, value: head.length });
    if (head.length > 1) {
      return warn('multiple', { count: head.length, description: first.text }, { items, value: head.length });
    }
    return pass('pass', { description: first.text }, { value: 1 });
  },
  strings: {
    en: {
      title: 'Meta description',
      fix: 'Add exactly one <meta name="description" content="…"> in <head> that sums up this page in 70–160 characters, e.g. "Solid oak dining tables made to order in our Leeds workshop. Choose size and finish; delivery in 6 weeks."',
      pass: 'The page has one meta description: "{description}".',
      missing:
        'The page has no <meta name="description">, so search engines build the snippet from page text of their choosing.',
      empty:
        'The page has {count, plural, one {# <meta name="description"> tag, but it is empty} other {# <meta name="description"> tags, but all are empty}}.',
      inBody:
        'The page has {count, plural, one {# <meta name="description">, but it is} other {# <meta name="description"> tags, but they are}} in <body>, where Google ignores it: Google reads page metadata from <head> only.',
      inBodyClosed:
        'The page has {count, plural, one {# <meta name="description">, but it is} other {# <meta name="description"> tags, but they are}} in <body>: {closer} on line {closerLine} closed the <head> before it, and Google ignores the head elements that come after it. Move {closer} into <body>, below the head elements.',
      multiple:
        'The page has {count} <meta name="description"> tags; search engines may use any of them. The first non-empty one reads: "{description}".',
    },
    es: {
      title: 'Meta descripción',
      fix: 'Añade exactamente un <meta name="description" content="…"> en <head> que resuma esta página en 70–160 caracteres, p. ej. "Mesas de comedor de roble macizo hechas por encargo en nuestro taller de Leeds. Elige tamaño y acabado; entrega en 6 semanas."',
      pass: 'La página tiene una meta descripción: "{description}".',
      missing:
        'La página no tiene <meta name="description">, así que los buscadores arman el fragmento con el texto de la página que ellos elijan.',
      empty:
        'La página tiene {count, plural, one {# etiqueta <meta name="description">, pero está vacía} other {# etiquetas <meta name="description">, pero todas están vacías}}.',
      inBody:
        'La página tiene {count, plural, one {# <meta name="description">, pero está} other {# etiquetas <meta name="description">, pero están}} en <body>, donde Google la ignora: Google lee los metadatos de la página solo en <head>.',
      inBodyClosed:
        'La página tiene {count, plural, one {# <meta name="description">, pero está} other {# etiquetas <meta name="description">, pero están}} en <body>: {closer} en la línea {closerLine} cerró el <head> antes, y Google ignora los elementos del head que vienen después. Mueve {closer} a <body>, debajo de los elementos del head.',
      multiple:
        'La página tiene {count} etiquetas <meta name="description">; los buscadores pueden usar cualquiera. La primera no vacía dice: "{description}".',
    },
    fr: {
      title: 'Meta description',
      fix: 'Ajoutez exactement une balise <meta name="description" content="…"> dans <head> qui résume cette page en 70 à 160 caractères, par ex. « Tables à manger en chêne massif fabriquées sur commande dans notre atelier de Leeds. Choisissez taille et finition ; livraison en 6 semaines. »',
      pass: 'La page a une meta description : « {description} ».',
      missing:
        'La page n’a pas de <meta name="description"> : les moteurs de recherche composent l’extrait avec le texte de la page de leur choix.',
      empty:
        'La page a {count, plural, one {# balise <meta name="description">, mais elle est vide} other {# balises <meta name="description">, mais toutes sont vides}}.',
      inBody:
        'La page a {count, plural, one {# <meta name="description">, mais elle se trouve} other {# balises <meta name="description">, mais elles se trouvent}} dans <body>, où Google l’ignore : Google ne lit les métadonnées de la page que dans <head>.',
      inBodyClosed:
        'La page a {count, plural, one {# <meta name="description">, mais elle se trouve} other {# balises <meta name="description">, mais elles se trouvent}} dans <body> : {closer} à la ligne {closerLine} a fermé le <head> avant, et Google ignore les éléments du head qui le suivent. Déplacez {closer} dans <body>, sous les éléments du head.',
      multiple:
        'La page a {count} balises <meta name="description"> ; les moteurs de recherche peuvent utiliser n’importe laquelle. La première non vide dit : « {description} ».',
    },
  },
  fix: descriptionFix,
});

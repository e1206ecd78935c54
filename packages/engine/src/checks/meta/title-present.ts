import { defineCheck, fail, pass } from '../types.js';
import { inBodyOutcome } from '../head-placement.js';
import { titleFix } from '../../fix/title.js';

export default defineCheck({
  id: 'title-present',
  needs: ['titles', 'doc'],
  run(page) {
    const inHead = page.titles.filter((t) => t.inHead);
    const items = page.titles.map((t) => ({
      value: t.text || '(empty)',
      note: t.inHead ? '<head>' : '<body>',
      line: t.line,
    }));
    if (inHead.length === 0) {
      if (page.titles.length === 0) return fail('missing');
      // Google ignores a <title> outside <head>, as it ignores every head element there.
      const { key, values } = inBodyOutcome(page, 'inBody');
      return fail(key, { count: page.titles.length, ...values }, { items });
    }
    const first = inHead[0]!.text;
    if (!first) return fail('empty', {}, { items });
    if (inHead.length > 1)
      return fail('multiple', { count: inHead.length, title: first }, { items, value: inHead.length });
    return pass('pass', { title: first }, { value: first });
  },
  strings: {
    en: {
      title: 'Title tag',
      fix: 'Give the page exactly one <title> inside <head> that names its topic in words searchers use, e.g. "Handmade Oak Tables | Smith Workshop".',
      pass: 'The page has one title: "{title}".',
      missing: 'The page has no <title> element, so search engines make up the result headline.',
      inBody:
        'The page has {count, plural, one {# <title> element, but not in <head>} other {# <title> elements, but none in <head>}}; Google reads the title only from <head>.',
      inBodyClosed:
        'The page has {count, plural, one {# <title> element, but it is} other {# <title> elements, but they are}} in <body>: {closer} on line {closerLine} closed the <head> before the title, and Google ignores the head elements that come after it. Move {closer} into <body>, below the head elements.',
      empty: 'The <title> element is empty.',
      multiple:
        'The page has {count} <title> elements, where HTML allows one; search engines use only the first ("{title}"), so the others are lost: keep one.',
    },
    es: {
      title: 'Etiqueta de título',
      fix: 'Pon exactamente un <title> dentro de <head> que nombre el tema con las palabras que usa la gente al buscar, p. ej. "Mesas de roble artesanales | Taller Smith".',
      pass: 'La página tiene un título: "{title}".',
      missing:
        'La página no tiene elemento <title>, así que los buscadores inventan el titular del resultado.',
      inBody:
        'La página tiene {count, plural, one {# elemento <title>, pero no en <head>} other {# elementos <title>, pero ninguno en <head>}}; Google solo lee el título en <head>.',
      inBodyClosed:
        'La página tiene {count, plural, one {# elemento <title>, pero está} other {# elementos <title>, pero están}} en <body>: {closer} en la línea {closerLine} cerró el <head> antes del título, y Google ignora los elementos del head que vienen después. Mueve {closer} a <body>, debajo de los elementos del head.',
      empty: 'El elemento <title> está vacío.',
      multiple:
        'La página tiene {count} elementos <title>, y HTML solo admite uno; los buscadores solo usan el primero ("{title}"), así que los demás se pierden: deja uno.',
    },
    fr: {
      title: 'Balise title',
      fix: 'Donnez à la page exactement un <title> dans <head> qui nomme son sujet avec les mots des internautes, par ex. « Tables en chêne artisanales | Atelier Smith ».',
      pass: 'La page a un titre : « {title} ».',
      missing: "La page n'a pas d'élément <title> : les moteurs de recherche inventent le titre du résultat.",
      inBody:
        'La page a {count, plural, one {# élément <title>, mais pas dans <head>} other {# éléments <title>, mais aucun dans <head>}} ; Google ne lit le titre que dans <head>.',
      inBodyClosed:
        'La page a {count, plural, one {# élément <title>, mais il se trouve} other {# éléments <title>, mais ils se trouvent}} dans <body> : {closer} à la ligne {closerLine} a fermé le <head> avant le titre, et Google ignore les éléments du head qui le suivent. Déplacez {closer} dans <body>, sous les éléments du head.',
      empty: "L'élément <title> est vide.",
      multiple:
        'La page a {count} éléments <title>, alors que HTML n’en permet qu’un ; les moteurs de recherche n’utilisent que le premier (« {title} ») : les autres sont perdus, gardez-en un seul.',
    },
  },
  fix: titleFix,
});

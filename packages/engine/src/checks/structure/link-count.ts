import { defineCheck, fail, pass, warn } from '../types.js';
import { linksWithHref } from './_links.js';

/** Catalogue link-count: ≤ 300 good, 301–1000 recommended, > 1000 critical. */
const GOOD_MAX = 300;
const RECOMMENDED_MAX = 1000;

export default defineCheck({
  id: 'link-count',
  needs: ['anchors'],
  run(page) {
    const links = linksWithHref(page);
    const count = links.length;
    const values = { count, internal: links.filter((a) => a.sameSite).length };
    if (count > RECOMMENDED_MAX) return fail('tooMany', values, { value: count });
    if (count > GOOD_MAX) return warn('many', values, { value: count });
    return pass('pass', values, { value: count });
  },
  strings: {
    en: {
      title: 'Number of links',
      fix: 'Trim mega-menus, tag clouds and footer link lists to the pages users need most (at most 300 links), and link the rest from category or hub pages.',
      pass: 'Links on the page: {count} ({internal} to this site), within the limit of 300.',
      many: 'Links on the page: {count} ({internal} to this site), more than 300.',
      tooMany: 'Links on the page: {count} ({internal} to this site), more than 1,000.',
    },
    es: {
      title: 'Número de enlaces',
      fix: 'Reduce los megamenús, las nubes de etiquetas y las listas de enlaces del pie a las páginas que más necesitan los usuarios (300 enlaces como máximo) y enlaza el resto desde páginas de categoría.',
      pass: 'Enlaces en la página: {count} ({internal} a este sitio), dentro del límite de 300.',
      many: 'Enlaces en la página: {count} ({internal} a este sitio), más de 300.',
      tooMany: 'Enlaces en la página: {count} ({internal} a este sitio), más de 1000.',
    },
    fr: {
      title: 'Nombre de liens',
      fix: 'Réduisez les méga-menus, nuages de tags et listes de liens du pied de page aux pages dont les visiteurs ont le plus besoin (300 liens au maximum) et liez le reste depuis des pages de catégorie.',
      pass: 'Liens sur la page : {count} ({internal} vers ce site), dans la limite de 300.',
      many: 'Liens sur la page : {count} ({internal} vers ce site), plus de 300.',
      tooMany: 'Liens sur la page : {count} ({internal} vers ce site), plus de 1\u202f000.',
    },
  },
});

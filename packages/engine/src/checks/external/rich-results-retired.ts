import { jsonLdOf } from '../../structured/jsonld.js';
import { defineCheck, notApplicable, pass, warn } from '../types.js';
import { itemLabel, richResults } from './_rich-results.js';

/**
 * Markup for rich result features Google has retired (FAQ, How-to, Course info…): informational (weight 0).
 * It harms nothing, but it earns nothing in Google Search any more.
 */
export default defineCheck({
  id: 'rich-results-retired',
  needs: ['jsonLd', 'markupData'],
  reads: ['site', 'lab'],
  run(page) {
    const hasItems = jsonLdOf(page).items.length > 0 || page.markupData.length > 0;
    if (!hasItems) return notApplicable('none');
    const retired = richResults(page).filter((r) => r.status === 'retired');
    if (retired.length === 0) return pass('pass', {}, { value: 0 });
    const features = [...new Set(retired.map((r) => r.feature))].join(', ');
    const items = retired.map((r) => ({ value: itemLabel(r), note: r.docs, line: r.line }));
    return warn('retired', { count: retired.length, features }, { items, value: retired.length });
  },
  strings: {
    en: {
      title: 'Retired rich result markup',
      fix: 'Nothing is broken: Google no longer shows these features, so the markup earns nothing in Google Search. Keep it if other consumers read it; otherwise it can go.',
      pass: 'No structured data on the page is for a rich result feature Google has retired.',
      none: 'The page has no structured data.',
      retired:
        '{count, plural, one {# item is} other {# items are}} for features Google has retired: {features}. They are not shown in Google Search any more.',
    },
    es: {
      title: 'Marcado de resultados enriquecidos retirados',
      fix: 'No hay nada roto: Google ya no muestra estas funciones, así que el marcado no aporta nada en la Búsqueda de Google. Consérvalo si otros lo leen; si no, puede eliminarse.',
      pass: 'Ningún dato estructurado de la página corresponde a una función de resultados enriquecidos que Google haya retirado.',
      none: 'La página no tiene datos estructurados.',
      retired:
        '{count, plural, one {# elemento corresponde} other {# elementos corresponden}} a funciones que Google ha retirado: {features}. Ya no se muestran en la Búsqueda de Google.',
    },
    fr: {
      title: 'Balisage de résultats enrichis retirés',
      fix: 'Rien n’est cassé : Google n’affiche plus ces fonctionnalités, le balisage ne rapporte donc plus rien dans la recherche Google. Gardez-le si d’autres le lisent ; sinon, il peut être retiré.',
      pass: 'Aucune donnée structurée de la page ne concerne une fonctionnalité de résultats enrichis retirée par Google.',
      none: 'La page n’a pas de données structurées.',
      retired:
        '{count, plural, one {# élément concerne} other {# éléments concernent}} des fonctionnalités retirées par Google : {features}. Elles ne s’affichent plus dans la recherche Google.',
    },
  },
});

import { defineCheck, notApplicable, pass, warn } from '../types.js';
import { asItem, current, itemLabel, richResults } from './_rich-results.js';
import { richResultsFix } from '../../fix/rich-results.js';

/** Eligible rich result items without some of the properties Google recommends (or with some invalid). */
export default defineCheck({
  id: 'rich-results-recommended',
  needs: ['jsonLd', 'markupData'],
  reads: ['site', 'lab'],
  run(page) {
    const usable = current(richResults(page)).filter((r) => r.status !== 'invalid');
    if (usable.length === 0) return notApplicable('none');
    const partial = usable.filter(
      (r) => r.missingRecommended.length > 0 || r.invalidValues.some((v) => !v.required),
    );
    if (partial.length === 0) return pass('pass', { count: usable.length }, { value: 0 });
    const first = partial[0]!;
    const missing = [
      ...first.missingRecommended,
      ...first.invalidValues.filter((v) => !v.required).map((v) => `${v.property} (${v.reason})`),
    ];
    return warn(
      'partial',
      {
        count: usable.length,
        partial: partial.length,
        item: itemLabel(first),
        missing: missing.slice(0, 8).join(', '),
      },
      { items: partial.map((r) => asItem(r, 'recommended')), value: partial.length },
    );
  },
  strings: {
    en: {
      title: 'Rich result recommended properties',
      fix: 'Add the properties Google recommends for each feature (listed per item, linked to Google’s page): they are optional, but items with them are more likely to show as a rich result, and with more detail.',
      pass: '{count, plural, one {The eligible rich result item has} other {All # eligible rich result items have}} every property Google recommends.',
      none: 'The page has no eligible rich result item.',
      partial:
        '{partial, plural, one {# eligible item of {count} lacks} other {# eligible items of {count} lack}} recommended properties, e.g. {item}: {missing}.',
    },
    es: {
      title: 'Propiedades recomendadas de resultados enriquecidos',
      fix: 'Añade las propiedades que Google recomienda para cada función (listadas por elemento, con enlace a la página de Google): son opcionales, pero los elementos que las tienen tienen más probabilidades de mostrarse como resultado enriquecido, y con más detalle.',
      pass: '{count, plural, one {El elemento apto tiene} other {Los # elementos aptos tienen}} todas las propiedades que Google recomienda.',
      none: 'La página no tiene ningún elemento apto para resultados enriquecidos.',
      partial:
        'A {partial, plural, one {# elemento apto} other {# elementos aptos}} de {count} les faltan propiedades recomendadas, p. ej. {item}: {missing}.',
    },
    fr: {
      title: 'Propriétés recommandées des résultats enrichis',
      fix: 'Ajoutez les propriétés que Google recommande pour chaque fonctionnalité (listées par élément, avec un lien vers la page de Google) : elles sont facultatives, mais les éléments qui les ont s’affichent plus souvent en résultat enrichi, et avec plus de détails.',
      pass: '{count, plural, one {L’élément éligible a} other {Les # éléments éligibles ont}} toutes les propriétés que Google recommande.',
      none: 'La page n’a aucun élément éligible aux résultats enrichis.',
      partial:
        '{partial, plural, one {# élément éligible sur {count} n’a} other {# éléments éligibles sur {count} n’ont}} pas certaines propriétés recommandées, par ex. {item} : {missing}.',
    },
  },
  fix: richResultsFix,
});

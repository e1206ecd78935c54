import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import { asItem, current, itemLabel, richResults } from './_rich-results.js';
import { richResultsFix } from '../../fix/rich-results.js';

/** Structured-data items that a Google feature reads but cannot use: a required property missing or invalid. */
export default defineCheck({
  id: 'rich-results-errors',
  needs: ['jsonLd', 'markupData'],
  reads: ['site', 'lab'],
  run(page) {
    const all = current(richResults(page));
    if (all.length === 0) return notApplicable('none');
    const invalid = all.filter((r) => r.status === 'invalid');
    const values = { count: all.length, invalid: invalid.length };
    if (invalid.length === 0) {
      const features = [...new Set(all.map((r) => r.feature))].join(', ');
      return pass('pass', { ...values, features }, { value: 0 });
    }
    const items = invalid.map((r) => asItem(r, 'required'));
    const missing = invalid.find((r) => r.missingRequired.length > 0);
    if (missing) {
      const first = { item: itemLabel(missing), missing: missing.missingRequired.join(', ') };
      return fail('missing', { ...values, ...first }, { items, value: invalid.length });
    }
    const bad = invalid[0]!;
    const v = bad.invalidValues.find((x) => x.required) ?? bad.invalidValues[0]!;
    const first = { item: itemLabel(bad), property: v.property, reason: v.reason };
    return warn('values', { ...values, ...first }, { items, value: invalid.length });
  },
  strings: {
    en: {
      title: 'Rich result errors',
      fix: 'Give every item the properties Google requires for its feature, with values in the form Google reads (ISO 8601 dates and durations, ISO 4217 currency codes, absolute URLs, numbers without symbols, ratings within their scale); the linked Google page lists them per feature.',
      pass: '{count, plural, one {The rich result item is} other {All # rich result items are}} valid ({features}).',
      none: 'The page has no structured data that a Google rich result feature reads.',
      missing:
        '{invalid, plural, one {# item} other {# items}} of {count} cannot get a rich result: {item} lacks required {missing}.',
      values:
        '{invalid, plural, one {# item} other {# items}} of {count} cannot get a rich result: in {item}, {property} is invalid ({reason}).',
    },
    es: {
      title: 'Errores de resultados enriquecidos',
      fix: 'Da a cada elemento las propiedades que Google exige para su función, con valores en la forma que Google lee (fechas y duraciones ISO 8601, códigos de moneda ISO 4217, URL absolutas, números sin símbolos, valoraciones dentro de su escala); la página de Google enlazada las enumera por función.',
      pass: '{count, plural, one {El elemento de resultado enriquecido es válido} other {Los # elementos de resultados enriquecidos son válidos}} ({features}).',
      none: 'La página no tiene datos estructurados que lea una función de resultados enriquecidos de Google.',
      missing:
        '{invalid, plural, one {# elemento} other {# elementos}} de {count} no pueden obtener un resultado enriquecido: a {item} le falta {missing}, obligatorio.',
      values:
        '{invalid, plural, one {# elemento} other {# elementos}} de {count} no pueden obtener un resultado enriquecido: en {item}, {property} no es válido ({reason}).',
    },
    fr: {
      title: 'Erreurs de résultats enrichis',
      fix: 'Donnez à chaque élément les propriétés que Google exige pour sa fonctionnalité, avec des valeurs sous la forme que Google lit (dates et durées ISO 8601, codes de devise ISO 4217, URL absolues, nombres sans symbole, notes dans leur échelle) ; la page Google liée les énumère par fonctionnalité.',
      pass: '{count, plural, one {L’élément de résultat enrichi est valide} other {Les # éléments de résultats enrichis sont valides}} ({features}).',
      none: 'La page n’a pas de données structurées lues par une fonctionnalité de résultats enrichis de Google.',
      missing:
        '{invalid, plural, one {# élément} other {# éléments}} sur {count} ne peuvent pas obtenir de résultat enrichi : il manque à {item} la propriété obligatoire {missing}.',
      values:
        '{invalid, plural, one {# élément} other {# éléments}} sur {count} ne peuvent pas obtenir de résultat enrichi : dans {item}, {property} est invalide ({reason}).',
    },
  },
  fix: richResultsFix,
});

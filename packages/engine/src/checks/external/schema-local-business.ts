import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import { entriesOf, recommendedGaps, requiredGaps, richResults, summarise } from './_rich-results.js';

/**
 * LocalBusiness markup (and its subtypes), as Google's Local business feature reads it: a summary of the
 * rich-result rules' entries (structured/rich/features/local-business.ts); this check judges no property
 * of its own.
 */
export default defineCheck({
  id: 'schema-local-business',
  needs: ['jsonLd', 'markupData'],
  reads: ['site', 'lab'],
  run(page) {
    const entries = entriesOf(richResults(page), ['Local business']);
    if (entries.length === 0) return notApplicable('none');
    const { invalid, partial, items } = summarise(entries);
    const values = (r: (typeof entries)[number], missing: string[]) => ({
      type: r.type,
      business: r.name ?? '—',
      line: r.line ?? '?',
      missing: missing.join(', '),
    });
    if (invalid)
      return fail('required', values(invalid, requiredGaps(invalid)), { items, value: items.length });
    if (partial)
      return warn('recommended', values(partial, recommendedGaps(partial)), { items, value: items.length });
    return pass('pass', values(entries[0]!, []), { value: 0 });
  },
  strings: {
    en: {
      title: 'Local business markup',
      fix: 'Give the LocalBusiness node (or its subtype: Restaurant, Dentist…) name and address (a PostalAddress with streetAddress, addressLocality, postalCode, addressCountry), and what Google recommends: telephone, url, geo (latitude and longitude), openingHoursSpecification, priceRange, aggregateRating and review, department, and for restaurants menu and servesCuisine.',
      pass: 'The {type} "{business}" at line {line} has every property Google requires and recommends for local businesses.',
      none: 'The page has no LocalBusiness markup.',
      required:
        'The {type} "{business}" at line {line} lacks {missing} (or has it invalid), which local results require.',
      recommended: 'The {type} "{business}" at line {line} lacks recommended properties: {missing}.',
    },
    es: {
      title: 'Marcado de negocio local',
      fix: 'Da al nodo LocalBusiness (o a su subtipo: Restaurant, Dentist…) name y address (una PostalAddress con streetAddress, addressLocality, postalCode, addressCountry), y lo que Google recomienda: telephone, url, geo (latitude y longitude), openingHoursSpecification, priceRange, aggregateRating y review, department y, para restaurantes, menu y servesCuisine.',
      pass: 'El {type} "{business}" de la línea {line} tiene todas las propiedades que Google exige y recomienda para negocios locales.',
      none: 'La página no tiene marcado LocalBusiness.',
      required:
        'Al {type} "{business}" de la línea {line} le falta {missing} (o no es válido), que los resultados locales exigen.',
      recommended: 'Al {type} "{business}" de la línea {line} le faltan propiedades recomendadas: {missing}.',
    },
    fr: {
      title: 'Balisage d’établissement local',
      fix: 'Donnez au nœud LocalBusiness (ou à son sous-type : Restaurant, Dentist…) name et address (une PostalAddress avec streetAddress, addressLocality, postalCode, addressCountry), et ce que Google recommande : telephone, url, geo (latitude et longitude), openingHoursSpecification, priceRange, aggregateRating et review, department et, pour les restaurants, menu et servesCuisine.',
      pass: 'Le {type} "{business}" ligne {line} a toutes les propriétés que Google exige et recommande pour les établissements locaux.',
      none: 'La page n’a pas de balisage LocalBusiness.',
      required:
        'Il manque au {type} "{business}" ligne {line} : {missing} (ou la valeur est invalide), exigé par les résultats locaux.',
      recommended: 'Il manque au {type} "{business}" ligne {line} des propriétés recommandées : {missing}.',
    },
  },
});

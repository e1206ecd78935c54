import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import { entriesOf, recommendedGaps, requiredGaps, richResults, summarise } from './_rich-results.js';

/**
 * Product markup, as Google's product features read it: a summary of the Product snippet and Merchant
 * listing entries of the rich-result rules (structured/rich), which judge every property; this check
 * judges none of its own. A Product nested in another node (an offer's itemOffered, a review's
 * itemReviewed) is not a product result of its own there, so the rules do not read it.
 */
const FEATURES = ['Product snippet', 'Merchant listing'];

export default defineCheck({
  id: 'schema-product',
  needs: ['jsonLd', 'markupData'],
  reads: ['site', 'lab'],
  run(page) {
    const entries = entriesOf(richResults(page), FEATURES);
    if (entries.length === 0) return notApplicable('none');
    // Every Product the rules read gets a Product snippet entry; one with offers gets a Merchant listing one too.
    const count = entries.filter((r) => r.feature === 'Product snippet').length || entries.length;
    const { invalid, partial, items } = summarise(entries);
    const values = (r: (typeof entries)[number], missing: string[]) => ({
      product: r.name ?? '—',
      line: r.line ?? '?',
      feature: r.feature,
      missing: missing.join(', '),
      count,
    });
    if (invalid)
      return fail('required', values(invalid, requiredGaps(invalid)), { items, value: items.length });
    if (partial)
      return warn('recommended', values(partial, recommendedGaps(partial)), { items, value: items.length });
    return pass('pass', values(entries[0]!, []), { value: 0 });
  },
  strings: {
    en: {
      title: 'Product markup',
      fix: 'Give each Product a name and one of offers, review or aggregateRating (product snippets); a product sold on the page needs image and offers with price (digits and a dot) and priceCurrency (an ISO 4217 code such as EUR) for merchant listings, which also recommend description, brand.name, an identifier (gtin, mpn or sku), availability, itemCondition, a return policy, shipping details and ratings.',
      pass: 'Every Product item ({count}) has the required and recommended properties, e.g. "{product}" at line {line}.',
      none: 'The page has no Product markup.',
      required:
        'The product "{product}" at line {line} lacks required properties or has invalid ones, so it is ineligible for the {feature} rich result: {missing}.',
      recommended:
        'The product "{product}" at line {line} lacks properties Google recommends for {feature}, or has invalid ones: {missing}.',
    },
    es: {
      title: 'Marcado de producto',
      fix: 'Da a cada Product un name y offers, review o aggregateRating (fragmentos de producto); un producto que se vende en la página necesita image y offers con price (dígitos y punto) y priceCurrency (un código ISO 4217 como EUR) para las fichas de comerciante, que además recomiendan description, brand.name, un identificador (gtin, mpn o sku), availability, itemCondition, una política de devoluciones, detalles de envío y valoraciones.',
      pass: 'Todos los elementos Product ({count}) tienen las propiedades obligatorias y recomendadas, p. ej. "{product}" en la línea {line}.',
      none: 'La página no tiene marcado Product.',
      required:
        'Al producto "{product}" de la línea {line} le faltan propiedades obligatorias o tiene algunas no válidas, así que no puede optar al resultado enriquecido {feature}: {missing}.',
      recommended:
        'Al producto "{product}" de la línea {line} le faltan propiedades que Google recomienda para {feature}, o tiene algunas no válidas: {missing}.',
    },
    fr: {
      title: 'Balisage de produit',
      fix: 'Donnez à chaque Product un name et offers, review ou aggregateRating (extraits de produit) ; un produit vendu sur la page a besoin de image et de offers avec price (chiffres et point) et priceCurrency (un code ISO 4217 comme EUR) pour les fiches marchand, qui recommandent aussi description, brand.name, un identifiant (gtin, mpn ou sku), availability, itemCondition, une politique de retour, des détails de livraison et des notes.',
      pass: 'Tous les éléments Product ({count}) ont les propriétés obligatoires et recommandées, par ex. "{product}" ligne {line}.',
      none: 'La page n’a pas de balisage Product.',
      required:
        'Il manque au produit "{product}" ligne {line} des propriétés obligatoires, ou certaines sont invalides : il n’est pas éligible au résultat enrichi {feature} : {missing}.',
      recommended:
        'Il manque au produit "{product}" ligne {line} des propriétés que Google recommande pour {feature}, ou certaines sont invalides : {missing}.',
    },
  },
});

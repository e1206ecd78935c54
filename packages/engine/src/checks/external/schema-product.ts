import { jsonLdOf, type Json, type JsonLdItem } from '../../structured/jsonld.js';
import { isCurrencyCode } from '../../structured/iso-4217.js';
import {
  firstText,
  indexNodes,
  itemsOfType,
  nodeIs,
  nodeOf,
  urlOf,
  valuesOf,
} from '../../structured/values.js';
import type { NodeIndex } from '../../structured/values.js';
import { defineCheck, fail, notApplicable, pass, warn, type CheckItem } from '../types.js';
import { lineOf, pathOf, propertyItem, relativePath } from './_structured-data.js';

const AVAILABILITY = new Set(
  'BackOrder Discontinued InStock InStoreOnly LimitedAvailability MadeToOrder OnlineOnly OutOfStock PreOrder PreSale Reserved SoldOut'.split(
    ' ',
  ),
);
/** An ItemAvailability value: its schema.org IRI (http or https), a `schema:` name or the bare name. */
const isAvailability = (v: string): boolean =>
  AVAILABILITY.has(v.replace(/^(?:https?:\/\/schema\.org\/|schema:)/, ''));
/** A price as Google reads it: a number, or digits with a dot for decimals (no symbols, no thousands separators). */
const isPrice = (v: Json | undefined): boolean =>
  typeof v === 'number' || (typeof v === 'string' && /^\s*\d+(?:\.\d+)?\s*$/.test(v));
/** Products that describe what another node is about (the item of an offer or review, a related product). */
const SUBORDINATE = new Set([
  'itemOffered',
  'itemReviewed',
  'isRelatedTo',
  'isSimilarTo',
  'isAccessoryOrSparePartFor',
  'isConsumableFor',
]);

interface Judged {
  item: JsonLdItem;
  required: CheckItem[];
  recommended: CheckItem[];
}

function judge(item: JsonLdItem, base: string, index: NodeIndex): Judged {
  const d = item.data;
  const required: CheckItem[] = [];
  const recommended: CheckItem[] = [];
  const flag = (list: CheckItem[], path: string, note: string): number =>
    list.push(propertyItem(item, path, note));
  if (firstText(d.name) === null) flag(required, pathOf(item, 'name'), 'missing');
  const offers = valuesOf(d.offers);
  if (offers.length === 0 && d.review === undefined && d.aggregateRating === undefined) {
    flag(required, pathOf(item, 'offers'), 'none of offers, review or aggregateRating');
  }
  offers.forEach((raw, i) => {
    const offer = nodeOf(raw, index) ?? {};
    const at = (prop: string): string =>
      pathOf(item, 'offers', ...(offers.length > 1 || Array.isArray(d.offers) ? [i] : []), prop);
    const specs = valuesOf(offer.priceSpecification).map((s) => nodeOf(s, index) ?? {});
    // An AggregateOffer gives a range (lowPrice) instead of one price.
    const price = nodeIs(offer, 'AggregateOffer') ? (offer.lowPrice ?? offer.price) : offer.price;
    const specPrice = specs.find((s) => s.price !== undefined)?.price;
    if (price === undefined && specPrice === undefined) flag(required, at('price'), 'missing');
    else if (!isPrice(price ?? specPrice))
      flag(required, at('price'), `${JSON.stringify(price ?? specPrice)}: not a number`);
    const currency =
      firstText(offer.priceCurrency) ??
      specs.map((s) => firstText(s.priceCurrency)).find((c) => c !== null) ??
      null;
    if (currency === null) flag(required, at('priceCurrency'), 'missing');
    else if (!isCurrencyCode(currency))
      flag(required, at('priceCurrency'), `${JSON.stringify(currency)}: not an ISO 4217 code`);
    const availability = firstText(offer.availability);
    if (availability === null) flag(recommended, at('availability'), 'missing');
    else if (!isAvailability(availability))
      flag(recommended, at('availability'), `${JSON.stringify(availability)}: not an ItemAvailability value`);
  });
  if (urlOf(d.image, base, index).url === null) flag(recommended, pathOf(item, 'image'), 'missing');
  // A brand is a name: as text, or a Brand/Organization node carrying one.
  const brandNamed = valuesOf(d.brand).some((b) => firstText(b) ?? firstText(nodeOf(b, index)?.name));
  if (!brandNamed) flag(recommended, pathOf(item, 'brand'), d.brand === undefined ? 'missing' : 'no name');
  const ids = ['sku', 'gtin', 'gtin8', 'gtin12', 'gtin13', 'gtin14'];
  if (!ids.some((k) => firstText(d[k]) !== null)) flag(recommended, pathOf(item, 'sku'), 'no sku or gtin');
  return { item, required, recommended };
}

export default defineCheck({
  id: 'schema-product',
  needs: ['jsonLd', 'doc'],
  run(page) {
    const { items } = jsonLdOf(page);
    // A ProductGroup's offers live on its variants, which are judged as products of their own.
    const products = itemsOfType(items, 'Product').filter(
      (p) => !nodeIs(p.data, 'ProductGroup') && !SUBORDINATE.has(p.parentProperty ?? ''),
    );
    if (products.length === 0) return notApplicable('none');
    const index = indexNodes(items);
    const judged = products.map((p) => judge(p, page.doc.baseUrl, index));
    const problems = judged.flatMap((j) => [...j.required, ...j.recommended]);
    const values = (j: Judged, list: CheckItem[]) => ({
      product: firstText(j.item.data.name) ?? '—',
      line: lineOf(j.item),
      missing: list.map((c) => relativePath(j.item, c.value)).join(', '),
      count: products.length,
    });
    const broken = judged.find((j) => j.required.length > 0);
    if (broken)
      return fail('required', values(broken, broken.required), { items: problems, value: problems.length });
    const partial = judged.find((j) => j.recommended.length > 0);
    if (partial)
      return warn('recommended', values(partial, partial.recommended), {
        items: problems,
        value: problems.length,
      });
    return pass('pass', values(judged[0]!, []), { value: 0 });
  },
  strings: {
    en: {
      title: 'Product markup',
      fix: 'Give each Product a name, an offers node with price (digits and a dot), priceCurrency (an ISO 4217 code such as EUR) and availability (https://schema.org/InStock…), plus image, brand and sku or gtin; a product without offers needs review or aggregateRating.',
      pass: 'Every Product item ({count}) has the required and recommended properties, e.g. "{product}" at line {line}.',
      none: 'The page has no Product markup.',
      required:
        'The product "{product}" at line {line} lacks required properties or has invalid ones, so it is ineligible for product rich results: {missing}.',
      recommended:
        'The product "{product}" at line {line} lacks recommended properties or has invalid ones: {missing}.',
    },
    es: {
      title: 'Marcado de producto',
      fix: 'Da a cada Product un name, un nodo offers con price (dígitos y punto), priceCurrency (un código ISO 4217 como EUR) y availability (https://schema.org/InStock…), además de image, brand y sku o gtin; un producto sin offers necesita review o aggregateRating.',
      pass: 'Todos los elementos Product ({count}) tienen las propiedades obligatorias y recomendadas, p. ej. "{product}" en la línea {line}.',
      none: 'La página no tiene marcado Product.',
      required:
        'Al producto "{product}" de la línea {line} le faltan propiedades obligatorias o tiene algunas no válidas, así que no puede optar a resultados enriquecidos de producto: {missing}.',
      recommended:
        'Al producto "{product}" de la línea {line} le faltan propiedades recomendadas o tiene algunas no válidas: {missing}.',
    },
    fr: {
      title: 'Balisage de produit',
      fix: 'Donnez à chaque Product un name, un nœud offers avec price (chiffres et point), priceCurrency (un code ISO 4217 comme EUR) et availability (https://schema.org/InStock…), ainsi que image, brand et sku ou gtin ; un produit sans offers a besoin de review ou aggregateRating.',
      pass: 'Tous les éléments Product ({count}) ont les propriétés obligatoires et recommandées, par ex. "{product}" ligne {line}.',
      none: 'La page n’a pas de balisage Product.',
      required:
        'Il manque au produit "{product}" ligne {line} des propriétés obligatoires, ou certaines sont invalides : il n’est pas éligible aux résultats enrichis de produit : {missing}.',
      recommended:
        'Il manque au produit "{product}" ligne {line} des propriétés recommandées, ou certaines sont invalides : {missing}.',
    },
  },
});

import { jsonLdOf, type Json, type JsonLdItem } from '../../structured/jsonld.js';
import { firstText, indexNodes, itemsOfType, nodeOf, valuesOf } from '../../structured/values.js';
import type { NodeIndex } from '../../structured/values.js';
import { defineCheck, fail, notApplicable, pass, warn, type CheckItem } from '../types.js';
import { lineOf, pathOf, propertyItem, typeName } from './_structured-data.js';

const ADDRESS_PARTS = ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'];

/** An address: a PostalAddress node with at least one part, or a non-blank text. */
function hasAddress(v: Json | undefined, index: NodeIndex): boolean {
  return valuesOf(v).some((a) => {
    if (firstText(a) !== null) return true;
    const node = nodeOf(a, index);
    return node !== null && ADDRESS_PARTS.some((p) => firstText(node[p]) !== null);
  });
}

/** Coordinates: a GeoCoordinates node whose latitude and longitude are numbers (or numeric text). */
function hasGeo(v: Json | undefined, index: NodeIndex): boolean {
  return valuesOf(v).some((g) => {
    const node = nodeOf(g, index);
    const num = (x: Json | undefined): boolean => Number.isFinite(Number(firstText(x) ?? NaN));
    return node !== null && num(node.latitude) && num(node.longitude);
  });
}

function judge(
  item: JsonLdItem,
  index: NodeIndex,
): { required: string[]; recommended: string[]; items: CheckItem[] } {
  const d = item.data;
  const required: string[] = [];
  const recommended: string[] = [];
  const items: CheckItem[] = [];
  const lack = (list: string[], prop: string, note = 'missing'): void => {
    list.push(prop);
    items.push(propertyItem(item, pathOf(item, prop), note));
  };
  if (firstText(d.name) === null) lack(required, 'name');
  if (!hasAddress(d.address, index))
    lack(required, 'address', d.address === undefined ? 'missing' : 'no address part');
  if (firstText(d.telephone) === null) lack(recommended, 'telephone');
  // Opening hours as text ("Mo-Fr 09:00-18:00") or as OpeningHoursSpecification nodes.
  if (firstText(d.openingHours) === null && valuesOf(d.openingHoursSpecification).length === 0) {
    lack(recommended, 'openingHours', 'neither openingHours nor openingHoursSpecification');
  }
  if (!hasGeo(d.geo, index))
    lack(recommended, 'geo', d.geo === undefined ? 'missing' : 'no numeric latitude/longitude');
  return { required, recommended, items };
}

export default defineCheck({
  id: 'schema-local-business',
  needs: ['jsonLd'],
  run(page) {
    const { items } = jsonLdOf(page);
    const businesses = itemsOfType(items, 'LocalBusiness');
    if (businesses.length === 0) return notApplicable('none');
    const index = indexNodes(items);
    const judged = businesses.map((b) => ({ b, ...judge(b, index) }));
    const all = judged.flatMap((j) => j.items);
    const values = (j: (typeof judged)[number], missing: string[]) => ({
      type: typeName(j.b),
      business: firstText(j.b.data.name) ?? '—',
      line: lineOf(j.b),
      missing: missing.join(', '),
    });
    const broken = judged.find((j) => j.required.length > 0);
    if (broken) return fail('required', values(broken, broken.required), { items: all, value: all.length });
    const partial = judged.find((j) => j.recommended.length > 0);
    if (partial)
      return warn('recommended', values(partial, partial.recommended), { items: all, value: all.length });
    return pass('pass', values(judged[0]!, []), { value: 0 });
  },
  strings: {
    en: {
      title: 'Local business markup',
      fix: 'Give the LocalBusiness node (or its subtype: Restaurant, Dentist…) name, address (a PostalAddress with streetAddress, addressLocality, postalCode, addressCountry), telephone, openingHoursSpecification and geo (latitude and longitude).',
      pass: 'The {type} "{business}" at line {line} has name, address, telephone, opening hours and geo coordinates.',
      none: 'The page has no LocalBusiness markup.',
      required: 'The {type} "{business}" at line {line} lacks {missing}, which local results require.',
      recommended: 'The {type} "{business}" at line {line} lacks recommended properties: {missing}.',
    },
    es: {
      title: 'Marcado de negocio local',
      fix: 'Da al nodo LocalBusiness (o a su subtipo: Restaurant, Dentist…) name, address (una PostalAddress con streetAddress, addressLocality, postalCode, addressCountry), telephone, openingHoursSpecification y geo (latitude y longitude).',
      pass: 'El {type} "{business}" de la línea {line} tiene nombre, dirección, teléfono, horario y coordenadas geo.',
      none: 'La página no tiene marcado LocalBusiness.',
      required:
        'Al {type} "{business}" de la línea {line} le falta {missing}, que los resultados locales exigen.',
      recommended: 'Al {type} "{business}" de la línea {line} le faltan propiedades recomendadas: {missing}.',
    },
    fr: {
      title: 'Balisage d’établissement local',
      fix: 'Donnez au nœud LocalBusiness (ou à son sous-type : Restaurant, Dentist…) name, address (une PostalAddress avec streetAddress, addressLocality, postalCode, addressCountry), telephone, openingHoursSpecification et geo (latitude et longitude).',
      pass: 'Le {type} "{business}" ligne {line} a nom, adresse, téléphone, horaires et coordonnées geo.',
      none: 'La page n’a pas de balisage LocalBusiness.',
      required: 'Il manque au {type} "{business}" ligne {line} : {missing}, exigé par les résultats locaux.',
      recommended: 'Il manque au {type} "{business}" ligne {line} des propriétés recommandées : {missing}.',
    },
  },
});

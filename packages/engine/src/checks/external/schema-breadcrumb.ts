import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import { entriesOf, requiredGaps, richResults, summarise } from './_rich-results.js';
import { structuredDataFix } from '../../fix/structured-data.js';

/**
 * Breadcrumb markup, as Google's Breadcrumb feature reads it: a summary of the rich-result rules'
 * Breadcrumb entries (structured/rich/features/breadcrumb.ts: itemListElement, each with an integer
 * position, a name and an item URL, which the last may omit), in JSON-LD, Microdata or RDFa; this check
 * judges no property of its own. What it adds is where a breadcrumb is expected: pages two levels deep.
 */
export default defineCheck({
  id: 'schema-breadcrumb',
  fix: structuredDataFix,
  needs: ['jsonLd', 'markupData', 'url'],
  reads: ['site', 'lab'],
  run(page) {
    const entries = entriesOf(richResults(page), ['Breadcrumb']);
    const path = page.url.pathname;
    const depth = path.split('/').filter(Boolean).length;
    if (entries.length === 0) {
      if (depth === 0) return notApplicable('home');
      if (depth < 2) return notApplicable('shallow', { path });
      return warn('absent', { path, depth }, { value: 0 });
    }
    const { invalid, items } = summarise(entries);
    if (invalid) {
      const line = invalid.line ?? '?';
      const value = { items, value: items.length };
      if (invalid.missingRequired.includes('itemListElement')) return fail('invalidList', { line }, value);
      const position = invalid.invalidValues.find((v) => v.property === 'itemListElement.position');
      if (position && invalid.missingRequired.length === 0) {
        return fail('invalidPosition', { line, path: position.property, found: position.value }, value);
      }
      return fail('required', { line, missing: requiredGaps(invalid).join(', ') }, value);
    }
    const first = entries[0]!;
    return pass('pass', { line: first.line ?? '?', count: entries.length }, { value: 0 });
  },
  strings: {
    en: {
      title: 'Breadcrumb markup',
      fix: 'Add a JSON-LD BreadcrumbList whose itemListElement holds one ListItem per level, with position 1, 2, 3… in order, a name, and the level’s URL as item (the last entry, the current page, may omit item).',
      pass: 'The BreadcrumbList at line {line} has every property Google requires ({count, plural, one {# breadcrumb list} other {# breadcrumb lists}} on the page).',
      absent:
        'The page {path} is {depth, plural, one {# level} other {# levels}} deep but has no BreadcrumbList markup.',
      home: 'The homepage needs no breadcrumb.',
      shallow: 'The page {path} is one level deep; breadcrumb markup is optional there.',
      invalidList: 'The BreadcrumbList at line {line} has no itemListElement entries.',
      invalidPosition:
        'The BreadcrumbList at line {line} has a position that is not an integer from 1 up: {path} is {found}.',
      required:
        'The BreadcrumbList at line {line} lacks required properties or has invalid ones (only the last entry may omit item): {missing}.',
    },
    es: {
      title: 'Marcado de ruta de navegación',
      fix: 'Añade un BreadcrumbList en JSON-LD cuyo itemListElement tenga un ListItem por nivel, con position 1, 2, 3… en orden, un name y la URL del nivel como item (la última entrada, la página actual, puede omitir item).',
      pass: 'El BreadcrumbList de la línea {line} tiene todas las propiedades que Google exige ({count, plural, one {# lista de ruta de navegación} other {# listas de ruta de navegación}} en la página).',
      absent:
        'La página {path} está a {depth, plural, one {# nivel} other {# niveles}} de profundidad pero no tiene marcado BreadcrumbList.',
      home: 'La página de inicio no necesita ruta de navegación.',
      shallow:
        'La página {path} está a un nivel de profundidad; ahí el marcado de ruta de navegación es opcional.',
      invalidList: 'El BreadcrumbList de la línea {line} no tiene entradas en itemListElement.',
      invalidPosition:
        'El BreadcrumbList de la línea {line} tiene una posición que no es un entero a partir de 1: {path} es {found}.',
      required:
        'Al BreadcrumbList de la línea {line} le faltan propiedades obligatorias o tiene algunas no válidas (solo la última entrada puede omitir item): {missing}.',
    },
    fr: {
      title: 'Balisage du fil d’Ariane',
      fix: 'Ajoutez un BreadcrumbList en JSON-LD dont itemListElement contient un ListItem par niveau, avec position 1, 2, 3… dans l’ordre, un name et l’URL du niveau en item (la dernière entrée, la page courante, peut omettre item).',
      pass: 'Le BreadcrumbList ligne {line} a toutes les propriétés que Google exige ({count, plural, one {# fil d’Ariane} other {# fils d’Ariane}} sur la page).',
      absent:
        'La page {path} est à {depth, plural, one {# niveau} other {# niveaux}} de profondeur mais n’a pas de balisage BreadcrumbList.',
      home: 'La page d’accueil n’a pas besoin de fil d’Ariane.',
      shallow: 'La page {path} est à un niveau de profondeur ; le balisage du fil d’Ariane y est facultatif.',
      invalidList: 'Le BreadcrumbList ligne {line} n’a aucune entrée dans itemListElement.',
      invalidPosition:
        'Le BreadcrumbList ligne {line} a une position qui n’est pas un entier à partir de 1 : {path} vaut {found}.',
      required:
        'Il manque au BreadcrumbList ligne {line} des propriétés obligatoires, ou certaines sont invalides (seule la dernière entrée peut omettre item) : {missing}.',
    },
  },
});

import { jsonLdOf, type JsonLdItem } from '../../structured/jsonld.js';
import { markupItems } from '../../structured/markup.js';
import {
  firstText,
  indexNodes,
  itemsOfType,
  looseTypes,
  nodeOf,
  urlOf,
  valuesOf,
} from '../../structured/values.js';
import type { NodeIndex } from '../../structured/values.js';
import { defineCheck, fail, notApplicable, pass, warn, type CheckItem } from '../types.js';
import { lineOf, pathOf, propertyItem } from './_structured-data.js';

/** Problem kinds in the order they are reported; each is a message key. */
const KINDS = ['invalidList', 'invalidPosition', 'invalidName', 'invalidItem', 'invalidType'] as const;
/** `found` is the offending value as written, for the message (the item note may add words). */
type Problem = { kind: (typeof KINDS)[number]; item: CheckItem; list: JsonLdItem; found: string };

/** A position as Google reads it: an integer, or a string of digits. */
function positionOf(v: unknown): number | null {
  if (typeof v === 'number') return Number.isInteger(v) ? v : null;
  return typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : null;
}

/** The problems of one BreadcrumbList, and the names of its entries (the trail shown on a pass). */
function judge(list: JsonLdItem, base: string, index: NodeIndex): { problems: Problem[]; names: string[] } {
  const problems: Problem[] = [];
  const add = (kind: Problem['kind'], path: string, note: string, found = note): void => {
    problems.push({ kind, item: propertyItem(list, path, note), list, found });
  };
  const entries = valuesOf(list.data.itemListElement).map((e) => nodeOf(e, index) ?? {});
  if (entries.length === 0) add('invalidList', pathOf(list, 'itemListElement'), 'missing or empty');
  const positions = entries.map((e) => positionOf(e.position));
  const lastPosition = Math.max(0, ...positions.map((p) => p ?? 0));
  const names = entries.map((entry, i) => {
    const at = (prop: string): string => pathOf(list, 'itemListElement', i, prop);
    const types = looseTypes(entry);
    if (types.length > 0 && !types.includes('ListItem')) add('invalidType', at('@type'), types.join(', '));
    if (positions[i] === null) {
      const written = entry.position === undefined ? null : JSON.stringify(entry.position);
      add('invalidPosition', at('position'), written ?? 'missing', written ?? '—');
    }
    // Google also takes the name from the item node ({"@id": …, "name": …}).
    const itemNode = entry.item === undefined ? null : nodeOf(valuesOf(entry.item)[0] ?? null, index);
    const name = firstText(entry.name) ?? (itemNode ? firstText(itemNode.name) : null);
    if (name === null) add('invalidName', at('name'), 'missing');
    const u = urlOf(entry.item, base, index);
    // The last entry (the current page) may omit its URL; without a usable position, the last in the array.
    const last = positions[i] === null ? i === entries.length - 1 : positions[i] === lastPosition;
    if (u.problem === 'missing' && !last) add('invalidItem', at('item'), 'missing');
    else if (u.problem && u.problem !== 'missing') add('invalidItem', at('item'), JSON.stringify(u.raw));
    return name ?? '?';
  });
  const sorted = positions.filter((p): p is number => p !== null).sort((a, b) => a - b);
  if (sorted.length === positions.length && sorted.some((p, i) => p !== i + 1)) {
    const found = sorted.join(', ');
    add('invalidPosition', pathOf(list, 'itemListElement'), `positions ${found}`, found);
  }
  return { problems, names };
}

export default defineCheck({
  id: 'schema-breadcrumb',
  needs: ['jsonLd', 'structuredAttrs', 'url', 'doc'],
  run(page) {
    const { items } = jsonLdOf(page);
    const lists = itemsOfType(items, 'BreadcrumbList');
    const path = page.url.pathname;
    const depth = path.split('/').filter(Boolean).length;
    if (lists.length === 0) {
      const other = markupItems(page).find((m) => m.name === 'BreadcrumbList');
      const format = other?.format === 'microdata' ? 'Microdata' : 'RDFa';
      if (other) return notApplicable('otherFormat', { format, line: other.line ?? '?' });
      if (depth === 0) return notApplicable('home');
      if (depth < 2) return notApplicable('shallow', { path });
      return warn('absent', { path, depth }, { value: 0 });
    }
    const index = indexNodes(items);
    const judged = lists.map((l) => judge(l, page.doc.baseUrl, index));
    const all = judged.flatMap((j) => j.problems);
    const first = KINDS.map((k) => all.find((p) => p.kind === k)).find((p) => p !== undefined);
    if (first) {
      const count = all.filter((p) => p.kind === first.kind).length;
      const values = { line: lineOf(first.list), count, path: first.item.value, found: first.found };
      return fail(first.kind, values, { items: all.map((p) => p.item), value: all.length });
    }
    const names = judged[0]?.names ?? [];
    const values = { line: lineOf(lists[0]!), count: names.length, trail: names.join(' › ') };
    return pass('pass', values, { value: 0 });
  },
  strings: {
    en: {
      title: 'Breadcrumb markup',
      fix: 'Add a JSON-LD BreadcrumbList whose itemListElement holds one ListItem per level, with position 1, 2, 3… in order, a name, and the level’s URL as item (the last entry, the current page, may omit item).',
      pass: 'The BreadcrumbList at line {line} is valid: {trail}.',
      absent:
        'The page {path} is {depth, plural, one {# level} other {# levels}} deep but has no BreadcrumbList markup.',
      home: 'The homepage needs no breadcrumb.',
      shallow: 'The page {path} is one level deep; breadcrumb markup is optional there.',
      otherFormat:
        'The breadcrumb is marked up in {format} (line {line}); only JSON-LD breadcrumbs are verified.',
      invalidList: 'The BreadcrumbList at line {line} has no itemListElement entries.',
      invalidPosition:
        'The BreadcrumbList at line {line} has positions that are not the integers 1, 2, 3… in order: {path} is {found}.',
      invalidName: 'The BreadcrumbList at line {line} has entries without a name ({count}), e.g. {path}.',
      invalidItem:
        'The BreadcrumbList at line {line} has entries without a valid item URL ({count}; only the last may omit it), e.g. {path}.',
      invalidType:
        'The BreadcrumbList at line {line} has entries that are not ListItem ({count}), e.g. {path}: {found}.',
    },
    es: {
      title: 'Marcado de ruta de navegación',
      fix: 'Añade un BreadcrumbList en JSON-LD cuyo itemListElement tenga un ListItem por nivel, con position 1, 2, 3… en orden, un name y la URL del nivel como item (la última entrada, la página actual, puede omitir item).',
      pass: 'El BreadcrumbList de la línea {line} es válido: {trail}.',
      absent:
        'La página {path} está a {depth, plural, one {# nivel} other {# niveles}} de profundidad pero no tiene marcado BreadcrumbList.',
      home: 'La página de inicio no necesita ruta de navegación.',
      shallow:
        'La página {path} está a un nivel de profundidad; ahí el marcado de ruta de navegación es opcional.',
      otherFormat:
        'La ruta de navegación está marcada en {format} (línea {line}); solo se verifican las de JSON-LD.',
      invalidList: 'El BreadcrumbList de la línea {line} no tiene entradas en itemListElement.',
      invalidPosition:
        'El BreadcrumbList de la línea {line} tiene posiciones que no son los enteros 1, 2, 3… en orden: {path} es {found}.',
      invalidName: 'El BreadcrumbList de la línea {line} tiene entradas sin name ({count}), p. ej. {path}.',
      invalidItem:
        'El BreadcrumbList de la línea {line} tiene entradas sin una URL válida en item ({count}; solo la última puede omitirla), p. ej. {path}.',
      invalidType:
        'El BreadcrumbList de la línea {line} tiene entradas que no son ListItem ({count}), p. ej. {path}: {found}.',
    },
    fr: {
      title: 'Balisage du fil d’Ariane',
      fix: 'Ajoutez un BreadcrumbList en JSON-LD dont itemListElement contient un ListItem par niveau, avec position 1, 2, 3… dans l’ordre, un name et l’URL du niveau en item (la dernière entrée, la page courante, peut omettre item).',
      pass: 'Le BreadcrumbList ligne {line} est valide : {trail}.',
      absent:
        'La page {path} est à {depth, plural, one {# niveau} other {# niveaux}} de profondeur mais n’a pas de balisage BreadcrumbList.',
      home: 'La page d’accueil n’a pas besoin de fil d’Ariane.',
      shallow: 'La page {path} est à un niveau de profondeur ; le balisage du fil d’Ariane y est facultatif.',
      otherFormat:
        'Le fil d’Ariane est balisé en {format} (ligne {line}) ; seuls ceux en JSON-LD sont vérifiés.',
      invalidList: 'Le BreadcrumbList ligne {line} n’a aucune entrée dans itemListElement.',
      invalidPosition:
        'Le BreadcrumbList ligne {line} a des positions qui ne sont pas les entiers 1, 2, 3… dans l’ordre : {path} vaut {found}.',
      invalidName: 'Le BreadcrumbList ligne {line} a des entrées sans name ({count}), par ex. {path}.',
      invalidItem:
        'Le BreadcrumbList ligne {line} a des entrées sans URL valide en item ({count} ; seule la dernière peut l’omettre), par ex. {path}.',
      invalidType:
        'Le BreadcrumbList ligne {line} a des entrées qui ne sont pas des ListItem ({count}), par ex. {path} : {found}.',
    },
  },
});

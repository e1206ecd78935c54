import { jsonLdOf, type JsonLdItem } from '../../structured/jsonld.js';
import { deprecatedType, isKnownType, suggestType } from '../../structured/schema-types.js';
import { defineCheck, fail, notApplicable, pass, warn, type CheckItem } from '../types.js';
import { lineOf, propertyItem } from './_structured-data.js';

interface TypeProblem {
  item: JsonLdItem;
  type: string;
  /** A replacement (deprecated) or the likely intended type (unknown); null when there is no guess. */
  instead: string | null;
}

export default defineCheck({
  id: 'jsonld-context',
  needs: ['jsonLd'],
  run(page) {
    const { items } = jsonLdOf(page);
    const typed = items.filter((i) => i.types.length > 0);
    if (typed.length === 0) return notApplicable('none');

    // Nested nodes inherit their context: judge it on the top-level nodes. Types given as full schema.org
    // IRIs need no context, so a node is only unreadable when none of its types resolves.
    const noContext = typed.filter(
      (i) => i.topLevel && i.schemaTypes.length === 0 && i.context !== 'schema.org',
    );
    const contextItems = noContext.map((i) =>
      propertyItem(i, i.path, i.context === 'missing' ? 'no @context' : `@context ${i.contextText ?? ''}`),
    );
    const firstMissing = noContext.find((i) => i.context === 'missing');
    if (firstMissing) {
      const values = {
        count: noContext.length,
        type: firstMissing.types.join(', '),
        line: lineOf(firstMissing),
      };
      return fail('missing', values, { items: contextItems, value: noContext.length });
    }
    const [firstOther] = noContext;
    if (firstOther) {
      const values = {
        count: noContext.length,
        context: firstOther.contextText ?? '',
        line: lineOf(firstOther),
      };
      return fail('wrongContext', values, { items: contextItems, value: noContext.length });
    }

    const unknown: TypeProblem[] = [];
    const deprecated: TypeProblem[] = [];
    for (const item of typed) {
      for (const type of item.schemaTypes) {
        if (!isKnownType(type)) unknown.push({ item, type, instead: suggestType(type) });
        else if (deprecatedType(type)) deprecated.push({ item, type, instead: deprecatedType(type) });
      }
    }
    const problemItems = [
      ...unknown.map((p): CheckItem => {
        const guess = p.instead ? `; did you mean ${p.instead}?` : '';
        return propertyItem(p.item, p.item.path, `@type ${p.type}: not a schema.org type${guess}`);
      }),
      ...deprecated.map((p) =>
        propertyItem(p.item, p.item.path, `@type ${p.type}: deprecated, use ${p.instead}`),
      ),
    ];
    const extra = { items: problemItems, value: problemItems.length };
    const [u] = unknown;
    if (u) {
      const values = {
        count: unknown.length,
        type: u.type,
        line: lineOf(u.item),
        suggestion: u.instead ?? '',
      };
      return warn(u.instead ? 'misspelled' : 'unknown', values, extra);
    }
    const [d] = deprecated;
    if (d) {
      const values = {
        count: deprecated.length,
        type: d.type,
        line: lineOf(d.item),
        replacement: d.instead ?? '',
      };
      return warn('deprecated', values, extra);
    }
    const types = [...new Set(typed.filter((i) => i.topLevel).flatMap((i) => i.schemaTypes))].join(', ');
    return pass('pass', { count: typed.length, types }, { value: 0 });
  },
  strings: {
    en: {
      title: 'JSON-LD context and types',
      fix: 'Start each JSON-LD block with "@context": "https://schema.org" and use the exact, case-sensitive schema.org type names (Organization, LocalBusiness, BreadcrumbList), replacing deprecated types with their successors.',
      pass: 'Every typed JSON-LD node ({count}) uses the schema.org context and known types: {types}.',
      none: 'The page has no typed JSON-LD node to check (no JSON-LD, or none that parses).',
      missing:
        'JSON-LD nodes without @context, whose vocabulary is therefore not recognised: {count}; the first is {type} at line {line}.',
      wrongContext:
        'JSON-LD nodes whose @context does not resolve to schema.org: {count}, e.g. "{context}" at line {line}.',
      misspelled:
        '@type values that are not schema.org types: {count}, e.g. "{type}" at line {line}; did you mean "{suggestion}"?',
      unknown: '@type values that are not schema.org types: {count}, e.g. "{type}" at line {line}.',
      deprecated:
        'Deprecated schema.org @type values: {count}, e.g. "{type}" at line {line}; use "{replacement}" instead.',
    },
    es: {
      title: 'Contexto y tipos de JSON-LD',
      fix: 'Empieza cada bloque JSON-LD con "@context": "https://schema.org" y usa los nombres exactos de tipos de schema.org, con sus mayúsculas (Organization, LocalBusiness, BreadcrumbList), sustituyendo los tipos obsoletos por sus sucesores.',
      pass: 'Todos los nodos JSON-LD con tipo ({count}) usan el contexto de schema.org y tipos conocidos: {types}.',
      none: 'La página no tiene nodos JSON-LD con tipo que comprobar (no hay JSON-LD o ninguno se puede analizar).',
      missing:
        'Nodos JSON-LD sin @context, cuyo vocabulario por tanto no se reconoce: {count}; el primero es {type} en la línea {line}.',
      wrongContext:
        'Nodos JSON-LD cuyo @context no remite a schema.org: {count}, p. ej. "{context}" en la línea {line}.',
      misspelled:
        'Valores de @type que no son tipos de schema.org: {count}, p. ej. "{type}" en la línea {line}; ¿quisiste decir "{suggestion}"?',
      unknown:
        'Valores de @type que no son tipos de schema.org: {count}, p. ej. "{type}" en la línea {line}.',
      deprecated:
        'Valores de @type obsoletos en schema.org: {count}, p. ej. "{type}" en la línea {line}; usa "{replacement}" en su lugar.',
    },
    fr: {
      title: 'Contexte et types JSON-LD',
      fix: 'Commencez chaque bloc JSON-LD par "@context": "https://schema.org" et utilisez les noms exacts des types schema.org, majuscules comprises (Organization, LocalBusiness, BreadcrumbList), en remplaçant les types obsolètes par leurs successeurs.',
      pass: 'Tous les nœuds JSON-LD typés ({count}) utilisent le contexte schema.org et des types connus : {types}.',
      none: 'La page n’a aucun nœud JSON-LD typé à vérifier (pas de JSON-LD, ou aucun lisible).',
      missing:
        'Nœuds JSON-LD sans @context, dont le vocabulaire n’est donc pas reconnu : {count} ; le premier est {type} ligne {line}.',
      wrongContext:
        'Nœuds JSON-LD dont le @context ne renvoie pas à schema.org : {count}, par ex. "{context}" ligne {line}.',
      misspelled:
        'Valeurs de @type qui ne sont pas des types schema.org : {count}, par ex. "{type}" ligne {line} ; vouliez-vous dire "{suggestion}" ?',
      unknown:
        'Valeurs de @type qui ne sont pas des types schema.org : {count}, par ex. "{type}" ligne {line}.',
      deprecated:
        'Valeurs de @type obsolètes dans schema.org : {count}, par ex. "{type}" ligne {line} ; utilisez plutôt "{replacement}".',
    },
  },
});

import { jsonLdOf } from '../../structured/jsonld.js';
import { markupItems } from '../../structured/markup.js';
import { isKnownType } from '../../structured/schema-types.js';
import { defineCheck, pass, warn, type CheckItem } from '../types.js';
import { structuredDataFix } from '../../fix/structured-data.js';

const FORMAT_NAMES = { jsonld: 'JSON-LD', microdata: 'Microdata', rdfa: 'RDFa' } as const;

export default defineCheck({
  id: 'sd-present',
  needs: ['jsonLd', 'structuredAttrs', 'doc'],
  run(page) {
    const { blocks, items } = jsonLdOf(page);
    const markup = markupItems(page);
    const formats = new Set<keyof typeof FORMAT_NAMES>();
    const valid: { name: string; topLevel: boolean }[] = [];
    const unusable: CheckItem[] = [];

    for (const b of blocks) {
      formats.add('jsonld');
      if (b.empty) unusable.push({ value: 'JSON-LD', note: 'empty block', line: b.line });
      if (b.error) {
        const note = `does not parse: ${b.error.detail}`;
        unusable.push({ value: 'JSON-LD', note, line: b.error.sourceLine ?? b.line });
      }
    }
    for (const item of items) {
      const known = item.schemaTypes.filter(isKnownType);
      for (const name of known) valid.push({ name, topLevel: item.topLevel });
      // A top-level node nobody can read is worth listing; nested ones are covered by their parent.
      if (known.length === 0 && item.topLevel && item.types.length > 0) {
        const why = item.schemaTypes.length ? 'not a schema.org type' : 'no schema.org @context';
        unusable.push({ value: `@type ${item.types.join(', ')}`, note: why, line: item.line });
      }
    }
    for (const m of markup) {
      formats.add(m.format);
      if (m.name !== null && isKnownType(m.name)) valid.push({ name: m.name, topLevel: !m.nested });
      else if (!m.nested) {
        const attr = m.format === 'microdata' ? 'itemtype' : 'typeof';
        const note = m.raw === '' ? `no ${attr}` : 'not a schema.org type';
        unusable.push({ value: m.raw || `(${m.format})`, note, line: m.line });
      }
    }

    const formatList = [...formats].map((f) => FORMAT_NAMES[f]).join(', ');
    if (formats.size === 0) return warn('none', {}, { value: 0 });
    if (valid.length === 0) {
      return warn('invalid', { formats: formatList, count: unusable.length }, { items: unusable, value: 0 });
    }
    // Name the page's main entities; nested values (PostalAddress, ImageObject) only when there is nothing else.
    const top = valid.filter((v) => v.topLevel);
    const shown = top.length ? top : valid;
    const types = [...new Set(shown.map((v) => v.name))].join(', ');
    return pass('pass', { count: shown.length, formats: formatList, types }, { value: shown.length });
  },
  strings: {
    en: {
      title: 'Structured data',
      fix: 'Describe the page\'s main entity with schema.org in JSON-LD (a <script type="application/ld+json"> with "@context": "https://schema.org" and a type such as Article, Product, LocalBusiness or BreadcrumbList), and repair the blocks listed.',
      pass: 'The page carries schema.org structured data ({formats}), {count, plural, one {# item} other {# items}}: {types}.',
      none: 'The page has no structured data: no JSON-LD, Microdata or RDFa.',
      invalid:
        'The page has structured data ({formats}) but no valid schema.org item; unusable blocks or items: {count}.',
    },
    es: {
      title: 'Datos estructurados',
      fix: 'Describe la entidad principal de la página con schema.org en JSON-LD (un <script type="application/ld+json"> con "@context": "https://schema.org" y un tipo como Article, Product, LocalBusiness o BreadcrumbList) y repara los bloques de la lista.',
      pass: 'La página contiene datos estructurados de schema.org ({formats}), {count, plural, one {# elemento} other {# elementos}}: {types}.',
      none: 'La página no tiene datos estructurados: ni JSON-LD, ni Microdata, ni RDFa.',
      invalid:
        'La página tiene datos estructurados ({formats}) pero ningún elemento válido de schema.org; bloques o elementos inutilizables: {count}.',
    },
    fr: {
      title: 'Données structurées',
      fix: 'Décrivez l’entité principale de la page avec schema.org en JSON-LD (un <script type="application/ld+json"> avec "@context": "https://schema.org" et un type comme Article, Product, LocalBusiness ou BreadcrumbList), et réparez les blocs listés.',
      pass: 'La page contient des données structurées schema.org ({formats}), {count, plural, one {# élément} other {# éléments}} : {types}.',
      none: 'La page n’a aucune donnée structurée : ni JSON-LD, ni Microdata, ni RDFa.',
      invalid:
        'La page a des données structurées ({formats}) mais aucun élément schema.org valide ; blocs ou éléments inutilisables : {count}.',
    },
  },
  fix: structuredDataFix,
});

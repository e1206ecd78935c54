import { metasBy } from '../../artifact.js';
import { jsonLdOf, type JsonLdItem } from '../../structured/jsonld.js';
import {
  firstText,
  indexNodes,
  itemsOfType,
  nodeIs,
  nodeOf,
  parseIsoDate,
  urlOf,
  valuesOf,
} from '../../structured/values.js';
import type { NodeIndex } from '../../structured/values.js';
import { defineCheck, fail, notApplicable, pass, warn, type CheckItem, type CheckOutcome } from '../types.js';
import { lineOf, pathOf, propertyItem, typeName } from './_structured-data.js';

/** The outcome for one article node: its worst problem, with every problem as items. */
function judge(
  item: JsonLdItem,
  base: string,
  index: NodeIndex,
): { outcome: CheckOutcome; items: CheckItem[] } {
  const d = item.data;
  const items: CheckItem[] = [];
  const missing: string[] = [];
  const lack = (prop: string, note = 'missing'): void => {
    missing.push(prop);
    items.push(propertyItem(item, pathOf(item, prop), note));
  };
  const common = { type: typeName(item), line: lineOf(item) };
  if (firstText(d.headline) === null) lack('headline');
  if (urlOf(d.image, base, index).url === null) lack('image');
  const authors = valuesOf(d.author);
  // Google wants a Person or Organization node with a name, not a bare string.
  const named = authors.some((a) => {
    const node = nodeOf(a, index);
    return (
      node !== null &&
      firstText(node.name) !== null &&
      (nodeIs(node, 'Person') || nodeIs(node, 'Organization'))
    );
  });
  if (!named) lack('author', authors.length ? 'not a Person or Organization with a name' : 'missing');

  let bad: CheckOutcome | null = null;
  const dates: Record<string, { text: string; parsed: ReturnType<typeof parseIsoDate> }> = {};
  for (const prop of ['datePublished', 'dateModified']) {
    const text = firstText(d[prop]);
    if (text === null) {
      lack(prop);
      continue;
    }
    const parsed = parseIsoDate(text);
    dates[prop] = { text, parsed };
    if (!parsed) {
      items.push(propertyItem(item, pathOf(item, prop), `${JSON.stringify(text)}: not ISO 8601`));
      bad ??= fail('badDate', { ...common, property: prop, date: text });
    }
  }
  const p = dates.datePublished;
  const m = dates.dateModified;
  if (p?.parsed && m?.parsed) {
    // A date without a time is a whole day: compare days when either side gives no time.
    const byDay = p.parsed.dateOnly || m.parsed.dateOnly;
    const before = byDay ? m.text.slice(0, 10) < p.text.slice(0, 10) : m.parsed.time < p.parsed.time;
    if (before) {
      items.push(
        propertyItem(item, pathOf(item, 'dateModified'), `${m.text} is before datePublished ${p.text}`),
      );
      bad ??= fail('modifiedBefore', { ...common, modified: m.text, published: p.text });
    }
  }
  if (bad) return { outcome: bad, items };
  if (missing.length) return { outcome: warn('missing', { ...common, missing: missing.join(', ') }), items };
  const values = {
    ...common,
    headline: firstText(d.headline) ?? '',
    published: p?.text ?? '',
    modified: m?.text ?? '',
  };
  return { outcome: pass('pass', values), items };
}

const RANK = { critical: 0, recommended: 1, good: 2, na: 3 };

export default defineCheck({
  id: 'schema-article',
  needs: ['jsonLd', 'metas', 'doc'],
  run(page) {
    const { items } = jsonLdOf(page);
    const articles = itemsOfType(items, 'Article');
    if (articles.length === 0) {
      const ogType = metasBy(page, 'property', 'og:type')[0];
      if (ogType?.attrs.content?.trim().toLowerCase() === 'article') {
        return warn('noMarkup', {}, { items: [{ value: 'og:type = article', line: ogType.line }], value: 0 });
      }
      return notApplicable('none');
    }
    const index = indexNodes(items);
    const judged = articles.map((a) => judge(a, page.doc.baseUrl, index));
    const worst = [...judged].sort((a, b) => RANK[a.outcome.status] - RANK[b.outcome.status])[0]!;
    const all = judged.flatMap((j) => j.items);
    return { ...worst.outcome, items: all, value: all.length };
  },
  strings: {
    en: {
      title: 'Article markup',
      fix: 'Give the Article (NewsArticle, BlogPosting) node headline, image, author (a Person or Organization with name and ideally url), and datePublished and dateModified in ISO 8601 (2024-05-01T09:30:00+02:00), with dateModified not earlier than datePublished.',
      pass: 'The {type} "{headline}" at line {line} has every recommended property; published {published}, modified {modified}.',
      none: 'The page has no Article markup and does not declare itself an article.',
      noMarkup:
        'The page declares og:type "article" but has no Article, NewsArticle or BlogPosting markup in JSON-LD.',
      missing: 'The {type} at line {line} lacks recommended properties: {missing}.',
      badDate:
        'The {type} at line {line} has {property} "{date}", which is not an ISO 8601 date such as 2024-05-01T09:30:00+02:00.',
      modifiedBefore:
        'The {type} at line {line} has dateModified {modified}, before its datePublished {published}.',
    },
    es: {
      title: 'Marcado de artículo',
      fix: 'Da al nodo Article (NewsArticle, BlogPosting) headline, image, author (una Person u Organization con name e idealmente url), y datePublished y dateModified en ISO 8601 (2024-05-01T09:30:00+02:00), con dateModified no anterior a datePublished.',
      pass: 'El {type} "{headline}" de la línea {line} tiene todas las propiedades recomendadas; publicado {published}, modificado {modified}.',
      none: 'La página no tiene marcado Article ni se declara como artículo.',
      noMarkup:
        'La página declara og:type "article" pero no tiene marcado Article, NewsArticle ni BlogPosting en JSON-LD.',
      missing: 'Al {type} de la línea {line} le faltan propiedades recomendadas: {missing}.',
      badDate:
        'El {type} de la línea {line} tiene {property} "{date}", que no es una fecha ISO 8601 como 2024-05-01T09:30:00+02:00.',
      modifiedBefore:
        'El {type} de la línea {line} tiene dateModified {modified}, anterior a su datePublished {published}.',
    },
    fr: {
      title: 'Balisage d’article',
      fix: 'Donnez au nœud Article (NewsArticle, BlogPosting) headline, image, author (une Person ou Organization avec name et idéalement url), et datePublished et dateModified en ISO 8601 (2024-05-01T09:30:00+02:00), dateModified n’étant pas antérieure à datePublished.',
      pass: 'Le {type} "{headline}" ligne {line} a toutes les propriétés recommandées ; publié le {published}, modifié le {modified}.',
      none: 'La page n’a pas de balisage Article et ne se déclare pas comme article.',
      noMarkup:
        'La page déclare og:type "article" mais n’a pas de balisage Article, NewsArticle ou BlogPosting en JSON-LD.',
      missing: 'Il manque au {type} ligne {line} des propriétés recommandées : {missing}.',
      badDate:
        'Le {type} ligne {line} a {property} "{date}", qui n’est pas une date ISO 8601 comme 2024-05-01T09:30:00+02:00.',
      modifiedBefore:
        'Le {type} ligne {line} a dateModified {modified}, antérieure à sa datePublished {published}.',
    },
  },
});

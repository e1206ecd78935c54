import { metasBy } from '../../artifact.js';
import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import { entriesOf, recommendedGaps, requiredGaps, richResults, summarise } from './_rich-results.js';
import { structuredDataFix } from '../../fix/structured-data.js';

/**
 * Article markup, as Google's Article feature reads it: a summary of the rich-result rules' Article
 * entries (structured/rich/features/article.ts), which judge every property; this check judges none of
 * its own. Google lists no required property for articles, so what it reports is what they lack of the
 * recommended ones, or hold in a form Google does not read (a date that is not ISO 8601).
 */
export default defineCheck({
  id: 'schema-article',
  fix: structuredDataFix,
  needs: ['jsonLd', 'markupData', 'metas'],
  reads: ['site', 'lab'],
  run(page) {
    const entries = entriesOf(richResults(page), ['Article']);
    if (entries.length === 0) {
      const ogType = metasBy(page, 'property', 'og:type')[0];
      if (ogType?.attrs.content?.trim().toLowerCase() === 'article') {
        return warn('noMarkup', {}, { items: [{ value: 'og:type = article', line: ogType.line }], value: 0 });
      }
      return notApplicable('none');
    }
    const { invalid, partial, items } = summarise(entries);
    const common = (r: (typeof entries)[number]) => ({ type: r.type, line: r.line ?? '?' });
    if (invalid) {
      const values = { ...common(invalid), missing: requiredGaps(invalid).join(', ') };
      return fail('required', values, { items, value: items.length });
    }
    if (partial) {
      const bad = partial.invalidValues.filter((v) => !v.required);
      const values = { ...common(partial), missing: recommendedGaps(partial).join(', ') };
      return warn(bad.length > 0 ? 'invalid' : 'missing', values, { items, value: items.length });
    }
    const first = entries[0]!;
    return pass('pass', { ...common(first), headline: first.name ?? '' }, { value: 0 });
  },
  strings: {
    en: {
      title: 'Article markup',
      fix: 'Give the Article (NewsArticle, BlogPosting) node headline, image, author (a Person or Organization with name and url), and datePublished and dateModified in ISO 8601 (2024-05-01T09:30:00+02:00).',
      pass: 'The {type} "{headline}" at line {line} has every property Google recommends for articles.',
      none: 'The page has no Article markup and does not declare itself an article.',
      noMarkup: 'The page declares og:type "article" but has no Article, NewsArticle or BlogPosting markup.',
      missing: 'The {type} at line {line} lacks recommended properties: {missing}.',
      invalid:
        'The {type} at line {line} has values Google does not read, or lacks recommended properties: {missing}.',
      required: 'The {type} at line {line} cannot get the Article rich result: {missing}.',
    },
    es: {
      title: 'Marcado de artículo',
      fix: 'Da al nodo Article (NewsArticle, BlogPosting) headline, image, author (una Person u Organization con name y url), y datePublished y dateModified en ISO 8601 (2024-05-01T09:30:00+02:00).',
      pass: 'El {type} "{headline}" de la línea {line} tiene todas las propiedades que Google recomienda para artículos.',
      none: 'La página no tiene marcado Article ni se declara como artículo.',
      noMarkup:
        'La página declara og:type "article" pero no tiene marcado Article, NewsArticle ni BlogPosting.',
      missing: 'Al {type} de la línea {line} le faltan propiedades recomendadas: {missing}.',
      invalid:
        'El {type} de la línea {line} tiene valores que Google no lee, o le faltan propiedades recomendadas: {missing}.',
      required: 'El {type} de la línea {line} no puede obtener el resultado enriquecido Article: {missing}.',
    },
    fr: {
      title: 'Balisage d’article',
      fix: 'Donnez au nœud Article (NewsArticle, BlogPosting) headline, image, author (une Person ou Organization avec name et url), et datePublished et dateModified en ISO 8601 (2024-05-01T09:30:00+02:00).',
      pass: 'Le {type} "{headline}" ligne {line} a toutes les propriétés que Google recommande pour les articles.',
      none: 'La page n’a pas de balisage Article et ne se déclare pas comme article.',
      noMarkup:
        'La page déclare og:type "article" mais n’a pas de balisage Article, NewsArticle ou BlogPosting.',
      missing: 'Il manque au {type} ligne {line} des propriétés recommandées : {missing}.',
      invalid:
        'Le {type} ligne {line} a des valeurs que Google ne lit pas, ou il lui manque des propriétés recommandées : {missing}.',
      required: 'Le {type} ligne {line} ne peut pas obtenir le résultat enrichi Article : {missing}.',
    },
  },
});

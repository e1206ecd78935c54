import { defineCheck, fail } from '../types.js';
import { metaDirectiveOutcome } from './_robots.js';
import { robotsMetaFix } from '../../fix/robots-meta.js';

export default defineCheck({
  id: 'robots-meta-noindex',
  needs: ['metas'],
  run(page) {
    return metaDirectiveOutcome(page, 'noindex', fail);
  },
  strings: {
    en: {
      title: 'Robots meta noindex',
      fix: 'Remove noindex (and none) from <meta name="robots"> on pages that should appear in search results, e.g. <meta name="robots" content="index, follow">, or drop the tag altogether.',
      pass: 'The robots meta tag ("{content}") allows indexing.',
      absent: 'The page has no <meta name="robots"> tag, so search engines may index it.',
      noindex: 'The page asks search engines not to index it: {tag} contains "{directive}".',
    },
    es: {
      title: 'Meta robots noindex',
      fix: 'Quita noindex (y none) de <meta name="robots"> en las páginas que deban aparecer en los resultados de búsqueda, p. ej. <meta name="robots" content="index, follow">, o elimina la etiqueta.',
      pass: 'La etiqueta meta robots ("{content}") permite la indexación.',
      absent: 'La página no tiene etiqueta <meta name="robots">, así que los buscadores pueden indexarla.',
      noindex: 'La página pide a los buscadores que no la indexen: {tag} contiene "{directive}".',
    },
    fr: {
      title: 'Meta robots noindex',
      fix: 'Retirez noindex (et none) de <meta name="robots"> sur les pages qui doivent apparaître dans les résultats de recherche, par ex. <meta name="robots" content="index, follow">, ou supprimez la balise.',
      pass: 'La balise meta robots (« {content} ») autorise l’indexation.',
      absent: 'La page n’a pas de balise <meta name="robots"> : les moteurs de recherche peuvent l’indexer.',
      noindex:
        'La page demande aux moteurs de recherche de ne pas l’indexer : {tag} contient « {directive} ».',
    },
  },
  fix: robotsMetaFix,
});

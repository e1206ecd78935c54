import { defineCheck, warn } from '../types.js';
import { metaDirectiveOutcome } from './_robots.js';
import { robotsMetaFix } from '../../fix/robots-meta.js';

export default defineCheck({
  id: 'robots-meta-nofollow',
  needs: ['metas'],
  run(page) {
    return metaDirectiveOutcome(page, 'nofollow', warn);
  },
  strings: {
    en: {
      title: 'Robots meta nofollow',
      fix: 'Remove nofollow (and none) from <meta name="robots"> so crawlers follow the page’s links; to keep a single link from passing signals, put rel="nofollow" on that <a> instead.',
      pass: 'The robots meta tag ("{content}") lets crawlers follow the page’s links.',
      absent: 'The page has no <meta name="robots"> tag, so crawlers follow its links.',
      nofollow: 'Crawlers are told not to follow any link on the page: {tag} contains "{directive}".',
    },
    es: {
      title: 'Meta robots nofollow',
      fix: 'Quita nofollow (y none) de <meta name="robots"> para que los rastreadores sigan los enlaces de la página; si solo quieres que un enlace concreto no transmita señales, pon rel="nofollow" en ese <a>.',
      pass: 'La etiqueta meta robots ("{content}") permite a los rastreadores seguir los enlaces de la página.',
      absent:
        'La página no tiene etiqueta <meta name="robots">, así que los rastreadores siguen sus enlaces.',
      nofollow:
        'Se indica a los rastreadores que no sigan ningún enlace de la página: {tag} contiene "{directive}".',
    },
    fr: {
      title: 'Meta robots nofollow',
      fix: 'Retirez nofollow (et none) de <meta name="robots"> pour que les robots suivent les liens de la page ; pour qu’un seul lien ne transmette pas de signaux, mettez plutôt rel="nofollow" sur ce <a>.',
      pass: 'La balise meta robots (« {content} ») laisse les robots suivre les liens de la page.',
      absent: 'La page n’a pas de balise <meta name="robots"> : les robots suivent ses liens.',
      nofollow: 'Les robots sont invités à ne suivre aucun lien de la page : {tag} contient « {directive} ».',
    },
  },
  fix: robotsMetaFix,
});

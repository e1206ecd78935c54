import { defineCheck } from '../types.js';
import { labInput, labNaStrings, performanceScore } from './_lab.js';

export default defineCheck({
  id: 'perf-score-mobile',
  needs: ['lab'],
  run(page) {
    const { run, na } = labInput(page, 'mobile', { timed: true });
    if (!run) return na;
    return performanceScore(run);
  },
  strings: {
    en: {
      title: 'Performance score (mobile)',
      fix: 'Work through the opportunities listed, largest savings first: usually smaller images, less and later JavaScript, no render-blocking CSS/JS and a faster server response.',
      pass: 'Lighthouse scores the page {score}/100 for performance with the mobile preset (a mid-range phone on a slow 4G network) (goal: 90 or more); LCP {lcp} s, TBT {tbt} ms, CLS {cls}.',
      needsWork:
        'Lighthouse scores the page {score}/100 for performance with the mobile preset (a mid-range phone on a slow 4G network), below the goal of 90; LCP {lcp} s, TBT {tbt} ms, CLS {cls}.',
      poor: 'Lighthouse scores the page {score}/100 for performance with the mobile preset (a mid-range phone on a slow 4G network), below 50; LCP {lcp} s, TBT {tbt} ms, CLS {cls}.',
      ...labNaStrings('en', 'mobile'),
    },
    es: {
      title: 'Puntuación de rendimiento (móvil)',
      fix: 'Resuelve las oportunidades de la lista, empezando por las que más ahorran: normalmente imágenes más ligeras, menos JavaScript y cargado más tarde, nada de CSS/JS que bloquee el renderizado y una respuesta del servidor más rápida.',
      pass: 'Lighthouse da a la página {score}/100 de rendimiento con el perfil móvil (un teléfono de gama media con una red 4G lenta) (objetivo: 90 o más); LCP {lcp} s, TBT {tbt} ms, CLS {cls}.',
      needsWork:
        'Lighthouse da a la página {score}/100 de rendimiento con el perfil móvil (un teléfono de gama media con una red 4G lenta), por debajo del objetivo de 90; LCP {lcp} s, TBT {tbt} ms, CLS {cls}.',
      poor: 'Lighthouse da a la página {score}/100 de rendimiento con el perfil móvil (un teléfono de gama media con una red 4G lenta), por debajo de 50; LCP {lcp} s, TBT {tbt} ms, CLS {cls}.',
      ...labNaStrings('es', 'mobile'),
    },
    fr: {
      title: 'Score de performance (mobile)',
      fix: 'Traitez les opportunités listées, les plus gros gains d’abord : en général des images plus légères, moins de JavaScript et chargé plus tard, aucun CSS/JS bloquant le rendu et une réponse du serveur plus rapide.',
      pass: 'Lighthouse attribue à la page {score}/100 en performance avec le profil mobile (un téléphone milieu de gamme sur un réseau 4G lent) (objectif : 90 ou plus) ; LCP {lcp} s, TBT {tbt} ms, CLS {cls}.',
      needsWork:
        'Lighthouse attribue à la page {score}/100 en performance avec le profil mobile (un téléphone milieu de gamme sur un réseau 4G lent), sous l’objectif de 90 ; LCP {lcp} s, TBT {tbt} ms, CLS {cls}.',
      poor: 'Lighthouse attribue à la page {score}/100 en performance avec le profil mobile (un téléphone milieu de gamme sur un réseau 4G lent), sous 50 ; LCP {lcp} s, TBT {tbt} ms, CLS {cls}.',
      ...labNaStrings('fr', 'mobile'),
    },
  },
});

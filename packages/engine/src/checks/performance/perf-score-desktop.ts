import { defineCheck } from '../types.js';
import { labInput, labNaStrings, performanceScore } from './_lab.js';

export default defineCheck({
  id: 'perf-score-desktop',
  needs: ['lab'],
  run(page) {
    const { run, na } = labInput(page, 'desktop', { timed: true });
    if (!run) return na;
    return performanceScore(run);
  },
  strings: {
    en: {
      title: 'Performance score (desktop)',
      fix: 'Work through the opportunities listed, largest savings first: usually smaller images, less and later JavaScript, no render-blocking CSS/JS and a faster server response.',
      pass: 'Lighthouse scores the page {score}/100 for performance with the desktop preset (goal: 90 or more); LCP {lcp} s, TBT {tbt} ms, CLS {cls}.',
      needsWork:
        'Lighthouse scores the page {score}/100 for performance with the desktop preset, below the goal of 90; LCP {lcp} s, TBT {tbt} ms, CLS {cls}.',
      poor: 'Lighthouse scores the page {score}/100 for performance with the desktop preset, below 50; LCP {lcp} s, TBT {tbt} ms, CLS {cls}.',
      ...labNaStrings('en', 'desktop'),
    },
    es: {
      title: 'Puntuación de rendimiento (ordenador)',
      fix: 'Resuelve las oportunidades de la lista, empezando por las que más ahorran: normalmente imágenes más ligeras, menos JavaScript y cargado más tarde, nada de CSS/JS que bloquee el renderizado y una respuesta del servidor más rápida.',
      pass: 'Lighthouse da a la página {score}/100 de rendimiento con el perfil de ordenador (objetivo: 90 o más); LCP {lcp} s, TBT {tbt} ms, CLS {cls}.',
      needsWork:
        'Lighthouse da a la página {score}/100 de rendimiento con el perfil de ordenador, por debajo del objetivo de 90; LCP {lcp} s, TBT {tbt} ms, CLS {cls}.',
      poor: 'Lighthouse da a la página {score}/100 de rendimiento con el perfil de ordenador, por debajo de 50; LCP {lcp} s, TBT {tbt} ms, CLS {cls}.',
      ...labNaStrings('es', 'desktop'),
    },
    fr: {
      title: 'Score de performance (ordinateur)',
      fix: 'Traitez les opportunités listées, les plus gros gains d’abord : en général des images plus légères, moins de JavaScript et chargé plus tard, aucun CSS/JS bloquant le rendu et une réponse du serveur plus rapide.',
      pass: 'Lighthouse attribue à la page {score}/100 en performance avec le profil ordinateur (objectif : 90 ou plus) ; LCP {lcp} s, TBT {tbt} ms, CLS {cls}.',
      needsWork:
        'Lighthouse attribue à la page {score}/100 en performance avec le profil ordinateur, sous l’objectif de 90 ; LCP {lcp} s, TBT {tbt} ms, CLS {cls}.',
      poor: 'Lighthouse attribue à la page {score}/100 en performance avec le profil ordinateur, sous 50 ; LCP {lcp} s, TBT {tbt} ms, CLS {cls}.',
      ...labNaStrings('fr', 'desktop'),
    },
  },
});

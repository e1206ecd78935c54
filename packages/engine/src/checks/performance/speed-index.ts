import { defineCheck } from '../types.js';
import { labInput, labNaStrings, lowerIsBetter, seconds } from './_lab.js';

/** Catalogue bands, mobile run: ≤ 3.4 s good, 3.4–5.8 s rec., > 5.8 s crit. */
const GOOD_S = 3.4;
const POOR_S = 5.8;

export default defineCheck({
  id: 'speed-index',
  needs: ['lab'],
  run(page) {
    const { run, na } = labInput(page, 'mobile', { timed: true });
    if (!run) return na;
    const metric = run.metrics.si;
    const value = seconds(metric.value);
    return lowerIsBetter(value, { good: GOOD_S, poor: POOR_S }, { value }, { score: metric.score });
  },
  strings: {
    en: {
      title: 'Speed Index',
      fix: 'Fill the first screen sooner: render the visible content from the HTML itself, keep above-the-fold images small, and load below-the-fold content, fonts and scripts later.',
      pass: 'The visible part of the page fills in {value} s on mobile (Speed Index; goal: 3.4 s or less).',
      needsWork:
        'The visible part of the page fills in {value} s on mobile (Speed Index), above the 3.4 s goal.',
      poor: 'The visible part of the page fills in {value} s on mobile (Speed Index), above the 5.8 s limit.',
      ...labNaStrings('en'),
    },
    es: {
      title: 'Índice de velocidad',
      fix: 'Llena antes la primera pantalla: genera el contenido visible desde el propio HTML, mantén ligeras las imágenes de la primera pantalla y carga más tarde el contenido inferior, las fuentes y los scripts.',
      pass: 'La parte visible de la página se completa en {value} s en móvil (índice de velocidad; objetivo: 3,4 s o menos).',
      needsWork:
        'La parte visible de la página se completa en {value} s en móvil (índice de velocidad), por encima del objetivo de 3,4 s.',
      poor: 'La parte visible de la página se completa en {value} s en móvil (índice de velocidad), por encima del límite de 5,8 s.',
      ...labNaStrings('es'),
    },
    fr: {
      title: 'Indice de vitesse',
      fix: 'Remplissez plus tôt le premier écran : produisez le contenu visible dans le HTML lui-même, gardez légères les images du premier écran et chargez plus tard le contenu plus bas, les polices et les scripts.',
      pass: 'La partie visible de la page se remplit en {value} s sur mobile (indice de vitesse ; objectif : 3,4 s ou moins).',
      needsWork:
        'La partie visible de la page se remplit en {value} s sur mobile (indice de vitesse), au-dessus de l’objectif de 3,4 s.',
      poor: 'La partie visible de la page se remplit en {value} s sur mobile (indice de vitesse), au-dessus de la limite de 5,8 s.',
      ...labNaStrings('fr'),
    },
  },
});

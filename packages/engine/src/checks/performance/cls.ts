import { defineCheck } from '../types.js';
import { labInput, labNaStrings, lowerIsBetter } from './_lab.js';

/** Catalogue bands (Core Web Vitals), mobile run: ≤ 0.1 good, 0.1–0.25 rec., > 0.25 crit. */
const GOOD = 0.1;
const POOR = 0.25;

export default defineCheck({
  id: 'cls',
  needs: ['lab'],
  run(page) {
    const { run, na } = labInput(page, 'mobile');
    if (!run) return na;
    const metric = run.metrics.cls;
    // Two decimals, as the Core Web Vitals report shows CLS; compared as shown.
    const value = Math.round(metric.value * 100) / 100;
    return lowerIsBetter(value, { good: GOOD, poor: POOR }, { value }, { score: metric.score });
  },
  strings: {
    en: {
      title: 'Cumulative Layout Shift (CLS)',
      fix: 'Reserve space for everything that loads late: width and height (or aspect-ratio) on images, videos and iframes, fixed slots for ads and embeds, and font-display with a matching fallback font; never insert content above what is already shown.',
      pass: 'The layout shifts by {value} while the page loads on mobile (goal: 0.1 or less).',
      needsWork: 'The layout shifts by {value} while the page loads on mobile, above the 0.1 goal.',
      poor: 'The layout shifts by {value} while the page loads on mobile, above the 0.25 limit.',
      ...labNaStrings('en'),
    },
    es: {
      title: 'Cambio de diseño acumulado (CLS)',
      fix: 'Reserva espacio para todo lo que carga tarde: width y height (o aspect-ratio) en imágenes, vídeos e iframes, huecos fijos para anuncios e inserciones, y font-display con una fuente alternativa parecida; no insertes nunca contenido encima de lo que ya se ve.',
      pass: 'El diseño se desplaza {value} mientras la página carga en móvil (objetivo: 0,1 o menos).',
      needsWork:
        'El diseño se desplaza {value} mientras la página carga en móvil, por encima del objetivo de 0,1.',
      poor: 'El diseño se desplaza {value} mientras la página carga en móvil, por encima del límite de 0,25.',
      ...labNaStrings('es'),
    },
    fr: {
      title: 'Décalage cumulé de la mise en page (CLS)',
      fix: 'Réservez la place de tout ce qui se charge tard : width et height (ou aspect-ratio) sur les images, vidéos et iframes, emplacements fixes pour les publicités et intégrations, et font-display avec une police de secours proche ; n’insérez jamais de contenu au-dessus de ce qui est déjà affiché.',
      pass: 'La mise en page se décale de {value} pendant le chargement sur mobile (objectif : 0,1 ou moins).',
      needsWork:
        'La mise en page se décale de {value} pendant le chargement sur mobile, au-dessus de l’objectif de 0,1.',
      poor: 'La mise en page se décale de {value} pendant le chargement sur mobile, au-dessus de la limite de 0,25.',
      ...labNaStrings('fr'),
    },
  },
});

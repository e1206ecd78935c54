import { defineCheck } from '../types.js';
import { findAudit, labInput, labNaStrings, lowerIsBetter, resourceItems, seconds } from './_lab.js';

/** Catalogue bands, mobile run: ≤ 1.8 s good, 1.8–3.0 s rec., > 3.0 s crit. */
const GOOD_S = 1.8;
const POOR_S = 3.0;

export default defineCheck({
  id: 'fcp',
  needs: ['lab'],
  run(page) {
    const { run, na } = labInput(page, 'mobile', { timed: true });
    if (!run) return na;
    const metric = run.metrics.fcp;
    const value = seconds(metric.value);
    // What delays the first paint most often: the render-blocking resources.
    const blocking = findAudit(run, ['render-blocking-resources', 'render-blocking-insight']);
    const items = value > GOOD_S && blocking ? resourceItems(blocking.items, { by: 'ms' }) : [];
    return lowerIsBetter(value, { good: GOOD_S, poor: POOR_S }, { value }, { items, score: metric.score });
  },
  strings: {
    en: {
      title: 'First Contentful Paint (FCP)',
      fix: 'Show something sooner: speed up the server response, inline the critical CSS and defer the rest, add defer or async to scripts in the <head>, and preload the main web font.',
      pass: 'The first text or image appears in {value} s on mobile (goal: 1.8 s or less).',
      needsWork: 'The first text or image appears in {value} s on mobile, above the 1.8 s goal.',
      poor: 'The first text or image appears in {value} s on mobile, above the 3 s limit.',
      ...labNaStrings('en'),
    },
    es: {
      title: 'Primer renderizado con contenido (FCP)',
      fix: 'Muestra algo antes: acelera la respuesta del servidor, pon en línea el CSS crítico y aplaza el resto, añade defer o async a los scripts del <head> y precarga la fuente web principal.',
      pass: 'El primer texto o imagen aparece en {value} s en móvil (objetivo: 1,8 s o menos).',
      needsWork: 'El primer texto o imagen aparece en {value} s en móvil, por encima del objetivo de 1,8 s.',
      poor: 'El primer texto o imagen aparece en {value} s en móvil, por encima del límite de 3 s.',
      ...labNaStrings('es'),
    },
    fr: {
      title: 'Premier affichage de contenu (FCP)',
      fix: 'Affichez quelque chose plus tôt : accélérez la réponse du serveur, intégrez le CSS critique et différez le reste, ajoutez defer ou async aux scripts du <head> et préchargez la police web principale.',
      pass: 'Le premier texte ou la première image s’affiche en {value} s sur mobile (objectif : 1,8 s ou moins).',
      needsWork:
        'Le premier texte ou la première image s’affiche en {value} s sur mobile, au-dessus de l’objectif de 1,8 s.',
      poor: 'Le premier texte ou la première image s’affiche en {value} s sur mobile, au-dessus de la limite de 3 s.',
      ...labNaStrings('fr'),
    },
  },
});

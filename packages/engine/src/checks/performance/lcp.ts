import type { CheckItem } from '../types.js';
import { defineCheck } from '../types.js';
import { findAudit, itemNode, labInput, labNaStrings, lowerIsBetter, seconds } from './_lab.js';
import { noted } from '../../i18n/notes.js';

/** Catalogue bands (Core Web Vitals), mobile run: ≤ 2.5 s good, 2.5–4.0 s rec., > 4.0 s crit. */
const GOOD_S = 2.5;
const POOR_S = 4.0;

export default defineCheck({
  id: 'lcp',
  needs: ['lab'],
  run(page) {
    const { run, na } = labInput(page, 'mobile', { timed: true });
    if (!run) return na;
    const metric = run.metrics.lcp;
    // Compared as shown (one decimal, as Lighthouse shows it): the message agrees with the verdict.
    const value = seconds(metric.value);
    const desktopRun = page.lab?.desktop;
    const desktop = desktopRun?.ok ? seconds(desktopRun.metrics.lcp.value) : null;
    const element = findAudit(run, ['largest-contentful-paint-element'])
      ?.items.map(itemNode)
      .find((n) => n);
    const items: CheckItem[] = element
      ? [{ value: element, ...noted('lcpElement', { seconds: value }) }]
      : [];
    const outcome = lowerIsBetter(
      value,
      { good: GOOD_S, poor: POOR_S },
      desktop === null ? { value } : { value, desktop },
      { items, score: metric.score },
    );
    return desktop === null ? { ...outcome, key: `${outcome.key}NoDesktop` } : outcome;
  },
  strings: {
    en: {
      title: 'Largest Contentful Paint (LCP)',
      fix: 'Make the largest element above the fold appear sooner: serve the hero image small and in WebP/AVIF, mark it fetchpriority="high" (never loading="lazy"), remove render-blocking CSS/JS and speed up the server response.',
      pass: 'The largest element appears in {value} s on mobile (goal: 2.5 s or less); desktop: {desktop} s.',
      needsWork:
        'The largest element appears in {value} s on mobile, above the 2.5 s goal; desktop: {desktop} s.',
      poor: 'The largest element appears in {value} s on mobile, above the 4 s limit; desktop: {desktop} s.',
      passNoDesktop:
        'The largest element appears in {value} s on mobile (goal: 2.5 s or less); the desktop run gave no value.',
      needsWorkNoDesktop:
        'The largest element appears in {value} s on mobile, above the 2.5 s goal; the desktop run gave no value.',
      poorNoDesktop:
        'The largest element appears in {value} s on mobile, above the 4 s limit; the desktop run gave no value.',
      ...labNaStrings('en'),
    },
    es: {
      title: 'Renderizado del mayor elemento con contenido (LCP)',
      fix: 'Haz que el elemento más grande de la primera pantalla aparezca antes: sirve la imagen principal pequeña y en WebP/AVIF, márcala con fetchpriority="high" (nunca loading="lazy"), elimina el CSS/JS que bloquea el renderizado y acelera la respuesta del servidor.',
      pass: 'El elemento más grande aparece en {value} s en móvil (objetivo: 2,5 s o menos); en ordenador: {desktop} s.',
      needsWork:
        'El elemento más grande aparece en {value} s en móvil, por encima del objetivo de 2,5 s; en ordenador: {desktop} s.',
      poor: 'El elemento más grande aparece en {value} s en móvil, por encima del límite de 4 s; en ordenador: {desktop} s.',
      passNoDesktop:
        'El elemento más grande aparece en {value} s en móvil (objetivo: 2,5 s o menos); la prueba en ordenador no dio ningún valor.',
      needsWorkNoDesktop:
        'El elemento más grande aparece en {value} s en móvil, por encima del objetivo de 2,5 s; la prueba en ordenador no dio ningún valor.',
      poorNoDesktop:
        'El elemento más grande aparece en {value} s en móvil, por encima del límite de 4 s; la prueba en ordenador no dio ningún valor.',
      ...labNaStrings('es'),
    },
    fr: {
      title: 'Affichage du plus grand élément de contenu (LCP)',
      fix: 'Faites apparaître plus tôt le plus grand élément du premier écran : servez l’image principale légère et en WebP/AVIF, marquez-la fetchpriority="high" (jamais loading="lazy"), supprimez le CSS/JS bloquant le rendu et accélérez la réponse du serveur.',
      pass: 'Le plus grand élément s’affiche en {value} s sur mobile (objectif : 2,5 s ou moins) ; sur ordinateur : {desktop} s.',
      needsWork:
        'Le plus grand élément s’affiche en {value} s sur mobile, au-dessus de l’objectif de 2,5 s ; sur ordinateur : {desktop} s.',
      poor: 'Le plus grand élément s’affiche en {value} s sur mobile, au-dessus de la limite de 4 s ; sur ordinateur : {desktop} s.',
      passNoDesktop:
        'Le plus grand élément s’affiche en {value} s sur mobile (objectif : 2,5 s ou moins) ; le test sur ordinateur n’a donné aucune valeur.',
      needsWorkNoDesktop:
        'Le plus grand élément s’affiche en {value} s sur mobile, au-dessus de l’objectif de 2,5 s ; le test sur ordinateur n’a donné aucune valeur.',
      poorNoDesktop:
        'Le plus grand élément s’affiche en {value} s sur mobile, au-dessus de la limite de 4 s ; le test sur ordinateur n’a donné aucune valeur.',
      ...labNaStrings('fr'),
    },
  },
});

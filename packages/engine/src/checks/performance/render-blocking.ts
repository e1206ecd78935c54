import { defineCheck, fail, pass, warn } from '../types.js';
import { isNotApplicable, itemUrl, labNaStrings, onMobileAudit, resourceItems, savingsMs } from './_lab.js';

/** Lighthouse 12 reports both; newer versions only the insight. */
const AUDITS = ['render-blocking-resources', 'render-blocking-insight'];
/** Catalogue bands on the estimated savings: < 150 ms good, 150–1000 ms rec., > 1000 ms crit. */
const GOOD_MS = 150;
const POOR_MS = 1000;

export default defineCheck({
  id: 'render-blocking',
  needs: ['lab'],
  run: onMobileAudit(
    AUDITS,
    (audit) => {
      const blocking = audit.items.filter((item) => itemUrl(item) !== null);
      if (isNotApplicable(audit) || blocking.length === 0) return pass('none', undefined, { value: 0 });
      const savings = Math.round(savingsMs(audit));
      const values = { count: blocking.length, savings };
      const items = resourceItems(blocking, { by: 'ms' });
      if (savings > POOR_MS) return fail('poor', values, { items, value: savings });
      if (savings >= GOOD_MS) return warn('needsWork', values, { items, value: savings });
      return pass('pass', values, { items, value: savings });
    },
    { timed: true },
  ),
  strings: {
    en: {
      title: 'Render-blocking resources',
      fix: 'Inline the CSS the first screen needs and load the rest with media queries or later; add defer (or async) to scripts in the <head>, or move them to the end of the <body>.',
      none: 'No stylesheet or script blocks the first paint on mobile.',
      pass: '{count, plural, one {# stylesheet or script blocks} other {# stylesheets or scripts block}} the first paint on mobile, but Lighthouse estimates only {savings} ms to gain (below 150 ms).',
      needsWork:
        '{count, plural, one {# stylesheet or script blocks the first paint on mobile; Lighthouse estimates {savings} ms to gain by deferring it} other {# stylesheets or scripts block the first paint on mobile; Lighthouse estimates {savings} ms to gain by deferring them}}.',
      poor: '{count, plural, one {# stylesheet or script blocks the first paint on mobile; Lighthouse estimates {savings} ms to gain by deferring it} other {# stylesheets or scripts block the first paint on mobile; Lighthouse estimates {savings} ms to gain by deferring them}}, more than a second.',
      ...labNaStrings('en'),
    },
    es: {
      title: 'Recursos que bloquean el renderizado',
      fix: 'Pon en línea el CSS que necesita la primera pantalla y carga el resto con media queries o más tarde; añade defer (o async) a los scripts del <head> o muévelos al final del <body>.',
      none: 'Ninguna hoja de estilos ni script bloquea el primer renderizado en móvil.',
      pass: '{count, plural, one {# hoja de estilos o script bloquea} other {# hojas de estilos o scripts bloquean}} el primer renderizado en móvil, pero Lighthouse estima solo {savings} ms de mejora (menos de 150 ms).',
      needsWork:
        '{count, plural, one {# hoja de estilos o script bloquea el primer renderizado en móvil; Lighthouse estima {savings} ms de mejora si se aplaza} other {# hojas de estilos o scripts bloquean el primer renderizado en móvil; Lighthouse estima {savings} ms de mejora si se aplazan}}.',
      poor: '{count, plural, one {# hoja de estilos o script bloquea el primer renderizado en móvil; Lighthouse estima {savings} ms de mejora si se aplaza} other {# hojas de estilos o scripts bloquean el primer renderizado en móvil; Lighthouse estima {savings} ms de mejora si se aplazan}}, más de un segundo.',
      ...labNaStrings('es'),
    },
    fr: {
      title: 'Ressources bloquant le rendu',
      fix: 'Intégrez le CSS nécessaire au premier écran et chargez le reste avec des media queries ou plus tard ; ajoutez defer (ou async) aux scripts du <head>, ou déplacez-les à la fin du <body>.',
      none: 'Aucune feuille de style ni aucun script ne bloque le premier affichage sur mobile.',
      pass: '{count, plural, one {# feuille de style ou script bloque} other {# feuilles de style ou scripts bloquent}} le premier affichage sur mobile, mais Lighthouse n’estime que {savings} ms de gain (moins de 150 ms).',
      needsWork:
        '{count, plural, one {# feuille de style ou script bloque le premier affichage sur mobile ; Lighthouse estime à {savings} ms le gain en différant cette ressource} other {# feuilles de style ou scripts bloquent le premier affichage sur mobile ; Lighthouse estime à {savings} ms le gain en les différant}}.',
      poor: '{count, plural, one {# feuille de style ou script bloque le premier affichage sur mobile ; Lighthouse estime à {savings} ms le gain en différant cette ressource} other {# feuilles de style ou scripts bloquent le premier affichage sur mobile ; Lighthouse estime à {savings} ms le gain en les différant}}, plus d’une seconde.',
      ...labNaStrings('fr'),
    },
  },
});

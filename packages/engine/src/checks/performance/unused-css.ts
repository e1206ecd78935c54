import { defineCheck, pass, warn } from '../types.js';
import { kib, labNaStrings, onMobileAudit, resourceItems, savingsBytes } from './_lab.js';

const AUDITS = ['unused-css-rules'];
/** Catalogue bands on the unused bytes: < 20 KiB good, 20 KiB or more rec. (no crit. band). */
const GOOD_KIB = 20;

export default defineCheck({
  id: 'unused-css',
  needs: ['lab'],
  run: onMobileAudit(AUDITS, (audit) => {
    const unused = kib(savingsBytes(audit));
    const items = resourceItems(audit.items, { by: 'bytes' });
    const values = { unused, count: items.length };
    if (unused >= GOOD_KIB) return warn('needsWork', values, { items, value: unused });
    return pass('pass', values, { value: unused });
  }),
  strings: {
    en: {
      title: 'Unused CSS',
      fix: 'Remove the rules no page uses (PurgeCSS or your framework’s tree-shaking), split the stylesheets per template, and inline only the critical rules.',
      pass: '{unused} KiB of the CSS loaded on mobile is not used by the page (goal: below 20 KiB).',
      needsWork:
        '{unused} KiB of CSS rules in {count, plural, one {# stylesheet} other {# stylesheets}} are not used by the page on mobile (goal: below 20 KiB).',
      ...labNaStrings('en'),
    },
    es: {
      title: 'CSS sin usar',
      fix: 'Elimina las reglas que ninguna página usa (PurgeCSS o el tree-shaking de tu framework), divide las hojas de estilos por plantilla y pon en línea solo las reglas críticas.',
      pass: '{unused} KiB del CSS cargado en móvil no los usa la página (objetivo: menos de 20 KiB).',
      needsWork:
        '{unused} KiB de reglas CSS en {count, plural, one {# hoja de estilos} other {# hojas de estilos}} no los usa la página en móvil (objetivo: menos de 20 KiB).',
      ...labNaStrings('es'),
    },
    fr: {
      title: 'CSS inutilisé',
      fix: 'Supprimez les règles qu’aucune page n’utilise (PurgeCSS ou le tree-shaking de votre framework), découpez les feuilles de style par gabarit et n’intégrez que les règles critiques.',
      pass: '{unused} Kio du CSS chargé sur mobile ne sont pas utilisés par la page (objectif : moins de 20 Kio).',
      needsWork:
        '{unused} Kio de règles CSS dans {count, plural, one {# feuille de style} other {# feuilles de style}} ne sont pas utilisés par la page sur mobile (objectif : moins de 20 Kio).',
      ...labNaStrings('fr'),
    },
  },
});

import { defineCheck, pass, warn } from '../types.js';
import { kib, labNaStrings, onMobileAudit, resourceItems, savingsBytes } from './_lab.js';

const AUDITS = ['offscreen-images'];
/** Catalogue bands on the savings: < 50 KiB good, ≥ 50 KiB rec. (no crit. band). */
const GOOD_KIB = 50;

export default defineCheck({
  id: 'img-offscreen-lazy',
  needs: ['lab'],
  run: onMobileAudit(AUDITS, (audit) => {
    const savings = kib(savingsBytes(audit));
    const items = resourceItems(audit.items, { by: 'bytes' });
    const values = { savings, count: items.length };
    if (savings >= GOOD_KIB) return warn('needsWork', values, { items, value: savings });
    return pass('pass', values, { items, value: savings });
  }),
  strings: {
    en: {
      title: 'Off-screen images loaded lazily',
      fix: 'Add loading="lazy" to images below the fold (keep it off the first-screen images), or defer them with your framework’s image component.',
      pass: 'Images below the fold that load eagerly cost {savings} KiB on mobile (below 50 KiB).',
      needsWork:
        '{count, plural, one {# image below the fold loads eagerly on mobile: deferring it} other {# images below the fold load eagerly on mobile: deferring them}} saves {savings} KiB during the load.',
      ...labNaStrings('en'),
    },
    es: {
      title: 'Carga diferida de imágenes fuera de pantalla',
      fix: 'Añade loading="lazy" a las imágenes de debajo de la primera pantalla (nunca a las de la primera pantalla), o aplázalas con el componente de imagen de tu framework.',
      pass: 'Las imágenes de debajo de la primera pantalla que se cargan de inmediato suman {savings} KiB en móvil (menos de 50 KiB).',
      needsWork:
        '{count, plural, one {# imagen de debajo de la primera pantalla se carga de inmediato en móvil: aplazarla} other {# imágenes de debajo de la primera pantalla se cargan de inmediato en móvil: aplazarlas}} ahorra {savings} KiB durante la carga.',
      ...labNaStrings('es'),
    },
    fr: {
      title: 'Chargement différé des images hors écran',
      fix: 'Ajoutez loading="lazy" aux images sous le premier écran (jamais à celles du premier écran), ou différez-les avec le composant d’image de votre framework.',
      pass: 'Les images sous le premier écran chargées immédiatement pèsent {savings} Kio sur mobile (moins de 50 Kio).',
      needsWork:
        '{count, plural, one {# image sous le premier écran se charge immédiatement sur mobile : la différer} other {# images sous le premier écran se chargent immédiatement sur mobile : les différer}} économise {savings} Kio pendant le chargement.',
      ...labNaStrings('fr'),
    },
  },
});

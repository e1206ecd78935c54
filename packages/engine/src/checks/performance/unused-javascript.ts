import { defineCheck, fail, pass, warn } from '../types.js';
import { kib, labNaStrings, onMobileAudit, resourceItems, savingsBytes } from './_lab.js';

const AUDITS = ['unused-javascript'];
/** Catalogue bands on the unused bytes: < 50 KiB good, 50–250 KiB rec., > 250 KiB crit. */
const GOOD_KIB = 50;
const POOR_KIB = 250;

export default defineCheck({
  id: 'unused-javascript',
  needs: ['lab'],
  run: onMobileAudit(AUDITS, (audit) => {
    // Compared in KiB as shown.
    const unused = kib(savingsBytes(audit));
    const items = resourceItems(audit.items, { by: 'bytes' });
    const values = { unused, count: items.length };
    if (unused > POOR_KIB) return fail('poor', values, { items, value: unused });
    if (unused >= GOOD_KIB) return warn('needsWork', values, { items, value: unused });
    return pass('pass', values, { value: unused });
  }),
  strings: {
    en: {
      title: 'Unused JavaScript',
      fix: 'Ship only the code the page runs: split bundles by route, load widgets and libraries on demand with dynamic import(), drop unused dependencies and remove tags nobody reads.',
      pass: '{unused} KiB of the JavaScript loaded on mobile is not run during the load (goal: below 50 KiB).',
      needsWork:
        '{unused} KiB of JavaScript in {count, plural, one {# file} other {# files}} is downloaded but not run during the load on mobile (goal: below 50 KiB).',
      poor: '{unused} KiB of JavaScript in {count, plural, one {# file} other {# files}} is downloaded but not run during the load on mobile, more than 250 KiB.',
      ...labNaStrings('en'),
    },
    es: {
      title: 'JavaScript sin usar',
      fix: 'Envía solo el código que ejecuta la página: divide los paquetes por ruta, carga los widgets y las bibliotecas bajo demanda con import() dinámico, quita las dependencias que no usas y las etiquetas que nadie consulta.',
      pass: '{unused} KiB del JavaScript cargado en móvil no se ejecutan durante la carga (objetivo: menos de 50 KiB).',
      needsWork:
        '{unused} KiB de JavaScript en {count, plural, one {# archivo} other {# archivos}} se descargan pero no se ejecutan durante la carga en móvil (objetivo: menos de 50 KiB).',
      poor: '{unused} KiB de JavaScript en {count, plural, one {# archivo} other {# archivos}} se descargan pero no se ejecutan durante la carga en móvil, más de 250 KiB.',
      ...labNaStrings('es'),
    },
    fr: {
      title: 'JavaScript inutilisé',
      fix: 'N’envoyez que le code exécuté par la page : découpez les bundles par route, chargez widgets et bibliothèques à la demande avec import() dynamique, retirez les dépendances inutilisées et les balises que personne ne consulte.',
      pass: '{unused} Kio du JavaScript chargé sur mobile ne sont pas exécutés pendant le chargement (objectif : moins de 50 Kio).',
      needsWork:
        '{unused} Kio de JavaScript dans {count, plural, one {# fichier} other {# fichiers}} sont téléchargés mais pas exécutés pendant le chargement sur mobile (objectif : moins de 50 Kio).',
      poor: '{unused} Kio de JavaScript dans {count, plural, one {# fichier} other {# fichiers}} sont téléchargés mais pas exécutés pendant le chargement sur mobile, plus de 250 Kio.',
      ...labNaStrings('fr'),
    },
  },
});

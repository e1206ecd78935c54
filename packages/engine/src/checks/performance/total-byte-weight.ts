import { defineCheck, fail, pass, warn } from '../types.js';
import { kib, labNaStrings, missingAudit, onMobileAudit, resourceItems } from './_lab.js';

const AUDITS = ['total-byte-weight'];
/** Catalogue bands on the transfer size of the load: ≤ 2,500 KiB good, 2,500–4,000 KiB rec., > 4,000 KiB crit. */
const GOOD_KIB = 2500;
const POOR_KIB = 4000;

export default defineCheck({
  id: 'total-byte-weight',
  needs: ['lab'],
  run: onMobileAudit(AUDITS, (audit, run) => {
    if (audit.numericValue === null) return missingAudit(run, AUDITS);
    const total = kib(audit.numericValue);
    const values = { total, mib: Math.round((audit.numericValue / 1024 / 1024) * 10) / 10 };
    const items = resourceItems(audit.items, { by: 'bytes' });
    if (total > POOR_KIB) return fail('poor', values, { items, value: total });
    if (total > GOOD_KIB) return warn('needsWork', values, { items, value: total });
    return pass('pass', values, { value: total });
  }),
  strings: {
    en: {
      title: 'Page weight',
      fix: 'Cut the largest downloads first: resize and compress images (WebP/AVIF), lazy-load what is below the fold, drop unused JavaScript and web-font variants, and compress text files.',
      pass: 'The page downloads {total} KiB ({mib} MiB) while loading on mobile (goal: 2,500 KiB or less).',
      needsWork:
        'The page downloads {total} KiB ({mib} MiB) while loading on mobile, above the 2,500 KiB goal.',
      poor: 'The page downloads {total} KiB ({mib} MiB) while loading on mobile, above the 4,000 KiB limit.',
      ...labNaStrings('en'),
    },
    es: {
      title: 'Peso de la página',
      fix: 'Reduce primero las descargas más grandes: redimensiona y comprime las imágenes (WebP/AVIF), carga en diferido lo que está debajo de la primera pantalla, quita el JavaScript sin usar y las variantes de fuentes web, y comprime los archivos de texto.',
      pass: 'La página descarga {total} KiB ({mib} MiB) al cargar en móvil (objetivo: 2500 KiB o menos).',
      needsWork:
        'La página descarga {total} KiB ({mib} MiB) al cargar en móvil, por encima del objetivo de 2500 KiB.',
      poor: 'La página descarga {total} KiB ({mib} MiB) al cargar en móvil, por encima del límite de 4000 KiB.',
      ...labNaStrings('es'),
    },
    fr: {
      title: 'Poids de la page',
      fix: 'Réduisez d’abord les plus gros téléchargements : redimensionnez et compressez les images (WebP/AVIF), chargez en différé ce qui est sous le premier écran, retirez le JavaScript inutilisé et les variantes de polices web, et compressez les fichiers texte.',
      pass: 'La page télécharge {total} Kio ({mib} Mio) au chargement sur mobile (objectif : 2 500 Kio ou moins).',
      needsWork:
        'La page télécharge {total} Kio ({mib} Mio) au chargement sur mobile, au-dessus de l’objectif de 2 500 Kio.',
      poor: 'La page télécharge {total} Kio ({mib} Mio) au chargement sur mobile, au-dessus de la limite de 4 000 Kio.',
      ...labNaStrings('fr'),
    },
  },
});

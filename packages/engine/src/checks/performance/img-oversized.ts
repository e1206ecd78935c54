import type { CheckItem } from '../types.js';
import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import {
  itemUrl,
  kib,
  labInput,
  labNaStrings,
  MAX_LAB_ITEMS,
  missingAudit,
  num,
  savingsBytes,
  sizeNote,
  str,
} from './_lab.js';

/** Images served larger than displayed, and poorly compressed JPEGs. */
const SAVINGS_AUDITS = ['uses-responsive-images', 'uses-optimized-images'];
/** Other audits whose rows give image sizes. */
const SIZE_AUDITS = ['offscreen-images', 'modern-image-formats', 'image-delivery-insight'];
/** Catalogue bands: no image > 200 KiB and savings < 50 KiB good; any image > 1 MiB crit.; else rec. */
const LARGE_KIB = 200;
const HUGE_KIB = 1024;
const SAVINGS_KIB = 50;

export default defineCheck({
  id: 'img-oversized',
  needs: ['lab'],
  run(page) {
    const { run, na } = labInput(page, 'mobile');
    if (!run) return na;
    const savingsAudits = SAVINGS_AUDITS.map((id) => run.audits[id]).filter((a) => a !== undefined);
    if (savingsAudits.length === 0) return missingAudit(run, SAVINGS_AUDITS);

    // Per image: its size (the largest any audit reports) and its savings (the largest estimate).
    const size = new Map<string, number>();
    const saving = new Map<string, number>();
    const bump = (map: Map<string, number>, url: string, n: number | null): void => {
      if (n !== null && n > (map.get(url) ?? -1)) map.set(url, n);
    };
    for (const row of run.audits['network-requests']?.items ?? []) {
      const url = itemUrl(row);
      const isImage =
        str(row, 'resourceType') === 'Image' || (str(row, 'mimeType') ?? '').startsWith('image/');
      if (url && isImage && !url.startsWith('data:'))
        bump(size, url, num(row, 'transferSize', 'resourceSize'));
    }
    for (const audit of [...savingsAudits, ...SIZE_AUDITS.map((id) => run.audits[id])]) {
      for (const row of audit?.items ?? []) {
        const url = itemUrl(row);
        if (url && !url.startsWith('data:')) bump(size, url, num(row, 'totalBytes'));
      }
    }
    for (const audit of savingsAudits) {
      for (const row of audit.items) {
        const url = itemUrl(row);
        if (url) bump(saving, url, num(row, 'wastedBytes'));
      }
    }
    const listedSavings = [...saving.values()].reduce((a, b) => a + b, 0);
    const totalSavings =
      saving.size > 0 ? listedSavings : savingsAudits.reduce((s, a) => s + savingsBytes(a), 0);
    if (size.size === 0 && totalSavings === 0) return notApplicable('noImages');

    const largestBytes = Math.max(0, ...size.values());
    const largestUrl = [...size].find(([, n]) => n === largestBytes)?.[0] ?? '';
    const largest = kib(largestBytes);
    const savings = kib(totalSavings);
    const values = { count: size.size, largest, largestUrl, savings };
    const items: CheckItem[] = [...new Set([...size.keys(), ...saving.keys()])]
      .filter((url) => kib(size.get(url) ?? 0) > LARGE_KIB || (saving.get(url) ?? 0) > 0)
      .sort((a, b) => (size.get(b) ?? 0) - (size.get(a) ?? 0))
      .slice(0, MAX_LAB_ITEMS)
      .map((url) => {
        const parts = [size.has(url) ? sizeNote(size.get(url) as number) : null];
        const s = saving.get(url);
        if (s) parts.push(`saves ${sizeNote(s)}`);
        return { value: url, note: parts.filter((p) => p).join(', ') };
      });
    if (largest > HUGE_KIB) return fail('huge', values, { items, value: largest });
    if (largest > LARGE_KIB) return warn('large', values, { items, value: largest });
    if (savings >= SAVINGS_KIB) return warn('savings', values, { items, value: largest });
    return pass('pass', values, { value: largest });
  },
  strings: {
    en: {
      title: 'Oversized images',
      fix: 'Resize images to the size they are displayed at (srcset and sizes for the different screens), compress them (quality 75–85) and serve WebP or AVIF.',
      pass: '{count, plural, =1 {The one image loaded on mobile is {largest} KiB and resizing or compressing it would save} other {The # images loaded on mobile are at most {largest} KiB each and resizing or compressing them would save}} only {savings} KiB.',
      large:
        'The largest image loaded on mobile weighs {largest} KiB ({largestUrl}), above 200 KiB; resizing and compressing the images would save {savings} KiB.',
      huge: 'The largest image loaded on mobile weighs {largest} KiB ({largestUrl}), more than 1 MiB; resizing and compressing the images would save {savings} KiB.',
      savings:
        '{count, plural, =1 {The one image loaded on mobile is larger than displayed or poorly compressed: resizing and compressing it would save} other {The # images loaded on mobile are larger than displayed or poorly compressed: resizing and compressing them would save}} {savings} KiB (largest {largest} KiB).',
      noImages: 'Not checked: Lighthouse saw no image loaded on mobile.',
      ...labNaStrings('en'),
    },
    es: {
      title: 'Imágenes demasiado grandes',
      fix: 'Redimensiona las imágenes al tamaño en que se muestran (srcset y sizes para las distintas pantallas), comprímelas (calidad 75–85) y sírvelas en WebP o AVIF.',
      pass: '{count, plural, =1 {La única imagen cargada en móvil pesa {largest} KiB y redimensionarla o comprimirla solo ahorraría} other {Las # imágenes cargadas en móvil pesan como máximo {largest} KiB cada una y redimensionarlas o comprimirlas solo ahorraría}} {savings} KiB.',
      large:
        'La imagen más grande cargada en móvil pesa {largest} KiB ({largestUrl}), más de 200 KiB; redimensionar y comprimir las imágenes ahorraría {savings} KiB.',
      huge: 'La imagen más grande cargada en móvil pesa {largest} KiB ({largestUrl}), más de 1 MiB; redimensionar y comprimir las imágenes ahorraría {savings} KiB.',
      savings:
        '{count, plural, =1 {La única imagen cargada en móvil es más grande de lo que se muestra o está mal comprimida: redimensionarla y comprimirla ahorraría} other {Las # imágenes cargadas en móvil son más grandes de lo que se muestran o están mal comprimidas: redimensionarlas y comprimirlas ahorraría}} {savings} KiB (la mayor, {largest} KiB).',
      noImages: 'No comprobado: Lighthouse no vio ninguna imagen cargada en móvil.',
      ...labNaStrings('es'),
    },
    fr: {
      title: 'Images surdimensionnées',
      fix: 'Redimensionnez les images à leur taille d’affichage (srcset et sizes selon les écrans), compressez-les (qualité 75–85) et servez-les en WebP ou AVIF.',
      pass: '{count, plural, =1 {La seule image chargée sur mobile pèse {largest} Kio et la redimensionner ou la compresser n’économiserait que} other {Les # images chargées sur mobile pèsent au plus {largest} Kio chacune et les redimensionner ou les compresser n’économiserait que}} {savings} Kio.',
      large:
        'La plus grosse image chargée sur mobile pèse {largest} Kio ({largestUrl}), plus de 200 Kio ; redimensionner et compresser les images économiserait {savings} Kio.',
      huge: 'La plus grosse image chargée sur mobile pèse {largest} Kio ({largestUrl}), plus de 1 Mio ; redimensionner et compresser les images économiserait {savings} Kio.',
      savings:
        '{count, plural, =1 {La seule image chargée sur mobile est plus grande qu’affichée ou mal compressée : la redimensionner et la compresser économiserait} other {Les # images chargées sur mobile sont plus grandes qu’affichées ou mal compressées : les redimensionner et les compresser économiserait}} {savings} Kio (la plus grosse : {largest} Kio).',
      noImages: 'Non vérifié : Lighthouse n’a vu aucune image chargée sur mobile.',
      ...labNaStrings('fr'),
    },
  },
});

import { defineCheck, fail, pass, warn } from '../types.js';
import { kib, labNaStrings, onMobileAudit, resourceItems, savingsBytes } from './_lab.js';

/** Newer Lighthouse folds modern-image-formats into image-delivery-insight (all image savings). */
const AUDITS = ['modern-image-formats', 'image-delivery-insight'];
/** Catalogue bands on the savings: < 50 KiB good, ≥ 50 KiB rec., ≥ 500 KiB crit. */
const GOOD_KIB = 50;
const POOR_KIB = 500;

export default defineCheck({
  id: 'img-modern-format',
  needs: ['lab'],
  run: onMobileAudit(AUDITS, (audit) => {
    const savings = kib(savingsBytes(audit));
    const items = resourceItems(audit.items, { by: 'bytes' });
    const values = { savings, count: items.length };
    if (savings >= POOR_KIB) return fail('poor', values, { items, value: savings });
    if (savings >= GOOD_KIB) return warn('needsWork', values, { items, value: savings });
    return pass('pass', values, { items, value: savings });
  }),
  strings: {
    en: {
      title: 'Modern image formats',
      fix: 'Serve WebP or AVIF: convert at build time or let your CDN or image service negotiate the format, with <picture> and a JPEG/PNG fallback if you need one.',
      pass: 'Serving the page’s images as WebP or AVIF would save {savings} KiB on mobile (below 50 KiB).',
      needsWork:
        'Serving {count, plural, one {# image} other {# images}} as WebP or AVIF instead of JPEG, PNG or GIF would save {savings} KiB on mobile.',
      poor: 'Serving {count, plural, one {# image} other {# images}} as WebP or AVIF instead of JPEG, PNG or GIF would save {savings} KiB on mobile, 500 KiB or more.',
      ...labNaStrings('en'),
    },
    es: {
      title: 'Formatos de imagen modernos',
      fix: 'Sirve WebP o AVIF: convierte las imágenes al compilar o deja que tu CDN o servicio de imágenes negocie el formato, con <picture> y una alternativa JPEG/PNG si la necesitas.',
      pass: 'Servir las imágenes de la página en WebP o AVIF ahorraría {savings} KiB en móvil (menos de 50 KiB).',
      needsWork:
        'Servir {count, plural, one {# imagen} other {# imágenes}} en WebP o AVIF en lugar de JPEG, PNG o GIF ahorraría {savings} KiB en móvil.',
      poor: 'Servir {count, plural, one {# imagen} other {# imágenes}} en WebP o AVIF en lugar de JPEG, PNG o GIF ahorraría {savings} KiB en móvil, 500 KiB o más.',
      ...labNaStrings('es'),
    },
    fr: {
      title: 'Formats d’image modernes',
      fix: 'Servez du WebP ou de l’AVIF : convertissez à la compilation ou laissez votre CDN ou service d’images négocier le format, avec <picture> et un repli JPEG/PNG si nécessaire.',
      pass: 'Servir les images de la page en WebP ou AVIF économiserait {savings} Kio sur mobile (moins de 50 Kio).',
      needsWork:
        'Servir {count, plural, one {# image} other {# images}} en WebP ou AVIF au lieu de JPEG, PNG ou GIF économiserait {savings} Kio sur mobile.',
      poor: 'Servir {count, plural, one {# image} other {# images}} en WebP ou AVIF au lieu de JPEG, PNG ou GIF économiserait {savings} Kio sur mobile, 500 Kio ou plus.',
      ...labNaStrings('fr'),
    },
  },
});

import type { CheckItem } from '../types.js';
import { percent } from '../format.js';
import { defineCheck, fail, pass, warn } from '../types.js';
import {
  isNotApplicable,
  kib,
  labNaStrings,
  MAX_LAB_ITEMS,
  num,
  onMobileAudit,
  sizeNote,
  str,
  sumOf,
} from './_lab.js';
import { noted } from '../../i18n/notes.js';

const AUDITS = ['third-party-summary'];
/** Catalogue bands: blocking < 250 ms and ≤ 50 % of the bytes good; blocking > 1000 ms crit.; else rec. */
const GOOD_MS = 250;
const POOR_MS = 1000;
const MAX_SHARE = 50;

export default defineCheck({
  id: 'third-party',
  needs: ['lab'],
  run: onMobileAudit(AUDITS, (audit, run) => {
    const rows = isNotApplicable(audit) ? [] : audit.items;
    const entity = (row: (typeof rows)[number]): string =>
      str(row, 'entity', 'entity.text', 'entity.name', 'url') ?? 'unknown third party';
    if (rows.length === 0) return pass('none', undefined, { value: 0 });
    const blocking = Math.round(sumOf(rows, 'blockingTime'));
    const bytes = sumOf(rows, 'transferSize');
    const pageBytes = run.audits['total-byte-weight']?.numericValue ?? null;
    const share = pageBytes ? percent(bytes, pageBytes) : 0;
    const values = { count: rows.length, blocking, kib: kib(bytes), share };
    const items: CheckItem[] = rows
      .slice()
      .sort(
        (a, b) =>
          (num(b, 'blockingTime') ?? 0) - (num(a, 'blockingTime') ?? 0) ||
          (num(b, 'transferSize') ?? 0) - (num(a, 'transferSize') ?? 0),
      )
      .slice(0, MAX_LAB_ITEMS)
      .map((row) => ({
        value: entity(row),
        ...noted('transferBlocks', {
          size: sizeNote(num(row, 'transferSize') ?? 0),
          ms: Math.round(num(row, 'blockingTime') ?? 0),
        }),
      }));
    if (blocking > POOR_MS) return fail('poor', values, { items, value: blocking });
    if (blocking >= GOOD_MS || share > MAX_SHARE)
      return warn('needsWork', values, { items, value: blocking });
    return pass('pass', values, { items, value: blocking });
  }),
  strings: {
    en: {
      title: 'Third-party code',
      fix: 'Remove tags nobody uses, load the rest after the page is interactive (or on user action, e.g. a click-to-load video or chat), and self-host what you can.',
      none: 'Lighthouse found no third-party code loaded on mobile.',
      pass: '{count, plural, one {# third-party provider loads {kib} KiB ({share} % of the page) and blocks the main thread} other {# third-party providers load {kib} KiB ({share} % of the page) and block the main thread}} for {blocking} ms on mobile (goal: under 250 ms and at most 50 %).',
      needsWork:
        '{count, plural, one {# third-party provider loads {kib} KiB ({share} % of the page) and blocks the main thread} other {# third-party providers load {kib} KiB ({share} % of the page) and block the main thread}} for {blocking} ms on mobile (goal: under 250 ms and at most 50 %).',
      poor: '{count, plural, one {# third-party provider blocks the main thread for {blocking} ms on mobile, more than a second, and loads} other {# third-party providers block the main thread for {blocking} ms on mobile, more than a second, and load}} {kib} KiB ({share} % of the page).',
      ...labNaStrings('en'),
    },
    es: {
      title: 'Código de terceros',
      fix: 'Quita las etiquetas que nadie usa, carga el resto cuando la página ya responda (o al actuar el usuario, p. ej. un vídeo o chat que se carga al hacer clic) y aloja en tu servidor lo que puedas.',
      none: 'Lighthouse no encontró código de terceros cargado en móvil.',
      pass: '{count, plural, one {# proveedor externo carga {kib} KiB ({share} % de la página) y bloquea el hilo principal} other {# proveedores externos cargan {kib} KiB ({share} % de la página) y bloquean el hilo principal}} {blocking} ms en móvil (objetivo: menos de 250 ms y como máximo el 50 %).',
      needsWork:
        '{count, plural, one {# proveedor externo carga {kib} KiB ({share} % de la página) y bloquea el hilo principal} other {# proveedores externos cargan {kib} KiB ({share} % de la página) y bloquean el hilo principal}} {blocking} ms en móvil (objetivo: menos de 250 ms y como máximo el 50 %).',
      poor: '{count, plural, one {# proveedor externo bloquea el hilo principal {blocking} ms en móvil, más de un segundo, y carga} other {# proveedores externos bloquean el hilo principal {blocking} ms en móvil, más de un segundo, y cargan}} {kib} KiB ({share} % de la página).',
      ...labNaStrings('es'),
    },
    fr: {
      title: 'Code tiers',
      fix: 'Supprimez les balises inutilisées, chargez les autres une fois la page interactive (ou à l’action de l’utilisateur, p. ex. une vidéo ou un chat chargé au clic) et hébergez vous-même ce que vous pouvez.',
      none: 'Lighthouse n’a trouvé aucun code tiers chargé sur mobile.',
      pass: '{count, plural, one {# fournisseur tiers charge {kib} Kio ({share} % de la page) et bloque le fil principal} other {# fournisseurs tiers chargent {kib} Kio ({share} % de la page) et bloquent le fil principal}} {blocking} ms sur mobile (objectif : moins de 250 ms et au plus 50 %).',
      needsWork:
        '{count, plural, one {# fournisseur tiers charge {kib} Kio ({share} % de la page) et bloque le fil principal} other {# fournisseurs tiers chargent {kib} Kio ({share} % de la page) et bloquent le fil principal}} {blocking} ms sur mobile (objectif : moins de 250 ms et au plus 50 %).',
      poor: '{count, plural, one {# fournisseur tiers bloque le fil principal {blocking} ms sur mobile, plus d’une seconde, et charge} other {# fournisseurs tiers bloquent le fil principal {blocking} ms sur mobile, plus d’une seconde, et chargent}} {kib} Kio ({share} % de la page).',
      ...labNaStrings('fr'),
    },
  },
});

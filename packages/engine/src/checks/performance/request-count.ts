import type { CheckItem } from '../types.js';
import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import {
  type LabItem,
  type OkLabRun,
  itemUrl,
  labInput,
  labNaStrings,
  MAX_LAB_ITEMS,
  num,
  str,
} from './_lab.js';

/** Catalogue bands on the requests of the load: ≤ 70 good, 71–150 rec., > 150 crit. */
const GOOD = 70;
const POOR = 150;
/** lab/extract.ts keeps at most this many rows of an audit: a list this long may be cut. */
const ROW_LIMIT = 20;

interface Counts {
  total: number;
  thirdParty: number;
  rows: LabItem[];
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/** Third-party rows: another Lighthouse entity than the document's, or (without entities) another host. */
function thirdPartyRows(run: OkLabRun, rows: readonly LabItem[]): LabItem[] {
  const doc = rows.find((r) => str(r, 'resourceType') === 'Document') ?? rows[0];
  const firstEntity = doc ? str(doc, 'entity', 'entity.text', 'entity.name') : null;
  const firstHost = hostOf(run.finalUrl);
  return rows.filter((r) => {
    const entity = str(r, 'entity', 'entity.text', 'entity.name');
    if (firstEntity && entity) return entity !== firstEntity;
    const host = itemUrl(r) ? hostOf(itemUrl(r) as string) : null;
    return host !== null && firstHost !== null && host !== firstHost;
  });
}

/** resource-summary's total/third-party rows, else network-requests' rows when the list is complete. */
function countRequests(run: OkLabRun): Counts | null {
  const summary = run.audits['resource-summary'];
  const net = run.audits['network-requests'];
  const rows = (net?.items ?? []).filter((r) => itemUrl(r) !== null && !itemUrl(r)?.startsWith('data:'));
  if (summary) {
    const row = (type: string): LabItem | undefined =>
      summary.items.find((i) => str(i, 'resourceType') === type);
    const total = row('total') ? num(row('total') as LabItem, 'requestCount') : null;
    if (total !== null) {
      const third = row('third-party');
      return { total, thirdParty: third ? (num(third, 'requestCount') ?? 0) : 0, rows };
    }
  }
  if (!net) return null;
  const listed = net.numericValue ?? (rows.length < ROW_LIMIT ? rows.length : null);
  if (listed === null) return null;
  return { total: Math.round(listed), thirdParty: thirdPartyRows(run, rows).length, rows };
}

export default defineCheck({
  id: 'request-count',
  needs: ['lab'],
  run(page) {
    const { run, na } = labInput(page, 'mobile');
    if (!run) return na;
    const counts = countRequests(run);
    if (!counts) {
      const net = run.audits['network-requests'];
      return net
        ? notApplicable('noCount', { listed: net.items.length })
        : notApplicable('noAudit', {
            audit: 'network-requests, resource-summary',
            version: run.lighthouseVersion,
          });
    }
    const { total, thirdParty } = counts;
    const values = { total, firstParty: total - thirdParty, thirdParty };
    // The heaviest requests, for a start on what to drop or combine.
    const items: CheckItem[] = counts.rows
      .slice()
      .sort((a, b) => (num(b, 'transferSize') ?? 0) - (num(a, 'transferSize') ?? 0))
      .slice(0, MAX_LAB_ITEMS)
      .map((r) => {
        const type = str(r, 'resourceType');
        const size = num(r, 'transferSize');
        const note = [type, size !== null ? `${Math.round(size / 1024)} KiB` : null]
          .filter((p) => p)
          .join(', ');
        return { value: itemUrl(r) as string, ...(note ? { note } : {}) };
      });
    if (total > POOR) return fail('poor', values, { items, value: total });
    if (total > GOOD) return warn('needsWork', values, { items, value: total });
    return pass('pass', values, { value: total });
  },
  strings: {
    en: {
      title: 'Number of requests',
      fix: 'Drop what the page does not need (old tags, unused fonts and widgets), bundle small scripts and stylesheets, use SVG sprites or inline SVG for icons, and lazy-load below-the-fold images.',
      pass: 'The page makes {total, plural, one {# request} other {# requests}} while loading on mobile ({firstParty} first-party, {thirdParty} third-party; goal: 70 or fewer).',
      needsWork:
        'The page makes {total, plural, one {# request} other {# requests}} while loading on mobile ({firstParty} first-party, {thirdParty} third-party), more than the goal of 70.',
      poor: 'The page makes {total, plural, one {# request} other {# requests}} while loading on mobile ({firstParty} first-party, {thirdParty} third-party), more than 150.',
      noCount:
        'Not checked: Lighthouse listed only the first {listed} requests and did not report their total.',
      ...labNaStrings('en'),
    },
    es: {
      title: 'Número de peticiones',
      fix: 'Quita lo que la página no necesita (etiquetas antiguas, fuentes y widgets sin usar), agrupa los scripts y hojas de estilos pequeños, usa sprites SVG o SVG en línea para los iconos y carga en diferido las imágenes de debajo de la primera pantalla.',
      pass: 'La página hace {total, plural, one {# petición} other {# peticiones}} al cargar en móvil ({firstParty} propias, {thirdParty} de terceros; objetivo: 70 o menos).',
      needsWork:
        'La página hace {total, plural, one {# petición} other {# peticiones}} al cargar en móvil ({firstParty} propias, {thirdParty} de terceros), más que el objetivo de 70.',
      poor: 'La página hace {total, plural, one {# petición} other {# peticiones}} al cargar en móvil ({firstParty} propias, {thirdParty} de terceros), más de 150.',
      noCount: 'No comprobado: Lighthouse solo listó las primeras {listed} peticiones y no dio el total.',
      ...labNaStrings('es'),
    },
    fr: {
      title: 'Nombre de requêtes',
      fix: 'Supprimez ce dont la page n’a pas besoin (anciennes balises, polices et widgets inutilisés), regroupez les petits scripts et feuilles de style, utilisez des sprites SVG ou du SVG intégré pour les icônes et chargez en différé les images sous le premier écran.',
      pass: 'La page fait {total, plural, one {# requête} other {# requêtes}} au chargement sur mobile ({firstParty} propres, {thirdParty} tierces ; objectif : 70 ou moins).',
      needsWork:
        'La page fait {total, plural, one {# requête} other {# requêtes}} au chargement sur mobile ({firstParty} propres, {thirdParty} tierces), plus que l’objectif de 70.',
      poor: 'La page fait {total, plural, one {# requête} other {# requêtes}} au chargement sur mobile ({firstParty} propres, {thirdParty} tierces), plus de 150.',
      noCount:
        'Non vérifié : Lighthouse n’a listé que les {listed} premières requêtes sans en donner le total.',
      ...labNaStrings('fr'),
    },
  },
});

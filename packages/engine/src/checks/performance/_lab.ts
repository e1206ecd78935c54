/**
 * Shared helpers of the lab checks (scope `lab`): which Lighthouse run a check reads, the audit it needs
 * (with the id Lighthouse used in older or newer versions), and the facts in the audit's item rows.
 *
 * The rows are LabAudit items: Lighthouse's detail rows flattened to primitives by lab/extract.ts. The
 * readers below accept the usual spellings of a flattened field (`snippet`, `node.snippet`, `node`…), so a
 * check does not break when the flattening or the Lighthouse version changes a key.
 */
import type { PageArtifact } from '../../artifact.js';
import type { FormFactor, LabAudit, LabRun } from '../../lab/types.js';
import type { Lang } from '../../i18n/lang.js';
import { fail, notApplicable, pass, warn, type CheckItem, type CheckOutcome } from '../types.js';

export type OkLabRun = Extract<LabRun, { ok: true }>;
export type LabItem = LabAudit['items'][number];

/** Items a lab check lists (the worst first). */
export const MAX_LAB_ITEMS = 10;

export type LabInput = { run: OkLabRun; na: null } | { run: null; na: CheckOutcome };

/**
 * The successful run of a form factor, or the n/a outcome: `notRun` (no lab facts on the page) or
 * `unavailable` with the run's own reason (a failed run makes lab checks n/a, never fail). A check that
 * judges timings (`timed`) is also n/a (`slowHost`) when the host was too slow or busy for them; checks
 * of bytes, counts and markup still judge such a run.
 */
export function labInput(
  page: PageArtifact,
  formFactor: FormFactor = 'mobile',
  options: { timed?: boolean } = {},
): LabInput {
  if (!page.lab) return { run: null, na: notApplicable('notRun') };
  const run = page.lab[formFactor];
  if (!run.ok) return { run: null, na: notApplicable('unavailable', { reason: run.reason }) };
  if (options.timed && run.slowHost) {
    const { benchmarkIndex, minimum } = run.slowHost;
    return { run: null, na: notApplicable('slowHost', { benchmarkIndex, minimum }) };
  }
  return { run, na: null };
}

/** The first of these audits the run has (preferred id first, then the other versions' ids). */
export function findAudit(run: OkLabRun, ids: readonly string[]): LabAudit | null {
  for (const id of ids) {
    const audit = run.audits[id];
    if (audit) return audit;
  }
  return null;
}

/** n/a when none of the audits a check needs is in the run. */
export function missingAudit(run: OkLabRun, ids: readonly string[]): CheckOutcome {
  return notApplicable('noAudit', { audit: ids.join(', '), version: run.lighthouseVersion });
}

/**
 * The `run` of a check that reads one audit of the mobile run: n/a without a successful run or without
 * the audit (under any of its ids), else the body's outcome.
 */
export function onMobileAudit(
  ids: readonly string[],
  body: (audit: LabAudit, run: OkLabRun) => CheckOutcome,
  options: { timed?: boolean } = {},
): (page: PageArtifact) => CheckOutcome {
  return (page) => {
    const { run, na } = labInput(page, 'mobile', options);
    if (!run) return na;
    const audit = findAudit(run, ids);
    return audit ? body(audit, run) : missingAudit(run, ids);
  };
}

/** Lighthouse marks an audit n/a when there is nothing to look at (no third parties, LCP is not an image). */
export function isNotApplicable(audit: LabAudit): boolean {
  return audit.scoreDisplayMode === 'notApplicable';
}

/** The first finite number among the keys. */
export function num(item: LabItem, ...keys: string[]): number | null {
  for (const key of keys) {
    const v = item[key];
    if (typeof v === 'number' && Number.isFinite(v)) return v;
  }
  return null;
}

/** The first non-empty string among the keys. */
export function str(item: LabItem, ...keys: string[]): string | null {
  for (const key of keys) {
    const v = item[key];
    if (typeof v === 'string' && v.trim() !== '') return v;
  }
  return null;
}

/** An absolute URL (Lighthouse also puts labels such as "Unattributable" or "Other" in its url column). */
const URL_LIKE = /^[a-z][a-z0-9+.-]*:/i;

/** The resource URL of a row (Lighthouse's `url`, or a flattened `source`), when it is one. */
export function itemUrl(item: LabItem): string | null {
  const url = str(item, 'url', 'source.url', 'source');
  return url !== null && URL_LIKE.test(url) ? url : null;
}

/** The HTML of the element a row points at (its snippet), else its selector or label. */
export function itemNode(item: LabItem): string | null {
  const named = str(item, 'snippet', 'node.snippet', 'nodeSnippet', 'node_snippet');
  if (named) return named;
  const node = str(item, 'node');
  if (node) return node;
  for (const v of Object.values(item)) if (typeof v === 'string' && v.trimStart().startsWith('<')) return v;
  return str(item, 'selector', 'node.selector', 'nodeLabel', 'node.nodeLabel');
}

/** Sum of a numeric field over the rows (the rows Lighthouse listed: at most 20 after extraction). */
export function sumOf(items: readonly LabItem[], ...keys: string[]): number {
  return items.reduce((total, item) => total + (num(item, ...keys) ?? 0), 0);
}

/** Bytes → KiB as shown in messages (and compared, so the message agrees with the verdict). */
export function kib(bytes: number): number {
  return Math.round(bytes / 1024);
}

/** Milliseconds → seconds with one decimal, as Lighthouse shows them (and compared as shown). */
export function seconds(ms: number): number {
  return Math.round(ms / 100) / 10;
}

/** "412 KiB" or "1.4 MiB": item notes are facts, not localised. */
export function sizeNote(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${kib(bytes)} KiB`;
}

/** "1,234 ms" in item notes. */
export function msNote(ms: number): string {
  return `${Math.round(ms).toLocaleString('en-US')} ms`;
}

/** Estimated time savings of an audit: its own estimate, else its value (classic opportunities), else the rows. */
export function savingsMs(audit: LabAudit): number {
  return audit.savingsMs ?? audit.numericValue ?? sumOf(audit.items, 'wastedMs');
}

/** Estimated byte savings of an audit: its own estimate, else the sum of the rows' `wastedBytes`. */
export function savingsBytes(audit: LabAudit): number {
  return audit.savingsBytes ?? sumOf(audit.items, 'wastedBytes');
}

/**
 * The resources of an opportunity, worst first, as items: URL + "412 KiB, saves 310 KiB" (or "saves 1,212 ms").
 * Rows without a URL are left out.
 */
export function resourceItems(
  items: readonly LabItem[],
  options: { by: 'bytes' | 'ms'; limit?: number } = { by: 'bytes' },
): CheckItem[] {
  const weight = (item: LabItem): number =>
    options.by === 'ms'
      ? (num(item, 'wastedMs') ?? 0)
      : (num(item, 'wastedBytes') ?? num(item, 'totalBytes') ?? 0);
  return items
    .filter((item) => itemUrl(item) !== null)
    .slice()
    .sort((a, b) => weight(b) - weight(a))
    .slice(0, options.limit ?? MAX_LAB_ITEMS)
    .map((item) => {
      const total = num(item, 'totalBytes', 'transferSize', 'resourceSize');
      const wastedBytes = num(item, 'wastedBytes');
      const wastedMs = num(item, 'wastedMs');
      const parts: string[] = [];
      if (total !== null) parts.push(sizeNote(total));
      if (wastedBytes !== null && wastedBytes > 0) parts.push(`saves ${sizeNote(wastedBytes)}`);
      if (wastedMs !== null && wastedMs > 0) parts.push(`saves ${msNote(wastedMs)}`);
      return { value: itemUrl(item) as string, ...(parts.length ? { note: parts.join(', ') } : {}) };
    });
}

const NA_STRINGS: Record<
  Lang,
  Record<FormFactor, { notRun: string; unavailable: string; noAudit: string; slowHost: string }>
> = {
  en: {
    mobile: {
      notRun: 'Not checked: this audit has no Lighthouse run for the page.',
      unavailable: 'Not checked: the mobile Lighthouse run failed ({reason}).',
      noAudit: 'Not checked: Lighthouse {version} did not report the audit this check reads ({audit}).',
      slowHost:
        'Not judged: the host was too slow or busy for trustworthy lab timings (Lighthouse benchmarkIndex {benchmarkIndex}, below {minimum}); the figures are shown, unjudged.',
    },
    desktop: {
      notRun: 'Not checked: this audit has no Lighthouse run for the page.',
      unavailable: 'Not checked: the desktop Lighthouse run failed ({reason}).',
      noAudit: 'Not checked: Lighthouse {version} did not report the audit this check reads ({audit}).',
      slowHost:
        'Not judged: the host was too slow or busy for trustworthy lab timings (Lighthouse benchmarkIndex {benchmarkIndex}, below {minimum}); the figures are shown, unjudged.',
    },
  },
  es: {
    mobile: {
      notRun: 'No comprobado: esta auditoría no tiene ninguna prueba de Lighthouse de la página.',
      unavailable: 'No comprobado: la prueba de Lighthouse para móvil falló ({reason}).',
      noAudit:
        'No comprobado: Lighthouse {version} no devolvió la auditoría que lee esta comprobación ({audit}).',
      slowHost:
        'No evaluado: el equipo estaba demasiado lento u ocupado para medir tiempos fiables en el laboratorio (benchmarkIndex de Lighthouse {benchmarkIndex}, por debajo de {minimum}); las cifras se muestran sin evaluar.',
    },
    desktop: {
      notRun: 'No comprobado: esta auditoría no tiene ninguna prueba de Lighthouse de la página.',
      unavailable: 'No comprobado: la prueba de Lighthouse para ordenador falló ({reason}).',
      noAudit:
        'No comprobado: Lighthouse {version} no devolvió la auditoría que lee esta comprobación ({audit}).',
      slowHost:
        'No evaluado: el equipo estaba demasiado lento u ocupado para medir tiempos fiables en el laboratorio (benchmarkIndex de Lighthouse {benchmarkIndex}, por debajo de {minimum}); las cifras se muestran sin evaluar.',
    },
  },
  fr: {
    mobile: {
      notRun: 'Non vérifié : cet audit n’a aucun test Lighthouse de la page.',
      unavailable: 'Non vérifié : le test Lighthouse mobile a échoué ({reason}).',
      noAudit: 'Non vérifié : Lighthouse {version} n’a pas fourni l’audit que lit ce contrôle ({audit}).',
      slowHost:
        'Non évalué : la machine était trop lente ou trop chargée pour des mesures de temps fiables (benchmarkIndex de Lighthouse {benchmarkIndex}, sous {minimum}) ; les valeurs sont affichées sans être jugées.',
    },
    desktop: {
      notRun: 'Non vérifié : cet audit n’a aucun test Lighthouse de la page.',
      unavailable: 'Non vérifié : le test Lighthouse ordinateur a échoué ({reason}).',
      noAudit: 'Non vérifié : Lighthouse {version} n’a pas fourni l’audit que lit ce contrôle ({audit}).',
      slowHost:
        'Non évalué : la machine était trop lente ou trop chargée pour des mesures de temps fiables (benchmarkIndex de Lighthouse {benchmarkIndex}, sous {minimum}) ; les valeurs sont affichées sans être jugées.',
    },
  },
};

/** The n/a messages every lab check has (keys notRun, unavailable, noAudit, slowHost), for its strings. */
export function labNaStrings(
  lang: Lang,
  formFactor: FormFactor = 'mobile',
): { notRun: string; unavailable: string; noAudit: string; slowHost: string } {
  return NA_STRINGS[lang][formFactor];
}

/**
 * The three steps of a "lower is better" metric on the value as shown: ≤ good → pass, ≤ poor → warn
 * (key `needsWork`), above → fail (key `poor`). `score` is Lighthouse's own metric score when it gave one.
 */
export function lowerIsBetter(
  shown: number,
  bands: { good: number; poor: number },
  values: Record<string, string | number>,
  extra: { items?: CheckItem[]; score?: number | null } = {},
): CheckOutcome {
  const extraOut: Pick<CheckOutcome, 'items' | 'value' | 'score'> = { value: shown };
  if (extra.items?.length) extraOut.items = extra.items;
  if (extra.score !== undefined && extra.score !== null) extraOut.score = extra.score;
  if (shown > bands.poor) return fail('poor', values, extraOut);
  if (shown > bands.good) return warn('needsWork', values, extraOut);
  return pass('pass', values, extraOut);
}

/**
 * perf-score-mobile / perf-score-desktop: the performance category score (0–100) in the catalogue's
 * steps (≥ 90 good, 50–89 rec., < 50 crit.), scored as score/100; the top opportunities as items.
 */
export function performanceScore(run: OkLabRun): CheckOutcome {
  const score = Math.round(run.score);
  const values = {
    score,
    lcp: seconds(run.metrics.lcp.value),
    tbt: Math.round(run.metrics.tbt.value),
    cls: Math.round(run.metrics.cls.value * 100) / 100,
  };
  const items: CheckItem[] = run.opportunities.slice(0, MAX_LAB_ITEMS).map((o) => {
    const parts: string[] = [];
    if (o.savingsMs) parts.push(`saves ${msNote(o.savingsMs)}`);
    if (o.savingsBytes) parts.push(`saves ${sizeNote(o.savingsBytes)}`);
    return { value: o.title, ...(parts.length ? { note: parts.join(', ') } : {}) };
  });
  const extra = {
    value: score,
    score: Math.min(1, Math.max(0, run.score / 100)),
    ...(items.length ? { items } : {}),
  };
  if (score < 50) return fail('poor', values, extra);
  if (score < 90) return warn('needsWork', values, extra);
  return pass('pass', values, extra);
}

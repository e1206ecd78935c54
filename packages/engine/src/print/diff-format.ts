/** Formatting shared by the comparison printers: values, signed deltas, dates, the lab's noise bands. */
import { regressions } from '../diff/gate.js';
import { LAB_NOISE } from '../diff/lab-tolerance.js';
import type { LabChange, ReportDiff, SignalChange, SignalValue } from '../diff/types.js';
import type { Lang } from '../i18n/lang.js';
import { formatNumber } from '../i18n/lang.js';
import { diffLabel, type DiffLabelKey } from './diff-labels.js';
import { label } from './labels.js';

/** "+3", "−11" (a real minus sign), "0". */
export function signed(n: number, lang: Lang): string {
  const abs = formatNumber(Math.abs(Math.round(n * 10) / 10), lang);
  return n > 0 ? `+${abs}` : n < 0 ? `−${abs}` : '0';
}

/** The audit's time in UTC, the same in every language and time zone: "2026-11-20 14:05 UTC". */
export function auditDate(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

export function signalValue(value: SignalValue, lang: Lang): string {
  if (value === null) return diffLabel(lang, 'none');
  if (typeof value === 'boolean') return diffLabel(lang, value ? 'yes' : 'no');
  if (typeof value === 'number') return formatNumber(value, lang);
  if (Array.isArray(value)) return value.length === 0 ? diffLabel(lang, 'none') : value.join(', ');
  return value === '' ? diffLabel(lang, 'none') : value;
}

/** The "change" cell of a signal: what a list gained and lost, a count's percentage, a host change. */
export function signalDelta(c: SignalChange, lang: Lang): string {
  const parts: string[] = [];
  if (c.added?.length) parts.push(`+ ${c.added.join(', ')}`);
  if (c.removed?.length) parts.push(`− ${c.removed.join(', ')}`);
  if (c.percent !== undefined) parts.push(`${signed(c.percent, lang)} %`);
  if (c.hostChanged) parts.push(diffLabel(lang, 'hostChanged'));
  return parts.join('; ');
}

const METRIC_NAMES = {
  score: 'Score',
  fcp: 'FCP',
  lcp: 'LCP',
  tbt: 'TBT',
  cls: 'CLS',
  si: 'Speed Index',
} as const;

export function labName(c: Pick<LabChange, 'metric' | 'device'>, lang: Lang): string {
  return `${METRIC_NAMES[c.metric]} (${label(lang, c.device)})`;
}

export function labValue(metric: LabChange['metric'], v: number, lang: Lang): string {
  if (metric === 'score') return formatNumber(Math.round(v), lang);
  if (metric === 'cls') return formatNumber(Math.round(v * 1000) / 1000, lang);
  return `${formatNumber(Math.round(v), lang)} ms`;
}

/** "Score ±5 points; FCP ±10 % (at least 150 ms); …", from LAB_NOISE itself. */
export function noiseBands(lang: Lang): string {
  return (Object.keys(LAB_NOISE) as Array<keyof typeof LAB_NOISE>)
    .map((metric) => {
      const band = LAB_NOISE[metric];
      const floor = `${formatNumber(band.absolute, lang)}${band.unit === 'ms' ? ' ms' : band.unit === 'points' ? ` ${diffLabel(lang, 'points')}` : ''}`;
      if (band.relative === 0) return `${METRIC_NAMES[metric]} ±${floor}`;
      return `${METRIC_NAMES[metric]} ±${formatNumber(band.relative * 100, lang)} % (${diffLabel(lang, 'atLeast', { n: floor })})`;
    })
    .join('; ');
}

/**
 * The summary line. "New problems" counts what the "New problems" section lists (checks failing now, not
 * before); the other regressions the gates count (checks one step worse, signals, lab figures, the crawl)
 * follow with their own counts, each matching the section that lists them.
 */
export function summaryLine(diff: ReportDiff, lang: Lang): string {
  const site = diff.crawl?.siteScore;
  const useSite = site !== undefined && site.delta !== null;
  const score = useSite ? site : diff.score;
  const fixed = diff.checks.fixed.length + (diff.crawl?.issues.fixed.length ?? 0);
  const line = diffLabel(lang, useSite ? 'siteSummary' : 'summary', {
    new: diff.checks.new.length,
    critical: diff.checks.new.filter((c) => c.newStatus === 'critical').length,
    fixed,
    old: score.old ?? '–',
    now: score.new ?? '–',
    delta: score.delta === null ? '–' : signed(score.delta, lang),
  });
  const sources = regressions(diff).map((r) => r.source);
  const others: Array<[DiffLabelKey, number]> = [
    ['summary.worse', diff.checks.worse.length],
    ['summary.signals', sources.filter((s) => s.startsWith('signal:')).length],
    ['summary.lab', sources.filter((s) => s.startsWith('lab:')).length],
    ['summary.crawl', sources.filter((s) => s.startsWith('crawl:')).length],
  ];
  const extra = others.filter(([, n]) => n > 0).map(([key, n]) => diffLabel(lang, key, { n }));
  if (extra.length === 0) return line;
  // After the new problems' part, before "Fixed".
  const [first, ...rest] = line.split(' · ');
  return [first, ...extra, ...rest].join(' · ');
}

/**
 * The field-data section (issue 27) of the renderings outside the web app: lines for the CLI's text report,
 * and a card for the HTML/print view with distribution bars and an SVG sparkline of the p75 history. The
 * record's key and the reason come from outside: they are escaped (HTML) or cleaned by the caller (text).
 */
import { formatFieldValue } from '../field/report.js';
import { FIELD_METRIC_IDS, FIELD_THRESHOLDS, type FieldMetricId } from '../field/types.js';
import { interpolate, type Lang } from '../i18n/lang.js';
import type { Report } from '../report/index.js';
import { FIELD_LABELS } from './field-labels.js';

type Field = NonNullable<Report['field']>;
const NAMES: Record<FieldMetricId, string> = { lcp: 'LCP', inp: 'INP', cls: 'CLS', fcp: 'FCP', ttfb: 'TTFB' };
const TICKS = '▁▂▃▄▅▆▇█';

const pct = (share: number): string => `${String(Math.round(share * 100))}%`;

/** The p75 series as block characters (gaps as spaces), lowest value lowest. */
export function textSparkline(series: ReadonlyArray<number | null>): string {
  const values = series.filter((v): v is number => v !== null);
  if (values.length < 2) return '';
  const [min, max] = [Math.min(...values), Math.max(...values)];
  return series
    .map((v) => (v === null ? ' ' : TICKS[max === min ? 3 : Math.round(((v - min) / (max - min)) * 7)]))
    .join('');
}

function sourceLabel(field: Field, lang: Lang): string {
  const l = FIELD_LABELS[lang];
  return field.source === 'origin' ? l.wholeSite : l.thisPage;
}

function periodLabel(field: Field, lang: Lang): string {
  const p = field.collectionPeriod;
  return p ? interpolate(FIELD_LABELS[lang].period, { first: p.firstDate, last: p.lastDate }, lang) : '';
}

/** Plain lines (no colour): heading, whose record and when, one line per metric, trends, disagreements. */
export function fieldTextLines(field: Field, lang: Lang): string[] {
  const l = FIELD_LABELS[lang];
  const lines = [l.heading];
  if (field.source === null) return [...lines, `  ${field.unavailableReason ?? ''}`];
  lines.push(
    `  ${sourceLabel(field, lang)}${field.key ? ` (${field.key})` : ''} · ${periodLabel(field, lang)}`,
  );
  for (const ff of ['phone', 'desktop'] as const) {
    const metrics = field[ff];
    if (!metrics) continue;
    lines.push(`  ${l[ff]}`);
    for (const id of FIELD_METRIC_IDS) {
      const m = metrics[id];
      if (!m) continue;
      const trend = textSparkline(field.history?.[ff]?.[id] ?? []);
      lines.push(
        `    ${NAMES[id].padEnd(5)} p75 ${formatFieldValue(id, m.p75, lang).padEnd(8)} ${pct(m.good)} ${l.good} · ${pct(m.needsImprovement)} ${l.needsImprovement} · ${pct(m.poor)} ${l.poor}${trend ? `  ${trend}` : ''}`,
      );
    }
  }
  for (const d of field.disagreements ?? []) lines.push(`  ! ${d.message}`);
  return lines;
}

/** An inline SVG polyline of the series (no script, no external resource), with the "good" line dashed. */
function svgSparkline(id: FieldMetricId, series: ReadonlyArray<number | null>, title: string): string {
  const values = series.filter((v): v is number => v !== null);
  if (values.length < 2) return '';
  const good = FIELD_THRESHOLDS[id].good;
  const max = Math.max(...values, good) * 1.1;
  const w = 120;
  const h = 24;
  const x = (i: number): string => ((i / (series.length - 1)) * w).toFixed(1);
  const y = (v: number): string => (h - (v / max) * h).toFixed(1);
  const points = series.flatMap((v, i) => (v === null ? [] : [`${x(i)},${y(v)}`])).join(' ');
  return `<svg class="spark" width="${String(w)}" height="${String(h)}" viewBox="0 0 ${String(w)} ${String(h)}" role="img" aria-label="${title}"><line x1="0" x2="${String(w)}" y1="${y(good)}" y2="${y(good)}" stroke="#137333" stroke-dasharray="2 2"/><polyline fill="none" stroke="#174ea6" stroke-width="1.5" points="${points}"/></svg>`;
}

export const FIELD_CSS = `
.field .bar{display:flex;height:10px;width:180px;border-radius:3px;overflow:hidden;margin:0 8px}
.field .bar span{display:block;height:100%}.field .g{background:#137333}.field .n{background:#e8a200}.field .p{background:#c5221f}
.field td{vertical-align:middle;font-size:13px}.field .disagree{color:#a56200}
`;

/** The card of the HTML/print view. `escape` is the report's escaper: key and reason are outside text. */
export function fieldHtml(field: Field, lang: Lang, escape: (s: string) => string): string {
  const l = FIELD_LABELS[lang];
  const head = `<h3>${escape(l.heading)}</h3>`;
  if (field.source === null)
    return `<div class="card field">${head}<div class="muted">${escape(field.unavailableReason ?? '')}</div></div>`;
  const rows: string[] = [];
  for (const ff of ['phone', 'desktop'] as const) {
    const metrics = field[ff];
    if (!metrics) continue;
    rows.push(`<tr><th colspan="4">${escape(l[ff])}</th></tr>`);
    for (const id of FIELD_METRIC_IDS) {
      const m = metrics[id];
      if (!m) continue;
      const title = `${NAMES[id]} ${l.trend.replace('{n}', String(field.history?.collectionPeriods.length ?? 0))}`;
      const bar = `<div class="bar" title="${escape(`${pct(m.good)} ${l.good} · ${pct(m.needsImprovement)} ${l.needsImprovement} · ${pct(m.poor)} ${l.poor}`)}"><span class="g" style="width:${pct(m.good)}"></span><span class="n" style="width:${pct(m.needsImprovement)}"></span><span class="p" style="width:${pct(m.poor)}"></span></div>`;
      rows.push(
        `<tr><td>${NAMES[id]}</td><td>p75 ${escape(formatFieldValue(id, m.p75, lang))}</td><td>${bar}</td><td>${svgSparkline(id, field.history?.[ff]?.[id] ?? [], escape(title))}</td></tr>`,
      );
    }
  }
  const notes = (field.disagreements ?? [])
    .map((d) => `<p class="disagree"><strong>${escape(l.disagree)}:</strong> ${escape(d.message)}</p>`)
    .join('');
  return `<div class="card field">${head}<div class="muted">${escape(sourceLabel(field, lang))}${field.key ? ` (${escape(field.key)})` : ''} · ${escape(periodLabel(field, lang))}</div><table>${rows.join('')}</table>${notes}</div>`;
}

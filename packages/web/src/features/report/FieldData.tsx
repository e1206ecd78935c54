/**
 * Field data beside the lab scores (issue 27): what real Chrome users experienced (CrUX p75 over 28 days),
 * labelled "this page" or "whole site", with the share of visits per band, the weekly history as a
 * sparkline, and the notes where the lab and the field disagree. Everything from the report is text: the
 * record's key and the engine's sentences are never rendered as HTML.
 */
import type { Report } from '@rankscope/engine/report';
import { Monitor, Smartphone, TriangleAlert, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CARD, H2 } from './presentation';

type Field = NonNullable<Report['field']>;
type Metrics = NonNullable<Field['phone']>;
type MetricId = keyof Metrics;

const METRICS: MetricId[] = ['lcp', 'inp', 'cls', 'fcp', 'ttfb'];
const SHORT: Record<MetricId, string> = { lcp: 'LCP', inp: 'INP', cls: 'CLS', fcp: 'FCP', ttfb: 'TTFB' };
/** Google's good / poor boundaries, as the CrUX bins. */
const BOUNDS: Record<MetricId, [number, number]> = {
  lcp: [2500, 4000],
  inp: [200, 500],
  cls: [0.1, 0.25],
  fcp: [1800, 3000],
  ttfb: [800, 1800],
};

function format(id: MetricId, value: number, lang: string): string {
  const nf = (n: number, digits: number): string =>
    new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
  if (id === 'cls') return nf(value, 2);
  return value >= 1000 ? `${nf(value / 1000, 1)} s` : `${nf(Math.round(value), 0)} ms`;
}

function bandClass(id: MetricId, p75: number): string {
  const [good, poor] = BOUNDS[id];
  return p75 <= good ? 'text-green-700' : p75 <= poor ? 'text-yellow-700' : 'text-red-700';
}

const pct = (share: number): number => Math.round(share * 100);

function Sparkline({ id, series, label }: { id: MetricId; series: Array<number | null>; label: string }) {
  const values = series.filter((v): v is number => v !== null);
  if (values.length < 2) return null;
  const max = Math.max(...values, BOUNDS[id][0]) * 1.1;
  const [w, h] = [96, 24];
  const x = (i: number): number => (i / (series.length - 1)) * w;
  const y = (v: number): number => h - (v / max) * h;
  const points = series
    .flatMap((v, i) => (v === null ? [] : [`${x(i).toFixed(1)},${y(v).toFixed(1)}`]))
    .join(' ');
  return (
    // Drawn in a 96×24 box and shown 64 px wide on a phone: fixed widths made a 320 px page 369 px wide.
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${w} ${h}`}
      preserveAspectRatio="none"
      className="h-6 w-16 shrink-0 sm:w-24"
    >
      <line
        x1={0}
        x2={w}
        y1={y(BOUNDS[id][0])}
        y2={y(BOUNDS[id][0])}
        className="stroke-green-600"
        strokeDasharray="2 2"
        vectorEffect="non-scaling-stroke"
      />
      <polyline
        fill="none"
        className="stroke-blue-700"
        strokeWidth={1.5}
        vectorEffect="non-scaling-stroke"
        points={points}
      />
    </svg>
  );
}

function FormFactorCard({
  label,
  icon: Icon,
  metrics,
  history,
  weeks,
}: {
  label: string;
  icon: LucideIcon;
  metrics: Metrics;
  history: Partial<Record<MetricId, Array<number | null>>> | undefined;
  weeks: number;
}) {
  const { t, i18n } = useTranslation('report');
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 p-3 sm:p-4">
      <h3 className="flex items-center gap-2 font-medium text-slate-800">
        <Icon aria-hidden="true" className="size-5 text-slate-600" />
        {label}
      </h3>
      <ul className="mt-3 space-y-2 text-sm">
        {METRICS.map((id) => {
          const m = metrics[id];
          if (!m) return null;
          const distribution = t('field.distribution', {
            good: pct(m.good),
            ni: pct(m.needsImprovement),
            poor: pct(m.poor),
          });
          return (
            <li key={id} data-metric={id} className="flex items-center gap-2 sm:gap-3">
              <abbr
                title={t(`field.metric.${id}`)}
                className="w-9 shrink-0 text-slate-600 no-underline sm:w-10"
              >
                {SHORT[id]}
              </abbr>
              <span className={`w-16 shrink-0 font-semibold ${bandClass(id, m.p75)}`}>
                {format(id, m.p75, i18n.language)}
              </span>
              <div
                role="img"
                aria-label={distribution}
                title={distribution}
                className="flex h-2.5 min-w-8 flex-1 overflow-hidden rounded"
              >
                <span className="bg-green-600" style={{ width: `${pct(m.good)}%` }} />
                <span className="bg-yellow-500" style={{ width: `${pct(m.needsImprovement)}%` }} />
                <span className="bg-red-600" style={{ width: `${pct(m.poor)}%` }} />
              </div>
              <Sparkline
                id={id}
                series={history?.[id] ?? []}
                label={t('field.trend', { metric: SHORT[id], count: weeks })}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function FieldData({ report }: { report: Report }) {
  const { t } = useTranslation('report');
  const field = report.field;
  // Reports of older engines have no field section: nothing to say about it.
  if (!field) return null;
  const weeks = field.history?.collectionPeriods.length ?? 0;
  return (
    <section aria-labelledby="report-field" className={CARD}>
      <h2 id="report-field" className={H2}>
        {t('field.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('field.intro')}</p>
      {field.source === null ? (
        <div className="mt-3">
          <p className="text-xl font-semibold text-slate-700">{t('field.missing')}</p>
          {/* Said from the reason's code in the page's language: the engine's sentence names the server's
              settings and quotes Google's English answer, which a visitor can do nothing with. */}
          <p className="mt-1 text-sm break-words text-slate-600">
            {field.unavailable
              ? t(`field.unavailable.${field.unavailable}`, { defaultValue: field.unavailableReason ?? '' })
              : field.unavailableReason}
          </p>
        </div>
      ) : (
        <>
          <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span className="rounded-full bg-blue-50 px-2 py-0.5 font-medium text-blue-800">
              {field.source === 'origin' ? t('field.wholeSite') : t('field.thisPage')}
            </span>
            {field.key && <span className="break-all text-slate-600">{field.key}</span>}
            {field.collectionPeriod && (
              <span className="text-slate-600">
                {t('field.period', {
                  first: field.collectionPeriod.firstDate,
                  last: field.collectionPeriod.lastDate,
                })}
              </span>
            )}
          </p>
          {field.source === 'origin' && (
            <p className="mt-1 text-xs text-slate-600">{t('field.wholeSiteWhy')}</p>
          )}
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            {field.phone && (
              <FormFactorCard
                label={t('field.phone')}
                icon={Smartphone}
                metrics={field.phone}
                history={field.history?.phone}
                weeks={weeks}
              />
            )}
            {field.desktop && (
              <FormFactorCard
                label={t('field.desktop')}
                icon={Monitor}
                metrics={field.desktop}
                history={field.history?.desktop}
                weeks={weeks}
              />
            )}
          </div>
          {(field.disagreements ?? []).length > 0 && (
            <div className="mt-4 rounded-xl border border-yellow-300 bg-yellow-50 p-3 text-sm text-slate-800">
              <h3 className="flex items-center gap-2 font-medium">
                <TriangleAlert aria-hidden="true" className="size-4 text-yellow-700" />
                {t('field.disagree')}
              </h3>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {field.disagreements?.map((d) => (
                  <li key={`${d.formFactor}-${d.metric}`}>{d.message}</li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}

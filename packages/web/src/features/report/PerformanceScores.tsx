/** Mobile and desktop lab scores, or plainly why there is none (product.md §9: never an invented number). */
import type { Report } from '@rankscope/engine/report';
import { Monitor, Smartphone, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CARD, H2, labScoreClass } from './presentation';
import { labMissingText } from './visitor-texts';

type Lab = Report['performance']['mobile'];

const METRICS = ['fcp', 'lcp', 'tbt', 'cls', 'si'] as const;

/** Lighthouse's own metric score → the colour of its band (≥ 0.9 good, ≥ 0.5 needs work, else poor). */
function metricClass(score: number | null): string {
  if (score === null) return 'text-slate-700';
  return labScoreClass(Math.round(score * 100));
}

function Metrics({ lab }: { lab: Lab }) {
  const { t } = useTranslation('report');
  if (!lab.metrics) return null;
  const metrics = lab.metrics;
  return (
    <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
      {METRICS.map((id) => (
        <div key={id} className="flex justify-between gap-2 border-b border-slate-200 py-1">
          <dt className="text-slate-600">{t(`performance.metric.${id}`)}</dt>
          <dd className={`font-semibold ${metricClass(metrics[id].score)}`}>{metrics[id].displayValue}</dd>
        </div>
      ))}
    </dl>
  );
}

function Opportunities({ lab }: { lab: Lab }) {
  const { t } = useTranslation('report');
  const top = (lab.opportunities ?? []).slice(0, 5);
  if (top.length === 0) return null;
  return (
    <div className="mt-3">
      <h4 className="text-sm font-medium text-slate-800">{t('performance.opportunities')}</h4>
      <ul className="mt-1 space-y-1 text-sm text-slate-700">
        {top.map((o) => (
          <li key={o.id} className="flex justify-between gap-3">
            <span>{o.title}</span>
            <span className="shrink-0 text-slate-600">
              {o.savingsMs !== null && o.savingsMs > 0
                ? t('performance.savesMs', { ms: Math.round(o.savingsMs) })
                : o.savingsBytes !== null
                  ? t('performance.savesKb', { kb: Math.round(o.savingsBytes / 1024) })
                  : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function LabCard({ label, icon: Icon, lab }: { label: string; icon: LucideIcon; lab: Lab }) {
  const { t } = useTranslation('report');
  return (
    <div className="rounded-xl bg-slate-50 p-4">
      <h3 className="flex items-center gap-2 font-medium text-slate-800">
        <Icon aria-hidden="true" className="size-5 text-slate-600" />
        {label}
      </h3>
      {lab.score === null ? (
        <div className="mt-2">
          <p className="text-xl font-semibold text-slate-700">{t('performance.missing')}</p>
          {/* The report's own reason (lab off, no Chromium, a timeout…), never a circular "did not run". */}
          <p className="mt-1 text-sm break-words text-slate-600">{labMissingText(lab, t)}</p>
        </div>
      ) : (
        <>
          <p className="mt-2">
            <span className={`text-3xl font-bold ${labScoreClass(lab.score)}`}>{lab.score}</span>
            <span className="text-slate-600"> / 100</span>
            {lab.source === 'psi' && (
              <span className="ml-2 text-xs text-slate-600">{t('performance.psi')}</span>
            )}
          </p>
          {lab.slowHost && (
            // The host was too slow or busy: figures shown, timing checks not judged (never a false failure).
            <p role="note" className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
              {t('performance.slowHost', lab.slowHost)}
            </p>
          )}
          <Metrics lab={lab} />
          <Opportunities lab={lab} />
        </>
      )}
    </div>
  );
}

export function PerformanceScores({ report }: { report: Report }) {
  const { t } = useTranslation('report');
  return (
    <section aria-labelledby="report-performance" className={CARD}>
      <h2 id="report-performance" className={H2}>
        {t('performance.heading')}
      </h2>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <LabCard label={t('performance.mobile')} icon={Smartphone} lab={report.performance.mobile} />
        <LabCard label={t('performance.desktop')} icon={Monitor} lab={report.performance.desktop} />
      </div>
      <p className="mt-3 text-xs text-slate-600">{t('performance.note')}</p>
    </section>
  );
}

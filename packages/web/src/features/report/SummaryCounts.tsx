/** Summary counts: all items, critical, recommended, good, not applicable (spec.md §2 Report view). */
import type { Report } from '@rankscope/engine/report';
import { useTranslation } from 'react-i18next';
import { CARD, H2 } from './presentation';

/** spec.md §3: without a summary, derive it from the checks. */
export function summaryOf(report: Report): Report['summary'] {
  if (report.summary) return report.summary;
  const count = (s: string) => report.checks.filter((c) => c.status === s).length;
  return {
    totalChecks: report.checks.length,
    passedChecks: count('good'),
    criticalIssues: count('critical'),
    recommendedIssues: count('recommended'),
    goodResults: count('good'),
    notApplicable: count('na'),
    errors: count('error'),
  };
}

export function SummaryCounts({ report }: { report: Report }) {
  const { t } = useTranslation('report');
  const s = summaryOf(report);
  const tiles = [
    { key: 'all', value: s.totalChecks, className: 'text-slate-900' },
    { key: 'critical', value: s.criticalIssues, className: 'text-red-700' },
    { key: 'recommended', value: s.recommendedIssues, className: 'text-yellow-700' },
    { key: 'good', value: s.goodResults, className: 'text-green-700' },
    { key: 'na', value: s.notApplicable, className: 'text-slate-600' },
  ];
  return (
    <section aria-labelledby="report-summary" className={CARD}>
      <h2 id="report-summary" className={H2}>
        {t('summary.heading')}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {tiles.map((tile) => (
          <div key={tile.key} className="rounded-xl bg-slate-50 p-3 text-center">
            <dt className="text-sm text-slate-600">{t(`summary.${tile.key}`)}</dt>
            <dd className={`mt-1 text-2xl font-bold ${tile.className}`}>{tile.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Mobile and desktop lab scores, or plainly why there is none (product.md §9: never an invented number). */
import type { Report } from '@rankscope/engine/report';
import { Monitor, Smartphone, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CARD, H2, labScoreClass } from './presentation';

type Lab = Report['performance']['mobile'];

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
          <p className="text-xl font-semibold text-slate-700">{t('performance.unavailable')}</p>
          {lab.unavailableReason && <p className="mt-1 text-sm text-slate-600">{lab.unavailableReason}</p>}
        </div>
      ) : (
        <p className="mt-2">
          <span className={`text-3xl font-bold ${labScoreClass(lab.score)}`}>{lab.score}</span>
          <span className="text-slate-600"> / 100</span>
        </p>
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

/** When and how the page was fetched, and which engine and check catalogue produced the report. */
import type { Report } from '@rankscope/engine/report';
import { useTranslation } from 'react-i18next';

export function ReportFooter({ report }: { report: Report }) {
  const { t, i18n } = useTranslation('report');
  const fetchedAt = new Date(report.fetchedAt);
  const when = Number.isNaN(fetchedAt.getTime())
    ? report.fetchedAt
    : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(fetchedAt);
  const seconds = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(
    report.durationMs / 1000,
  );
  const rows = [
    [t('footer.fetchedAt'), when],
    [t('footer.duration'), t('footer.seconds', { value: seconds })],
    [t('footer.status'), String(report.fetch.status)],
    [t('footer.ttfb'), t('footer.ms', { value: Math.round(report.fetch.ttfbMs) })],
    [t('footer.engine'), report.engineVersion],
    [t('footer.catalogue'), report.catalogueVersion],
  ] as const;
  return (
    <footer className="rounded-2xl bg-slate-100 p-5 text-sm text-slate-700">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-6">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </footer>
  );
}

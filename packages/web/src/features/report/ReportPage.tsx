/**
 * `/report?url=…&at=…`: one audit's report at its own address (issue 16 #1). The report this tab just
 * received shows at once; otherwise (a reload, back/forward, a second tab) it comes from this browser's
 * IndexedDB. No audit runs again; a language change asks the server for the same report in the new
 * language (useReportLanguage).
 */
import type { Report } from '@rankscope/engine/report';
import { useQuery } from '@tanstack/react-query';
import { Loader2, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageHead } from '@/lib/head';
import { loadReport } from '@/lib/report-store';
import ReportView from './ReportView';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from './ReportToolbar.styles';
import { useReportLanguage } from './useReportLanguage';

export interface ReportPageProps {
  /** The last report this tab received, if any. */
  current: Report | null;
  onNewAnalysis: () => void;
  /** Runs the audit of `url` again (the stored copy is gone). */
  onRunAgain: (url: string) => void;
}

export default function ReportPage({ current, onNewAnalysis, onRunAgain }: ReportPageProps) {
  usePageHead('report');
  const { t } = useTranslation('report');
  const [params] = useSearchParams();
  const url = params.get('url') ?? '';
  const at = params.get('at') ?? '';
  const inMemory = current && current.url === url && current.fetchedAt === at ? current : null;
  const stored = useQuery({
    queryKey: ['stored-report', url, at],
    queryFn: () => loadReport(url, at),
    enabled: inMemory === null && url !== '',
    staleTime: Infinity,
    retry: false,
  });
  const shown = useReportLanguage(inMemory ?? stored.data ?? null);
  const report = shown.report;
  if (report) {
    return (
      <div aria-busy={shown.pending}>
        {(shown.pending || shown.failed) && (
          <p role="status" className="mx-auto max-w-6xl px-4 pt-4 text-sm text-slate-600">
            {t(shown.pending ? 'language.pending' : 'language.failed')}
          </p>
        )}
        <ReportView report={report} onNewAnalysis={onNewAnalysis} />
      </div>
    );
  }
  if (url && stored.isPending) {
    return (
      <section aria-busy="true" className="flex min-h-[60vh] items-center justify-center px-4">
        <Loader2 aria-hidden="true" className="size-10 animate-spin text-brand-600" />
      </section>
    );
  }
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('stored.missingTitle')}</h1>
      <p className="mt-4 break-words text-slate-700">
        {url ? t('stored.missing', { url }) : t('errors.noReport', { ns: 'common' })}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {url && (
          <button type="button" onClick={() => onRunAgain(url)} className={BUTTON_PRIMARY}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('stored.runAgain')}
          </button>
        )}
        <Link to="/" className={BUTTON_SECONDARY}>
          {t('shared.home')}
        </Link>
      </div>
    </section>
  );
}

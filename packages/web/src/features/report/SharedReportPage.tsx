/** `/r/:id`: a shared report, read-only and noindex; no ads on this route (issue 5). */
import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { api, ApiError, auditErrorMessage } from '@/lib/api-client';
import { usePageHead } from '@/lib/head';
import { DeleteShareLink, ShareDeleted } from './DeleteShareLink';
import ReportView from './ReportView';
import { ownsShare } from './share-store';
import { BUTTON_PRIMARY } from './ReportToolbar.styles';

export default function SharedReportPage() {
  usePageHead('shared');
  const { t } = useTranslation('report');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [deleted, setDeleted] = useState<boolean | null>(null);
  const query = useQuery({
    queryKey: ['shared-report', id],
    // GET /api/reports/:id answers { report, baseline?, expiresAt } (the signed reports as they were shared).
    queryFn: () => api.shared(id),
    retry: false,
    staleTime: Infinity,
  });

  if (query.isPending) {
    return (
      <section aria-busy="true" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4">
        <Loader2 aria-hidden="true" className="size-10 animate-spin text-brand-600" />
        <h1 className="text-xl font-semibold text-slate-900">{t('shared.loading')}</h1>
      </section>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    const m = auditErrorMessage(query.error);
    return (
      <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t('shared.title')}</h1>
        <p role="alert" className="mt-4 text-slate-700">
          {notFound ? t('shared.notFound') : 'key' in m ? t(m.key, { ns: 'common' }) : m.text}
        </p>
        <Link to="/" className={`${BUTTON_PRIMARY} mt-6`}>
          {t('shared.home')}
        </Link>
      </section>
    );
  }
  if (deleted !== null) {
    return (
      <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t('shared.title')}</h1>
        <div className="mt-4">
          <ShareDeleted gone={deleted} />
        </div>
        <Link to="/" className={`${BUTTON_PRIMARY} mt-6`}>
          {t('shared.home')}
        </Link>
      </section>
    );
  }
  return (
    <>
      {/* Its owner may delete it: from the browser that made it, or signed in on any other (the server
          says `yours`, and checks the account again on DELETE). */}
      {(ownsShare(id) || query.data.yours === true) && (
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-end gap-3 px-4 pt-6 sm:px-6">
          <p className="text-sm text-slate-700">{t('share.delete.yours')}</p>
          <DeleteShareLink id={id} onDeleted={setDeleted} />
        </div>
      )}
      <ReportView
        report={query.data.report}
        baseline={query.data.baseline}
        readOnly
        onNewAnalysis={() => void navigate('/')}
      />
    </>
  );
}

/**
 * `/monitors/:id/runs/:runId`: one run — when, why, its status — then "what changed since the previous
 * run" (the report view's comparison, against the previous successful run the server names) and the
 * run's report. The report view comes from the app shell (features do not import each other).
 */
import type { Report } from '@rankscope/engine/report';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageHead } from '@/lib/head';
import { monitorsApi } from './api';
import { Failure } from './Failure';
import { formatTime, runTime } from './format';
import { useMonitor } from './queries';
import { SignedInOnly } from './SignedInOnly';
import { CARD } from './styles';

export interface RunPageProps {
  renderReport: (props: { report: Report; baseline?: Report }) => ReactNode;
}

/** While the run is queued or running, it is asked again this often (it ends on its own). */
const RUN_POLL_MS = 1500;

function RunDetail({ id, runId, renderReport }: { id: string; runId: string } & RunPageProps) {
  const { t, i18n } = useTranslation('monitors');
  const monitor = useMonitor(id);
  const detail = useQuery({
    queryKey: ['monitors', id, 'runs', runId],
    queryFn: () => monitorsApi.run(id, runId),
    retry: false,
    refetchInterval: (q) => {
      const status = q.state.data?.run.status;
      return status === 'queued' || status === 'running' ? RUN_POLL_MS : false;
    },
  });
  if (detail.isError) return <Failure error={detail.error} notFoundKey="errors.runNotFound" />;
  if (monitor.isError) return <Failure error={monitor.error} />;
  if (detail.isPending || monitor.isPending) {
    return <Loader2 aria-label={t('loading')} className="mx-auto mt-16 size-8 animate-spin" />;
  }
  const { run, report, baseline } = detail.data;
  return (
    <>
      <header className={CARD}>
        <h1 className="text-xl font-bold break-words text-slate-900 sm:text-2xl">
          {t('run.title', { url: monitor.data.url })}
        </h1>
        <p className="mt-2 text-sm text-slate-700">
          {t('run.meta', {
            time: formatTime(runTime(run), i18n.language),
            trigger: t(`runs.trigger.${run.trigger}`),
            status: t(`runs.state.${run.status}`),
          })}
        </p>
        {run.error && (
          <p role="alert" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm break-words text-red-800">
            {t('run.failed', { reason: run.error.message })}
          </p>
        )}
        {run.status === 'ok' && !baseline && <p className="mt-3 text-sm text-slate-700">{t('run.first')}</p>}
        {(run.status === 'queued' || run.status === 'running') && (
          <p role="status" className="mt-3 text-sm text-slate-700">
            {t('run.pending')}
          </p>
        )}
        {run.status === 'ok' && !report && <p className="mt-3 text-sm text-slate-700">{t('run.noReport')}</p>}
      </header>
      {report && (
        <div className="-mx-4 sm:-mx-6">{renderReport({ report, baseline: baseline ?? undefined })}</div>
      )}
    </>
  );
}

export default function RunPage({ renderReport }: RunPageProps) {
  const { id = '', runId = '' } = useParams();
  const { t } = useTranslation('monitors');
  usePageHead('monitors');
  return (
    <SignedInOnly>
      <section className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <Link
          to={`/monitors/${encodeURIComponent(id)}`}
          className="mb-4 inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('run.back')}
        </Link>
        <RunDetail id={id} runId={runId} renderReport={renderReport} />
      </section>
    </SignedInOnly>
  );
}

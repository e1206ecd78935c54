/**
 * `/monitors/:id/runs/:runId`: one run — when, why, its status — then "what changed since the previous
 * run" (the report view's comparison, against the previous successful run) and the run's report. The
 * report view comes from the app shell (features do not import each other).
 */
import type { Report } from '@rankscope/engine/report';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageHead } from '@/lib/head';
import { monitorsApi, type Run } from './api';
import { Failure } from './Failure';
import { formatTime, runTime } from './format';
import { useMonitor, useRuns } from './queries';
import { SignedInOnly } from './SignedInOnly';
import { CARD } from './styles';

export interface RunPageProps {
  renderReport: (props: { report: Report; baseline?: Report }) => ReactNode;
}

/** The newest successful run before `run` in a newest-first list. */
function previousOk(runs: Run[], run: Run): Run | null {
  const at = runs.indexOf(run);
  return runs.slice(at + 1).find((r) => r.status === 'ok') ?? null;
}

function RunDetail({ id, runId, renderReport }: { id: string; runId: string } & RunPageProps) {
  const { t, i18n } = useTranslation('monitors');
  const monitor = useMonitor(id);
  const runs = useRuns(id, runId);
  const run = runs.data?.find((r) => r.id === runId) ?? null;
  const previous = run && runs.data ? previousOk(runs.data, run) : null;
  const report = useQuery({
    queryKey: ['monitors', id, 'runs', runId, 'report'],
    queryFn: () => monitorsApi.report(id, runId),
    enabled: run?.status === 'ok',
    staleTime: Infinity,
    retry: false,
  });
  const baseline = useQuery({
    queryKey: ['monitors', id, 'runs', previous?.id, 'report'],
    queryFn: () => monitorsApi.report(id, previous?.id ?? ''),
    enabled: previous !== null && run?.status === 'ok',
    staleTime: Infinity,
    retry: false,
  });
  if (runs.isError) return <Failure error={runs.error} />;
  if (monitor.isError) return <Failure error={monitor.error} />;
  if (runs.isPending || !monitor.data)
    return <Loader2 aria-label={t('loading')} className="mx-auto mt-16 size-8 animate-spin" />;
  if (!run)
    return (
      <p role="alert" className="mt-6 text-slate-800">
        {t('errors.runNotFound')}
      </p>
    );
  const waitingForBaseline = previous !== null && baseline.isPending;
  return (
    <>
      <header className={CARD}>
        <h1 className="text-xl font-bold break-all text-slate-900 sm:text-2xl">
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
        {run.status === 'ok' && !previous && <p className="mt-3 text-sm text-slate-700">{t('run.first')}</p>}
        {(run.status === 'queued' || run.status === 'running') && (
          <p role="status" className="mt-3 text-sm text-slate-700">
            {t('run.pending')}
          </p>
        )}
      </header>
      {report.isError && <Failure error={report.error} />}
      {report.data && !waitingForBaseline ? (
        <div className="-mx-4 sm:-mx-6">
          {renderReport({ report: report.data, baseline: baseline.data ?? undefined })}
        </div>
      ) : (
        run.status === 'ok' &&
        !report.isError && <Loader2 aria-label={t('loading')} className="mx-auto mt-10 size-8 animate-spin" />
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

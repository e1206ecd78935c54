/** `/monitors/:id`: one monitor, its settings, its actions and its runs newest first. */
import { ArrowLeft, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageHead } from '@/lib/head';
import { Failure } from './Failure';
import { ResendConfirmation } from './ResendConfirmation';
import { formatZonedTime, shownState } from './format';
import { MonitorActions } from './MonitorActions';
import { runFinished, useMonitor, useRuns } from './queries';
import { RunsTable } from './RunsTable';
import { ScheduleText } from './ScheduleText';
import { ScoreChart } from './ScoreChart';
import { SignedInOnly } from './SignedInOnly';
import { StateBadge } from './StateBadge';
import { CARD } from './styles';

function Detail({ id }: { id: string }) {
  const { t, i18n } = useTranslation('monitors');
  const navigate = useNavigate();
  const [awaiting, setAwaiting] = useState<string | null>(null);
  const monitor = useMonitor(id);
  const runs = useRuns(id, awaiting);
  if (monitor.isPending)
    return <Loader2 aria-label={t('loading')} className="mx-auto mt-16 size-8 animate-spin" />;
  if (monitor.isError) return <Failure error={monitor.error} />;
  const m = monitor.data;
  const alerts = [
    m.alerts.email &&
      t(m.emailConfirmed ? 'detail.alertEmail' : 'detail.emailPending', { email: m.alerts.email }),
    m.alerts.slack && t('detail.alertSlack'),
    m.alerts.webhook && t('detail.alertWebhook'),
  ].filter(Boolean);
  return (
    <>
      <div className={CARD}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="min-w-0 flex-1 text-xl font-bold break-words text-slate-900 sm:text-2xl">{m.url}</h1>
          <StateBadge state={shownState(m)} />
        </div>
        <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">{t('form.schedule')}</dt>
            <dd className="text-slate-900">
              <ScheduleText schedule={m.schedule} timezone={m.timezone} />
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('list.nextRun')}</dt>
            <dd className="text-slate-900">
              {(!m.paused && formatZonedTime(m.nextRunAt, i18n.language, m.timezone)) ||
                t(m.paused ? 'list.pausedNoRun' : 'list.none')}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('detail.scope')}</dt>
            <dd className="text-slate-900">
              {m.crawl === null ? t('detail.page') : t('detail.site', { count: m.crawl })}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('detail.alerts')}</dt>
            <dd className="break-words text-slate-900">
              {alerts.length ? alerts.join(' · ') : t('detail.noAlerts')}
              {m.alerts.email && !m.emailConfirmed && (
                <ResendConfirmation email={m.alerts.email} lang={m.lang} />
              )}
              <span className="block text-slate-700">
                {t('detail.when', { severity: t(`severity.${m.minSeverity}`) })}
                {m.scoreDrop !== null && ` ${t('detail.drop', { count: m.scoreDrop })}`}
              </span>
            </dd>
          </div>
        </dl>
        <div className="mt-4">
          <ScoreChart runs={runs.data ?? []} />
        </div>
        <div className="mt-4">
          <MonitorActions
            monitor={m}
            onRunQueued={setAwaiting}
            runFinished={runFinished(runs.data, awaiting)}
            onDeleted={() => void navigate('/monitors')}
          />
        </div>
      </div>
      <section aria-labelledby="runs-heading" className={`${CARD} mt-6`}>
        <h2 id="runs-heading" className="text-lg font-semibold text-slate-900">
          {t('runs.title')}
        </h2>
        {runs.isError ? <Failure error={runs.error} /> : <RunsTable monitorId={id} runs={runs.data ?? []} />}
      </section>
    </>
  );
}

export default function MonitorPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('monitors');
  usePageHead('monitors');
  return (
    <SignedInOnly>
      <section className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <Link
          to="/monitors"
          className="mb-4 inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('detail.back')}
        </Link>
        <Detail id={id} />
      </section>
    </SignedInOnly>
  );
}

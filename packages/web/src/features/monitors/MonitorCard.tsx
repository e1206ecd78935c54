/** One monitor in the list: its URL, state, last score, score over time, schedule, next run, last change. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Monitor } from './api';
import { formatTime, formatZonedTime, lastChange, runTime, shownState } from './format';
import { MonitorActions } from './MonitorActions';
import { runFinished, useRuns } from './queries';
import { ScheduleText } from './ScheduleText';
import { ScoreChart } from './ScoreChart';
import { StateBadge } from './StateBadge';
import { CARD } from './styles';

export function MonitorCard({ monitor }: { monitor: Monitor }) {
  const { t, i18n } = useTranslation('monitors');
  const [awaiting, setAwaiting] = useState<string | null>(null);
  const runs = useRuns(monitor.id, awaiting);
  const list = runs.data ?? [];
  const lastScore =
    monitor.lastRun?.score ?? list.find((r) => r.status === 'ok' && r.score !== null)?.score ?? null;
  const change = lastChange(list);
  const next = monitor.paused ? null : formatZonedTime(monitor.nextRunAt, i18n.language, monitor.timezone);
  return (
    <li className={CARD} data-testid="monitor">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold break-words text-slate-900">
            <Link
              to={`/monitors/${encodeURIComponent(monitor.id)}`}
              className="text-brand-700 hover:underline"
            >
              {monitor.url}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            <ScheduleText schedule={monitor.schedule} timezone={monitor.timezone} />
          </p>
        </div>
        <StateBadge state={shownState(monitor)} />
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-[auto_1fr]">
        <div>
          <p className="text-sm text-slate-600">{t('list.lastScore')}</p>
          <p className="text-3xl font-bold text-slate-900" data-testid="last-score">
            {lastScore ?? '—'}
          </p>
        </div>
        <ScoreChart runs={list} />
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-slate-600">{t('list.nextRun')} </dt>
          <dd className="inline text-slate-900">
            {next ?? t(monitor.paused ? 'list.pausedNoRun' : 'list.none')}
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-600">{t('list.lastChange')} </dt>
          <dd className="inline text-slate-900">
            {change
              ? t('list.change', {
                  time: formatTime(runTime(change), i18n.language),
                  details: [
                    t('runs.newCount', { count: change.changes.new.length }),
                    t('runs.fixedCount', { count: change.changes.fixed.length }),
                  ].join(', '),
                })
              : t('list.none')}
          </dd>
        </div>
      </dl>
      <div className="mt-4">
        <MonitorActions
          monitor={monitor}
          onRunQueued={setAwaiting}
          runFinished={runFinished(runs.data, awaiting)}
        />
      </div>
    </li>
  );
}

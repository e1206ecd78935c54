/** A monitor's runs, newest first: trigger, time, status, score, new and fixed counts, a link to each run. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Run } from './api';
import { formatTime, runTime } from './format';

const STATUS_LOOK: Record<Run['status'], string> = {
  ok: 'text-green-800',
  failed: 'text-red-800',
  queued: 'text-slate-700',
  running: 'text-brand-700',
};

export function RunsTable({ monitorId, runs }: { monitorId: string; runs: Run[] }) {
  const { t, i18n } = useTranslation('monitors');
  // A first run was compared with nothing, and a run that did not finish well compared nothing:
  // "0 new problems, 0 fixed" said otherwise.
  const changesText = (r: Run): string => {
    if (r.status !== 'ok') return '—';
    if (r.previousScore === null) return t('runs.firstRun');
    return `${t('runs.newCount', { count: r.changes.new.length })}, ${t('runs.fixedCount', { count: r.changes.fixed.length })}`;
  };
  if (runs.length === 0) return <p className="mt-4 text-slate-700">{t('runs.empty')}</p>;
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('runs.caption')}</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('runs.time')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('runs.status')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('runs.score')}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t('runs.changes')}
            </th>
          </tr>
        </thead>
        <tbody>
          {runs.map((r) => (
            <tr key={r.id} className="border-b border-slate-100 align-top" data-testid="run">
              <td className="py-2 pr-3">
                <Link
                  to={`/monitors/${encodeURIComponent(monitorId)}/runs/${encodeURIComponent(r.id)}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {formatTime(runTime(r), i18n.language)}
                </Link>
                <span className="block text-xs text-slate-600">{t(`runs.trigger.${r.trigger}`)}</span>
                {(r.missedTicks ?? 0) > 0 && (
                  <span className="block text-xs text-amber-800">
                    {t('runs.missed', { count: r.missedTicks })}
                  </span>
                )}
              </td>
              <td className={`py-2 pr-3 font-medium ${STATUS_LOOK[r.status]}`}>
                {t(`runs.state.${r.status}`)}
                {r.error && (
                  <span className="block text-xs font-normal break-words text-slate-700">
                    {r.error.message}
                  </span>
                )}
              </td>
              <td className="py-2 pr-3 font-semibold text-slate-900">{r.score ?? '—'}</td>
              <td className="py-2 text-slate-800">{changesText(r)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

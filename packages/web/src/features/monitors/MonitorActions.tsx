/** Run now, pause/resume, edit and delete (after a confirmation) for one monitor. */
import { Loader2, Pause, Pencil, Play, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '@/components/ui/Dialog';
import type { Monitor } from './api';
import { formError } from './errors';
import { useMonitorActions } from './queries';
import { BUTTON_DANGER, BUTTON_SECONDARY } from './styles';

interface Props {
  monitor: Monitor;
  onRunQueued?: (runId: string) => void;
  onDeleted?: () => void;
  /** The runs list shows the run asked for as finished: "Run started…" no longer holds. */
  runFinished?: boolean;
}

export function MonitorActions({ monitor, onRunQueued, onDeleted, runFinished = false }: Props) {
  const { t } = useTranslation('monitors');
  const [confirm, setConfirm] = useState(false);
  const { runNow, togglePause, remove } = useMonitorActions(monitor, onRunQueued);
  const failed = runNow.error ?? togglePause.error ?? remove.error;
  const failure = failed ? formError(failed).message : null;
  const site = monitor.url;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => runNow.mutate()}
          disabled={runNow.isPending}
          aria-label={t('actions.runNowFor', { url: site })}
          className={BUTTON_SECONDARY}
        >
          {runNow.isPending ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <RefreshCw aria-hidden="true" className="size-4" />
          )}
          {t('actions.runNow')}
        </button>
        <button
          type="button"
          onClick={() => togglePause.mutate()}
          disabled={togglePause.isPending}
          aria-label={t(monitor.paused ? 'actions.resumeFor' : 'actions.pauseFor', { url: site })}
          className={BUTTON_SECONDARY}
        >
          {monitor.paused ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
          {t(monitor.paused ? 'actions.resume' : 'actions.pause')}
        </button>
        <Link
          to={`/monitors/${encodeURIComponent(monitor.id)}/edit`}
          aria-label={t('actions.editFor', { url: site })}
          className={BUTTON_SECONDARY}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t('actions.edit')}
        </Link>
        <button
          type="button"
          onClick={() => setConfirm(true)}
          aria-label={t('actions.deleteFor', { url: site })}
          className={BUTTON_DANGER}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('actions.delete')}
        </button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {runNow.isSuccess ? t(runFinished ? 'actions.finished' : 'actions.queued') : ''}
      </p>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {'key' in failure ? t(failure.key) : failure.text}
        </p>
      )}
      <Dialog
        open={confirm}
        onClose={() => setConfirm(false)}
        title={t('delete.title')}
        description={t('delete.text', { url: site })}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" onClick={() => setConfirm(false)} className={BUTTON_SECONDARY}>
            {t('delete.cancel')}
          </button>
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  setConfirm(false);
                  onDeleted?.();
                },
              })
            }
            className={BUTTON_DANGER}
          >
            {remove.isPending && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
            {t('delete.confirm')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}

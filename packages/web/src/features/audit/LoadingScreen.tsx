/**
 * The full-screen loading state (spec.md §2, §4): every stage as it arrives (done ones stay listed, so
 * a quick one is still seen), the progress bar, the elapsed time, what the server is waiting for when
 * it says so, and Cancel.
 */
import { CircleCheck, Loader2, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAudit } from './AuditProvider';
import { stageTextKey, stageWidth } from './stages';

function stageText(t: (key: string) => string, stage: string, message: string): string {
  // With built-in rules the server says so in its ai-stage message; never call rule output AI.
  return stage === 'ai' ? message || t('stage.aiRules') : t(stageTextKey(stage));
}

/** Whole seconds since `startedAt`, ticking once a second. */
function useElapsed(startedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return startedAt > 0 ? Math.max(0, Math.floor((now - startedAt) / 1000)) : 0;
}

interface ProgressProps {
  stage: string;
  message: string;
  detail?: string;
  /** Stages seen before the current one, in order. */
  stages?: string[];
  startedAt?: number;
  onCancel?: () => void;
}

export function ProgressView({
  stage,
  message,
  detail = '',
  stages = [],
  startedAt = 0,
  onCancel,
}: ProgressProps) {
  const { t } = useTranslation('audit');
  const width = stageWidth(stage);
  const elapsed = useElapsed(startedAt);
  // The stages already passed stay listed under the current one, so a quick stage is still seen.
  const done = stages.filter((s) => s !== stage);
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <Loader2 aria-hidden="true" className="size-12 animate-spin text-brand-600" />
      <h1 className="mt-6 text-2xl font-bold text-slate-900 sm:text-3xl">{t('loading.title')}</h1>
      <p aria-live="polite" className="mt-3 text-lg text-slate-700">
        {stageText(t, stage, message)}
      </p>
      {detail && (
        <p data-testid="progress-detail" className="mt-1 text-sm text-amber-800">
          {detail}
        </p>
      )}
      <div className="mt-6 h-3 w-full overflow-hidden rounded-full bg-slate-200">
        {width !== null && (
          <div
            role="progressbar"
            aria-label={t('loading.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={width}
            style={{ width: `${width}%` }}
            className="h-full rounded-full bg-brand-600 transition-[width] duration-500"
          />
        )}
      </div>
      {done.length > 0 && (
        <ol
          aria-label={t('loading.stages')}
          className="mt-5 w-full space-y-1 text-left text-sm text-slate-600"
        >
          {done.map((s) => (
            <li key={s} className="flex items-center gap-2">
              <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-green-700" />
              {stageText(t, s, '')}
            </li>
          ))}
        </ol>
      )}
      {startedAt > 0 && (
        <p className="mt-4 text-sm text-slate-700" data-testid="elapsed">
          {t('loading.elapsed', { count: elapsed })}
        </p>
      )}
      <p className="mt-2 text-sm text-slate-600">{t('loading.note')}</p>
      {onCancel && (
        <button
          type="button"
          onClick={onCancel}
          className="mt-6 inline-flex items-center gap-2 rounded-xl border border-slate-300 px-5 py-2 font-medium text-slate-800 hover:bg-slate-50"
        >
          <X aria-hidden="true" className="size-4" />
          {t('loading.cancel')}
        </button>
      )}
    </section>
  );
}

export function LoadingScreen() {
  const { state, cancel } = useAudit();
  return (
    <ProgressView
      stage={state.stage}
      message={state.message}
      detail={state.detail}
      stages={state.stages}
      startedAt={state.startedAt}
      onCancel={cancel}
    />
  );
}

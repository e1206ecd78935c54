/** The full-screen loading state (spec.md §2, §4): stage text, progress bar, the 60-second note. */
import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAudit } from './AuditProvider';
import { stageTextKey, stageWidth } from './stages';

export function ProgressView({ stage, message }: { stage: string; message: string }) {
  const { t } = useTranslation('audit');
  const width = stageWidth(stage);
  // With built-in rules the server says so in its ai-stage message; never call rule output AI.
  const text = stage === 'ai' ? message || t('stage.aiRules') : t(stageTextKey(stage));
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <Loader2 aria-hidden="true" className="size-12 animate-spin text-brand-600" />
      <h1 className="mt-6 text-2xl font-bold text-slate-900 sm:text-3xl">{t('loading.title')}</h1>
      <p aria-live="polite" className="mt-3 text-lg text-slate-700">
        {text}
      </p>
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
      <p className="mt-6 text-sm text-slate-600">{t('loading.note')}</p>
    </section>
  );
}

export function LoadingScreen() {
  const { state } = useAudit();
  return <ProgressView stage={state.stage} message={state.message} />;
}

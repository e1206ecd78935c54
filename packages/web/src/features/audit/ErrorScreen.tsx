/** The full-screen error state 'Analysis Failed' (spec.md §2). */
import { Lightbulb, RotateCcw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAudit } from './AuditProvider';

export function ErrorScreen() {
  const { t } = useTranslation('audit');
  const { state, reset } = useAudit();
  const navigate = useNavigate();
  const text = state.error ?? t('errors.unexpected', { ns: 'common' });
  // spec.md §2 keys the tip on the word timeout; the translated timeout text has no such word.
  const timedOut = /time(d)?\s?out/i.test(text) || text === t('errors.auditTimeout', { ns: 'common' });
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <TriangleAlert aria-hidden="true" className="size-12 text-red-600" />
      <h1 className="mt-6 text-2xl font-bold text-slate-900 sm:text-3xl">{t('error.title')}</h1>
      <p role="alert" className="mt-4 text-lg text-red-700">
        {text}
      </p>
      {timedOut && (
        <p className="mt-4 flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-left text-sm text-amber-900">
          <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('error.timeoutTip')}
        </p>
      )}
      <button
        type="button"
        onClick={() => {
          reset();
          void navigate('/', { state: { focusUrl: true } });
        }}
        className="mt-8 inline-flex items-center gap-2 rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        <RotateCcw aria-hidden="true" className="size-5" />
        {t('error.retry')}
      </button>
      <p className="mt-4 text-sm text-slate-600">{t('error.note')}</p>
    </section>
  );
}

/** The toast (spec.md §2): a polite live region that hides itself after a few seconds. */
import { X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_MS, useDialogs } from '@/lib/dialogs';

export function Toast() {
  const { toast, dismissToast } = useDialogs();
  const { t } = useTranslation('common');
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(dismissToast, TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, dismissToast]);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      {toast && (
        <div className="pointer-events-auto flex items-center gap-3 rounded-xl bg-slate-900 px-4 py-3 text-white shadow-lg">
          <span>{toast}</span>
          <button
            type="button"
            onClick={dismissToast}
            aria-label={t('toast.close')}
            className="rounded p-1 hover:bg-white/10"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}

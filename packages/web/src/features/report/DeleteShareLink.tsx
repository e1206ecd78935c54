/**
 * Deletes a share link (DELETE /api/reports/:id), as the texts promise ("you can delete it at any
 * time"). Shown to the browser that created the link: beside the new link, and on the shared page.
 */
import { useMutation } from '@tanstack/react-query';
import { Loader2, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { api, ApiError, auditErrorMessage } from '@/lib/api-client';
import { forgetShare } from './share-store';

const BUTTON_DANGER =
  'inline-flex items-center gap-2 rounded-xl border border-red-200 bg-white px-4 py-2 text-sm font-semibold text-red-700 shadow-sm hover:bg-red-50 disabled:cursor-wait disabled:opacity-70';

export function DeleteShareLink({ id, onDeleted }: { id: string; onDeleted: (gone: boolean) => void }) {
  const { t } = useTranslation('report');
  const mutation = useMutation({
    mutationFn: () => api.deleteShare(id),
    onSuccess: () => {
      forgetShare(id);
      onDeleted(false);
    },
    onError: (err) => {
      // Already deleted or expired: nothing is left to delete, and this browser forgets it.
      if (err instanceof ApiError && err.status === 404) {
        forgetShare(id);
        onDeleted(true);
      }
    },
  });
  const err = mutation.error;
  const failure =
    err && !(err instanceof ApiError && err.status === 404)
      ? err instanceof ApiError && err.status === 401
        ? t('share.delete.signIn')
        : ((m) => ('key' in m ? t(m.key, { ns: 'common' }) : m.text))(auditErrorMessage(err))
      : null;
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        onClick={() => mutation.mutate()}
        disabled={mutation.isPending}
        aria-busy={mutation.isPending}
        className={BUTTON_DANGER}
      >
        {mutation.isPending ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Trash2 aria-hidden="true" className="size-4" />
        )}
        {mutation.isPending ? t('share.delete.deleting') : t('share.delete.button')}
      </button>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {t('share.delete.failed', { reason: failure })}
        </p>
      )}
    </div>
  );
}

/** What is left after a deletion: the link no longer opens the report. */
export function ShareDeleted({ gone }: { gone: boolean }) {
  const { t } = useTranslation('report');
  return (
    <p role="status" className="w-full rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-800">
      {gone ? t('share.delete.gone') : t('share.delete.done')}
    </p>
  );
}

/**
 * "Delete my data" (issue 24): after a confirmation that says what goes, DELETE /api/me/data removes the
 * account's monitors, their runs and reports, its confirmed alert addresses and its share links.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2, Trash2 } from 'lucide-react';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/Dialog';
import { api, auditErrorMessage } from '@/lib/api-client';

const BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold disabled:cursor-wait disabled:opacity-70';

export function DeleteMyDataButton({ onClick, className }: { onClick: () => void; className: string }) {
  const { t } = useTranslation('auth');
  return (
    <button
      type="button"
      onClick={onClick}
      className={`inline-flex items-center gap-2 text-sm font-medium ${className}`}
    >
      <Trash2 aria-hidden="true" className="size-4" />
      {t('menu.deleteData')}
    </button>
  );
}

export function DeleteMyDataDialog({
  open,
  onClose,
  returnFocus,
}: {
  open: boolean;
  onClose: () => void;
  /** Focus on close when the entry that opened the dialog is gone (a closed menu). */
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('auth');
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: api.deleteMyData,
    // The monitoring screens' lists are gone on the server too: an open one shows it at once.
    onSuccess: () => client.resetQueries({ queryKey: ['monitors'] }),
  });
  const close = () => {
    onClose();
    if (!mutation.isPending) mutation.reset();
  };
  const done = mutation.isSuccess;
  // The confirm button that had focus is gone once the data is deleted: focus moves to Close.
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (done) closeButton.current?.focus();
  }, [done]);
  const failure = mutation.error
    ? ((m) => ('key' in m ? t(m.key, { ns: 'common' }) : m.text))(auditErrorMessage(mutation.error))
    : null;
  return (
    <Dialog open={open} onClose={close} title={t('deleteData.title')} returnFocus={returnFocus}>
      {done ? (
        <p role="status" className="text-slate-800">
          {t('deleteData.done')}
        </p>
      ) : (
        <>
          <p className="text-slate-800">{t('deleteData.goes')}</p>
          <ul className="mt-2 list-inside list-disc space-y-1 text-slate-800">
            <li>{t('deleteData.goesMonitors')}</li>
            <li>{t('deleteData.goesRuns')}</li>
            <li>{t('deleteData.goesAddresses')}</li>
            <li>{t('deleteData.goesShares')}</li>
          </ul>
          <p className="mt-3 text-sm text-slate-700">{t('deleteData.stays')}</p>
          {failure && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {t('deleteData.failed', { reason: failure })}
            </p>
          )}
        </>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button
          ref={closeButton}
          type="button"
          onClick={close}
          className={`${BUTTON} border border-slate-300 text-slate-800 hover:bg-slate-50`}
        >
          {t(done ? 'deleteData.close' : 'dialog.cancel')}
        </button>
        {!done && (
          <button
            type="button"
            onClick={() => mutation.mutate()}
            disabled={mutation.isPending}
            className={`${BUTTON} bg-red-700 text-white hover:bg-red-800`}
          >
            {mutation.isPending && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
            {t('deleteData.confirm')}
          </button>
        )}
      </div>
    </Dialog>
  );
}

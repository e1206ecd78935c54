/** Download Report: the server's real-text PDF, gated by Pro when plans are gated (product.md §4). */
import type { Report } from '@rankscope/engine/report';
import { useMutation } from '@tanstack/react-query';
import { Download, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { api, ApiError, auditErrorMessage } from '@/lib/api-client';
import { useDialogs } from '@/lib/dialogs';
import { useMe } from '@/lib/server-state';
import { pdfFileName, saveBlob } from './download';
import { BUTTON_SECONDARY } from './ReportToolbar.styles';

/** The server's answer when the caller lacks a session or Pro: the matching dialog, not an error line. */
export function dialogFor(err: unknown): 'signIn' | 'premium' | null {
  if (!(err instanceof ApiError)) return null;
  if (err.requiresAuth || err.status === 401) return 'signIn';
  if (err.code === 'PRO_REQUIRED' || err.status === 402 || err.status === 403) return 'premium';
  return null;
}

export function DownloadButton({ report }: { report: Report }) {
  const { t, i18n } = useTranslation('report');
  const me = useMe();
  const { openDialog } = useDialogs();
  const pdf = useMutation({
    mutationFn: () => api.pdf(report, i18n.language),
    onSuccess: (blob) => saveBlob(blob, pdfFileName(report, new Date())),
    onError: (err) => {
      const dialog = dialogFor(err);
      if (dialog) openDialog(dialog);
    },
  });
  const download = () => {
    if (me.data?.planGating && !me.data.pro) return openDialog('premium');
    pdf.mutate();
  };
  const failure = pdf.isError && !dialogFor(pdf.error) ? auditErrorMessage(pdf.error) : null;
  return (
    <div className="flex flex-col items-end gap-1">
      <button type="button" onClick={download} disabled={pdf.isPending} className={BUTTON_SECONDARY}>
        {pdf.isPending ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Download aria-hidden="true" className="size-4" />
        )}
        {pdf.isPending ? t('toolbar.preparing') : t('toolbar.download')}
      </button>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {'key' in failure ? t(failure.key, { ns: 'common' }) : failure.text}
        </p>
      )}
    </div>
  );
}

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

/**
 * Why a PDF could not be made: the server's own reason when it gave one (no Chromium, a render that
 * timed out, a report it did not sign), else the network's or the status's.
 */
export function pdfErrorMessage(err: unknown): { key: string } | { text: string } {
  if (err instanceof ApiError) {
    if (err.code === 'PDF_UNAVAILABLE') return { key: 'pdfErrors.unavailable' };
    if (err.code === 'REPORT_NOT_SIGNED' || err.code === 'REPORT_TAMPERED')
      return { key: 'pdfErrors.notSigned' };
    if (err.kind === 'timeout' || err.status === 504) return { key: 'pdfErrors.timeout' };
    if (err.kind === 'network') return { key: 'pdfErrors.network' };
    if (err.kind === 'http' && err.serverError) return { text: err.serverError };
  }
  return auditErrorMessage(err);
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
      if (dialog) openDialog(dialog, 'pdf');
    },
  });
  const download = () => {
    if (me.data?.planGating && !me.data.allowance.signedIn) return openDialog('signIn', 'pdf');
    if (me.data?.planGating && !me.data.pro) return openDialog('premium', 'pdf');
    pdf.mutate();
  };
  const failure = pdf.isError && !dialogFor(pdf.error) ? pdfErrorMessage(pdf.error) : null;
  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        onClick={download}
        disabled={pdf.isPending}
        aria-busy={pdf.isPending}
        className={`${BUTTON_SECONDARY} disabled:cursor-wait disabled:opacity-70`}
      >
        {pdf.isPending ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Download aria-hidden="true" className="size-4" />
        )}
        {pdf.isPending ? t('toolbar.preparing') : t('toolbar.download')}
      </button>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {t('toolbar.pdfFailed', {
            reason:
              'key' in failure
                ? t(failure.key, { ns: failure.key.startsWith('pdf') ? 'report' : 'common' })
                : failure.text,
          })}
        </p>
      )}
    </div>
  );
}

/**
 * "Download the fixed page": the server fetches the audited page again and answers it with every verified
 * html fix applied (what `rankscope fix` writes); saved under the name the server gives.
 */
import type { Report } from '@rankscope/engine/report';
import { useMutation } from '@tanstack/react-query';
import { FileDown, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { api, ApiError, auditErrorMessage } from '@/lib/api-client';
import { saveBlob } from './download';

/** Why the page could not be made, as an i18n key of this namespace or common's, or the server's text. */
function failureOf(err: unknown): { key: string; ns: 'report' | 'common' } | { text: string } {
  if (err instanceof ApiError) {
    if (err.code === 'PAGE_CHANGED') return { key: 'allFixes.changed', ns: 'report' };
    if (err.code === 'NOT_REWRITTEN') return { key: 'allFixes.notRewritten', ns: 'report' };
    if (err.code === 'REPORT_NOT_SIGNED' || err.code === 'REPORT_TAMPERED')
      return { key: 'allFixes.notSigned', ns: 'report' };
  }
  const message = auditErrorMessage(err);
  return 'key' in message ? { key: message.key, ns: 'common' } : message;
}

export function DownloadFixedPage({ report }: { report: Report }) {
  const { t } = useTranslation('report');
  const page = useMutation({
    mutationFn: () => api.fixedPage(report),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
  });
  const failure = page.isError ? failureOf(page.error) : null;
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        onClick={() => page.mutate()}
        disabled={page.isPending}
        aria-busy={page.isPending}
        aria-describedby="report-fixed-page-hint"
        className="inline-flex items-center gap-1 self-start rounded-md px-3 py-1.5 text-sm font-medium text-slate-900 ring-1 ring-slate-300 ring-inset hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 disabled:cursor-wait disabled:opacity-70"
      >
        {page.isPending ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <FileDown aria-hidden="true" className="size-4" />
        )}
        {page.isPending ? t('allFixes.downloading') : t('allFixes.download')}
      </button>
      <p id="report-fixed-page-hint" className="text-xs text-slate-600">
        {t('allFixes.downloadHint')}
      </p>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {t('allFixes.downloadFailed', {
            reason: 'key' in failure ? t(failure.key, { ns: failure.ns }) : failure.text,
          })}
        </p>
      )}
    </div>
  );
}

/** Share: a signed-in Pro user creates a 30-day link to a read-only copy of the report (product.md §4, §7). */
import type { Report } from '@rankscope/engine/report';
import { useMutation } from '@tanstack/react-query';
import { Check, Copy, Loader2, Share2 } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api, auditErrorMessage } from '@/lib/api-client';
import { useDialogs } from '@/lib/dialogs';
import { useMe } from '@/lib/server-state';
import { dialogFor } from './DownloadButton';
import { usePreviousAudit } from './ChangesSince';
import { DeleteShareLink, ShareDeleted } from './DeleteShareLink';
import { BUTTON_SECONDARY } from './ReportToolbar.styles';
import { rememberShare, shareOf } from './share-store';

function ShareLink({ link, expiresAt, actions }: { link: string; expiresAt: string; actions: ReactNode }) {
  const { t, i18n } = useTranslation('report');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const expires = new Date(expiresAt);
  const date = Number.isNaN(expires.getTime())
    ? expiresAt
    : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(expires);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard permission: select the text so the visitor can copy it by hand.
      input.current?.select();
      setCopied(false);
    }
  };
  return (
    <div className="w-full rounded-xl border border-brand-100 bg-brand-50 p-4">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {t('share.label')}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={inputId}
          ref={input}
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
        />
        <button type="button" onClick={() => void copy()} className={BUTTON_SECONDARY}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {t('share.copy')}
        </button>
      </div>
      <p aria-live="polite" className="mt-2 text-sm text-slate-700">
        {copied === true ? t('share.copied') : copied === false ? t('share.copyFailed') : ''}
      </p>
      <p className="text-sm text-slate-700">{t('share.expires', { date })}</p>
      <div className="mt-3">{actions}</div>
    </div>
  );
}

export function useShare(report: Report) {
  const me = useMe();
  const { openDialog } = useDialogs();
  // The earlier audit "Changes since" shows goes with the share, so its readers see the comparison too.
  const baseline = usePreviousAudit(report);
  const mutation = useMutation({
    mutationFn: () => api.share(report, baseline),
    // Kept in this browser so the link can be deleted later, from this report or the shared page.
    onSuccess: ({ id, expiresAt }) => rememberShare({ id, url: report.url, at: report.fetchedAt, expiresAt }),
    onError: (err) => {
      const dialog = dialogFor(err);
      if (dialog) openDialog(dialog, 'share');
    },
  });
  const share = () => {
    // Share links always need an account; Pro only when this server gates plans.
    if (!me.data?.allowance.signedIn) return openDialog('signIn', 'share');
    if (me.data.planGating && !me.data.pro) return openDialog('premium', 'share');
    mutation.mutate();
  };
  return { share, mutation };
}

export function ShareButton({ onClick, pending }: { onClick: () => void; pending: boolean }) {
  const { t } = useTranslation('report');
  return (
    <button type="button" onClick={onClick} disabled={pending} className={BUTTON_SECONDARY}>
      {pending ? (
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Share2 aria-hidden="true" className="size-4" />
      )}
      {pending ? t('share.creating') : t('toolbar.share')}
    </button>
  );
}

/** The link made of this report (just now, or earlier in this browser) with Delete, or why it failed. */
export function ShareResult({
  report,
  mutation,
}: {
  report: Report;
  mutation: ReturnType<typeof useShare>['mutation'];
}) {
  const { t } = useTranslation('report');
  const [deleted, setDeleted] = useState<{ id: string; gone: boolean } | null>(null);
  const made = mutation.data ?? shareOf(report.url, report.fetchedAt);
  if (made && made.id !== deleted?.id) {
    return (
      <ShareLink
        link={`${location.origin}/r/${made.id}`}
        expiresAt={made.expiresAt}
        actions={<DeleteShareLink id={made.id} onDeleted={(gone) => setDeleted({ id: made.id, gone })} />}
      />
    );
  }
  if (deleted) return <ShareDeleted gone={deleted.gone} />;
  if (mutation.isError && !dialogFor(mutation.error)) {
    const m = auditErrorMessage(mutation.error);
    return (
      <p role="alert" className="w-full text-right text-sm text-red-700">
        {'key' in m ? t(m.key, { ns: 'common' }) : m.text}
      </p>
    );
  }
  return null;
}

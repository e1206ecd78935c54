/**
 * "Watch this page" (issue 24): opens the monitor form prefilled with this report's URL (and, for a
 * site audit, its page count). Monitors belong to an account, so an anonymous visitor is told to sign in.
 */
import type { Report } from '@rankscope/engine/report';
import { Activity } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDialogs } from '@/lib/dialogs';
import { useMe } from '@/lib/server-state';
import { BUTTON_SECONDARY } from './ReportToolbar.styles';

/** The monitor form's address for this report. */
export function watchHref(report: Report): string {
  const q = new URLSearchParams({ url: report.url });
  if (report.crawl) q.set('crawl', String(report.crawl.pages.length));
  return `/monitors/new?${q.toString()}`;
}

export function WatchButton({ report }: { report: Report }) {
  const { t } = useTranslation('report');
  const me = useMe();
  const { openDialog } = useDialogs();
  const content = (
    <>
      <Activity aria-hidden="true" className="size-4" />
      {t('toolbar.watch')}
    </>
  );
  if (me.data?.allowance.signedIn) {
    return (
      <Link to={watchHref(report)} title={t('toolbar.watchHint')} className={BUTTON_SECONDARY}>
        {content}
      </Link>
    );
  }
  return (
    <button
      type="button"
      onClick={() => openDialog('signIn', 'watch')}
      title={t('toolbar.watchHint')}
      className={BUTTON_SECONDARY}
    >
      {content}
    </button>
  );
}

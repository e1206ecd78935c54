/** New Analysis (or, on a shared report, a link to run one's own), Watch this page, Download Report and Share. */
import type { Report } from '@rankscope/engine/report';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DownloadButton } from './DownloadButton';
import { BUTTON_PRIMARY } from './ReportToolbar.styles';
import { ShareButton, ShareResult, useShare } from './ShareControl';
import { WatchButton } from './WatchButton';

interface Props {
  report: Report;
  onNewAnalysis: () => void;
  readOnly: boolean;
}

export function ReportToolbar({ report, onNewAnalysis, readOnly }: Props) {
  const { t } = useTranslation('report');
  const { share, mutation } = useShare(report);
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      {readOnly ? (
        <Link to="/" className={BUTTON_PRIMARY}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('toolbar.ownAudit')}
        </Link>
      ) : (
        <button type="button" onClick={onNewAnalysis} className={BUTTON_PRIMARY}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('toolbar.newAnalysis')}
        </button>
      )}
      <div className="flex flex-wrap items-start gap-2">
        {!readOnly && <WatchButton report={report} />}
        <DownloadButton report={report} />
        {!readOnly && <ShareButton onClick={share} pending={mutation.isPending} />}
      </div>
      {!readOnly && <ShareResult report={report} mutation={mutation} />}
    </div>
  );
}

/**
 * The report view (spec.md §2): toolbar, header with the score, summary, lab scores, search preview,
 * keywords, rich results, checks by category, suggestions and footer — each section in its own error boundary.
 * Everything from the audited site is rendered as React text, never as HTML.
 */
import type { Report } from '@rankscope/engine/report';
import { useTranslation } from 'react-i18next';
import { ChangesSince } from './ChangesSince';
import { ChecksSection } from './ChecksSection';
import { Keywords } from './Keywords';
import { PerformanceScores } from './PerformanceScores';
import { FieldData } from './FieldData';
import { ReportFooter } from './ReportFooter';
import { ReportHeader } from './ReportHeader';
import { ReportToolbar } from './ReportToolbar';
import { RichResults } from './RichResults';
import { SearchPreview } from './SearchPreview';
import { SectionBoundary } from './SectionBoundary';
import { SiteSection } from './SiteSection';
import { Suggestions } from './Suggestions';
import { AllFixes } from './AllFixes';
import { SummaryCounts } from './SummaryCounts';

export interface ReportViewProps {
  report: Report | null | undefined;
  onNewAnalysis: () => void;
  /** A shared report: no Share button, and a link to run one's own audit instead of New Analysis. */
  readOnly?: boolean;
  /** The earlier report a shared comparison came with: "Changes since" compares with it. */
  baseline?: Report;
}

export default function ReportView({ report, onNewAnalysis, readOnly = false, baseline }: ReportViewProps) {
  const { t } = useTranslation('report');
  if (!report) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t('heading')}</h1>
        <p className="mt-4 text-slate-700">{t('errors.noReport', { ns: 'common' })}</p>
      </section>
    );
  }
  return (
    <article className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <SectionBoundary>
        <ReportToolbar report={report} onNewAnalysis={onNewAnalysis} readOnly={readOnly} />
      </SectionBoundary>
      <SectionBoundary>
        <ReportHeader report={report} />
      </SectionBoundary>
      {(!readOnly || baseline) && (
        <SectionBoundary>
          <ChangesSince report={report} baseline={baseline} />
        </SectionBoundary>
      )}
      <SectionBoundary>
        <SummaryCounts report={report} />
      </SectionBoundary>
      <SectionBoundary>
        <PerformanceScores report={report} />
      </SectionBoundary>
      <SectionBoundary>
        <FieldData report={report} />
      </SectionBoundary>
      {/* One above the other: side by side, the 15-row keywords table left a tall empty column under
          the short search preview. */}
      <SectionBoundary>
        <SearchPreview report={report} />
      </SectionBoundary>
      <SectionBoundary>
        <Keywords report={report} />
      </SectionBoundary>
      <SectionBoundary>
        {/* A site audit's section: nothing for a one-page report (no `crawl`). */}
        <SiteSection report={report} />
      </SectionBoundary>
      <SectionBoundary>
        <RichResults report={report} />
      </SectionBoundary>
      <SectionBoundary>
        <ChecksSection report={report} />
      </SectionBoundary>
      <SectionBoundary>
        <Suggestions report={report} />
      </SectionBoundary>
      <SectionBoundary>
        <AllFixes report={report} />
      </SectionBoundary>
      <SectionBoundary>
        <ReportFooter report={report} />
      </SectionBoundary>
    </article>
  );
}

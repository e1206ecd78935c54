import { renderReportHtml, type Report } from '@rankscope/engine';

/** `--format html`: the engine's self-contained report page (the PDF prints the same page). */
export function renderHtml(report: Report): string {
  return renderReportHtml(report);
}

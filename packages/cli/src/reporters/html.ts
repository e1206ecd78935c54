import { renderReportHtml, type CrawlFacts, type Report } from '@rankscope/engine';
import { withSiteSection } from './site-html.js';

/**
 * `--format html`: the engine's self-contained report page (the PDF prints the same page), with the
 * site section when the report has a crawl.
 */
export function renderHtml(report: Report, crawl: CrawlFacts | null = null, print = false): string {
  const page = renderReportHtml(report, print ? { print: true } : {});
  return crawl ? withSiteSection(page, crawl, report.reportLang) : page;
}

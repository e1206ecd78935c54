import { terminalSafe, type CrawlFacts, type CrawledPage } from '@rankscope/engine';

/** `--format csv`: the columns, one row per crawled page. */
export const CSV_COLUMNS = [
  'url',
  'final_url',
  'status',
  'depth',
  'score',
  'indexable',
  'in_sitemap',
  'title',
  'failed_checks',
  'error',
  'rich_results',
] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote, CR or LF, quotes doubled. Cells that a
 * spreadsheet would read as a formula (starting with = + - @, tab or CR: OWASP's list) get a leading
 * apostrophe: titles and URLs come from the audited site (CSV injection). Control characters are
 * dropped (tab and line feed kept, as in the text output): the CSV is often printed on a terminal.
 */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string') {
    // The formula test reads the cell as given: a leading CR or tab is itself a formula prefix.
    const formula = /^[=+\-@\t\r]/.test(text);
    text = terminalSafe(text);
    if (formula || /^[=+\-@\t]/.test(text)) text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** "Merchant listing: invalid (offers.price); Recipe: eligible+warnings" — one entry per feature. */
function richCell(results: CrawledPage['richResults']): string {
  return (results ?? [])
    .map((r) => {
      const extra = r.problems.length > 0 ? ` (${r.problems.join(', ')})` : r.warnings ? '+warnings' : '';
      return `${r.feature}: ${r.status}${extra}`;
    })
    .join('; ');
}

/** One crawled page as a CSV row (no line end). */
export function csvRow(p: Omit<CrawledPage, 'linkedFrom'>): string {
  // A compact crawl's entries carry no title (the streamed csv has it): an empty cell, as for none.
  return [
    p.url,
    p.finalUrl,
    p.status,
    p.depth,
    p.score,
    p.indexable,
    p.inSitemap,
    p.title ?? null,
    p.failedChecks.join(' '),
    p.error,
    richCell(p.richResults),
  ]
    .map(csvCell)
    .join(',');
}

/** The crawled pages as CSV: a header row, then one row per page, CRLF line ends (RFC 4180). */
export function renderCsv(crawl: CrawlFacts): string {
  const rows: string[] = [CSV_COLUMNS.join(',')];
  for (const p of crawl.pages) rows.push(csvRow(p));
  return `${rows.join('\r\n')}\r\n`;
}

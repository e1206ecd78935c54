/**
 * `--crawl --format csv|ndjson`: the pages written as the crawl records them, so a 100,000-page crawl
 * never holds its output in memory. CSV: the header, then a row per page. NDJSON: a `{"type":"page"}`
 * line per page, then one `{"type":"site"}` line with the site summary (the crawl's facts without the
 * page list, the start page's score and the site score). Lines are written in batches (64 KB, or what
 * came in the last 200 ms) rather than one write per page: one system call per page cost a 5,000-page
 * crawl's main thread more than its link extraction (bench/README.md, issue 22).
 */
import type { CrawledPage, PageRecord, Report } from '@rankscope/engine';
import { CSV_COLUMNS, csvRow } from './csv.js';

export type StreamedFormat = 'csv' | 'ndjson';

export interface PageStream {
  /** Writes the page; the promise settles once the output can take more (backpressure). */
  page(page: PageRecord): Promise<void>;
  /** Writes what follows the pages (pages the crawl did not stream first, e.g. a replaced audit). */
  end(report: Report): Promise<void>;
  /** Writes the lines still batched (an audit that failed ends the output there). */
  flush(): void | Promise<void>;
  /** Pages written so far. */
  readonly written: number;
}

export function isStreamed(format: string): format is StreamedFormat {
  return format === 'csv' || format === 'ndjson';
}

/** A batch is written once it holds this many characters… */
const BATCH_CHARS = 64 * 1024;
/** …or once this long has passed since the last write, so a slow crawl's lines still show as it goes. */
const BATCH_MS = 200;

export function createPageStream(
  format: StreamedFormat,
  write: (text: string) => void | Promise<void>,
  batchMs = BATCH_MS,
): PageStream {
  let written = 0;
  let pending = '';
  let lastWrite = performance.now();
  const flush = (): void | Promise<void> => {
    if (pending === '') return;
    const text = pending;
    pending = '';
    lastWrite = performance.now();
    return write(text);
  };
  const line = (p: Omit<CrawledPage, 'linkedFrom'>): string =>
    format === 'csv' ? `${csvRow(p)}\r\n` : `${JSON.stringify({ type: 'page', ...p })}\n`;
  // The header goes first; a failure to write it shows with the first page's write.
  const header = format === 'csv' ? write(`${CSV_COLUMNS.join(',')}\r\n`) : undefined;
  void Promise.resolve(header).catch(() => undefined);
  return {
    get written() {
      return written;
    },
    flush,
    async page(p) {
      written++;
      pending += line(p);
      if (pending.length >= BATCH_CHARS || performance.now() - lastWrite >= batchMs) await flush();
    },
    async end(report) {
      await flush();
      const crawl = report.crawl ?? null;
      if (written === 0 && crawl) for (const p of crawl.pages) await write(line(p));
      if (format === 'csv') return;
      const { pages, ...summary } = crawl ?? { pages: [] };
      await write(
        `${JSON.stringify({ type: 'site', url: report.url, seoScore: report.seoScore, pagesCrawled: Math.max(written, pages.length), ...summary })}\n`,
      );
    },
  };
}

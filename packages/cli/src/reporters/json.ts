import { randomUUID } from 'node:crypto';
import type { Report } from '@rankscope/engine';

/**
 * Exactly `JSON.stringify(report, null, 2)` and a newline, in pieces: a crawl's pages are serialised one
 * at a time, so a 100,000-page report is never one string in memory.
 */
export function* jsonChunks(report: Report): Generator<string> {
  const pages = report.crawl?.pages ?? [];
  if (!report.crawl || pages.length === 0) {
    yield `${JSON.stringify(report, null, 2)}\n`;
    return;
  }
  // Stands for the page list while the rest is serialised; unguessable, so no text of the audited site
  // can forge it.
  const PAGES = `\u0000pages:${randomUUID()}`;
  const text = JSON.stringify({ ...report, crawl: { ...report.crawl, pages: PAGES } }, null, 2);
  const marker = JSON.stringify(PAGES);
  const at = text.indexOf(marker);
  // The indentation of the "pages" key; its entries sit one level deeper.
  const outer = text.slice(text.lastIndexOf('\n', at) + 1).match(/^ */)?.[0] ?? '';
  const inner = `${outer}  `;
  yield `${text.slice(0, at)}[\n`;
  for (let i = 0; i < pages.length; i++) {
    const entry = JSON.stringify(pages[i], null, 2).replace(/\n/g, `\n${inner}`);
    yield `${inner}${entry}${i < pages.length - 1 ? ',' : ''}\n`;
  }
  yield `${outer}]${text.slice(at + marker.length)}\n`;
}

/** Exactly the Report, nothing else. */
export function renderJson(report: Report): string {
  return [...jsonChunks(report)].join('');
}

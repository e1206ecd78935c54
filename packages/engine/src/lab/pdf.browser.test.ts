import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAudit } from '../run/audit.js';
import { renderReportHtml } from '../print/report-html.js';
import type { Report } from '../report/index.js';
import { startFixtureSite } from '../test-support/fixture-site.js';
import { html, startTestServer, type TestServer } from '../test-support/test-server.js';
import { PdfBusyError, PdfPrinter, PdfUnavailableError, printPdf } from './pdf.js';
import { pdfText } from '../test-support/pdf-text.js';

let report: Report;
let tracker: TestServer;
const printer = new PdfPrinter({ maxPages: 1, maxQueue: 2 });

beforeAll(async () => {
  const site = await startFixtureSite();
  try {
    report = await runAudit(site.url('/tables'), { allowPrivate: true, site: false });
  } finally {
    await site.close();
  }
  tracker = await startTestServer({ '/pixel.png': html('x'), '/style.css': html('x') });
});
afterAll(async () => {
  await printer.close();
  await tracker.close();
});

describe('PdfPrinter', () => {
  it('prints the print view to a letter-size PDF with real text and page breaks', async () => {
    const pdf = await printer.print(renderReportHtml(report, { print: true }));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // 8.5 × 11 in = 612 × 792 pt.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 612 792\]/);
    const { text, pages } = await pdfText(pdf);
    expect(text).toContain('Handmade Oak Dining Tables | Smith Workshop');
    expect(text).toContain('Meta information');
    // Page 1, suggestions and keywords, then one page or more per category.
    expect(pages).toBeGreaterThanOrEqual(8);
    expect(text).toMatch(/\b1 \/ \d+\b/);
  });

  it('runs no script and fetches nothing the document names', async () => {
    const hostile = `<!DOCTYPE html><html><head><link rel="stylesheet" href="${tracker.url('/style.css')}"></head>
<body><p id="p">Static text</p><img src="${tracker.url('/pixel.png')}" alt="">
<script>document.getElementById('p').textContent = 'Script ran';</script></body></html>`;
    const { text } = await pdfText(await printer.print(hostile));
    expect(text).toContain('Static text');
    expect(text).not.toContain('Script ran');
    expect(tracker.requests).toEqual([]);
  });

  it('queues documents beyond its pages, refuses beyond its queue and honours an abort', async () => {
    const doc = '<p>queued</p>';
    const jobs = [printer.print(doc), printer.print(doc), printer.print(doc)];
    await expect(printer.print(doc)).rejects.toBeInstanceOf(PdfBusyError);
    for (const pdf of await Promise.all(jobs)) expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(printer.print(doc, { signal: AbortSignal.abort(new Error('gone')) })).rejects.toThrow(
      'gone',
    );
  });

  it('launches a new browser when the old one died', async () => {
    const own = new PdfPrinter();
    try {
      await own.print('<p>one</p>');
      const browser = await (own as unknown as { browser: Promise<{ close(): Promise<void> }> }).browser;
      await browser.close();
      expect((await pdfText(await own.print('<p>two</p>'))).text).toContain('two');
    } finally {
      await own.close();
    }
  });

  it('is unavailable without a Chromium, and after close', async () => {
    const missing = new PdfPrinter({ executablePath: '/nonexistent/chromium' });
    expect(missing.available).toBe(true);
    await expect(missing.print('<p>x</p>')).rejects.toBeInstanceOf(PdfUnavailableError);
    const none = new PdfPrinter({ executablePath: null });
    expect(none.available).toBe(false);
    await expect(none.print('<p>x</p>')).rejects.toBeInstanceOf(PdfUnavailableError);
    const closed = new PdfPrinter();
    await closed.close();
    await expect(closed.print('<p>x</p>')).rejects.toThrow('shutting down');
  });
});

describe('printPdf', () => {
  it('prints one document with a browser of its own', async () => {
    const { text } = await pdfText(await printPdf('<h1>One-shot document</h1>'));
    expect(text).toContain('One-shot document');
  });
});

/** The PDF (Chromium's print of the report page) carries each fix's snippet as real, copyable text. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PdfPrinter } from '../lab/pdf.js';
import { pdfText } from '../test-support/pdf-text.js';
import type { Report } from '../report/index.js';
import { runAudit } from '../run/audit.js';
import { startFixtureSite } from '../test-support/fixture-site.js';
import { renderReportHtml } from './report-html.js';
import { APACHE, HOSTILE_TITLE, NGINX, withFixes } from '../test-support/suggestions-report.js';

let report: Report;
const printer = new PdfPrinter({ maxPages: 1, maxQueue: 1 });
beforeAll(async () => {
  const site = await startFixtureSite();
  try {
    report = withFixes(await runAudit(site.url('/bad'), { allowPrivate: true, site: false }));
  } finally {
    await site.close();
  }
});
afterAll(async () => {
  await printer.close();
});

describe('suggestions in the PDF', () => {
  it('prints the snippets, where they go, and every server’s spelling', async () => {
    const { text } = await pdfText(await printer.print(renderReportHtml(report, { print: true })));
    expect(text).toContain('Expert fixes');
    expect(text).toContain(HOSTILE_TITLE);
    expect(text).toContain('Where: in the server block for https');
    expect(text).toContain(NGINX);
    expect(text).toContain(APACHE);
  });
});

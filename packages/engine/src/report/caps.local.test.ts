/**
 * Whatever a page holds, its report stays small enough to share and print: page-derived strings are
 * capped with "…" and listed in `truncated`, and a single-page report stays under 1 MB.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from './index.js';
import { REPORT_MAX_BYTES, capReport } from './caps.js';
import { ReportSchema } from './schema.js';
import { runAudit } from '../run/audit.js';
import { doc } from '../test-support/index.js';
import { html, startTestServer, type TestServer } from '../test-support/test-server.js';

const MB = 1024 * 1024;
const prose = '<p>Solid oak tables and oak chairs, made to order in our workshop.</p>';

const PAGES: Record<string, string> = {
  // One word of 15 MB (the fetcher keeps 15 MB of a page).
  '/giant-word': doc('<title>Oak tables</title>', `${prose}<p>${'a'.repeat(15 * MB - 500)}</p>`),
  '/giant-title': doc(
    `<title>${'T'.repeat(2 * MB)} oak tables</title><meta name="description" content="${'d'.repeat(MB)}">`,
    `<h1>${'Oak table '.repeat(100_000)}</h1>${prose}`,
    `lang="${'e'.repeat(MB)}"`,
  ),
  '/links': doc(
    '<title>Oak tables</title>',
    prose +
      Array.from(
        { length: 10_000 },
        (_, i) =>
          `<a href="/p${i}?${'q'.repeat(500)}">table ${i} ${'x'.repeat(300)}</a><img src="/i${i}.png">`,
      ).join('\n'),
  ),
  '/attributes': doc(
    `<title>Oak tables</title><meta name="keywords" content="${'k'.repeat(5 * MB)}">` +
      `<link rel="canonical" href="/${'c'.repeat(2 * MB)}">`,
    `${prose}<img src="/${'s'.repeat(2 * MB)}" alt="${'a'.repeat(2 * MB)}"><a href="/${'h'.repeat(2 * MB)}">oak</a>`,
  ),
};

let site: TestServer;
beforeAll(async () => {
  site = await startTestServer(
    Object.fromEntries(Object.entries(PAGES).map(([path, body]) => [path, html(body)])),
  );
});
afterAll(async () => {
  await site.close();
});

/** Each page is audited once for all the tests that read its report (a giant page's audit is seconds of CPU). */
const audits = new Map<string, Promise<Report>>();
const audit = (path: string): Promise<Report> => {
  let report = audits.get(path);
  if (!report) {
    report = runAudit(site.url(path), { allowPrivate: true, siteBudgetMs: 3000, probeBudgetMs: 3000 });
    audits.set(path, report);
  }
  return report;
};

const size = (report: Report): number => Buffer.byteLength(JSON.stringify(report), 'utf8');

describe('report caps', () => {
  it.each(Object.keys(PAGES))(
    'keeps the report of %s under 1 MB with sane keywords',
    { timeout: 120_000 },
    async (path) => {
      const report = await audit(path);
      expect(() => ReportSchema.parse(report)).not.toThrow();
      expect(size(report)).toBeLessThan(MB);
      expect(size(report)).toBeLessThanOrEqual(REPORT_MAX_BYTES);
      expect(report.keywords.map((k) => k.word)).toContain('oak');
      expect(report.keywords.every((k) => k.word.length <= 50)).toBe(true);
      // The giant word reaches no string of the report (it is no keyword): nothing needs cutting there.
      if (path !== '/giant-word') expect(report.truncated?.length).toBeGreaterThan(0);
    },
  );

  it(
    'cuts a giant title, description and language with "…", says where, and keeps messages’ advice',
    { timeout: 120_000 },
    async () => {
      const report = await audit('/giant-title');
      expect(report.title).toHaveLength(500);
      expect(report.title.endsWith('…')).toBe(true);
      expect(report.description.length).toBeLessThanOrEqual(500);
      expect(report.language.declared?.length).toBeLessThanOrEqual(500);
      expect(report.truncated).toEqual(expect.arrayContaining(['title', 'description', 'language.declared']));
      const titleLength = report.checks.find((c) => c.id === 'title-length');
      expect(titleLength?.status).toBe('recommended');
      // The message quotes the title in the middle; its end (the numbers, the advice) survives the cut.
      expect(titleLength?.message).toContain(' … ');
      expect(titleLength?.message.length).toBeLessThanOrEqual(1000);
    },
  );

  it('counts every item of a check while showing fewer when the report would be too big', () => {
    const item = { value: 'v'.repeat(400), note: 'n'.repeat(400) };
    const check: Report['checks'][number] = {
      id: 'img-alt-too-long', category: 'accessibility' as Report['checks'][number]['category'], scope: 'page',
      title: 'Alt text', status: 'recommended', severity: 'recommended', weight: 1, effectiveWeight: 1,
      score: 0, gain: 1, message: 'm', details: { fix: 'f', items: Array(20).fill(item), totalItems: 5000 },
    }; // prettier-ignore
    const checks = Array.from({ length: 150 }, (_, i) => ({ ...check, id: `check-${i}` }));
    const base = { keywords: [], suggestions: [], aiRecommendations: [] } as unknown as Report;
    const capped = capReport({
      ...base,
      url: 'https://example.com/',
      finalUrl: 'https://example.com/',
      checks,
    });
    expect(size(capped)).toBeLessThanOrEqual(REPORT_MAX_BYTES);
    expect(capped.checks[0]?.details.items.length).toBeLessThan(20);
    expect(capped.checks[0]?.details.totalItems).toBe(5000);
    expect(capped.truncated).toContain('checks[check-0].details.items');
    expect(capped.truncated?.length).toBeLessThanOrEqual(50);
  });

  it('leaves an ordinary report exactly as built', () => {
    const report = {
      url: 'https://example.com/',
      finalUrl: 'https://example.com/',
      title: 'Oak tables',
      checks: [],
      keywords: [
        { word: 'oak', count: 3, density: 1, kind: 'word', inTitle: true, inDescription: false, inH1: true },
      ],
    } as unknown as Report;
    expect(capReport(report)).toEqual(report);
  });
});

/**
 * Field data through a whole audit: runAudit against a local site, with field data from a local server
 * speaking the CrUX protocol. The report carries it (valid against the schema), the check reads it, the
 * disagreement note compares it with the lab, and the key is in no output.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizeReport } from '../localize/index.js';
import { ReportSchema } from '../report/schema.js';
import type { ProgressEvent } from '../report/index.js';
import { runAudit } from '../run/audit.js';
import { runSiteAudit } from '../crawl/site-audit.js';
import { renderReportHtml } from '../print/report-html.js';
import { answer, cruxRecordJson, startCruxServer, type CruxServer } from '../test-support/crux-server.js';
import { startFixtureSite } from '../test-support/fixture-site.js';
import { labFacts } from '../test-support/lab.js';
import type { TestServer } from '../test-support/test-server.js';
import { createCruxClient } from './client.js';
import { fieldReport } from './report.js';

const KEY = 'AIzaFieldRunKey-9876543210_secret';
let site: TestServer;
let crux: CruxServer;
beforeAll(async () => {
  site = await startFixtureSite();
  crux = await startCruxServer(KEY);
});
afterAll(async () => {
  await site.close();
  await crux.close();
});

describe('runAudit with field data', () => {
  it('puts the page’s record in the report, runs the check on it, and never writes the key', async () => {
    const url = site.url('/tables');
    crux.setRecord(
      { url },
      { lcp: [4300, 0.4, 0.3, 0.3], inp: [150, 0.85, 0.1, 0.05], cls: [0.04, 0.9, 0.06, 0.04] },
      { lcp: [4300, 0, 0, 0] },
    );
    const events: ProgressEvent[] = [];
    const report = await runAudit(url, {
      allowPrivate: true,
      site: false,
      probes: false,
      field: createCruxClient({ key: KEY, baseUrl: crux.baseUrl }),
      onProgress: (e) => events.push(e),
    });
    expect(ReportSchema.safeParse(report).success).toBe(true);
    expect(report.field).toMatchObject({ source: 'url', key: url });
    expect(report.field?.phone?.lcp).toEqual({ p75: 4300, good: 0.4, needsImprovement: 0.3, poor: 0.3 });
    expect(report.field?.history?.phone?.lcp).toHaveLength(40);
    const check = report.checks.find((c) => c.id === 'field-core-web-vitals');
    expect(check).toMatchObject({ status: 'critical', scope: 'field' });
    expect(check?.message).toContain('LCP is poor');
    const fr = localizeReport(report, 'fr');
    expect(fr.checks.find((c) => c.id === 'field-core-web-vitals')?.message).toContain('LCP est mauvais');
    for (const text of [JSON.stringify(report), JSON.stringify(fr), JSON.stringify(events)])
      expect(text).not.toContain(KEY);
  });

  it('labels the site’s record as the whole site when the page has none', async () => {
    const url = site.url('/bad');
    crux.setRecord({ origin: site.origin }, { lcp: [2000, 0.9, 0.05, 0.05], cls: [0.02, 0.95, 0.03, 0.02] });
    const report = await runAudit(url, {
      allowPrivate: true,
      site: false,
      probes: false,
      field: createCruxClient({ key: KEY, baseUrl: crux.baseUrl }),
    });
    expect(report.field).toMatchObject({ source: 'origin', key: site.origin });
    expect(report.checks.find((c) => c.id === 'field-core-web-vitals')?.messageRef?.key).toBe('passSite');
  });

  it('reports a refused key as the reason, without the key', async () => {
    const wrong = `${KEY}-revoked`;
    const report = await runAudit(site.url('/tables'), {
      allowPrivate: true,
      site: false,
      probes: false,
      field: createCruxClient({ key: wrong, baseUrl: crux.baseUrl }),
    });
    expect(report.field).toMatchObject({ source: null, unavailable: 'bad-key' });
    expect(report.field?.unavailableReason).toContain('refused the key (HTTP 400: API key not valid');
    expect(JSON.stringify(report)).not.toContain(wrong);
    expect(JSON.stringify(report)).not.toContain(KEY);
  });
});

describe('field data in a site audit', () => {
  it('asks for the start page (and its origin once, when the page has no record), never for crawled pages', async () => {
    const crawlSite = await startFixtureSite();
    try {
      const before = crux.queries.length;
      const report = await runSiteAudit(crawlSite.url('/'), {
        allowPrivate: true,
        field: createCruxClient({ key: KEY, baseUrl: crux.baseUrl }),
        crawl: { maxPages: 8, workers: 0 },
      });
      expect(report.crawl?.pages.length).toBeGreaterThan(2);
      const asked = crux.queries.slice(before).map((q) => String(q.body.url ?? q.body.origin));
      expect([...new Set(asked)].sort()).toEqual([crawlSite.origin, crawlSite.url('/')].sort());
      expect(asked).toHaveLength(4);
      expect(report.field).toEqual(expect.objectContaining({ source: null, unavailable: 'no-data' }));
    } finally {
      await crawlSite.close();
    }
  });
});

describe('the field card of the HTML report', () => {
  it('escapes the record’s key as the API gave it: text from outside never becomes markup', async () => {
    const url = site.url('/bad');
    const hostile = 'https://shop.example/<script>alert(1)</script>';
    for (const ff of ['PHONE', 'DESKTOP'] as const)
      crux.set(
        'record',
        url,
        ff,
        answer(200, cruxRecordJson({ url: hostile }, ff, { lcp: [2300, 0.8, 0.12, 0.08] })),
      );
    const report = await runAudit(url, {
      allowPrivate: true,
      site: false,
      probes: false,
      field: createCruxClient({ key: KEY, baseUrl: crux.baseUrl }),
    });
    expect(report.field?.key).toBe(hostile);
    const page = renderReportHtml(report);
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(page).toContain('style="width:80%"');
    expect(page).not.toContain(KEY);
  });
});

describe('the lab and field disagreement note', () => {
  it('flags a metric whose lab band differs from the field’s and says to trust the field', () => {
    // The lab's phone run measured LCP 11 s (poor); real users 2.3 s (good). CLS agrees (both good).
    const lab = labFacts({ mobile: { metrics: { lcp: { value: 11_000 } } } });
    const field = {
      source: 'url' as const,
      phone: {
        lcp: { p75: 2300, good: 0.8, needsImprovement: 0.12, poor: 0.08 },
        cls: { p75: 0.03, good: 0.95, needsImprovement: 0.03, poor: 0.02 },
      },
    };
    const report = fieldReport(field, lab, 'en');
    expect(report.disagreements).toHaveLength(1);
    expect(report.disagreements?.[0]).toMatchObject({
      formFactor: 'phone',
      metric: 'lcp',
      lab: 11_000,
      labBand: 'poor',
      field: 2300,
      fieldBand: 'good',
    });
    expect(report.disagreements?.[0]?.message).toContain(
      'the lab measured 11.0 s (poor), real Chrome users 2.3 s (good)',
    );
    expect(report.disagreements?.[0]?.message).toContain('Trust the field for ranking');
    expect(fieldReport(field, lab, 'es').disagreements?.[0]?.message).toContain('11,0 s');
  });

  it('stays silent when lab and field agree, or when there is no lab run', () => {
    const field = {
      source: 'url' as const,
      phone: { lcp: { p75: 2000, good: 0.9, needsImprovement: 0.05, poor: 0.05 } },
    };
    expect(fieldReport(field, labFacts(), 'en').disagreements).toBeUndefined();
    expect(fieldReport(field, null, 'en').disagreements).toBeUndefined();
  });
});

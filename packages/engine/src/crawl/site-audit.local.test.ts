import { describe, expect, it } from 'vitest';
import { ReportSchema } from '../report/schema.js';
import type { ProgressEvent } from '../report/index.js';
import { runAudit } from '../run/audit.js';
import { startGeneratedSite } from '../test-support/generated-site.js';
import { closeAfterEach } from '../test-support/test-server.js';
import { runSiteAudit } from './site-audit.js';

const track = closeAfterEach();

describe('runSiteAudit', () => {
  it('audits the start page with the crawl checks counted and the crawl in the report', async () => {
    const site = track(await startGeneratedSite({ pages: 60 }));
    const events: ProgressEvent[] = [];
    const report = await runSiteAudit(site.url('/'), {
      allowPrivate: true,
      lang: 'es',
      onProgress: (e) => events.push(e),
      crawl: { maxPages: 200 },
    });
    expect(ReportSchema.parse(report)).toBeTruthy();
    expect(report.crawl?.stopReason).toBe('complete');
    expect(report.crawl?.pages.length).toBeGreaterThan(60);
    for (const id of [
      'title-duplicate-crawl',
      'meta-description-duplicate-crawl',
      'near-duplicate-pages',
      'url-depth',
      'crawl-error-pages',
    ]) {
      const check = report.checks.find((c) => c.id === id);
      expect(check?.status, id).not.toBe('na');
      expect(check?.effectiveWeight, id).toBeGreaterThan(0);
    }
    expect(report.checks.find((c) => c.id === 'near-duplicate-pages')?.status).toBe('critical');
    expect(report.checks.find((c) => c.id === 'crawl-error-pages')?.status).toBe('critical');
    expect(
      events.some((e) => e.stage === 'analyzing' && /^Rastreadas \d+ de 200 páginas/.test(e.message)),
    ).toBe(true);
    expect(events.at(-1)?.stage).toBe('complete');
    expect(report.crawl?.pages.find((p) => p.url === site.url('/'))?.score).not.toBeNull();
    // The TTFB samples (x-rankscope-sample) are left out: a sample the host held up is taken again, so
    // their number follows the machine's load, not the crawl (this count differed under load).
    const startGets = (): number =>
      site.server.requests.filter(
        (r) => r.method === 'GET' && r.url === '/' && r.headers['x-rankscope-sample'] === undefined,
      ).length;
    const withCrawl = startGets();
    site.server.requests.length = 0;

    // Without the crawl the same checks are n/a and the report has no crawl section.
    const single = await runAudit(site.url('/'), { allowPrivate: true });
    expect(single.crawl).toBeUndefined();
    expect(single.checks.find((c) => c.id === 'url-depth')?.status).toBe('na');
    // The crawl started from the audit's fetch of the start page: no GET of it beyond the audit's own.
    expect(withCrawl).toBe(startGets());
  }, 60_000);

  it('fails like runAudit when the start page cannot be fetched, and stops the crawl', async () => {
    const site = track(await startGeneratedSite({ pages: 5 }));
    await expect(
      runSiteAudit(site.url('/'), { allowPrivate: false, crawl: { maxPages: 5 } }),
    ).rejects.toMatchObject({ code: 'BLOCKED_TARGET' });
  }, 30_000);

  it('keeps the whole site audit within the per-host limit, the start page first', async () => {
    const site = track(await startGeneratedSite({ pages: 40, latencyMs: 40 }));
    const report = await runSiteAudit(site.url('/'), {
      allowPrivate: true,
      crawl: { maxPages: 200, workers: 0 },
    });
    expect(report.crawl?.stopReason).toBe('complete');
    // Probes, site phase and crawl together: never more than 4 requests in flight to the host.
    expect(site.server.peakInFlight).toBeGreaterThanOrEqual(3);
    expect(site.server.peakInFlight).toBeLessThanOrEqual(4);
    // The crawl did not starve the start page's site phase out of its time budget.
    for (const id of ['robots-txt-present', 'sitemap-present']) {
      expect(report.checks.find((c) => c.id === id)?.status, id).toBe('good');
    }
  }, 60_000);
});

/**
 * The diff on pairs of real audits: the fixture site is audited, one of its answers is changed the way a
 * bad release changes it (a staging noindex, robots.txt Disallow: /, an emptied title, a canonical on
 * another host, a page gone), and the site is audited again.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Report } from '../report/index.js';
import { runAudit } from '../run/audit.js';
import { runSiteAudit } from '../crawl/site-audit.js';
import { startFixtureSite } from '../test-support/fixture-site.js';
import { closeAfterEach, html, type RouteHandler, type TestServer } from '../test-support/test-server.js';
import { diffReports, ReportDiffError } from './diff.js';
import { failedGates, parseGate, regressions } from './gate.js';
import type { ReportDiff } from './types.js';

const track = closeAfterEach();
const good = readFileSync(new URL('../test-support/fixtures/good.html', import.meta.url), 'utf8');

/** The good page as the server serves it, changed by `edit`. */
const tables = (site: TestServer, edit: (page: string) => string): RouteHandler =>
  html(edit(good.replaceAll('{{origin}}', site.origin)), { headers: { 'cache-control': 'no-cache' } });

async function beforeAfter(change: (site: TestServer) => void, path = '/tables'): Promise<ReportDiff> {
  const site = track(await startFixtureSite());
  // Both audits read the page from the same handler, so only the change differs between them.
  site.route(
    '/tables',
    tables(site, (p) => p),
  );
  const before = await runAudit(site.url(path), { allowPrivate: true });
  change(site);
  const after = await runAudit(site.url(path), { allowPrivate: true });
  return diffReports(before, after);
}

const ids = (list: Array<{ id: string }>): string[] => list.map((c) => c.id);
const gate = (d: ReportDiff, g: string): boolean => failedGates(d, [parseGate(g)!]).length > 0;

describe('diffReports on audits of real fixture pages', () => {
  it('finds nothing to gate between two audits of an unchanged page', async () => {
    const d = await beforeAfter(() => undefined);
    expect(regressions(d)).toEqual([]);
    expect(d.checks.new).toEqual([]);
    expect(d.checks.fixed).toEqual([]);
    expect(d.signals).toEqual([]);
    expect(d.score.delta).toBe(0);
    expect(gate(d, 'new-any')).toBe(false);
    expect(gate(d, 'score-drop:0')).toBe(false);
  });

  it('a staging noindex: a new critical check, indexability lost, the score drop gated', async () => {
    const d = await beforeAfter((site) =>
      site.route(
        '/tables',
        tables(site, (p) => p.replace('<head>', '<head><meta name="robots" content="noindex">')),
      ),
    );
    expect(ids(d.checks.new)).toContain('robots-meta-noindex');
    expect(ids(d.checks.new)).not.toContain('compression');
    expect(d.checks.new.find((c) => c.id === 'robots-meta-noindex')?.newStatus).toBe('critical');
    expect(d.signals.find((s) => s.signal === 'indexable')).toMatchObject({
      old: true,
      new: false,
      severity: 'critical',
    });
    expect(d.signals.find((s) => s.signal === 'noindex')?.added).toEqual(['robots: noindex']);
    expect(d.score.delta).toBeLessThan(-30);
    expect(gate(d, 'new-critical')).toBe(true);
    expect(gate(d, 'score-drop:10')).toBe(true);
    expect(gate(d, 'score-drop:100')).toBe(false);
  });

  it('robots.txt Disallow: / blocks the page: new critical check and robots.txt signal', async () => {
    const d = await beforeAfter((site) =>
      site.route(
        '/robots.txt',
        html('User-agent: *\nDisallow: /\n', { headers: { 'content-type': 'text/plain' } }),
      ),
    );
    expect(ids(d.checks.new)).toContain('robots-txt-blocks-page');
    expect(d.signals.find((s) => s.signal === 'indexable')).toMatchObject({
      new: false,
      severity: 'critical',
    });
    expect(d.signals.find((s) => s.signal === 'robotsTxt')).toMatchObject({ old: true, new: false });
    expect(gate(d, 'new-critical')).toBe(true);
  });

  it('an emptied title: title-present fails and the title signal is lost', async () => {
    const d = await beforeAfter((site) =>
      site.route(
        '/tables',
        tables(site, (p) => p.replace(/<title>[^<]*<\/title>/, '<title></title>')),
      ),
    );
    expect(ids(d.checks.new)).toContain('title-present');
    expect(d.signals.find((s) => s.signal === 'title')).toMatchObject({
      old: 'Handmade Oak Dining Tables | Smith Workshop',
      new: null,
      severity: 'critical',
    });
    expect(gate(d, 'new-critical')).toBe(true);
  });

  it('a canonical moved to another host is a critical signal change', async () => {
    const d = await beforeAfter((site) =>
      site.route(
        '/tables',
        tables(site, (p) =>
          p.replace(`href="${site.origin}/tables"`, 'href="https://staging.example.com/tables"'),
        ),
      ),
    );
    expect(d.signals.find((s) => s.signal === 'canonical')).toMatchObject({
      old: '/tables',
      new: 'https://staging.example.com/tables',
      hostChanged: true,
      severity: 'critical',
    });
    expect(ids(d.checks.new)).toContain('canonical-self');
    expect(gate(d, 'new-critical')).toBe(true);
  });

  it('a fix reads as fixed, not as a problem', async () => {
    const site = track(await startFixtureSite());
    site.route(
      '/tables',
      tables(site, (p) => p.replace(/<title>[^<]*<\/title>/, '<title></title>')),
    );
    const before = await runAudit(site.url('/tables'), { allowPrivate: true });
    site.route(
      '/tables',
      tables(site, (p) => p),
    );
    const d = diffReports(before, await runAudit(site.url('/tables'), { allowPrivate: true }));
    expect(ids(d.checks.fixed)).toContain('title-present');
    expect(d.checks.new).toEqual([]);
    expect(regressions(d)).toEqual([]);
    expect(d.score.delta).toBeGreaterThan(0);
  });

  it('a page removed from a crawled site: its status change and the new broken link', async () => {
    const site = track(await startFixtureSite());
    const crawl = (): Promise<Report> =>
      runSiteAudit(site.url('/tables'), { allowPrivate: true, crawl: { maxPages: 30, concurrency: 2 } });
    const before = await crawl();
    site.route('/chairs', html('<!DOCTYPE html><title>Gone</title><h1>Not found</h1>', { status: 404 }));
    const d = diffReports(before, await crawl());
    expect(d.kind).toBe('crawl');
    expect(d.crawl?.statusChanged).toContainEqual({ url: '/chairs', old: 200, new: 404 });
    expect(d.crawl?.newBrokenLinks.map((l) => l.url)).toContain('/chairs');
    expect(regressions(d).map((r) => r.source)).toContain('crawl:status');
    // Crawled pages carry their h1, so h1 changes are compared too.
    expect(d.notCompared.map((n) => n.reason)).not.toContain('crawl-h1');
    expect(gate(d, 'new-critical')).toBe(true);
  }, 60_000);

  it('a compact crawl: status changes and broken links still compared, titles said not to be', async () => {
    const site = track(await startFixtureSite());
    // Listed compactly beyond 3 pages: the page entries carry no titles or inbound links.
    const crawl = (): Promise<Report> =>
      runSiteAudit(site.url('/tables'), {
        allowPrivate: true,
        crawl: { maxPages: 30, concurrency: 2, fullPagesUpTo: 3 },
      });
    const before = await crawl();
    site.route('/chairs', html('<!DOCTYPE html><title>Gone</title><h1>Not found</h1>', { status: 404 }));
    const d = diffReports(before, await crawl());
    expect(before.crawl?.pageDetail).toBe('compact');
    expect(d.crawl?.statusChanged).toContainEqual({ url: '/chairs', old: 200, new: 404 });
    expect(d.crawl?.newBrokenLinks.map((l) => l.url)).toContain('/chairs');
    expect(d.crawl?.titleChanged).toEqual([]);
    expect(d.notCompared.map((n) => n.reason)).toContain('crawl-compact');
  }, 60_000);
});

describe('reports that cannot be compared', () => {
  it('refuses two different pages and a page against a crawl, saying why', async () => {
    const site = track(await startFixtureSite());
    const tablesReport = await runAudit(site.url('/tables'), { allowPrivate: true, site: false });
    const bad = await runAudit(site.url('/bad'), { allowPrivate: true, site: false });
    expect(() => diffReports(tablesReport, bad)).toThrow(ReportDiffError);
    expect(() => diffReports(tablesReport, bad)).toThrow(/different pages: .*\/tables and .*\/bad/);
    const crawl = await runSiteAudit(site.url('/tables'), {
      allowPrivate: true,
      site: false,
      crawl: { maxPages: 3 },
    });
    expect(() => diffReports(tablesReport, crawl)).toThrow(/single-page audit with a site crawl/);
  });
});

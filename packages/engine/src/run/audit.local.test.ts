import { createGzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue/index.js';
import { CHECKS } from '../checks/index.js';
import { COMMON } from '../i18n/common.js';
import { isAuditError } from '../errors.js';
import { ReportSchema } from '../report/schema.js';
import type { ProgressEvent } from '../report/index.js';
import { runAudit } from './audit.js';
import { startFixtureSite } from '../test-support/fixture-site.js';
import { testCertificate } from '../test-support/certificates.js';
import { freePort, redirect, startTestServer, type TestServer } from '../test-support/test-server.js';

let site: TestServer;
let secure: TestServer;
let ca: string;
beforeAll(async () => {
  site = await startFixtureSite();
  // The well-made page is served over HTTPS with a certificate the audit is told to trust.
  const pems = await testCertificate({ dns: ['localhost'], ips: ['127.0.0.1'] });
  ca = pems.cert;
  secure = await startFixtureSite({}, { tls: pems });
});
afterAll(async () => {
  await site.close();
  await secure.close();
});

const local = { allowPrivate: true } as const;

/**
 * Whole audits against local servers (the site phase makes a dozen requests): a cap against a hang, not a
 * verdict on speed. At load 20 on 2 cores the well-made page took over the default 20 s and failed while
 * correct; how long an audit takes is bench/README.md's figure (bench/cli.ts, bench/timeouts.ts).
 */
const AUDIT_CAP = { timeout: 90_000 };

describe('runAudit', AUDIT_CAP, () => {
  it('audits a well-made page into a valid report listing every catalogue check once', async () => {
    const events: ProgressEvent[] = [];
    const report = await runAudit(secure.url('/tables'), {
      ...local,
      fetch: { ca },
      onProgress: (e) => events.push(e),
    });
    expect(() => ReportSchema.parse(report)).not.toThrow();
    expect(report.checks.map((c) => c.id).sort()).toEqual([...CATALOGUE.keys()].sort());
    expect(report.title).toBe('Handmade Oak Dining Tables | Smith Workshop');
    expect(report.band).toBe('very-good');
    expect(report.summary.totalChecks).toBe(report.checks.length);
    expect(report.summary.criticalIssues).toBe(report.checks.filter((c) => c.status === 'critical').length);
    expect(events.map((e) => e.stage)).toEqual(['initial', 'fetching', 'analyzing', 'ai', 'complete']);
    expect(events.at(-1)?.message).toBe('Analysis complete!');
    expect(report.keywords[0]?.word).toMatch(/oak|table/);
    expect(report.searchPreview.url).toBe(`${new URL(secure.origin).host} › tables`);
    // http-to-https asks http://127.0.0.1/ (port 80), which this test does not own: what answers there is
    // the machine's, not the fixture's (it failed once when something listened on port 80 during the
    // suite). Its own tests (checks/server/http-to-https.test.ts) use servers they start.
    const critical = report.checks.filter((c) => c.status === 'critical' && c.id !== 'http-to-https');
    expect(critical.map((c) => c.id)).toEqual([]);
    // Every check runs except those that need the lab run, the crawl or a CrUX key, which say so.
    const notRun = report.checks.filter(
      (c) => /not (run|checked)|did not run/i.test(c.message) && c.status === 'na',
    );
    const needsCrawl = new Set(CHECKS.filter((c) => c.needs.includes('crawl')).map((c) => c.id));
    expect(notRun.every((c) => c.scope === 'lab' || c.scope === 'field' || needsCrawl.has(c.id))).toBe(true);
    // Without a key no CrUX request is made, and the report says field data needs one.
    expect(report.field).toMatchObject({ source: null, unavailable: 'no-key' });
    expect(report.field?.unavailableReason).toContain('needs a Chrome UX Report API key');
    expect(report.checks.filter((c) => c.message === COMMON.en['na.unimplemented'])).toEqual([]);
  });

  it('scores a broken page low, capped by noindex, with page-specific suggestions biggest gain first', async () => {
    const report = await runAudit(site.url('/bad'), local);
    expect(report.seoScore).toBeLessThan(50);
    expect(report.cappedBy).toContain('robots-meta-noindex');
    expect(report.summary.criticalIssues).toBeGreaterThan(3);
    expect(report.suggestions.length).toBeGreaterThan(3);
    const gains = report.suggestions.map((s) => s.scoreGain);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
    expect(report.aiRecommendations).toEqual(report.suggestions.map((s) => s.text));
    expect(report.suggestionsSource).toBe('rules');
  });

  it('follows redirects and records each hop', async () => {
    const report = await runAudit(site.url('/old-tables'), local);
    expect(report.finalUrl).toBe(site.url('/tables'));
    expect(report.fetch.redirects).toEqual([
      expect.objectContaining({ status: 301, url: site.url('/old-tables') }),
    ]);
  });

  it('still audits a 404 page and reports it through http-status', async () => {
    const report = await runAudit(site.url('/missing'), local);
    expect(report.fetch.status).toBe(404);
    expect(report.checks.find((c) => c.id === 'http-status')).toMatchObject({ status: 'critical' });
    expect(report.cappedBy).toContain('http-status');
  });

  it('writes the report in the requested language', async () => {
    const report = await runAudit(site.url('/bad'), { ...local, lang: 'fr' });
    expect(report.reportLang).toBe('fr');
    expect(report.checks.find((c) => c.id === 'http-status')?.title).toBe('Statut HTTP');
    expect(report.categories.find((c) => c.category === 'meta')?.label).toBe('Méta-informations');
  });

  it('lists lab checks as n/a with the reason, and no invented lab scores', async () => {
    const report = await runAudit(site.url('/tables'), local);
    const lcp = report.checks.find((c) => c.id === 'lcp');
    expect(lcp).toMatchObject({ status: 'na', score: null, effectiveWeight: 0 });
    expect(lcp?.message).toContain('headless Chromium');
    expect(report.performance.mobile).toEqual({
      score: null,
      unavailableReason: expect.stringContaining('Lighthouse'),
      unavailableReasonRef: { key: 'lab.unavailable' },
    });
  });

  it('refuses private targets by default (SSRF guard) before sending anything', async () => {
    const before = site.requests.length;
    await expect(runAudit(site.url('/tables'))).rejects.toMatchObject({ code: 'BLOCKED_TARGET' });
    expect(site.requests.length).toBe(before);
  });

  it('fails with a typed error when the host is unreachable', async () => {
    const port = await freePort();
    const err = await runAudit(`http://127.0.0.1:${port}/`, local).catch((e: unknown) => e);
    expect(isAuditError(err) && err.code).toBe('CONNECTION_REFUSED');
  });

  it('rejects malformed input with INVALID_URL', async () => {
    await expect(runAudit('http://exa mple.com', local)).rejects.toMatchObject({ code: 'INVALID_URL' });
  });
});

describe('runAudit against hostile servers', AUDIT_CAP, () => {
  let hostile: TestServer;
  beforeAll(async () => {
    hostile = await startTestServer({
      '/bomb': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        const gzip = createGzip();
        gzip.pipe(res);
        const zeros = Buffer.alloc(1024 * 1024);
        let sent = 0;
        const pump = (): void => {
          while (sent < 400 && gzip.write(zeros)) sent++;
          if (sent < 400) gzip.once('drain', pump);
          else gzip.end();
        };
        pump();
      },
      '/drip': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        const timer = setInterval(() => res.write('<p>x</p>'), 200);
        res.on('close', () => clearInterval(timer));
      },
      '/loop-a': redirect('/loop-b'),
      '/loop-b': redirect('/loop-a'),
      '/to-private': redirect('http://127.0.0.1:9/admin'),
      '/image': (_req, res) => {
        res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      },
    });
  });
  afterAll(() => hostile.close());

  it.each([
    ['/bomb', 'TOO_LARGE', {}],
    ['/drip', 'TIMEOUT', { timeoutMs: 1200 }],
    ['/loop-a', 'TOO_MANY_REDIRECTS', {}],
    ['/image', 'NOT_HTML', {}],
  ] as const)('%s ends with %s', async (path, code, extra) => {
    // Each ends on its own limit (the code says which): the drip and the bomb would otherwise go on until the
    // test's own timeout. How long each takes is bench/timeouts.ts's figure, not this test's.
    await expect(runAudit(hostile.url(path), { ...local, ...extra })).rejects.toMatchObject({ code });
  });

  it('refuses a redirect to a private address when the guard is on, before connecting', async () => {
    const err = await runAudit(hostile.url('/to-private'), {
      fetch: { trustedOrigins: [hostile.origin] },
    }).catch((e: unknown) => e);
    expect(isAuditError(err) && err.code).toBe('BLOCKED_TARGET');
  });
});

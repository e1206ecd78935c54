/**
 * A whole audit with the lab (issue 6): Lighthouse mobile + desktop and the rendered page run alongside
 * the fetch and the site phase, the scores and metrics reach the report, the lab checks run, and the
 * lab browser cannot be turned against private addresses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgressStage } from '../report.js';
import { runAudit } from '../run-audit.js';
import { html, startTestServer, type TestServer } from '../test-support/test-server.js';
import { createLab, type Lab } from './index.js';

const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Oak dining tables made by hand in Yorkshire</title>
<meta name="description" content="Solid oak dining tables, made to order in our Yorkshire workshop and delivered across the UK.">
</head><body><header><nav><a href="/">Home</a> <a href="/tables">Tables</a></nav></header>
<main><h1>Oak dining tables</h1>${'<p>Each table is cut, joined and oiled by hand from air-dried English oak boards.</p>'.repeat(20)}</main></body></html>`;

const CLIENT_ONLY = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Loading</title></head>
<body><div id="root"></div><script>
document.title = 'Oak chairs, made by hand';
document.getElementById('root').innerHTML = '<h1>Oak chairs</h1>' + '<p>Chairs steam-bent from English oak in our workshop.</p>'.repeat(30);
</script></body></html>`;

let site: TestServer;
let lab: Lab;

beforeAll(async () => {
  site = await startTestServer({ '/': html(PAGE), '/tables': html(PAGE), '/app': html(CLIENT_ONLY) });
  // Every host's figures are judged here (this tests the verdicts' path; a slow host is main.lab.test.ts's).
  lab = await createLab({ allowPrivate: true, minBenchmarkIndex: 0 });
});

afterAll(async () => {
  await lab?.close();
  await site?.close();
});

describe('runAudit with the lab', () => {
  it('reports both lab scores with their metrics, runs the lab checks, and says so in the progress', async () => {
    const stages: ProgressStage[] = [];
    const report = await runAudit(`${site.origin}/tables`, {
      allowPrivate: true,
      lab,
      onProgress: (e) => stages.push(e.stage),
    });
    expect(stages).toEqual(['initial', 'fetching', 'analyzing', 'pagespeed', 'ai', 'complete']);
    for (const d of ['mobile', 'desktop'] as const) {
      const p = report.performance[d];
      expect(p.unavailableReason, d).toBeNull();
      expect(p.score).toBeGreaterThanOrEqual(0);
      expect(p.score).toBeLessThanOrEqual(100);
      expect(p.source).toBe('lighthouse');
      expect(Object.keys(p.metrics ?? {}).sort()).toEqual(['cls', 'fcp', 'lcp', 'si', 'tbt']);
    }
    const byId = new Map(report.checks.map((c) => [c.id, c]));
    for (const id of ['perf-score-mobile', 'perf-score-desktop', 'lcp', 'cls', 'tbt', 'js-rendered-parity']) {
      expect(byId.get(id)?.status, id).not.toBe('na');
    }
    expect(byId.get('js-rendered-parity')?.status).toBe('good');
  });

  it('finds content that exists only after JavaScript', async () => {
    const report = await runAudit(`${site.origin}/app`, { allowPrivate: true, lab, site: false });
    const parity = report.checks.find((c) => c.id === 'js-rendered-parity');
    expect(parity?.status).toBe('critical');
    expect(parity?.details.items.map((i) => i.value).join('\n')).toContain('Oak chairs, made by hand');
  });
});

describe('an audit that fails before the page is fetched (issue 13)', () => {
  it.each([
    ['a domain that does not exist', 'http://nonexistent.invalid/', false],
    ['a private address refused by the SSRF guard', 'http://127.0.0.1:9/', false],
    ['a port nothing listens on', 'http://127.0.0.1:9/', true],
  ])('%s: fails at once and never starts the lab', async (_name, url, allowPrivate) => {
    const runs: string[] = [];
    const watched: Lab = { run: (u, o) => (runs.push(u), lab.run(u, o)), close: () => Promise.resolve() };
    const t0 = performance.now();
    await expect(runAudit(url, { allowPrivate, lab: watched, site: false })).rejects.toThrow();
    expect(runs).toEqual([]);
    expect(performance.now() - t0).toBeLessThan(3000);
  });
});

describe('the lab without Chromium, and behind the guard', () => {
  it('says why the scores are unavailable and leaves the lab checks n/a, never a number', async () => {
    const none = await createLab({ allowPrivate: true, chromePath: '/nonexistent/chromium' });
    try {
      const report = await runAudit(`${site.origin}/tables`, { allowPrivate: true, lab: none, site: false });
      expect(report.performance.mobile.score).toBeNull();
      expect(report.performance.mobile.unavailableReason).toMatch(/chromium/i);
      const lcp = report.checks.find((c) => c.id === 'lcp');
      expect(lcp?.status).toBe('na');
      expect(lcp?.message).toMatch(/chromium/i);
    } finally {
      await none.close();
    }
  });

  it('does not let the lab browser reach a private address when private targets are refused', async () => {
    const guarded = await createLab({ allowPrivate: false });
    try {
      const before = site.requests.length;
      const facts = await guarded.run(`${site.origin}/tables`);
      expect(facts.mobile.ok).toBe(false);
      expect(facts.desktop.ok).toBe(false);
      expect(facts.rendered.ok).toBe(false);
      expect(site.requests.length).toBe(before); // the fixture server never saw the browser
    } finally {
      await guarded.close();
    }
  });
});

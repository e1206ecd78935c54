import { describe, expect, it } from 'vitest';
import { KEPT_AUDITS, labRunFromLhr } from './extract.js';
import { HEAVY_DESKTOP_LHR, HEAVY_MOBILE_LHR, REFUSED_MOBILE_LHR } from '../test-support/lighthouse-lhr.js';
import { METRIC_AUDITS, METRIC_IDS, type LabRun } from './types.js';
import { markSlowHost, MIN_BENCHMARK_INDEX } from './runner.js';

interface RawAudit {
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  metricSavings?: Record<string, number>;
  details?: { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number; items?: unknown[] };
}
interface RawLhr {
  categories: { performance: { score: number | null } };
  audits: Record<string, RawAudit>;
  finalDisplayedUrl: string;
  lighthouseVersion: string;
}
const raw = HEAVY_MOBILE_LHR as RawLhr;
const copy = (lhr: unknown): RawLhr => structuredClone(lhr) as RawLhr;

function ok(run: LabRun): Extract<LabRun, { ok: true }> {
  if (!run.ok) throw new Error(`expected an ok run, got: ${run.reason}`);
  return run;
}

describe('labRunFromLhr on a real Lighthouse 12 result (heavy page, mobile)', () => {
  const run = ok(labRunFromLhr(HEAVY_MOBILE_LHR, 'mobile', 'lighthouse', 6041.7));

  it('takes the performance score, the five metrics and the run facts as Lighthouse gave them', () => {
    expect(run.score).toBe(Math.round((raw.categories.performance.score ?? NaN) * 100));
    expect(run).toMatchObject({
      formFactor: 'mobile',
      source: 'lighthouse',
      durationMs: 6042,
      lighthouseVersion: raw.lighthouseVersion,
      finalUrl: raw.finalDisplayedUrl,
    });
    for (const id of METRIC_IDS) {
      const audit = raw.audits[METRIC_AUDITS[id]];
      expect(run.metrics[id]).toEqual({
        value: audit?.numericValue,
        score: audit?.score,
        displayValue: audit?.displayValue,
      });
    }
    // The ~600 ms busy script blocks the main thread; the 1.5 MB hero is the LCP element.
    expect(run.metrics.tbt.value).toBeGreaterThan(0);
    expect(run.metrics.lcp.value).toBeGreaterThan(run.metrics.fcp.value);
  });

  it('keeps the listed audits that are present, trimmed to flat rows', () => {
    const present = [...KEPT_AUDITS, ...Object.values(METRIC_AUDITS)].filter((id) => id in raw.audits);
    expect(Object.keys(run.audits).sort()).toEqual(present.sort());
    for (const audit of Object.values(run.audits)) {
      expect(audit.items.length).toBeLessThanOrEqual(20);
      for (const row of audit.items) {
        for (const value of Object.values(row))
          expect(['string', 'number', 'boolean']).toContain(typeof value);
      }
    }
    const weight = run.audits['total-byte-weight'];
    expect(weight?.numericValue).toBe(raw.audits['total-byte-weight']?.numericValue);
    expect(weight?.items[0]).toMatchObject({ url: expect.stringMatching(/\/hero\.png$/) });
    expect(Number(weight?.items[0]?.totalBytes)).toBeGreaterThan(1_400_000);
    // A node value becomes its snippet, with the selector and label beside it; LCP phases follow.
    const lcp = run.audits['largest-contentful-paint-element'];
    expect(lcp?.items[0]).toEqual({
      node: expect.stringContaining('<img src="/hero.png"'),
      selector: 'body > img',
      nodeLabel: 'A table',
    });
    expect(lcp?.items.map((r) => r.phase)).toContain('Render Delay');
  });

  it('reads savings from details.overallSavings* and, for insights, from metricSavings and the rows', () => {
    const classic = raw.audits['render-blocking-resources'];
    expect(run.audits['render-blocking-resources']?.savingsMs).toBe(classic?.details?.overallSavingsMs);
    const insight = raw.audits['render-blocking-insight'];
    expect(insight?.details?.overallSavingsMs).toBeUndefined();
    expect(run.audits['render-blocking-insight']?.savingsMs).toBe(
      Math.max(insight?.metricSavings?.FCP ?? 0, insight?.metricSavings?.LCP ?? 0),
    );
    const images = run.audits['image-delivery-insight'];
    expect(images?.savingsBytes).toBe(images?.items.reduce((sum, r) => sum + Number(r.wastedBytes), 0));
    expect(images?.savingsBytes).toBeGreaterThan(1_000_000);
  });

  it('lists the top opportunities with savings, by time then bytes, without the duplicate insights', () => {
    expect(run.opportunities.length).toBeGreaterThan(2);
    expect(run.opportunities.length).toBeLessThanOrEqual(8);
    for (const o of run.opportunities) {
      expect(raw.audits[o.id]?.details?.type).toBe('opportunity');
      expect((o.savingsMs ?? 0) > 0 || (o.savingsBytes ?? 0) > 0).toBe(true);
    }
    const ms = run.opportunities.map((o) => o.savingsMs ?? 0);
    expect(ms).toEqual([...ms].sort((a, b) => b - a));
    expect(run.opportunities.map((o) => o.id)).toEqual(
      expect.arrayContaining(['render-blocking-resources', 'unused-css-rules', 'unused-javascript']),
    );
  });

  it('scores the desktop preset of the same page higher', () => {
    const desktop = ok(labRunFromLhr(HEAVY_DESKTOP_LHR, 'desktop', 'lighthouse', 1));
    expect(desktop.formFactor).toBe('desktop');
    expect(desktop.score).toBeGreaterThan(run.score);
    expect(desktop.metrics.lcp.value).toBeLessThan(run.metrics.lcp.value);
  });
});

describe('labRunFromLhr: failures are reasons, never numbers', () => {
  it('reports a runtimeError with Lighthouse’s message (a URL that refused connections)', () => {
    expect(labRunFromLhr(REFUSED_MOBILE_LHR, 'mobile', 'lighthouse', 1)).toEqual({
      ok: false,
      formFactor: 'mobile',
      reason: expect.stringMatching(/^Lighthouse could not load the page: Chrome prevented page load/),
    });
  });

  it('reports a null performance score', () => {
    const lhr = copy(HEAVY_MOBILE_LHR);
    lhr.categories.performance.score = null;
    expect(labRunFromLhr(lhr, 'desktop', 'psi', 1)).toEqual({
      ok: false,
      formFactor: 'desktop',
      reason: 'Lighthouse returned no performance score',
    });
  });

  it('reports a metric without a value, and input that is no result at all', () => {
    const lhr = copy(HEAVY_MOBILE_LHR);
    delete lhr.audits['total-blocking-time'];
    expect(labRunFromLhr(lhr, 'mobile', 'lighthouse', 1)).toMatchObject({
      ok: false,
      reason: 'Lighthouse returned no value for total-blocking-time',
    });
    for (const bad of [null, 'oops', 42, []]) {
      expect(labRunFromLhr(bad, 'mobile', 'psi', 1)).toEqual({
        ok: false,
        formFactor: 'mobile',
        reason: 'Lighthouse returned no result',
      });
    }
  });

  it('uses the insights when a result has no classic opportunities (Lighthouse 13)', () => {
    const lhr = copy(HEAVY_MOBILE_LHR);
    for (const [id, audit] of Object.entries(lhr.audits))
      if (audit.details?.type === 'opportunity') delete lhr.audits[id];
    const run = ok(labRunFromLhr(lhr, 'mobile', 'lighthouse', 1));
    expect(run.opportunities.length).toBeGreaterThan(0);
    for (const o of run.opportunities) expect(o.id).toMatch(/-insight$/);
    expect(run.opportunities.map((o) => o.id)).toContain('render-blocking-insight');
  });
});

describe('the host benchmark (environment.benchmarkIndex)', () => {
  const withIndex = (benchmarkIndex: unknown) =>
    ok(
      labRunFromLhr(
        { ...(HEAVY_MOBILE_LHR as object), environment: { benchmarkIndex } },
        'mobile',
        'lighthouse',
        1,
      ),
    );

  it('is read from the result, null when missing or not a number', () => {
    expect(withIndex(812.5).benchmarkIndex).toBe(812.5);
    expect(withIndex('fast').benchmarkIndex).toBeNull();
    expect(ok(labRunFromLhr(HEAVY_MOBILE_LHR, 'mobile', 'lighthouse', 1)).benchmarkIndex).toBeNull();
  });

  it('marks a run below the minimum as slowHost, keeps its figures, and leaves the others as they are', () => {
    const slow = markSlowHost(withIndex(612.4), MIN_BENCHMARK_INDEX);
    expect(slow).toMatchObject({ ok: true, slowHost: { benchmarkIndex: 612, minimum: 1000 } });
    expect(ok(slow).metrics).toEqual(withIndex(612.4).metrics);
    expect(markSlowHost(withIndex(1000), MIN_BENCHMARK_INDEX)).not.toHaveProperty('slowHost');
    expect(markSlowHost(withIndex(null), MIN_BENCHMARK_INDEX)).not.toHaveProperty('slowHost');
    expect(markSlowHost(withIndex(1500), 2000)).toHaveProperty('slowHost', {
      benchmarkIndex: 1500,
      minimum: 2000,
    });
    const failed: LabRun = { ok: false, formFactor: 'mobile', reason: 'timed out' };
    expect(markSlowHost(failed, MIN_BENCHMARK_INDEX)).toBe(failed);
  });
});

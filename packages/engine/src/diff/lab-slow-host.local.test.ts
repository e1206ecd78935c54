/**
 * A lab run on a host too slow or busy for trustworthy timings (`slowHost`, Lighthouse benchmarkIndex below
 * the minimum) must not make the site look changed: its score and timings are shown, not compared, and
 * the diff says why. The reports are one real audit of the fixture page, given the lab figures two saved
 * reports held when the measuring host was busy (load 23 on 2 cores, 2026-12-07: benchmarkIndex 281 → 387,
 * mobile score 88 → 100, TBT 468 → 84 ms).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../report/index.js';
import { runAudit } from '../run/audit.js';
import { startFixtureSite } from '../test-support/fixture-site.js';
import type { TestServer } from '../test-support/test-server.js';
import { renderDiffText } from '../print/diff-text.js';
import { diffReports } from './diff.js';
import { regressions } from './gate.js';

let site: TestServer;
let base: Report;
beforeAll(async () => {
  site = await startFixtureSite();
  base = await runAudit(site.url('/tables'), { allowPrivate: true, site: false, lab: null });
});
afterAll(() => site.close());

type Lab = Report['performance']['mobile'];
const metric = (value: number) => ({ value, score: null, displayValue: String(value) });
function lab(score: number, tbt: number, benchmarkIndex: number, slow: boolean): Lab {
  return {
    score,
    unavailableReason: null,
    source: 'lighthouse',
    metrics: { fcp: metric(898), lcp: metric(898), tbt: metric(tbt), cls: metric(0), si: metric(1218) },
    opportunities: [],
    lighthouseVersion: '12.8.2',
    durationMs: 9000,
    benchmarkIndex,
    ...(slow ? { slowHost: { benchmarkIndex, minimum: 1000 } } : {}),
  };
}
const withLab = (mobile: Lab, desktop: Lab): Report => ({
  ...base,
  performance: { ...base.performance, mobile, desktop },
});

describe('lab figures measured on a slow or busy host', { timeout: 60_000 }, () => {
  it('are not compared, and the diff names the devices and the reason', () => {
    const old = withLab(lab(88, 468, 281, true), lab(100, 0, 1500, false));
    const now = withLab(lab(100, 84, 387, true), lab(100, 0, 1480, false));
    const d = diffReports(old, now);
    // Mobile: only CLS (the one figure that does not depend on the CPU) is compared; desktop: all six.
    expect(d.lab.filter((c) => c.device === 'mobile').map((c) => c.metric)).toEqual(['cls']);
    expect(d.lab.filter((c) => c.device === 'desktop')).toHaveLength(6);
    expect(d.notCompared).toContainEqual({ reason: 'lab-slow-host', items: ['mobile'] });
    expect(regressions(d).filter((r) => r.source.startsWith('lab:'))).toEqual([]);
    const text = renderDiffText(d, 'en');
    expect(text).toContain('Lab score and timings (mobile): one of the two audits ran on a host too slow');
  });

  it('on a host fast enough in both audits are compared as before', () => {
    const d = diffReports(
      withLab(lab(100, 0, 1500, false), lab(100, 0, 1500, false)),
      withLab(lab(80, 900, 1400, false), lab(100, 0, 1500, false)),
    );
    expect(d.lab.find((c) => c.device === 'mobile' && c.metric === 'tbt')?.verdict).toBe('worse');
    expect(d.lab.find((c) => c.device === 'mobile' && c.metric === 'score')?.verdict).toBe('worse');
    expect(d.notCompared.map((n) => n.reason)).not.toContain('lab-slow-host');
  });
});

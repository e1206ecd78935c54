/**
 * A lab wobble must not count: the same unchanged fixture page audited twice with real Lighthouse runs in
 * Chromium gives figures that differ a little; the diff keeps every one within its noise band, counts no
 * lab regression and moves no lab check to new or fixed. The verdict's rules alone: lab-tolerance.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLab, type Lab } from '../lab/index.js';
import { runAudit } from '../run/audit.js';
import { startFixtureSite } from '../test-support/fixture-site.js';
import type { TestServer } from '../test-support/test-server.js';
import { diffReports } from './diff.js';
import { regressions } from './gate.js';

let site: TestServer;
let lab: Lab;
beforeAll(async () => {
  site = await startFixtureSite();
  lab = await createLab({ allowPrivate: true });
});
afterAll(async () => {
  await lab?.close();
  await site?.close();
});

describe('lab figures of two runs of an unchanged page', () => {
  it('stay within their noise bands and count as no change', async () => {
    const audit = () => runAudit(site.url('/tables'), { allowPrivate: true, site: false, lab });
    const first = await audit();
    const second = await audit();
    const d = diffReports(first, second);
    // Both runs measured both devices: the score and five metrics each, but a device measured on a host
    // too slow or busy for timings (slowHost) has only its CLS compared, and the diff says so.
    const slow = d.notCompared.find((n) => n.reason === 'lab-slow-host')?.items ?? [];
    expect(d.lab).toHaveLength(12 - 5 * slow.length);
    const moved = d.lab
      .filter((c) => c.verdict !== 'same')
      .map((c) => `${c.device} ${c.metric}: ${c.old} → ${c.new}`);
    const host = (['mobile', 'desktop'] as const)
      .map(
        (dev) =>
          `${dev} benchmarkIndex ${first.performance[dev].benchmarkIndex} → ${second.performance[dev].benchmarkIndex}`,
      )
      .join('; ');
    const figures = d.lab.map((c) => `${c.device} ${c.metric}: ${c.old} → ${c.new}`).join('; ');
    expect(moved, `${figures}; ${host}`).toEqual([]);
    expect(regressions(d).filter((r) => r.source.startsWith('lab:'))).toEqual([]);
    expect([...d.checks.new, ...d.checks.fixed].filter((c) => c.category === 'performance')).toEqual([]);
  });
});

/**
 * A lab wobble must not count: the same unchanged fixture page audited twice with real Lighthouse runs in
 * Chromium gives figures that differ a little; the diff keeps every one within its noise band, counts no
 * lab regression and moves no lab check to new or fixed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLab, type Lab } from '../lab/index.js';
import { runAudit } from '../run-audit.js';
import { startFixtureSite } from '../test-support/fixture-site.js';
import type { TestServer } from '../test-support/test-server.js';
import { diffReports } from './diff.js';
import { regressions } from './gate.js';
import { labVerdict } from './lab-tolerance.js';

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
    // Both runs measured both devices: the score and five metrics each.
    expect(d.lab).toHaveLength(12);
    const moved = d.lab
      .filter((c) => c.verdict !== 'same')
      .map((c) => `${c.device} ${c.metric}: ${c.old} → ${c.new}`);
    expect(moved, d.lab.map((c) => `${c.device} ${c.metric}: ${c.old} → ${c.new}`).join('; ')).toEqual([]);
    expect(regressions(d).filter((r) => r.source.startsWith('lab:'))).toEqual([]);
    expect([...d.checks.new, ...d.checks.fixed].filter((c) => c.category === 'performance')).toEqual([]);
  });
});

describe('labVerdict', () => {
  it('takes the larger of the share and the floor, and knows which way is worse', () => {
    // LCP 4,000 ms: band 600 ms (15 %); LCP 1,000 ms: the 400 ms floor (a run went from 1,090 to 791 ms).
    expect(labVerdict('lcp', 4000, 4500)).toBe('same');
    expect(labVerdict('lcp', 4000, 4700)).toBe('worse');
    expect(labVerdict('lcp', 1090, 791)).toBe('same');
    expect(labVerdict('lcp', 1000, 1500)).toBe('worse');
    expect(labVerdict('lcp', 1000, 500)).toBe('better');
    // TBT 60 ms: the 100 ms floor applies, not 25 % (a run of the fixture page went from 58 ms to 0).
    expect(labVerdict('tbt', 58, 0)).toBe('same');
    expect(labVerdict('tbt', 60, 150)).toBe('same');
    expect(labVerdict('tbt', 60, 300)).toBe('worse');
    // The score: higher is better, ±5 points.
    expect(labVerdict('score', 90, 86)).toBe('same');
    expect(labVerdict('score', 90, 84)).toBe('worse');
    expect(labVerdict('cls', 0.05, 0.06)).toBe('same');
    expect(labVerdict('cls', 0.05, 0.1)).toBe('worse');
  });
});

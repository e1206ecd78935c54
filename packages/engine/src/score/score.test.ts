import { describe, expect, it } from 'vitest';
import type { CatalogueEntry, Category } from '../catalogue/index.js';
import type { CheckStatus } from '../report/index.js';
import { bandOf, checkScore, computeScore, scoreGainIfFixed, type ScoreInput } from './index.js';

const entry = (
  id: string,
  category: Category,
  weight: number,
  severity: 'critical' | 'recommended' = 'recommended',
): CatalogueEntry => ({
  id,
  category,
  weight,
  severity,
  scope: 'page',
});
const input = (e: CatalogueEntry, status: CheckStatus, score?: number): ScoreInput => ({
  entry: e,
  status,
  score,
});

describe('checkScore', () => {
  it.each([
    ['good', 'recommended', 3, 3, 1, 0],
    ['recommended', 'recommended', 3, 3, 0.5, 1.5],
    ['critical', 'recommended', 3, 3, 0, 3],
    ['good', 'critical', 5, 10, 1, 0],
    ['recommended', 'critical', 5, 10, 0.5, 5],
    ['critical', 'critical', 5, 10, 0, 10],
  ] as const)(
    '%s result of a %s check of weight %d → e=%d, s=%d, gain=%d',
    (status, severity, w, e, s, gain) => {
      expect(checkScore(input(entry('x', 'meta', w, severity), status))).toEqual({
        effectiveWeight: e,
        score: s,
        gain,
      });
    },
  );

  it.each(['na', 'error'] as const)('%s weighs nothing', (status) => {
    expect(checkScore(input(entry('x', 'meta', 5, 'critical'), status))).toEqual({
      effectiveWeight: 0,
      score: null,
      gain: 0,
    });
  });

  it('uses a lab metric score instead of the three steps, clamped to [0, 1]', () => {
    expect(checkScore(input(entry('lcp', 'performance', 4), 'recommended', 0.73)).score).toBe(0.73);
    expect(checkScore(input(entry('lcp', 'performance', 4), 'recommended', 1.2)).score).toBe(1);
  });
});

describe('computeScore', () => {
  it('category score is the weighted mean of its checks', () => {
    // meta: critical-severity w5 passing (e10, s1) + recommended w3 at rec. (e3, s.5) → (10 + 1.5) / 13
    const r = computeScore([
      input(entry('a', 'meta', 5, 'critical'), 'good'),
      input(entry('b', 'meta', 3), 'recommended'),
    ]);
    expect(r.categories.find((c) => c.category === 'meta')?.score).toBe(Math.round((100 * 11.5) / 13));
    expect(r.seoScore).toBe(88);
  });

  it('weights categories and renormalises over categories with an applicable check', () => {
    // meta 100 (w .20), quality 0 (w .15), structure only n/a (ignored): (100*.2 + 0*.15)/.35 = 57.14
    const r = computeScore([
      input(entry('a', 'meta', 1), 'good'),
      input(entry('b', 'quality', 1), 'critical'),
      input(entry('c', 'structure', 1), 'na'),
    ]);
    expect(r.seoScore).toBe(57);
    expect(r.band).toBe('needs-improvement');
    expect(r.categories.find((c) => c.category === 'structure')?.score).toBeNull();
  });

  it('does not let a big category dominate by its number of checks', () => {
    const many = Array.from({ length: 30 }, (_, i) => input(entry(`e${i}`, 'external', 1), 'critical'));
    const r = computeScore([...many, input(entry('m', 'meta', 1), 'good')]);
    // external 0 × .15, meta 100 × .20 → 57, not ~3 as a flat mean would give
    expect(r.seoScore).toBe(57);
  });

  it.each([
    ['http-status', 'server'],
    ['robots-meta-noindex', 'meta'],
    ['x-robots-tag', 'meta'],
    ['robots-txt-blocks-page', 'external'],
    ['https', 'security'],
  ] as const)('a critical %s scales the score into 0–49 and reports the score without it', (id, category) => {
    const good = Array.from({ length: 20 }, (_, i) => input(entry(`g${i}`, 'meta', 3), 'good'));
    const r = computeScore([...good, input(entry(id, category, 5, 'critical'), 'critical')]);
    // meta 100 (w .20) and the blocker's category 0: raw = 100 × .20 / (.20 + w) → scaled by 49/100
    const raw = (100 * 0.2) / (0.2 + (category === 'meta' ? 0 : category === 'security' ? 0.08 : 0.15));
    const rawMeta = category === 'meta' ? (100 * 60) / 70 : raw;
    expect(r.scoreWithoutBlockers).toBe(Math.round(rawMeta));
    expect(r.seoScore).toBe(Math.round((49 * rawMeta) / 100));
    expect(r.band).toBe('needs-improvement');
    expect(r.cappedBy).toEqual([id]);
  });

  // Every row: an http:// page (the https blocker) and what else is wrong with it. Each row has more or
  // worse problems than the one before, so its score must be strictly lower: the blocker keeps the band
  // down but the score still ranks pages.
  const https = entry('https', 'security', 5, 'critical');
  const title = entry('title', 'meta', 5, 'critical');
  const description = entry('meta-description', 'meta', 3);
  const h1 = entry('h1', 'structure', 3);
  const words = entry('word-count', 'quality', 2);
  const ranked: [string, CheckStatus, CheckStatus, CheckStatus, CheckStatus][] = [
    ['clean http page', 'good', 'good', 'good', 'good'],
    ['description could be better', 'good', 'recommended', 'good', 'good'],
    ['no description', 'good', 'critical', 'good', 'good'],
    ['no description, weak h1', 'good', 'critical', 'recommended', 'good'],
    ['no title', 'critical', 'critical', 'recommended', 'good'],
    ['no title, thin text', 'critical', 'critical', 'recommended', 'critical'],
    ['everything wrong', 'critical', 'critical', 'critical', 'critical'],
  ];
  const scoreOf = ([, t, d, h, w]: (typeof ranked)[number]) =>
    computeScore([
      input(https, 'critical'),
      input(title, t),
      input(description, d),
      input(h1, h),
      input(words, w),
    ]);
  it.each(
    ranked.slice(1).map((row, i) => [row[0], (ranked[i] as (typeof ranked)[number])[0], row, i] as const),
  )('under the https blocker, "%s" scores lower than "%s"', (_name, _better, row, i) => {
    const worse = scoreOf(row);
    const better = scoreOf(ranked[i] as (typeof ranked)[number]);
    expect(worse.seoScore).toBeLessThan(better.seoScore);
    expect(better.seoScore).toBeLessThanOrEqual(49);
    expect(worse.scoreWithoutBlockers).toBeLessThan(better.scoreWithoutBlockers ?? 0);
  });

  it.each([
    [100, 49],
    [80, 39],
    [50, 25],
    [10, 5],
    [0, 0],
  ] as const)('a page scoring %d without the blocker scores %d with it (49 × raw / 100)', (raw, capped) => {
    // A weightless blocker leaves the raw score to the one meta check (its score given as a lab-style 0–1).
    const blocker = entry('https', 'security', 0, 'critical');
    const r = computeScore([input(entry('a', 'meta', 1), 'good', raw / 100), input(blocker, 'critical')]);
    expect(r.scoreWithoutBlockers).toBe(raw);
    expect(r.seoScore).toBe(capped);
  });

  it.each([
    [
      'only a static check applies',
      [input(entry('img-missing-dimensions', 'performance', 2), 'good')],
      null,
      false,
      50,
    ],
    [
      'a lab check applies',
      [
        input(entry('img-missing-dimensions', 'performance', 2), 'good'),
        input({ ...entry('lcp', 'performance', 4), scope: 'lab' }, 'good'),
      ],
      100,
      true,
      Math.round((50 * 0.2 + 100 * 0.12) / 0.32),
    ],
    ['no check applies', [input(entry('img-missing-dimensions', 'performance', 2), 'na')], null, false, 50],
  ] as const)(
    'Performance when %s: score %s, measured %s, seoScore %d',
    (_case, perf, score, measured, seoScore) => {
      const r = computeScore([input(entry('m', 'meta', 1), 'recommended'), ...perf]);
      const category = r.categories.find((c) => c.category === 'performance');
      expect(category?.score ?? null).toBe(score);
      expect(category?.measured).toBe(measured);
      expect(r.seoScore).toBe(seoScore);
    },
  );

  it('has no scoreWithoutBlockers when no blocker applies', () => {
    expect(computeScore([input(entry('a', 'meta', 1), 'good')]).scoreWithoutBlockers).toBeNull();
  });

  it('a recommended result of a blocker check does not cap', () => {
    const r = computeScore([input(entry('x-robots-tag', 'meta', 5, 'critical'), 'recommended')]);
    expect(r.cappedBy).toEqual([]);
    expect(r.seoScore).toBe(50);
  });

  it('scores 0 with no applicable check at all', () => {
    expect(computeScore([input(entry('a', 'meta', 1), 'na')]).seoScore).toBe(0);
  });

  it('estimates the gain of fixing one check with everything else unchanged', () => {
    const inputs = [input(entry('a', 'meta', 1), 'good'), input(entry('b', 'meta', 1), 'critical')];
    const current = computeScore(inputs);
    expect(current.seoScore).toBe(50);
    expect(scoreGainIfFixed(inputs, 1, current.exactScore)).toBe(50);
    expect(scoreGainIfFixed(inputs, 0, current.exactScore)).toBe(0);
  });
});

describe('bandOf', () => {
  it.each([
    [100, 'very-good'],
    [80, 'very-good'],
    [79, 'good'],
    [60, 'good'],
    [59, 'needs-improvement'],
    [0, 'needs-improvement'],
  ] as const)('%d → %s', (score, band) => {
    expect(bandOf(score)).toBe(band);
  });
});

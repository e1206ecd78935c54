/**
 * Scoring exactly as checks.md §Scoring: per check s ∈ [0,1] (good 1, recommended 0.5, critical 0; lab
 * checks may carry Lighthouse's own metric score); effective weight e = w × (2 if severity is critical);
 * n/a and error weigh 0. Category score = 100 Σ(e·s)/Σe; seoScore = category scores weighted by
 * CATEGORY_WEIGHTS, renormalised over categories with an applicable check.
 *
 * Blockers (a critical http-status, noindex, robots.txt block or plain http) scale the score into 0–49:
 * capped = 49 × raw / 100. Clipping at 49 would give a clean http:// page and one without a title the
 * same 49, so fixes would not move the number; scaling keeps the band down (a blocked page cannot be
 * "good") while a page with more and worse problems still scores lower. The report carries the raw
 * score as `scoreWithoutBlockers`.
 *
 * Performance is measured by the lab: without an applicable lab check its category score is null (not
 * measured) and it does not weigh in seoScore, rather than one static check standing in for the whole
 * category at full weight. Its static checks are still reported.
 */
import {
  BLOCKER_CAP,
  BLOCKER_IDS,
  CATEGORIES,
  CATEGORY_WEIGHTS,
  type Category,
  type CatalogueEntry,
} from '../catalogue/index.js';
import type { CheckStatus } from '../report/index.js';

export interface ScoreInput {
  entry: CatalogueEntry;
  status: CheckStatus;
  /** Optional 0–1 score overriding the three steps (lab metrics). */
  score?: number | undefined;
}

export interface CheckScore {
  effectiveWeight: number;
  score: number | null;
  gain: number;
}

export interface ScoreResult {
  seoScore: number;
  /** Unrounded score (after the blocker cap), for gain estimates. */
  exactScore: number;
  band: Band;
  cappedBy: string[];
  /** The rounded score without the blockers' scaling; null when no blocker applies. */
  scoreWithoutBlockers: number | null;
  categories: {
    category: Category;
    score: number | null;
    applicable: number;
    failed: number;
    /** False for a category that needs the lab when no lab check applied (its score is null). */
    measured: boolean;
  }[];
  perCheck: CheckScore[];
}

/** Categories whose score only means something when the lab measured the page. */
export const LAB_MEASURED_CATEGORIES: ReadonlySet<Category> = new Set(['performance']);

export type Band = 'very-good' | 'good' | 'needs-improvement';

export function bandOf(score: number): Band {
  if (score >= 80) return 'very-good';
  if (score >= 60) return 'good';
  return 'needs-improvement';
}

export function checkScore(input: ScoreInput): CheckScore {
  if (input.status === 'na' || input.status === 'error') return { effectiveWeight: 0, score: null, gain: 0 };
  const e = input.entry.weight * (input.entry.severity === 'critical' ? 2 : 1);
  const s =
    input.score !== undefined
      ? Math.min(1, Math.max(0, input.score))
      : input.status === 'good'
        ? 1
        : input.status === 'recommended'
          ? 0.5
          : 0;
  return { effectiveWeight: e, score: s, gain: e * (1 - s) };
}

export function computeScore(inputs: readonly ScoreInput[]): ScoreResult {
  const perCheck = inputs.map(checkScore);
  const sums = new Map<
    Category,
    { es: number; e: number; applicable: number; failed: number; lab: number }
  >();
  inputs.forEach((input, i) => {
    const cs = perCheck[i] as CheckScore;
    if (cs.score === null) return;
    const acc = sums.get(input.entry.category) ?? { es: 0, e: 0, applicable: 0, failed: 0, lab: 0 };
    acc.es += cs.effectiveWeight * cs.score;
    acc.e += cs.effectiveWeight;
    acc.applicable++;
    if (input.entry.scope === 'lab') acc.lab++;
    if (input.status === 'recommended' || input.status === 'critical') acc.failed++;
    sums.set(input.entry.category, acc);
  });

  let weighted = 0;
  let totalWeight = 0;
  const categories = CATEGORIES.map((category) => {
    const acc = sums.get(category);
    const needsLab = LAB_MEASURED_CATEGORIES.has(category);
    if (!acc || acc.e === 0) return { category, score: null, applicable: 0, failed: 0, measured: !needsLab };
    const counts = { applicable: acc.applicable, failed: acc.failed };
    if (needsLab && acc.lab === 0) return { category, score: null, ...counts, measured: false };
    const score = (100 * acc.es) / acc.e;
    weighted += score * CATEGORY_WEIGHTS[category];
    totalWeight += CATEGORY_WEIGHTS[category];
    return { category, score: Math.round(score), ...counts, measured: true };
  });

  const raw = totalWeight > 0 ? weighted / totalWeight : 0;
  const cappedBy = inputs
    .filter((input) => BLOCKER_IDS.includes(input.entry.id) && input.status === 'critical')
    .map((input) => input.entry.id);
  const exactScore = cappedBy.length > 0 ? (BLOCKER_CAP * raw) / 100 : raw;
  const seoScore = Math.round(exactScore);
  return {
    seoScore,
    exactScore,
    band: bandOf(seoScore),
    cappedBy,
    scoreWithoutBlockers: cappedBy.length > 0 ? Math.round(raw) : null,
    categories,
    perCheck,
  };
}

/**
 * seoScore points gained by fixing one check with everything else unchanged: the score recomputed with
 * that check passing, minus the current score. Used to order suggestions.
 */
export function scoreGainIfFixed(inputs: readonly ScoreInput[], index: number, currentExact: number): number {
  const target = inputs[index];
  if (!target || target.status === 'good' || target.status === 'na' || target.status === 'error') return 0;
  const fixed = inputs.map((input, i) =>
    i === index ? { ...input, status: 'good' as const, score: undefined } : input,
  );
  return Math.round((computeScore(fixed).exactScore - currentExact) * 10) / 10;
}

/**
 * Scoring exactly as checks.md §Scoring: per check s ∈ [0,1] (good 1, recommended 0.5, critical 0; lab
 * checks may carry Lighthouse's own metric score); effective weight e = w × (2 if severity is critical);
 * n/a and error weigh 0. Category score = 100 Σ(e·s)/Σe; seoScore = category scores weighted by
 * CATEGORY_WEIGHTS, renormalised over categories with an applicable check; blockers cap it at 49.
 */
import {
  BLOCKER_CAP,
  BLOCKER_IDS,
  CATEGORIES,
  CATEGORY_WEIGHTS,
  type Category,
  type CatalogueEntry,
} from './catalogue.js';
import type { CheckStatus } from './report.js';

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
  categories: { category: Category; score: number | null; applicable: number; failed: number }[];
  perCheck: CheckScore[];
}

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
  const sums = new Map<Category, { es: number; e: number; applicable: number; failed: number }>();
  inputs.forEach((input, i) => {
    const cs = perCheck[i] as CheckScore;
    if (cs.score === null) return;
    const acc = sums.get(input.entry.category) ?? { es: 0, e: 0, applicable: 0, failed: 0 };
    acc.es += cs.effectiveWeight * cs.score;
    acc.e += cs.effectiveWeight;
    acc.applicable++;
    if (input.status === 'recommended' || input.status === 'critical') acc.failed++;
    sums.set(input.entry.category, acc);
  });

  let weighted = 0;
  let totalWeight = 0;
  const categories = CATEGORIES.map((category) => {
    const acc = sums.get(category);
    if (!acc || acc.e === 0) return { category, score: null, applicable: 0, failed: 0 };
    const score = (100 * acc.es) / acc.e;
    weighted += score * CATEGORY_WEIGHTS[category];
    totalWeight += CATEGORY_WEIGHTS[category];
    return { category, score: Math.round(score), applicable: acc.applicable, failed: acc.failed };
  });

  let exactScore = totalWeight > 0 ? weighted / totalWeight : 0;
  const cappedBy = inputs
    .filter((input) => BLOCKER_IDS.includes(input.entry.id) && input.status === 'critical')
    .map((input) => input.entry.id);
  if (cappedBy.length > 0) exactScore = Math.min(exactScore, BLOCKER_CAP);
  const seoScore = Math.round(exactScore);
  return { seoScore, exactScore, band: bandOf(seoScore), cappedBy, categories, perCheck };
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

/**
 * Field data for one audited page: phone and desktop records of the page itself; when CrUX has neither
 * (404), the origin's, labelled as the whole site's; when neither exists, "no data". Then the history of the
 * same record where the history API answers. A failure other than "no record" (bad key, quota, unreadable
 * answer, API down) is the reason shown instead of data; it never becomes a number.
 */
import type { CruxAnswer, CruxFailure, CruxTarget, FieldSource } from './client.js';
import type { CruxRecord } from './parse.js';
import {
  FIELD_FORM_FACTORS,
  type FieldFacts,
  type FieldFormFactor,
  type FieldHistory,
  type FieldUnavailable,
} from './types.js';

type Pair = Record<FieldFormFactor, CruxAnswer<CruxRecord>>;

async function both(source: FieldSource, target: CruxTarget, signal?: AbortSignal): Promise<Pair> {
  const [phone, desktop] = await Promise.all(
    FIELD_FORM_FACTORS.map((ff) => source.record(target, ff, signal)),
  );
  return { phone: phone as CruxAnswer<CruxRecord>, desktop: desktop as CruxAnswer<CruxRecord> };
}

const found = (pair: Pair): boolean => pair.phone.ok || pair.desktop.ok;

/** The first failure that is not "no record", if any. */
function realFailure(pair: Pair): CruxFailure | null {
  for (const answer of [pair.phone, pair.desktop]) {
    if (!answer.ok && answer.reason !== 'not-found') return answer;
  }
  return null;
}

/**
 * The whole lookup's time: records, the origin's when needed, and the history. It overlaps the lab, so it
 * rarely adds to an audit; a slow API costs at most this, and what arrived in time is kept.
 */
export const FIELD_BUDGET_MS = 20_000;

/** The facts when there is no key: no request is made. */
export const NO_KEY_FIELD: FieldFacts = { source: null, unavailable: 'no-key' };

export async function gatherField(
  pageUrl: string,
  source: FieldSource,
  given?: AbortSignal,
  budgetMs = FIELD_BUDGET_MS,
): Promise<FieldFacts> {
  const budget = AbortSignal.timeout(budgetMs);
  const signal = given ? AbortSignal.any([given, budget]) : budget;
  let target: CruxTarget = { url: pageUrl };
  let kind: 'url' | 'origin' = 'url';
  let pair = await both(source, target, signal);
  if (!found(pair) && !realFailure(pair)) {
    target = { origin: new URL(pageUrl).origin };
    kind = 'origin';
    pair = await both(source, target, signal);
  }
  if (!found(pair)) {
    if (budget.aborted && !given?.aborted)
      return {
        source: null,
        unavailable: 'api-error',
        detail: `no answer within ${String(budgetMs / 1000)} s`,
      };
    const failure = realFailure(pair);
    const unavailable: FieldUnavailable = failure ? (failure.reason as FieldUnavailable) : 'no-data';
    return { source: null, unavailable, ...(failure ? { detail: failure.detail } : {}) };
  }
  const facts: FieldFacts = { source: kind };
  for (const ff of FIELD_FORM_FACTORS) {
    const answer = pair[ff];
    if (!answer.ok) continue;
    facts.key ??= answer.value.key;
    facts.collectionPeriod ??= answer.value.collectionPeriod;
    facts[ff] = answer.value.metrics;
  }
  const history = await gatherHistory(source, target, pair, signal);
  if (history) facts.history = history;
  return facts;
}

async function gatherHistory(
  source: FieldSource,
  target: CruxTarget,
  pair: Pair,
  signal?: AbortSignal,
): Promise<FieldHistory | null> {
  const wanted = FIELD_FORM_FACTORS.filter((ff) => pair[ff].ok);
  const answers = await Promise.all(wanted.map((ff) => source.history(target, ff, signal)));
  let history: FieldHistory | null = null;
  answers.forEach((answer, i) => {
    const ff = wanted[i];
    if (!answer.ok || !ff) return;
    history ??= { collectionPeriods: answer.value.collectionPeriods };
    history[ff] = answer.value.p75s;
  });
  return history;
}

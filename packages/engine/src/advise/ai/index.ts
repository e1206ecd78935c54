/**
 * The optional model step of an audit: after the checks and the built-in fixes, ask an
 * OpenAI-compatible model for better-written suggestions, keep only what grounding accepts, and merge
 * them into the report. Any failure leaves the built-in suggestions in place with a note saying why:
 * the audit never fails because of the model.
 */
import type { RawResult } from '../../checks/results.js';
import type { PageArtifact } from '../../artifact.js';
import type { Fix, Report, ReportSuggestion } from '../../report/index.js';
import { computeScore, scoreGainIfFixed, type ScoreInput } from '../../score/index.js';
import { answerJsonSchema, parseAnswer, type AnswerItem } from './answer.js';
import { callModel } from './call.js';
import { ground } from './ground.js';
import type { AiOptions } from './options.js';
import { buildMessages, failedChecks } from './prompt.js';
import { fallbackNote, fallbackNoteRef, type FallbackReason } from './strings.js';

export { DEFAULT_AI_TIMEOUT_MS, type AiOptions } from './options.js';

/** As many suggestions as the built-in rules give at most. */
const MAX_SUGGESTIONS = 12;
const RANK: Record<ReportSuggestion['priority'], number> = { high: 0, medium: 1, low: 2 };

export async function adviseWithModel(
  report: Report,
  page: PageArtifact,
  raw: readonly RawResult[],
  options: AiOptions,
  signal?: AbortSignal,
): Promise<Report> {
  const allowed = failedChecks(report);
  // A page without failed checks needs no advice; the model is not asked.
  if (allowed.length === 0) return report;
  const startedAt = performance.now();
  const ids = allowed.map((c) => c.id);
  // The built-in fixes of every listed check, as verified on the page (each check carries its own).
  const fixes = new Map(report.checks.flatMap((c) => (c.readyFix ? [[c.id, c.readyFix] as const] : [])));
  const messages = buildMessages(report, page, fixes);
  const result = await callModel(messages, answerJsonSchema(ids), options, signal);
  if (!result.ok) return fallback(report, result.reason);
  const items = parseAnswer(result.answer.content);
  if (items === null) return fallback(report, { kind: 'invalid-answer' });
  const kept = ground(items, new Set(ids), page, raw)
    .filter((g) => g.dropped === null)
    .map((g) => g.item);
  if (kept.length === 0) return fallback(report, { kind: 'no-usable-items' });

  const suggestions = merge(report.suggestions, kept, raw, fixes);
  const fromModel = new Set(kept.map((i) => i.checkId));
  return {
    ...report,
    suggestions,
    aiRecommendations: suggestions.filter((s) => fromModel.has(s.checkId)).map((s) => s.text),
    suggestionsSource: 'ai',
    ai: {
      model: result.answer.model,
      promptTokens: result.answer.promptTokens,
      completionTokens: result.answer.completionTokens,
      ms: Math.round(performance.now() - startedAt),
    },
  };
}

function fallback(report: Report, reason: FallbackReason): Report {
  return {
    ...report,
    suggestionsNote: fallbackNote(reason, report.reportLang),
    suggestionsNoteRef: fallbackNoteRef(reason),
    ai: null,
  };
}

/**
 * The model's items replace the built-in suggestions of the same checks; the built-in ones it did not
 * cover stay. Score gains are always ours (the model does not compute them), so the order is too.
 */
function merge(
  builtIn: readonly ReportSuggestion[],
  items: readonly AnswerItem[],
  raw: readonly RawResult[],
  fixes: ReadonlyMap<string, Fix>,
): ReportSuggestion[] {
  const byCheck = new Map(builtIn.map((s) => [s.checkId, s]));
  const gain = gainOf(raw);
  const fromModel = items.map((item): ReportSuggestion => {
    const own = byCheck.get(item.checkId);
    const fix = modelFix(item, own?.fix ?? fixes.get(item.checkId));
    return {
      checkId: item.checkId,
      priority: item.priority,
      scoreGain: own?.scoreGain ?? gain(item.checkId),
      text: item.text,
      ...(fix ? { fix } : {}),
    };
  });
  const byGain = (a: ReportSuggestion, b: ReportSuggestion): number =>
    b.scoreGain - a.scoreGain || RANK[a.priority] - RANK[b.priority];
  // The model's items always stay (it picked them); the built-in ones fill the remaining places.
  const kept = fromModel.sort(byGain).slice(0, MAX_SUGGESTIONS);
  const covered = new Set(kept.map((s) => s.checkId));
  const rest = builtIn.filter((s) => !covered.has(s.checkId)).slice(0, MAX_SUGGESTIONS - kept.length);
  return [...kept, ...rest].sort(byGain);
}

/** The model's fix (marked for review: it is not derived from the page) or, without one, ours. */
function modelFix(item: AnswerItem, own: Fix | undefined): Fix | undefined {
  if (!item.fix) return own;
  if (own && own.snippet.trim() === item.fix.snippet.trim()) return own;
  const { kind, language, snippet, where, note } = item.fix;
  return { kind, language, snippet, where, ...(note ? { note } : {}), needsReview: true };
}

/** seoScore points gained by fixing one check alone (as build-report computes it for the rules). */
function gainOf(raw: readonly RawResult[]): (checkId: string) => number {
  const inputs: ScoreInput[] = raw.map((r) => ({
    entry: r.entry,
    status: r.status,
    score: r.outcome?.score,
  }));
  let exact: number | null = null;
  return (checkId) => {
    const index = raw.findIndex((r) => r.entry.id === checkId);
    if (index < 0) return 0;
    exact ??= computeScore(inputs).exactScore;
    return scoreGainIfFixed(inputs, index, exact);
  };
}

/**
 * Built-in expert rules: turn the failed checks into prioritised, page-specific suggestions. Each
 * suggestion states what this page has wrong (the check's own message, which names the page's facts),
 * what to do (the check's fix), and the first offending element; the page's own defects before generic
 * site-wide headers, each group ordered by the seoScore points that fixing it would gain with everything
 * else unchanged (biggest first). Every fix also stays on its check (readyFix), whatever this cap.
 */
import { interpolate, type Lang } from '../i18n/lang.js';
import { t } from '../i18n/common.js';
import type { Fix, ReportCheck } from '../report/index.js';
import { HEADER_IDS } from '../fix/server-config.js';

export interface Suggestion {
  checkId: string;
  priority: 'high' | 'medium' | 'low';
  scoreGain: number;
  text: string;
  /** The ready-to-paste fix, when the page's facts determine one (see fix/). */
  fix?: Fix;
}

export interface RuleInput {
  check: ReportCheck;
  /** seoScore points gained by fixing this check alone. */
  scoreGain: number;
}

const MAX_SUGGESTIONS = 12;

/** Site-wide response headers every site is told to send: the same advice on every page. */
const GENERIC: ReadonlySet<string> = new Set([...HEADER_IDS, 'server-disclosure']);

function priorityOf(input: RuleInput): Suggestion['priority'] {
  if (input.check.status === 'critical' && input.check.severity === 'critical') return 'high';
  if (input.scoreGain >= 2 || input.check.status === 'critical') return 'high';
  if (input.scoreGain >= 0.8) return 'medium';
  return 'low';
}

function firstItem(check: ReportCheck, lang: Lang): string | null {
  const item = check.details.items[0];
  if (!item) return null;
  const value = item.value.length > 120 ? `${item.value.slice(0, 117)}...` : item.value;
  const where = item.line ? ` (${interpolate(t(lang, 'suggestion.line'), { line: item.line }, lang)})` : '';
  return `${value}${item.note ? ` — ${item.note}` : ''}${where}`;
}

/** A suggestion's words: the check's title, what is wrong, what to do, and the first offending element. */
export function suggestionText(check: ReportCheck, lang: Lang): string {
  const item = firstItem(check, lang);
  const example = item ? ` ${interpolate(t(lang, 'suggestion.example'), { item }, lang)}` : '';
  const text = interpolate(
    t(lang, 'suggestion.text'),
    { title: check.title, message: check.message, fix: check.details.fix, example },
    lang,
  );
  // Plain whitespace only: French no-break spaces stay.
  return text.replace(/[ \t\r\n]+/g, ' ').trim();
}

const RANK: Record<Suggestion['priority'], number> = { high: 0, medium: 1, low: 2 };

export function suggestFromRules(
  inputs: readonly RuleInput[],
  lang: Lang,
  fixes: ReadonlyMap<string, Fix> = new Map(),
): Suggestion[] {
  // The page's own defects first, generic site-wide headers after them (they would otherwise crowd the
  // page's one real finding out of the list); then the biggest score gain first; when a blocker caps the
  // score, gains tie at 0, so priority then decides.
  return inputs
    .filter((i) => i.check.status === 'critical' || i.check.status === 'recommended')
    .map((input) => ({ input, priority: priorityOf(input) }))
    .sort(
      (a, b) =>
        Number(GENERIC.has(a.input.check.id)) - Number(GENERIC.has(b.input.check.id)) ||
        b.input.scoreGain - a.input.scoreGain ||
        RANK[a.priority] - RANK[b.priority] ||
        b.input.check.gain - a.input.check.gain,
    )
    .slice(0, MAX_SUGGESTIONS)
    .map(({ input, priority }) => {
      const { check } = input;
      const fix = fixes.get(check.id);
      return {
        checkId: check.id,
        priority,
        scoreGain: input.scoreGain,
        text: suggestionText(check, lang),
        ...(fix ? { fix } : {}),
      };
    });
}

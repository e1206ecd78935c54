/**
 * The fix stage, between the checks and the report (run/audit.ts: runChecks → writeFixes → settleFixes →
 * buildReport): each failed check's own writer (`fix` in its defineCheck) proposes the concrete fix to paste
 * when the page's facts determine one, once per audit, its texts kept as references; settleFixes then
 * verifies the html fixes on the patched page (settle.ts, verify.ts). Deterministic, no network.
 */
import type { PageArtifact } from '../artifact.js';
import { CHECKS } from '../checks/index.js';
import { MAX_ITEMS, messageRefOf, type RawResult } from '../checks/results.js';
import { verifyRef } from '../i18n/fix-text.js';
import type { VerifyStringKey } from '../i18n/fix-verify-strings.js';
import { computeScore } from '../score/index.js';
import { PageFacts } from './context.js';
import type { FixCheck, WrittenFix } from './types.js';

/** Check ids whose check names a fix writer (the fix is written when the page's facts allow). */
export const FIXABLE_CHECKS: ReadonlySet<string> = new Set(CHECKS.filter((c) => c.fix).map((c) => c.id));

/** Each fixable check's own writer, by id (derived from the checks: `fix` in their files). */
const fixOf = new Map(CHECKS.flatMap((c) => (c.fix ? [[c.id, c.fix] as const] : [])));

/** A check's result as the stage reads it: what a writer sees, and what fixing it is worth. */
export type StageCheck = FixCheck & { gain: number };

/** The raw results as the fix stage reads them: language-independent, with the gain the report shows. */
export function fixInputs(raw: readonly RawResult[]): StageCheck[] {
  const scored = computeScore(
    raw.map((r) => ({ entry: r.entry, status: r.status, score: r.outcome?.score })),
  );
  return raw.map((r, i) => ({
    id: r.entry.id,
    status: r.status,
    gain: scored.perCheck[i]?.gain ?? 0,
    messageRef: messageRefOf(r),
    details: { items: (r.outcome?.items ?? []).slice(0, MAX_ITEMS) },
  }));
}

/**
 * Fixes for the failed checks (critical or recommended), keyed by check id, their texts references. A
 * check is left out when its fix is not determined by the page's facts (e.g. no h1, title or keyword to
 * build a title from).
 */
export function writeFixes(page: PageArtifact, checks: readonly FixCheck[]): Map<string, WrittenFix> {
  const facts = new PageFacts(page, CHECKS);
  const byId = new Map(checks.map((c) => [c.id, c]));
  const out = new Map<string, WrittenFix>();
  for (const check of checks) {
    if (check.status !== 'critical' && check.status !== 'recommended') continue;
    const writer = fixOf.get(check.id);
    if (!writer) continue;
    try {
      const fix = writer({ page, check, facts, checks: byId });
      if (fix) out.set(check.id, withTexts(withNeeds(fix)));
    } catch {
      // A writer that trips on unusual facts leaves that suggestion without a fix; the audit goes on.
    }
  }
  return out;
}

/** What a fix that cannot be tried on the page needs from the user (html fixes are verified instead). */
const NEEDS: Partial<Record<WrittenFix['kind'], VerifyStringKey>> = {
  'server-config': 'needs.server',
  'http-header': 'needs.header',
  'robots-txt': 'needs.robots',
  text: 'needs.text',
};

function withNeeds(fix: WrittenFix): WrittenFix {
  const key = NEEDS[fix.kind];
  return fix.needs || !key ? fix : { ...fix, needs: verifyRef(key) };
}

/** The texts the report keeps in every language: the fix's own where, note and needs. */
function withTexts(fix: WrittenFix): WrittenFix {
  const { where, note, needs } = fix;
  return { ...fix, texts: { where, ...(note ? { note } : {}), ...(needs ? { needs } : {}) } };
}

export { settleFixes } from './settle.js';
export type { FixCheck, SettledFixes, WrittenFix } from './types.js';

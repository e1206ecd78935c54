/**
 * What the report shows of the written fixes: html fixes only once verified on the patched page (alone and
 * together), marked with what was re-checked; every other fix (server, header, robots.txt, content the user
 * writes) marked unverified with what it needs from the user. Also the <head> before and after every
 * verified fix.
 */
import type { PageArtifact } from '../artifact.js';
import { verifyRef, type FixTextRef } from '../i18n/fix-text.js';
import type { CheckStatus } from '../report/index.js';
import { headDiff } from './head-diff.js';
import type { SettledFixes, WrittenFix } from './types.js';
import { patchable, verifyFixes } from './verify.js';

/** report/caps.ts keeps code up to this long whole. */
const MAX_CODE = 20_000;

/** The fix with what it needs from the user, in its texts for every language too. */
function needing(fix: WrittenFix, needs: FixTextRef): WrittenFix {
  return { ...fix, needs, ...(fix.texts ? { texts: { ...fix.texts, needs } } : {}) };
}

function needsEncoding(fix: WrittenFix): WrittenFix {
  return needing({ ...fix, verified: false }, verifyRef('needs.encoding'));
}

/**
 * Every fix that is not verified says what it needs: a writer's own text, else what its placeholders or
 * its content ask of the user.
 */
function withNeeds(fix: WrittenFix): WrittenFix {
  if (fix.needs) return fix;
  const key = fix.needsReview || /\[FILL IN: /.test(fix.snippet) ? 'needs.richResult' : 'needs.text';
  return needing(fix, verifyRef(key));
}

/**
 * `fixes` in any order; they are verified most valuable first (the check's gain), so when two fixes
 * contradict, the one worth more is kept.
 */
export function settleFixes(
  page: PageArtifact,
  checks: readonly { id: string; status: CheckStatus; gain: number }[],
  fixes: ReadonlyMap<string, WrittenFix>,
): SettledFixes {
  const gain = new Map(checks.map((c) => [c.id, c.gain]));
  const ordered = new Map(
    [...fixes].sort(([a], [b]) => (gain.get(b) ?? 0) - (gain.get(a) ?? 0) || a.localeCompare(b)),
  );
  const out = new Map<string, WrittenFix>();
  // A fix the report would have to cut is not offered: half a snippet breaks the page it is pasted into.
  for (const [id, fix] of ordered) {
    if ([fix.snippet, ...(fix.edits ?? []).map((e) => e.html ?? '')].some((t) => t.length > MAX_CODE))
      ordered.delete(id);
  }
  const html = [...ordered].filter(([, f]) => f.kind === 'html' && !f.needs && f.edits?.length);
  if (!patchable(page)) {
    for (const [id, fix] of ordered) {
      const encoded = fix.kind === 'html' && !fix.needs ? needsEncoding(fix) : fix;
      const needs = encoded.texts?.needs ?? encoded.needs;
      out.set(id, { ...encoded, needs });
    }
    return { fixes: out, fixedHead: null };
  }
  const before = new Map<string, CheckStatus>(checks.map((c) => [c.id, c.status]));
  let result: ReturnType<typeof verifyFixes>;
  try {
    result = verifyFixes(page, before, new Map(html));
  } catch {
    // A page verification trips on (a hostile one) keeps its audit: its html fixes are not shown.
    result = { verdicts: new Map(), html: null, rechecked: 0 };
    for (const [id] of html) result.verdicts.set(id, { verified: false, passes: [], combined: false });
  }
  for (const [id, fix] of ordered) {
    const verdict = result.verdicts.get(id);
    if (!verdict) {
      // Not an html fix with edits: it says what it needs from the user.
      out.set(id, withNeeds({ ...fix, verified: false }));
      continue;
    }
    if (!verdict.verified) continue;
    const cover = verdict.coveredBy ? ordered.get(verdict.coveredBy) : undefined;
    const shown: WrittenFix = cover
      ? {
          ...fix,
          snippet: cover.snippet,
          where: cover.where,
          edits: cover.edits,
          ...(cover.texts ? { texts: cover.texts } : {}),
        }
      : fix;
    out.set(id, {
      ...shown,
      verified: true,
      verification: { rechecked: result.rechecked, passes: verdict.passes, combined: verdict.combined },
    });
  }
  const kept = [...out.values()].filter((f) => f.verified).length;
  const diff = result.html === null ? null : headDiff(page.html, result.html);
  return { fixes: out, fixedHead: diff && kept > 0 ? { fixes: kept, ...diff } : null };
}

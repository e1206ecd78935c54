/**
 * Verify before showing: each html fix is applied to the page's own HTML (its edits), the patched page is
 * gathered and every check of the audit runs again on it, with the same probes, site facts, lab run and
 * crawl. A fix is kept only if its check then passes and no check ends worse than on the original page.
 * The kept fixes are then applied together, one after the other, and each must still hold with all the
 * earlier ones: a fix that contradicts an earlier one is dropped, and a fix whose check the earlier ones
 * already fixed (two title findings, four robots findings) takes the earlier fix's edit, so pasting every
 * fix never writes two titles.
 */
import { composeArtifact, type PageArtifact } from '../../artifact.js';
import { CHECKS } from '../../checks/index.js';
import { runChecks } from '../../checks/run.js';
import { gather } from '../../gather/index.js';
import type { CheckStatus, Fix } from '../../report.js';
import { statusRank } from './context.js';
import { applyEdits, sameTarget } from './edits.js';

export type Statuses = ReadonlyMap<string, CheckStatus>;

/**
 * Checks that have nothing left to judge once the fix removed their subject (a canonical naming the page
 * itself leaves no target to judge; a removed refresh tag is no refresh).
 */
const PASS_AS_NA: ReadonlySet<string> = new Set([
  'canonical-target-indexable',
  'robots-unavailable-after',
  'meta-refresh',
  'jsonld-parse',
  'heading-empty',
  'deprecated-tags',
]);

const failed = (s: CheckStatus | undefined): boolean => s === 'critical' || s === 'recommended';

/** The page as gathered from other HTML: the same response, probes, site facts, lab and crawl. */
export function patchedArtifact(page: PageArtifact, html: string): PageArtifact {
  const body = Buffer.from(html, 'utf8');
  const facts = gather({ ...page.fetch, body, bodyBytes: body.length });
  return composeArtifact(facts, { probes: page.probes, site: page.site, lab: page.lab, crawl: page.crawl });
}

export function statusesOf(page: PageArtifact): Map<string, CheckStatus> {
  return new Map(runChecks(page, CHECKS).map((r) => [r.entry.id, r.status]));
}

/** Only pages whose text is UTF-8 (or plain ASCII) can be patched as text and served back as they were. */
export function patchable(page: PageArtifact): boolean {
  const { charset } = page;
  return (charset.encoding === 'utf-8' && charset.invalidSequences === 0) || !charset.hasNonAscii;
}

export const passes = (id: string, after: Statuses): boolean =>
  after.get(id) === 'good' || (PASS_AS_NA.has(id) && after.get(id) === 'na');

/** The checks that end worse than before (any check, not only the fix's own). */
export function worse(before: Statuses, after: Statuses): string[] {
  return [...after].filter(([id, s]) => statusRank(s) > statusRank(before.get(id) ?? 'na')).map(([id]) => id);
}

export interface Verdict {
  /** Passed alone and together with the other kept fixes. */
  verified: boolean;
  passes: string[];
  combined: boolean;
  /** The earlier fix whose edit also fixes this check (this fix then shows that edit). */
  coveredBy?: string;
  /** The checks the fix made worse (alone) or the kept fixes it contradicted (together). */
  against?: string[];
}

export interface Verification {
  verdicts: Map<string, Verdict>;
  /** The page with every verified fix applied, in order; null when none was. */
  html: string | null;
  /** How many checks were run again on each patched page. */
  rechecked: number;
}

/** Verifies the html fixes (in the order given: the most valuable first). */
export function verifyFixes(page: PageArtifact, before: Statuses, fixes: ReadonlyMap<string, Fix>): Verification {
  const verdicts = new Map<string, Verdict>();
  const alone: string[] = [];
  for (const [id, fix] of fixes) {
    if (fix.kind !== 'html' || !fix.edits?.length) continue;
    const after = statusesOf(patchedArtifact(page, applyEdits(page.html, fix.edits)));
    const bad = worse(before, after);
    const ok = passes(id, after) && bad.length === 0;
    const fixed = [...before].filter(([c, s]) => failed(s) && passes(c, after)).map(([c]) => c);
    verdicts.set(id, { verified: false, passes: fixed, combined: false, ...(ok ? {} : { against: bad }) });
    if (ok) alone.push(id);
  }

  let html = page.html;
  let current: Statuses = before;
  const kept: string[] = [];
  for (const id of alone) {
    const fix = fixes.get(id)!;
    const verdict = verdicts.get(id)!;
    const cover = kept.find((k) => fixes.get(k)!.edits!.some((e) => fix.edits!.some((f) => sameTarget(e, f))));
    if (cover && passes(id, current)) {
      verdicts.set(id, { ...verdict, verified: true, combined: true, coveredBy: cover });
      continue;
    }
    if (cover) {
      // Two different edits of the same element: the later one would undo the earlier one's fix.
      verdicts.set(id, { ...verdict, against: [cover] });
      continue;
    }
    const next = applyEdits(html, fix.edits!);
    const after = statusesOf(patchedArtifact(page, next));
    const holds = [...kept, id].every((k) => passes(k, after)) && worse(before, after).length === 0;
    if (!holds) {
      verdicts.set(id, { ...verdict, against: kept.filter((k) => !passes(k, after)) });
      continue;
    }
    html = next;
    current = after;
    kept.push(id);
    verdicts.set(id, { ...verdict, verified: true, combined: true });
  }
  return { verdicts, html: kept.length > 0 ? html : null, rechecked: CHECKS.length };
}

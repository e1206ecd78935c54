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
import type { CheckStatus, Fix, FixEdit } from '../../report.js';
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
  // Fixes often share their edit (the Open Graph block serves seven checks): each patched page is checked once.
  const seen = new Map<string, Statuses>();
  const check = (html: string): Statuses => {
    let after = seen.get(html);
    if (!after) {
      after = statusesOf(patchedArtifact(page, html));
      seen.set(html, after);
    }
    return after;
  };
  const verdicts = new Map<string, Verdict>();
  const alone: string[] = [];
  for (const [id, fix] of fixes) {
    if (fix.kind !== 'html' || !fix.edits?.length) continue;
    const after = check(applyEdits(page.html, fix.edits));
    const bad = worse(before, after);
    const ok = passes(id, after) && bad.length === 0;
    const fixed = [...before].filter(([c, s]) => failed(s) && passes(c, after)).map(([c]) => c);
    verdicts.set(id, { verified: false, passes: fixed, combined: false, ...(ok ? {} : { against: bad }) });
    if (ok) alone.push(id);
  }
  const edits = (id: string): FixEdit[] => fixes.get(id)!.edits!;
  const overlap = (a: string, b: string, same: boolean): boolean =>
    edits(a).some((e) => edits(b).some((f) => sameTarget(e, f) && (e.html === f.html) === same));

  // Together, all at once: the usual case, one more run. A fix that edits an element an earlier fix edits
  // differently is not applied; it is kept when the earlier fix already makes its check pass.
  const clashWith = (id: string, among: readonly string[]): string | undefined =>
    among.slice(0, among.indexOf(id)).find((k) => overlap(k, id, false));
  const plain = alone.filter((id) => !clashWith(id, alone));
  const html = plain.reduce((h, id) => applyEdits(h, edits(id)), page.html);
  const after = plain.length > 0 ? check(html) : before;
  if (plain.every((id) => passes(id, after)) && worse(before, after).length === 0) {
    for (const id of alone) {
      const clash = clashWith(id, alone);
      const verdict = verdicts.get(id)!;
      if (!clash) verdicts.set(id, { ...verdict, verified: true, combined: true });
      else if (passes(id, after)) verdicts.set(id, { ...verdict, verified: true, combined: true, coveredBy: clash });
      else verdicts.set(id, { ...verdict, against: [clash] });
    }
    return { verdicts, html: plain.length > 0 ? html : null, rechecked: CHECKS.length };
  }
  return oneByOne(page, before, alone, verdicts, { edits, overlap, check });
}

interface Helpers {
  edits: (id: string) => FixEdit[];
  overlap: (a: string, b: string, same: boolean) => boolean;
  check: (html: string) => Statuses;
}

/** Some fixes contradict: add them one at a time, each kept only if every kept fix still holds. */
function oneByOne(
  page: PageArtifact,
  before: Statuses,
  alone: readonly string[],
  verdicts: Map<string, Verdict>,
  { edits, overlap, check }: Helpers,
): Verification {
  let html = page.html;
  let current: Statuses = before;
  const kept: string[] = [];
  for (const id of alone) {
    const verdict = verdicts.get(id)!;
    const cover = kept.find((k) => overlap(k, id, false)) ?? kept.find((k) => overlap(k, id, true));
    if (cover && passes(id, current)) {
      verdicts.set(id, { ...verdict, verified: true, combined: true, coveredBy: cover });
      continue;
    }
    const clash = kept.find((k) => overlap(k, id, false));
    if (clash) {
      verdicts.set(id, { ...verdict, against: [clash] });
      continue;
    }
    const next = applyEdits(html, edits(id));
    const after = check(next);
    if (![...kept, id].every((k) => passes(k, after)) || worse(before, after).length > 0) {
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

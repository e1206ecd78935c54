/**
 * Verify before showing: each html fix is applied to the page's own HTML (its edits), the patched page is
 * gathered and every check of the audit runs again on it, with the same probes, site facts, lab run and
 * crawl. A fix is kept only if its check then passes, no check ends worse than on the original page and
 * the page keeps every word and image a reader sees (visible-text.ts).
 * The kept fixes are then applied together, one after the other, and each must still hold with all the
 * earlier ones: a fix that contradicts an earlier one is dropped, and a fix whose check the earlier ones
 * already fixed (two title findings, four robots findings) takes the earlier fix's edit, so pasting every
 * fix never writes two titles.
 */
import { composeArtifact, type PageArtifact } from '../artifact.js';
import { CHECKS } from '../checks/index.js';
import { runChecks } from '../checks/run.js';
import { gather } from '../gather/index.js';
import type { CheckStatus, Fix, FixEdit } from '../report/index.js';
import { statusRank } from './context.js';
import { applyEdits, sameTarget } from './edits.js';
import { lostText } from './visible-text.js';

export type Statuses = ReadonlyMap<string, CheckStatus>;

const BY_ID = new Map(CHECKS.map((c) => [c.id, c]));

/** Named among what a fix made worse when it takes words or images off the page (visible-text.ts). */
export const LOSES_TEXT = 'visible-text';

/** [LOSES_TEXT] when the patched page lacks some of the original's words or images, else []. */
const textLost = (page: PageArtifact, html: string, edits: readonly FixEdit[]): string[] =>
  lostText(page.html, html, edits).length > 0 ? [LOSES_TEXT] : [];

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

/**
 * Checks that compare the page with another copy of itself fetched during the audit (the mobile fetch, the
 * rendered DOM): that copy is still the original, so any change to the HTML reads as a difference. They
 * judge the site's serving, not the markup a fix changes, and are left out of "no check got worse".
 */
const SECOND_COPY: ReadonlySet<string> = new Set(['mobile-desktop-parity', 'js-rendered-parity']);

/**
 * A check about the site (sitemap, robots.txt, crawl) that did not apply before and applies now has not
 * been made worse: the fix revealed it (a noindexed page made indexable is now expected in the sitemap).
 */
function revealed(id: string, was: CheckStatus | undefined): boolean {
  const check = BY_ID.get(id);
  // A check of the page's structured data judges what a fix wrote there (an Organization without a logo
  // fails rich-results-recommended), though it also reads the rendered copy from the site phase.
  if (check?.needs.some((n) => n === 'jsonLd' || n === 'markupData')) return false;
  const inputs = [...(check?.needs ?? []), ...(check?.reads ?? [])];
  return (was ?? 'na') === 'na' && (inputs.includes('site') || inputs.includes('crawl'));
}

/**
 * Checks a fix lets judge what they could not read before: a repaired JSON-LD block is read again, and
 * what the page wrote in it (a Product without a price) is the page's finding, not the repair's.
 */
const REVEALS: Record<string, RegExp> = { 'jsonld-parse': /^(schema-|jsonld-|sd-|rich-results-)/ };

/** The checks that end worse than before (any check, not only the fix's own), with the fixes applied. */
export function worse(before: Statuses, after: Statuses, fixes: readonly string[] = []): string[] {
  const reveals = fixes.flatMap((id) => REVEALS[id] ?? []);
  return [...after]
    .filter(([id, s]) => !SECOND_COPY.has(id) && statusRank(s) > statusRank(before.get(id) ?? 'na'))
    .filter(([id]) => !revealed(id, before.get(id)))
    .filter(([id]) => !(before.get(id) === 'na' && reveals.some((r) => r.test(id))))
    .map(([id]) => id);
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
export function verifyFixes(
  page: PageArtifact,
  before: Statuses,
  fixes: ReadonlyMap<string, Pick<Fix, 'edits' | 'kind'>>,
): Verification {
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
    const patched = applyEdits(page.html, fix.edits);
    const after = check(patched);
    const bad = [...worse(before, after, [id]), ...textLost(page, patched, fix.edits)];
    const ok = passes(id, after) && bad.length === 0;
    const fixed = [...before].filter(([c, s]) => failed(s) && passes(c, after)).map(([c]) => c);
    verdicts.set(id, { verified: false, passes: fixed, combined: false, ...(ok ? {} : { against: bad }) });
    if (ok) alone.push(id);
  }
  const edits = (id: string): FixEdit[] => fixes.get(id)!.edits!;
  const same = (a: FixEdit, b: FixEdit): boolean => sameTarget(a, b) && a.html === b.html;
  /** How a fix relates to the ones before it: one already makes the same edits, or edits its element differently. */
  const relation = (id: string, earlier: readonly string[]): Relation | null => {
    const twin = earlier.find((k) => edits(id).every((e) => edits(k).some((f) => same(e, f))));
    if (twin) return { kind: 'same', with: twin };
    // Two inserts at one point both go in (the Open Graph tags and a JSON-LD block at the end of <head>);
    // whether they contradict is for the re-check of the page with both.
    const clash = earlier.find((k) =>
      edits(k).some((e) =>
        edits(id).some(
          (f) => sameTarget(e, f) && !same(e, f) && !(e.action === 'insert' && f.action === 'insert'),
        ),
      ),
    );
    return clash ? { kind: 'clash', with: clash } : null;
  };

  // Together, all at once: the usual case, one more run. A fix whose edits an earlier one already makes is
  // not applied twice (an inserted block would be doubled); one that edits an element an earlier fix edits
  // differently is not applied, and kept only when the earlier fix already makes its check pass.
  const plain: string[] = [];
  const related = new Map<string, Relation>();
  for (const id of alone) {
    const rel = relation(id, plain);
    if (rel) related.set(id, rel);
    else plain.push(id);
  }
  const html = applyEdits(page.html, plain.flatMap(edits));
  const after = plain.length > 0 ? check(html) : before;
  const together = [...worse(before, after, plain), ...textLost(page, html, plain.flatMap(edits))];
  if (plain.every((id) => passes(id, after)) && together.length === 0) {
    for (const id of alone) {
      const rel = related.get(id);
      const verdict = verdicts.get(id)!;
      if (!rel) verdicts.set(id, { ...verdict, verified: true, combined: true });
      else if (passes(id, after))
        verdicts.set(id, { ...verdict, verified: true, combined: true, coveredBy: rel.with });
      else verdicts.set(id, { ...verdict, against: [rel.with] });
    }
    return { verdicts, html: plain.length > 0 ? html : null, rechecked: CHECKS.length };
  }
  return oneByOne(page, before, alone, verdicts, { edits, relation, check });
}

interface Relation {
  kind: 'same' | 'clash';
  with: string;
}

interface Helpers {
  edits: (id: string) => FixEdit[];
  relation: (id: string, earlier: readonly string[]) => Relation | null;
  check: (html: string) => Statuses;
}

/** Some fixes contradict: add them one at a time, each kept only if every kept fix still holds. */
function oneByOne(
  page: PageArtifact,
  before: Statuses,
  alone: readonly string[],
  verdicts: Map<string, Verdict>,
  { edits, relation, check }: Helpers,
): Verification {
  let html = page.html;
  let current: Statuses = before;
  const kept: string[] = [];
  for (const id of alone) {
    const verdict = verdicts.get(id)!;
    const rel = relation(id, kept);
    if (rel && passes(id, current)) {
      verdicts.set(id, { ...verdict, verified: true, combined: true, coveredBy: rel.with });
      continue;
    }
    if (rel) {
      verdicts.set(id, { ...verdict, against: [rel.with] });
      continue;
    }
    // Located in the original page: the kept fixes' edits and this one's, in one pass.
    const all = [...kept.flatMap(edits), ...edits(id)];
    const next = applyEdits(page.html, all);
    const after = check(next);
    const bad = [...worse(before, after, [...kept, id]), ...textLost(page, next, all)];
    if (![...kept, id].every((k) => passes(k, after)) || bad.length > 0) {
      verdicts.set(id, { ...verdict, against: [...kept.filter((k) => !passes(k, after)), ...bad] });
      continue;
    }
    html = next;
    current = after;
    kept.push(id);
    verdicts.set(id, { ...verdict, verified: true, combined: true });
  }
  return { verdicts, html: kept.length > 0 ? html : null, rechecked: CHECKS.length };
}

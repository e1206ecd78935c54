/**
 * `rankscope fix`: audit a page and write it back with every verified html fix applied (the same edits,
 * located in the page as audited), with what was applied and what needs the user. A page cut short by
 * the size limit, or not UTF-8, is never rewritten: the file written would lose the rest of it.
 */
import { applyEdits } from '../fix/edits.js';
import { composeArtifact } from '../artifact.js';
import { CHECKS } from '../checks/index.js';
import { runChecks } from '../checks/run.js';
import type { Fix, FixEdit, Report } from '../report/index.js';
import { auditPage, finishAudit, type AuditOptions } from './audit.js';

export interface FixOutcome {
  report: Report;
  /** The page as audited (decoded). */
  original: string;
  /** The page with every verified html fix applied; null when it cannot be rewritten (see `refused`). */
  fixed: string | null;
  refused: 'truncated' | 'encoding' | null;
  applied: { checkId: string; fix: Fix }[];
  /** Fixes that are not html edits the page can take: server, header, robots.txt, content to write. */
  needsYou: { checkId: string; fix: Fix }[];
}

/**
 * The report's verified html fixes in verification order (most valuable first), each edit once; the fixes
 * that need the user besides. `skip` leaves out fixes that cannot be applied here (a local file's address).
 */
export function fixesToApply(
  report: Report,
  skip: (fix: Fix) => boolean = () => false,
): { applied: FixOutcome['applied']; needsYou: FixOutcome['needsYou']; edits: FixEdit[] } {
  const applied: FixOutcome['applied'] = [];
  const needsYou: FixOutcome['needsYou'] = [];
  const edits: FixEdit[] = [];
  const seen = new Set<string>();
  const failed = report.checks
    .filter((c) => c.readyFix)
    .sort((a, b) => b.gain - a.gain || a.id.localeCompare(b.id));
  for (const check of failed) {
    const fix = check.readyFix!;
    if (fix.kind === 'html' && fix.verified && fix.edits?.length && !skip(fix)) {
      applied.push({ checkId: check.id, fix });
      for (const e of fix.edits) {
        const key = JSON.stringify(e);
        if (!seen.has(key)) edits.push(e);
        seen.add(key);
      }
    } else if (!fix.verified) needsYou.push({ checkId: check.id, fix });
  }
  return { applied, needsYou, edits };
}

export async function fixPage(
  input: string,
  options: AuditOptions & { skip?: (fix: Fix) => boolean } = {},
): Promise<FixOutcome> {
  const audited = await auditPage(input, options);
  const artifact = composeArtifact(audited.page, audited.parts);
  const report = await finishAudit(audited, artifact, runChecks(artifact, CHECKS), options);
  const { applied, needsYou, edits } = fixesToApply(report, options.skip);
  const original = artifact.html;
  const { charset } = artifact;
  const utf8 = (charset.encoding === 'utf-8' && charset.invalidSequences === 0) || !charset.hasNonAscii;
  const refused = artifact.fetch.truncated ? 'truncated' : utf8 ? null : 'encoding';
  return {
    report,
    original,
    fixed: refused ? null : applyEdits(original, edits),
    refused,
    applied: refused ? [] : applied,
    needsYou,
  };
}

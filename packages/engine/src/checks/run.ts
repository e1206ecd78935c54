import { CATALOGUE_ENTRIES } from '../catalogue/data.js';
import type { AuditInput, PageArtifact } from '../artifact.js';
import type { RawResult } from './results.js';
import type { Check } from './types.js';

// The runner's result type, and its rendering, for callers that hold the runner's results.
export { localise, renderItem, renderMessage, type RawResult } from './results.js';

const INPUTS: ReadonlySet<string> = new Set<AuditInput>(['site', 'lab', 'crawl', 'field']);

/** The first input the check needs that this audit did not gather, if any. */
export function missingInput(page: PageArtifact, check: Check): AuditInput | null {
  for (const field of check.needs) {
    if (INPUTS.has(field) && page[field] === null) return field as AuditInput;
  }
  return null;
}

/**
 * Runs every registered check over the artifact; lists every catalogue entry exactly once. A check that
 * needs an input the artifact lacks (site, lab, crawl: null) is n/a with that reason, without running.
 */
export function runChecks(page: PageArtifact, checks: readonly Check[]): RawResult[] {
  const byId = new Map(checks.map((c) => [c.id, c]));
  return CATALOGUE_ENTRIES.map((entry): RawResult => {
    const check = byId.get(entry.id) ?? null;
    if (!check) {
      return { entry, check, status: 'na', outcome: null, naReason: 'na.unimplemented', error: null };
    }
    const missing = missingInput(page, check);
    if (missing) {
      return { entry, check, status: 'na', outcome: null, naReason: `na.${missing}`, error: null };
    }
    try {
      const outcome = check.run(page);
      return { entry, check, status: outcome.status, outcome, naReason: null, error: null };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      return { entry, check, status: 'error', outcome: null, naReason: null, error };
    }
  });
}

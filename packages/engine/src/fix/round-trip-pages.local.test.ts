/**
 * The round trip of issue 23 on every fixture page of the repository and on generated pages with one
 * defect each: every verified html fix offered passes on re-audit over HTTP when applied by its own edits,
 * alone and all together, and breaks no check that passed. The same numbers as scripts/fix-round-trip.ts.
 */
import { describe, expect, it } from 'vitest';
import { fixturePages, generatedPages, roundTripAll, totals } from '../test-support/fix-round-trip.js';
import { FIXTURE_PAGES } from '../test-support/round-trip-coverage.js';

describe('fix round trip on fixture and generated pages', () => {
  it('every verified html fix passes on re-audit, alone and together, with no regression', async () => {
    const results = await roundTripAll({ ...fixturePages(), ...generatedPages() });
    const failures = results.flatMap((r) => [
      ...r.failedAlone.map((f) => ({ page: r.page, ...f })),
      ...(r.together.passed ? [] : [{ page: r.page, together: r.together }]),
    ]);
    expect(failures).toEqual([]);
    const sum = totals(results);
    expect(sum.regressions).toBe(0);
    // The writer has something verified to offer on the pages it was built for.
    expect(sum.offered).toBeGreaterThanOrEqual(90);
    const offered = new Set(results.flatMap((r) => r.offered));
    for (const id of FIXTURE_PAGES) expect({ id, offered: offered.has(id) }).toEqual({ id, offered: true });
  }, 300_000);
});

/**
 * Issue 23's closing numbers: the fix round-trip rate (verified html fixes that pass on re-audit over
 * HTTP / fixes offered), regressions, and the same with every fix of a page applied together, on the
 * repository's fixture pages and on generated pages with one defect each.
 * Run: npx tsx scripts/fix-round-trip.ts [--json]
 */
import {
  fixturePages,
  generatedPages,
  roundTripAll,
  totals,
  type PageResult,
} from '../packages/engine/src/test-support/fix-round-trip.js';

const pages = { ...fixturePages(), ...generatedPages() };
const results: PageResult[] = await roundTripAll(pages);
const sum = totals(results);
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ totals: sum, results }, null, 2));
} else {
  for (const r of results) {
    const failed = r.failedAlone.map(
      (f) => `${f.check} (${f.status ?? '?'}${f.broken.length ? `, broke ${f.broken.join(', ')}` : ''})`,
    );
    console.log(
      `${r.page}: ${r.passedAlone.length}/${r.offered.length} pass alone${failed.length ? `; failed: ${failed.join('; ')}` : ''}; together ${r.together.passed ? 'pass' : `FAIL ${[...r.together.failing, ...r.together.broken].join(', ')}`}; ${r.needsYou} need the user`,
    );
  }
  const rate = sum.offered === 0 ? 0 : (100 * sum.passed) / sum.offered;
  console.log(
    `\n${sum.pages} pages: ${sum.passed}/${sum.offered} verified html fixes pass on re-audit (${rate.toFixed(1)} %), ${sum.regressions} regressions; all fixes together pass on ${sum.togetherPassed}/${sum.pages} pages; ${sum.needsYou} fixes say what they need from the user.`,
  );
}

/**
 * The golden report: one fixture page's whole JSON report, committed (golden/*.json) and diffed by the
 * suite, as Lighthouse diffs its `sample_v2.json`. Any change to checks, texts, scores or fixes shows as
 * one reviewable diff; after a change meant to alter the report, write the files again with
 * `npx vitest run packages/engine/src/golden -u` and review the diff before committing.
 *
 * What a machine changes from run to run is replaced by a placeholder (normalise, below): the server's
 * port, the report's times, the timings the audit measures (TTFB) and the soft-404 probe's random path.
 * Nothing else is masked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizeReport } from '../localize/index.js';
import type { Report } from '../report/index.js';
import { runAudit } from '../run/audit.js';
import { startFixtureSite } from '../test-support/fixture-site.js';
import type { TestServer } from '../test-support/test-server.js';
import { readFileSync } from 'node:fs';

const fixture = readFileSync(new URL('../test-support/fixtures/fixable.html', import.meta.url), 'utf8');

let site: TestServer;
beforeAll(async () => {
  site = await startFixtureSite({
    '/shop/tables/oak-dining': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(fixture.replaceAll('{{origin}}', site.origin));
    },
  });

  it('of the bad fixture page is what golden/bad.en.json holds', async () => {
    const report = await runAudit(site.url('/bad'), { allowPrivate: true, lab: null });
    await expect(JSON.stringify(normalise(report, site.origin), null, 2) + '\n').toMatchFileSnapshot(
      './bad.en.json',
    );
  });
});
afterAll(() => site.close());

/** Keys whose values are times of day or durations of this run. */
const TIMES = new Set([
  'generatedAt',
  'fetchedAt',
  'startedAt',
  'finishedAt',
  'durationMs',
  'elapsedMs',
  'ttfbMs',
  'downloadMs',
  'totalMs',
]);
/** Checks whose numbers are timings of this run: their status stays, their figures are masked. */
const TIMED = new Set(['ttfb']);

function normalise(report: Report, origin: string): unknown {
  const host = new URL(origin).host;
  const text = JSON.stringify(report)
    .replaceAll(origin, 'http://fixture.test')
    .replaceAll(host, 'fixture.test')
    .replaceAll(encodeURIComponent(origin), encodeURIComponent('http://fixture.test'))
    // The soft-404 probe's made-up path is random on each run.
    .replace(/__rankscope-404-[0-9a-f]{16}/g, '__rankscope-404-<random>');
  return JSON.parse(text, function (this: Record<string, unknown>, key, value: unknown) {
    if (TIMES.has(key) && value !== null) return '<time>';
    if (key === 'checks' && Array.isArray(value))
      return value.map((c: Record<string, unknown>) =>
        TIMED.has(String(c.id))
          ? { ...c, message: '<timed>', value: '<timed>', details: '<timed>', messageRef: '<timed>' }
          : c,
      );
    return value;
  });
}

describe('the golden report', { timeout: 120_000 }, () => {
  it('of the fixable fixture page (and its French) is what golden/report.en.json and report.fr.json hold', async () => {
    const report = await runAudit(site.url('/shop/tables/oak-dining'), { allowPrivate: true, lab: null });
    await expect(JSON.stringify(normalise(report, site.origin), null, 2) + '\n').toMatchFileSnapshot(
      './report.en.json',
    );
    await expect(
      JSON.stringify(normalise(localizeReport(report, 'fr'), site.origin), null, 2) + '\n',
    ).toMatchFileSnapshot('./report.fr.json');
  });

  it('of the bad fixture page is what golden/bad.en.json holds', async () => {
    const report = await runAudit(site.url('/bad'), { allowPrivate: true, lab: null });
    await expect(JSON.stringify(normalise(report, site.origin), null, 2) + '\n').toMatchFileSnapshot(
      './bad.en.json',
    );
  });
});

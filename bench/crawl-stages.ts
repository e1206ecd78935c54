/**
 * Where one crawled page's analysis time goes, on the small pages of bench/crawl-scale-site.ts (~120
 * words, 10–14 links) and on the 30 KiB articles of bench/crawl-site.ts: parse5 alone, the whole gather
 * (decode, parse, walk, text, language, keywords), every page check (and the 10 slowest), the score, the
 * SimHash fingerprint, and the structured cloning a worker thread adds (the fetched page there, the
 * summary back). No network; a warm-up pass, then the median of 3 passes.
 * Run after `npx tsc -b packages/engine`: npx tsx bench/crawl-stages.ts
 */
import { parse } from 'parse5';
import { buildSite } from './crawl-site.js';
import { scalePage } from './crawl-scale-site.js';
import { fetchedPage } from './fixture.js';
import { median } from './stats.js';
import type { FetchedPage } from '../packages/engine/src/fetch/types.js';
import type * as Gather from '../packages/engine/src/gather/index.js';
import type * as Artifact from '../packages/engine/src/artifact.js';
import type * as Checks from '../packages/engine/src/checks/index.js';
import type * as Run from '../packages/engine/src/checks/run.js';
import type * as Score from '../packages/engine/src/score/index.js';
import type * as Simhash from '../packages/engine/src/crawl/simhash.js';
import type * as Analysis from '../packages/engine/src/crawl/page-analysis.js';

const dist = (path: string): string => new URL(`../packages/engine/dist/${path}`, import.meta.url).href;
const { gather } = (await import(dist('gather/index.js'))) as typeof Gather;
const { composeArtifact } = (await import(dist('artifact.js'))) as typeof Artifact;
const { CHECKS } = (await import(dist('checks/index.js'))) as typeof Checks;
const { runChecks } = (await import(dist('checks/run.js'))) as typeof Run;
const { computeScore } = (await import(dist('score.js'))) as typeof Score;
const { fingerprint } = (await import(dist('crawl/simhash.js'))) as typeof Simhash;
const { analysePage } = (await import(dist('crawl/page-analysis.js'))) as typeof Analysis;

const origin = 'http://127.0.0.1:1';

function stages(name: string, pages: FetchedPage[]): void {
  const perPage = (pass: () => void): number => {
    pass();
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      pass();
      runs.push((performance.now() - t0) / pages.length);
    }
    return median(runs);
  };
  const artifacts = pages.map((p) => composeArtifact(gather(p, { lines: 'none' })));
  const results = artifacts.map((a) => runChecks(a, CHECKS));
  const analyses = pages.map((p) => analysePage(p, { finalUrl: p.finalUrl, stripParams: [] }));
  const rows: Array<[string, number]> = [
    ['parse5 `parse()` alone', perPage(() => pages.forEach((p) => parse(p.body.toString('utf8'))))],
    [
      'gather (decode, parse, walk, text, language, keywords)',
      perPage(() => pages.forEach((p) => gather(p, { lines: 'none' }))),
    ],
    ['every page check', perPage(() => artifacts.forEach((a) => runChecks(a, CHECKS)))],
    [
      'score',
      perPage(() =>
        results.forEach((r) =>
          computeScore(r.map((x) => ({ entry: x.entry, status: x.status, score: x.outcome?.score }))),
        ),
      ),
    ],
    ['SimHash + content hash', perPage(() => artifacts.forEach((a) => fingerprint(a.text.main)))],
    [
      '`analysePage()` whole (what a worker runs)',
      perPage(() => pages.forEach((p) => analysePage(p, { finalUrl: p.finalUrl, stripParams: [] }))),
    ],
    ['structured clone: fetched page to the worker', perPage(() => pages.forEach((p) => structuredClone(p)))],
    ['structured clone: summary back', perPage(() => analyses.forEach((a) => structuredClone(a)))],
  ];
  console.log(
    `\n${name}: ${pages.length} pages, ${(pages.reduce((s, p) => s + p.bodyBytes, 0) / pages.length / 1024).toFixed(1)} KiB on average\n`,
  );
  console.log('| stage | per page (median) |');
  console.log('| ----- | ----------------- |');
  for (const [label, ms] of rows) console.log(`| ${label} | ${ms.toFixed(3)} ms |`);

  // The slowest checks, each timed over every page (one pass after the warm-up above).
  const byCheck = CHECKS.map((check) => {
    const t0 = performance.now();
    for (const a of artifacts) {
      try {
        check.run(a);
      } catch {
        // a check that throws is timed like any other
      }
    }
    return [check.id, (performance.now() - t0) / artifacts.length] as const;
  }).sort((a, b) => b[1] - a[1]);
  console.log(
    `\nslowest checks: ${byCheck
      .slice(0, 10)
      .map(([id, ms]) => `${id} ${ms.toFixed(3)} ms`)
      .join(', ')}`,
  );
}

stages(
  'crawl-scale-site (small pages)',
  Array.from({ length: 500 }, (_, i) =>
    fetchedPage(`${origin}/p/${i + 1}`, Buffer.from(scalePage(i + 1, 100_000))),
  ),
);
stages(
  'crawl-site (30 KiB articles)',
  [...buildSite(origin).pages.entries()]
    .slice(0, 300)
    .map(([path, body]) => fetchedPage(origin + path, body)),
);

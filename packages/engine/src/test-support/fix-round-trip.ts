/**
 * The fix round trip, measured: each page is served at /tables of its own fixture site on 127.0.0.1 and
 * audited; every verified html fix the report offers is applied by its own edits, alone and then all
 * together, and the page audited again over HTTP. A fix passes when its check passes (or has nothing left
 * to judge) and no check that passed before fails. Pages: the repository's fixture pages and generated
 * ones, a well-made page with one defect the writer handles each.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { passes } from '../fix/verify.js';
import { applyEdits } from '../fix/edits.js';
import type { Fix, FixEdit, Report } from '../report/index.js';
import { runAudit } from '../run/audit.js';
import { startFixtureSite } from './fixture-site.js';
import { html, type TestServer } from './test-server.js';

const fixture = (path: string): string =>
  readFileSync(new URL(`./fixtures/${path}`, import.meta.url), 'utf8');

/** The repository's fixture pages ({{origin}} is the fixture site's origin). */
export function fixturePages(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ['good.html', 'bad.html', 'fixable.html', 'fixable-conflicts.html'])
    out[name] = fixture(name);
  for (const name of readdirSync(new URL('./fixtures/real-world/', import.meta.url))) {
    out[`real-world/${name}`] = fixture(`real-world/${name}`);
  }
  return out;
}

type Defect = [string, (page: string) => string];

/** A well-made page (good.html) with one defect each, of the kinds the fix writer handles. */
const DEFECTS: Defect[] = [
  ['no title', (p) => p.replace(/<title>[^<]*<\/title>/, '')],
  [
    'long title',
    (p) =>
      p.replace(
        /<title>[^<]*/,
        '<title>Handmade Oak Dining Tables, Solid Oak Kitchen Tables and Custom Oak Furniture Made to Order in Yorkshire | Smith Workshop',
      ),
  ],
  ['no description', (p) => p.replace(/<meta\s+name="description"[\s\S]*?\/>/, '')],
  [
    'short description',
    (p) => p.replace(/content="Solid oak dining tables made by hand[^"]*"/, 'content="Oak tables."'),
  ],
  ['no h1', (p) => p.replace(/<h1>[^<]*<\/h1>/, '')],
  ['two h1', (p) => p.replace('<h2>Sizes and prices</h2>', '<h1>Sizes and prices</h1>')],
  ['h1 = title', (p) => p.replace(/<h1>[^<]*<\/h1>/, '<h1>Handmade Oak Dining Tables | Smith Workshop</h1>')],
  [
    'long h1',
    (p) =>
      p.replace(
        /<h1>[^<]*<\/h1>/,
        '<h1>Handmade oak dining tables built to order in our small Yorkshire workshop from boards we choose ourselves</h1>',
      ),
  ],
  ['empty heading', (p) => p.replace('<h2>Finishes</h2>', '<h2></h2>\n      <h2>Finishes</h2>')],
  ['no lang', (p) => p.replace('<html lang="en">', '<html>')],
  ['lang underscore', (p) => p.replace('<html lang="en">', '<html lang="en_GB">')],
  ['no viewport', (p) => p.replace(/<meta name="viewport"[^>]*>/, '')],
  ['no charset', (p) => p.replace(/<meta charset="utf-8" \/>/, '')],
  ['no canonical', (p) => p.replace(/<link rel="canonical"[^>]*>/, '')],
  [
    'relative canonical',
    (p) => p.replace(/<link rel="canonical" href="[^"]*"/, '<link rel="canonical" href="/tables"'),
  ],
  ['no Open Graph', (p) => p.replace(/<meta (property="og:|name="twitter:)[^>]*>/g, '')],
  ['no og:image:alt', (p) => p.replace(/<meta property="og:image:alt"[^>]*>/, '')],
  [
    'hreflang name',
    (p) =>
      p.replace(
        '</title>',
        '</title>\n    <link rel="alternate" hreflang="english" href="{{origin}}/tables" />\n    <link rel="alternate" hreflang="x-default" href="{{origin}}/tables" />',
      ),
  ],
  [
    'hreflang no self',
    (p) =>
      p.replace(
        '</title>',
        '</title>\n    <link rel="alternate" hreflang="fr" href="{{origin}}/fr/tables" />',
      ),
  ],
  [
    'JSON-LD trailing comma',
    (p) =>
      p.replace(
        '"availability": "https://schema.org/InStock"',
        '"availability": "https://schema.org/InStock",',
      ),
  ],
  ['no structured data', (p) => p.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/, '')],
  [
    'robots noindex',
    (p) => p.replace('</title>', '</title>\n    <meta name="robots" content="noindex, nofollow" />'),
  ],
  ['no doctype', (p) => p.replace('<!doctype html>\n', '')],
  [
    'obsolete tags',
    (p) =>
      p.replace(
        'Yorkshire. We choose',
        'Yorkshire. We use <acronym title="Forest Stewardship Council">FSC</acronym> oak and <tt>ref 12</tt>. We choose',
      ),
  ],
  ['self refresh', (p) => p.replace('</title>', '</title>\n    <meta http-equiv="refresh" content="300" />')],
  [
    'two canonicals',
    (p) =>
      p.replace('</title>', '</title>\n    <link rel="canonical" href="{{origin}}/tables?sort=price" />'),
  ],
  [
    'relative hreflang',
    (p) =>
      p.replace(
        '</title>',
        '</title>\n    <link rel="alternate" hreflang="en" href="/tables" />\n    <link rel="alternate" hreflang="x-default" href="/tables" />',
      ),
  ],
  [
    'wide description',
    (p) =>
      p.replace(
        /content="Solid oak dining tables made by hand[^"]*"/,
        'content="WWWW MMMM WWWW MMMM Solid oak dining tables made by hand in our Yorkshire workshop, MMMM WWWW choose the size and finish, WWWW MMMM see prices and delivery times."',
      ),
  ],
  [
    'tiny snippet',
    (p) => p.replace('</title>', '</title>\n    <meta name="robots" content="max-snippet:10" />'),
  ],
];

export function generatedPages(): Record<string, string> {
  const good = fixture('good.html');
  return Object.fromEntries(DEFECTS.map(([name, make]) => [`generated: ${name}`, make(good)]));
}

export interface PageResult {
  page: string;
  offered: string[];
  passedAlone: string[];
  failedAlone: { check: string; status: string | undefined; broken: string[] }[];
  together: { passed: boolean; failing: string[]; broken: string[] };
  needsYou: number;
}

const statusesOf = (report: Report): Map<string, Report['checks'][number]['status']> =>
  new Map(report.checks.map((c) => [c.id, c.status]));

/**
 * The server's response time, measured anew by each audit: an edit of the page's HTML cannot change it, so
 * its verdict moving between two audits is the measuring host (the round trips failed on `ttfb` alone, on
 * different pages each run, at load 20 on 2 cores), never a fix breaking the page.
 */
const HOST_TIMED = new Set(['ttfb']);

/** Checks that passed before and neither pass nor are n/a after. */
const brokenBy = (before: Report, after: Report): string[] => {
  const now = statusesOf(after);
  return before.checks
    .filter((c) => !HOST_TIMED.has(c.id))
    .filter((c) => c.status === 'good' && now.get(c.id) !== 'good' && now.get(c.id) !== 'na')
    .map((c) => c.id);
};

/** The verified html fixes of a report, one per distinct edit set (several checks share one). */
function offeredFixes(report: Report): Map<string, Fix> {
  return new Map(
    report.checks
      .filter((c) => c.readyFix?.verified && c.readyFix.kind === 'html' && c.readyFix.edits?.length)
      .map((c) => [c.id, c.readyFix!]),
  );
}

export async function roundTrip(name: string, source: string): Promise<PageResult> {
  let served = '';
  const site = await startFixtureSite({
    '/tables': (req: IncomingMessage, res: ServerResponse) => html(served)(req, res),
  });
  try {
    const original = source.replaceAll('{{origin}}', site.origin);
    served = original;
    const audit = (): Promise<Report> => runAudit(site.url('/tables'), { allowPrivate: true });
    const before = await audit();
    const offered = offeredFixes(before);
    const result: PageResult = {
      page: name,
      offered: [...offered.keys()],
      passedAlone: [],
      failedAlone: [],
      together: { passed: true, failing: [], broken: [] },
      needsYou: before.checks.filter((c) => c.readyFix && !c.readyFix.verified).length,
    };
    const seen = new Map<string, { after: Report }>();
    for (const [id, fix] of offered) {
      const key = JSON.stringify(fix.edits);
      let run = seen.get(key);
      if (!run) {
        served = applyEdits(original, fix.edits!);
        run = { after: await audit() };
        seen.set(key, run);
      }
      const after = statusesOf(run.after);
      const broken = brokenBy(before, run.after);
      if (passes(id, after) && broken.length === 0) result.passedAlone.push(id);
      else result.failedAlone.push({ check: id, status: after.get(id), broken });
    }
    if (offered.size > 0) {
      const edits: FixEdit[] = [...offered.values()].flatMap((f) => f.edits!);
      served = applyEdits(original, edits);
      const after = await audit();
      const now = statusesOf(after);
      const failing = [...offered.keys()].filter((id) => !passes(id, now));
      const broken = brokenBy(before, after);
      result.together = { passed: failing.length === 0 && broken.length === 0, failing, broken };
    }
    return result;
  } finally {
    await site.close();
  }
}

export interface RoundTripTotals {
  pages: number;
  offered: number;
  passed: number;
  regressions: number;
  togetherPassed: number;
  needsYou: number;
}

export function totals(results: readonly PageResult[]): RoundTripTotals {
  return {
    pages: results.length,
    offered: results.reduce((n, r) => n + r.offered.length, 0),
    passed: results.reduce((n, r) => n + r.passedAlone.length, 0),
    regressions: results.reduce(
      (n, r) => n + r.failedAlone.filter((f) => f.broken.length > 0).length + r.together.broken.length,
      0,
    ),
    togetherPassed: results.filter((r) => r.together.passed).length,
    needsYou: results.reduce((n, r) => n + r.needsYou, 0),
  };
}

/** Every page's round trip, a few pages at a time (each on its own fixture site). */
export async function roundTripAll(pages: Record<string, string>, concurrency = 4): Promise<PageResult[]> {
  const entries = Object.entries(pages);
  const results: PageResult[] = new Array<PageResult>(entries.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < entries.length; i = next++) {
      const [name, html] = entries[i]!;
      results[i] = await roundTrip(name, html);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, entries.length) }, worker));
  return results;
}

/** The fixture site whose /tables answers whatever page the test serves last (useServedPage). */
export interface ServedPage {
  readonly site: TestServer;
  /** The page as served now ({{origin}} replaced). */
  readonly served: string;
  /** Serves `page` at /tables and audits it for real, site phase and probes included. */
  audit(page: string): Promise<Report>;
}

/** Starts the fixture site before the file's tests and closes it after them. */
export function useServedPage(): ServedPage {
  let site: TestServer | undefined;
  let served = '';
  beforeAll(async () => {
    site = await startFixtureSite({ '/tables': (req, res) => html(served)(req, res) });
  }, 30_000);
  afterAll(async () => {
    await site?.close();
  });
  const started = (): TestServer => {
    if (!site) throw new Error('the fixture site starts in beforeAll');
    return site;
  };
  return {
    get site() {
      return started();
    },
    get served() {
      return served;
    },
    async audit(page) {
      served = page.replaceAll('{{origin}}', started().origin);
      return runAudit(started().url('/tables'), { allowPrivate: true });
    },
  };
}

/**
 * The round-trip property of the built-in fixes: apply one fix as a site owner would (paste the HTML,
 * replace robots.txt, add the server's header lines), audit the page again with the real runAudit over
 * HTTP, and the fixed check passes while no check that passed before fails.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKS } from '../checks/index.js';
import { runChecks } from '../checks/run.js';
import type { Fix, Report } from '../report/index.js';
import { composeArtifact } from '../artifact.js';
import { auditPage, finishAudit, runAudit } from '../run/audit.js';
import { applyEdits } from './edits.js';
import { CONFLICTS_PAGE, FIXABLE_PAGE } from '../test-support/round-trip-coverage.js';
import { startFixtureSite } from '../test-support/fixture-site.js';
import { html, type RouteHandler, type TestServer } from '../test-support/test-server.js';

const PATH = '/shop/tables/oak-dining';
/** A French page whose robots directives, canonical target and declared language are at odds with it. */
const CONFLICTS = '/fr/tables/chene-massif';
const ROBOTS = 'User-agent: *\nDisallow: /assets/\nDisallow: /admin/\n';

interface SiteState {
  page: string;
  conflicts: string;
  /** Response headers of the conflicts page (its X-Robots-Tag). */
  conflictHeaders: Record<string, string>;
  robots: string;
  headers: Record<string, string>;
  /** nginx's "brotli on" / "gzip on": text answers compressed when the client accepts it. */
  encodings: ('br' | 'gzip')[];
}

let site: TestServer;
let state: SiteState;
const original = (): SiteState => ({
  page: readFileSync(new URL('../test-support/fixtures/fixable.html', import.meta.url), 'utf8').replaceAll(
    '{{origin}}',
    site.origin,
  ),
  conflicts: readFileSync(
    new URL('../test-support/fixtures/fixable-conflicts.html', import.meta.url),
    'utf8',
  ).replaceAll('{{origin}}', site.origin),
  conflictHeaders: { 'X-Robots-Tag': 'noindex, noarchive' },
  robots: ROBOTS,
  headers: {},
  encodings: [],
});

beforeAll(async () => {
  const small = (title: string) =>
    html(
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title} | Smith Workshop</title></head><body><h1>${title}</h1></body></html>`,
    );
  site = await startFixtureSite({
    [PATH]: (req, res) => {
      const { body, headers } = encode(req, Buffer.from(state.page));
      return html(body, { headers: { ...state.headers, ...headers } })(req, res);
    },
    [CONFLICTS]: (req, res) => html(state.conflicts, { headers: state.conflictHeaders })(req, res),
    '/fr/tables/ancienne-page': html(
      '<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Ancienne page</title></head><body><h1>Ancienne page</h1></body></html>',
    ),
    '/robots.txt': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(state.robots);
    },
    '/assets/style.css': textAsset('text/css', `body{margin:0}${' '.repeat(2000)}`),
    '/assets/app.js': textAsset('text/javascript', `console.log(1);${' '.repeat(2000)}`),
    '/shop': small('Shop'),
    '/shop/tables': small('Dining tables'),
    '/fr/shop/tables/oak-dining': small('Tables en chêne'),
    '/es/shop/tables/oak-dining': small('Mesas de roble'),
  });
  state = original();
});
afterAll(async () => {
  await site.close();
});

/** Compresses a text answer as the configured server would: Brotli first, then gzip, when accepted. */
function encode(req: IncomingMessage, raw: Buffer): { body: Buffer; headers: Record<string, string> } {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = state.encodings.find((e) => new RegExp(`\\b${e}\\b`).test(accepted));
  if (!encoding) return { body: raw, headers: {} };
  const body = encoding === 'br' ? brotliCompressSync(raw) : gzipSync(raw);
  return { body, headers: { 'content-encoding': encoding, vary: 'Accept-Encoding' } };
}

/** A static text file, compressed like the page once a fix turned compression on. */
const textAsset =
  (type: string, text: string): RouteHandler =>
  (req, res) => {
    const { body, headers } = encode(req, Buffer.from(text));
    res.writeHead(200, {
      'content-type': type,
      'content-length': body.length,
      'cache-control': 'public, max-age=31536000',
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

const audit = (): Promise<Report> => runAudit(site.url(PATH), { allowPrivate: true });

/** What a site owner does with a fix: the edit the fix's `where` describes, on the served files. */
function apply(fix: Fix, s: SiteState, target: 'page' | 'conflicts' = 'page'): SiteState {
  if (fix.kind === 'robots-txt') return { ...s, robots: fix.snippet };
  if (fix.kind === 'http-header') {
    const [, name, value] = /^([\w-]+): (.*)$/.exec(fix.snippet) ?? [];
    expect(name).toBeDefined();
    const key = target === 'page' ? 'headers' : 'conflictHeaders';
    return { ...s, [key]: { ...s[key], [name!]: value! } };
  }
  if (fix.kind === 'server-config') {
    // The test server honours the nginx directives a site-wide fix uses: top-level add_header, gzip on.
    expect(fix.language).toBe('nginx');
    expect(fix.snippet).not.toMatch(/\{/);
    const headers = { ...s.headers };
    for (const m of fix.snippet.matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)) headers[m[1]!] = m[2]!;
    const encodings = s.encodings.slice();
    if (/^brotli on;$/m.test(fix.snippet)) encodings.push('br');
    if (/^gzip on;$/m.test(fix.snippet)) encodings.push('gzip');
    return { ...s, headers, encodings };
  }
  // The fix's own placement, as `rankscope fix` applies it.
  expect(fix.edits?.length).toBeGreaterThan(0);
  return { ...s, [target]: applyEdits(s[target], fix.edits!) };
}

const statusOf = (report: Report): Map<string, string> => new Map(report.checks.map((c) => [c.id, c.status]));

describe('built-in fixes round trip', () => {
  let before: Report;
  let fixes: Map<string, Fix>;
  beforeAll(async () => {
    const audited = await auditPage(site.url(PATH), { allowPrivate: true });
    const artifact = composeArtifact(audited.page, audited.parts);
    before = await finishAudit(audited, artifact, runChecks(artifact, CHECKS), {});
    fixes = new Map(before.checks.flatMap((c) => (c.readyFix ? [[c.id, c.readyFix] as const] : [])));
  }, 30_000);

  it('attaches the fixes to the suggestions, which keep their score-gain order', () => {
    const attached = before.suggestions.filter((s) => s.fix);
    expect(attached.length).toBeGreaterThanOrEqual(6);
    for (const s of attached) {
      // The report also carries where/note in every report language (texts) so it can switch language.
      const { texts, ...fix } = s.fix!;
      expect(s.fix).toEqual(fixes.get(s.checkId));
      if (texts)
        expect(texts.en).toEqual({
          where: fix.where,
          note: fix.note,
          ...(fix.needs ? { needs: fix.needs } : {}),
        });
    }
    const gains = before.suggestions.map((s) => s.scoreGain);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
  });

  it('writes a fix for every family the page gets wrong', () => {
    expect([...fixes.keys()].sort()).toEqual(expect.arrayContaining([...FIXABLE_PAGE]));
  });

  // One audit per fix: each fix is applied alone to the original page.
  it('each fix makes its check pass and breaks no check that passed', async () => {
    const passedBefore = [...statusOf(before)].filter(([, s]) => s === 'good').map(([id]) => id);
    const results: { check: string; status: string | undefined; broken: string[] }[] = [];
    for (const [checkId, fix] of fixes) {
      if (fix.kind === 'text') continue;
      state = apply(fix, original());
      const report = await audit();
      const after = statusOf(report);
      const broken = passedBefore.filter((id) => after.get(id) !== 'good' && after.get(id) !== 'na');
      // Stock gzip (the primary compression snippet; Brotli needs a module) leaves only "Brotli would be smaller".
      const gzipOnly =
        checkId === 'compression' &&
        report.checks.find((c) => c.id === checkId)?.messageRef?.key === 'gzipOnly';
      results.push({ check: checkId, status: gzipOnly ? 'good' : after.get(checkId), broken });
    }
    state = original();
    expect(JSON.stringify(results.filter((r) => r.status !== 'good' || r.broken.length > 0))).toEqual('[]');
    expect(results.length).toBeGreaterThanOrEqual(15);
  }, 180_000);
});

describe('robots, canonical target and language fixes round trip', () => {
  let before: Report;
  let fixes: Map<string, Fix>;
  beforeAll(async () => {
    state = original();
    const audited = await auditPage(site.url(CONFLICTS), { allowPrivate: true });
    const artifact = composeArtifact(audited.page, audited.parts);
    before = await finishAudit(audited, artifact, runChecks(artifact, CHECKS), {});
    fixes = new Map(before.checks.flatMap((c) => (c.readyFix ? [[c.id, c.readyFix] as const] : [])));
  }, 30_000);

  it('writes the corrected robots tags, header, canonical and lang', () => {
    const failed = [...statusOf(before)].filter(([, s]) => s === 'critical' || s === 'recommended');
    expect(failed.map(([id]) => id)).toEqual(
      expect.arrayContaining([
        'robots-meta-noindex', 'robots-meta-nofollow', 'robots-bot-specific', 'robots-unavailable-after',
        'x-robots-tag', 'canonical-target-indexable', 'lang-valid',
      ]),
    ); // prettier-ignore
    const robots = fixes.get('robots-meta-noindex')!;
    expect(robots.snippet).toBe(
      '<meta name="robots" content="index, follow">\n<meta name="googlebot" content="index, follow">',
    );
    // One correction for every failed robots meta check: pasting one never undoes another.
    for (const id of ['robots-meta-nofollow', 'robots-bot-specific', 'robots-unavailable-after']) {
      expect(fixes.get(id)?.snippet).toBe(robots.snippet);
    }
    expect(fixes.get('x-robots-tag')).toMatchObject({ kind: 'http-header', snippet: 'X-Robots-Tag: all' });
    expect(fixes.get('canonical-target-indexable')).toMatchObject({
      snippet: `<link rel="canonical" href="${site.url(CONFLICTS)}">`,
      note: expect.stringContaining(`${site.origin}/fr/tables/ancienne-page cannot be indexed`),
    });
    expect(fixes.get('lang-valid')).toMatchObject({
      snippet: '<html lang="fr">',
      note: expect.stringContaining('Confirm before changing it'),
    });
  });

  it('each fix makes its check pass and breaks no check that passed', async () => {
    const passedBefore = [...statusOf(before)].filter(([, s]) => s === 'good').map(([id]) => id);
    const ids = CONFLICTS_PAGE;
    const results: { check: string; status: string | undefined; broken: string[] }[] = [];
    for (const checkId of ids) {
      const fix = fixes.get(checkId);
      expect({ checkId, fix: Boolean(fix) }).toEqual({ checkId, fix: true });
      state = apply(fix!, original(), 'conflicts');
      const report = await runAudit(site.url(CONFLICTS), { allowPrivate: true });
      const after = statusOf(report);
      const broken = passedBefore.filter((id) => after.get(id) !== 'good' && after.get(id) !== 'na');
      // A self-referencing canonical leaves nothing for canonical-target-indexable to judge: n/a is its pass.
      const passed =
        after.get(checkId) === 'good' ||
        (checkId === 'canonical-target-indexable' && after.get(checkId) === 'na');
      results.push({ check: checkId, status: passed ? 'good' : after.get(checkId), broken });
    }
    state = original();
    expect(JSON.stringify(results.filter((r) => r.status !== 'good' || r.broken.length > 0))).toEqual('[]');
  }, 120_000);
});

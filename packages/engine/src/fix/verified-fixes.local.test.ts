/**
 * The faults issue 23 found, each audited for real over HTTP, the fixes applied by their own edits, and
 * the page audited again: what the report offers must work, and what it cannot verify must say so.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../report/index.js';
import { runAudit } from '../run/audit.js';
import { startFixtureSite } from '../test-support/fixture-site.js';
import { solidPng } from '../test-support/png.js';
import { html, type TestServer } from '../test-support/test-server.js';
import { defaultResolve, type ResolvedAddress } from '../fetch/ssrf.js';
import { applyEdits } from './edits.js';

const pages: Record<string, string> = {};
let site: TestServer;

const png = (w: number, h: number) => (_req: unknown, res: ServerResponse) => {
  const body = solidPng(w, h);
  res.writeHead(200, { 'content-type': 'image/png', 'content-length': body.length });
  res.end(body);
};

const PROSE =
  '<p>Every oak dining table we sell is made by hand in our small workshop in Yorkshire, from boards we choose ourselves and dry slowly.</p><p>You pick the size, the legs and the finish; we build the table for you and deliver it to most of mainland Britain within eight weeks.</p>';

beforeAll(async () => {
  const route = (path: string) => (req: IncomingMessage, res: ServerResponse) =>
    html(pages[path] ?? '')(req, res);
  site = await startFixtureSite({
    '/small-og': route('/small-og'),
    '/no-h1': route('/no-h1'),
    '/broken-jsonld': route('/broken-jsonld'),
    '/quoted-jsonld': route('/quoted-jsonld'),
    '/hreflang-names': route('/hreflang-names'),
    '/preview/tables': route('/preview/tables'),
    '/img/small.png': png(400, 300),
  });
  const head = (extra: string) =>
    `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>Handmade oak dining tables | Smith Workshop</title>\n<meta name="description" content="Every oak dining table we sell is made by hand in our small workshop in Yorkshire, from boards we choose ourselves.">\n${extra}\n</head>\n`;
  pages['/small-og'] =
    `${head(`<meta property="og:image" content="${site.origin}/img/small.png">\n<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite","name":"Smith Workshop","url":"${site.origin}/"}</script>`)}<body><main><h1>Handmade oak dining tables</h1>${PROSE}<img src="/img/small.png" alt="Oak table" width="400" height="300"></main></body></html>`;
  pages['/no-h1'] = `${head('')}<body><main>${PROSE}</main></body></html>`;
  pages['/broken-jsonld'] =
    `${head('<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Oak table","offers":{"@type":"Offer","price":"1450","priceCurrency":"GBP",},}</script>')}<body><main><h1>Handmade oak dining tables</h1>${PROSE}</main></body></html>`;
  pages['/quoted-jsonld'] =
    `${head("<script type=\"application/ld+json\">{'@context':'https://schema.org','@type':'Product'}</script>")}<body><main><h1>Handmade oak dining tables</h1>${PROSE}</main></body></html>`;
  pages['/hreflang-names'] =
    `${head(`<link rel="alternate" hreflang="english" href="${site.origin}/hreflang-names">\n<link rel="alternate" hreflang="es" href="${site.origin}/es/mesas">`)}<body><main><h1>Handmade oak dining tables</h1>${PROSE}</main></body></html>`;
  pages['/preview/tables'] =
    `${head('<link rel="canonical" href="https://www.smith-workshop.co.uk/preview/tables">')}<body><main><h1>Handmade oak dining tables</h1>${PROSE}</main></body></html>`;
}, 30_000);
afterAll(async () => {
  await site.close();
});

/** Production's host (in the preview's canonical) resolves to a closed local port: no lookup leaves the machine. */
const resolve = (hostname: string): Promise<ResolvedAddress[]> =>
  hostname === 'www.smith-workshop.co.uk'
    ? Promise.resolve([{ address: '127.0.0.1', family: 4 }])
    : defaultResolve(hostname);
const audit = (path: string): Promise<Report> =>
  runAudit(site.url(path), { allowPrivate: true, fetch: { resolve } });
const fixOf = (report: Report, id: string) => report.checks.find((c) => c.id === id)?.readyFix;
const status = (report: Report, id: string) => report.checks.find((c) => c.id === id)?.status;

/** Applies every verified html fix of the report to the served page and audits it again. */
async function applyAll(path: string, report: Report): Promise<Report> {
  const edits = report.checks.flatMap((c) =>
    c.readyFix?.verified && c.readyFix.kind === 'html' ? (c.readyFix.edits ?? []) : [],
  );
  const original = pages[path]!;
  pages[path] = applyEdits(original, edits);
  try {
    return await audit(path);
  } finally {
    pages[path] = original;
  }
}

describe('fixes verified before they are shown (issue 23)', () => {
  it('og-image: never proposes an image the check rejects; says it needs a 1200×630 image; site name from JSON-LD', async () => {
    const report = await audit('/small-og');
    expect(status(report, 'og-image')).toBe('recommended');
    const image = fixOf(report, 'og-image')!;
    expect(image).toMatchObject({ kind: 'text', verified: false });
    expect(image.needs).toMatch(/1200×630/);
    const block = fixOf(report, 'og-title')!;
    expect(block.verified).toBe(true);
    expect(block.snippet).toContain('<meta property="og:site_name" content="Smith Workshop">');
    // The page's own (small) image stays as written: the block neither repeats nor replaces it.
    expect(block.snippet).not.toContain('og:image');
    expect(applyEdits(pages['/small-og']!, block.edits!)).toContain(
      `<meta property="og:image" content="${site.origin}/img/small.png">`,
    );
  }, 30_000);

  it('h1-present: the h1 is not the title word for word, and h1-equals-title passes afterwards', async () => {
    const report = await audit('/no-h1');
    const fix = fixOf(report, 'h1-present')!;
    expect(fix.verified).toBe(true);
    expect(fix.edits).toEqual([expect.objectContaining({ action: 'insert', target: 'main:start' })]);
    const after = await applyAll('/no-h1', report);
    expect(status(after, 'h1-present')).toBe('good');
    expect(status(after, 'h1-equals-title')).toBe('good');
  }, 60_000);

  it('jsonld-parse: repairs the trailing commas of the Product block and keeps it, instead of replacing it', async () => {
    const report = await audit('/broken-jsonld');
    expect(status(report, 'jsonld-parse')).toBe('critical');
    const fix = fixOf(report, 'jsonld-parse')!;
    expect(fix).toMatchObject({ kind: 'html', verified: true });
    expect(fix.snippet).toContain('"@type":"Product"');
    expect(fix.snippet).toContain('"priceCurrency":"GBP"}}');
    const after = await applyAll('/broken-jsonld', report);
    expect(status(after, 'jsonld-parse')).toBe('good');
    expect(status(after, 'schema-product')).not.toBe('na');
  }, 60_000);

  it('jsonld-parse: an error it cannot repair is pointed at (line, column, what) and marked as needing the user', async () => {
    const report = await audit('/quoted-jsonld');
    const fix = fixOf(report, 'jsonld-parse')!;
    expect(fix).toMatchObject({ kind: 'text', verified: false });
    expect(fix.snippet).toMatch(/^line \d+, column \d+: /);
    expect(fix.where).toMatch(/line \d+/);
    expect(fix.needs).toBeTruthy();
  }, 30_000);

  it('hreflang: "english" becomes "en" in the corrected set, which passes on re-audit', async () => {
    const report = await audit('/hreflang-names');
    expect(status(report, 'hreflang-valid-codes')).toBe('critical');
    const fix = fixOf(report, 'hreflang-valid-codes')!;
    expect(fix.snippet).toContain('hreflang="en"');
    expect(fix.snippet).not.toContain('english');
    const after = await applyAll('/hreflang-names', report);
    expect(status(after, 'hreflang-valid-codes')).toBe('good');
  }, 60_000);

  it('a canonical naming the same path on another host is informational on a preview, and no fix names the preview', async () => {
    const report = await audit('/preview/tables');
    const self = report.checks.find((c) => c.id === 'canonical-self')!;
    expect(self.status).toBe('na');
    expect(self.message).toContain('preview');
    const local = site.url('/preview/tables');
    for (const c of report.checks) expect(JSON.stringify(c.readyFix ?? {})).not.toContain(`"${local}"`);
  }, 30_000);

  it('every verified fix of a page applied together: each fixed check passes, no passing check fails, one <title>', async () => {
    const report = await audit('/small-og');
    const verified = report.checks.filter((c) => c.readyFix?.verified);
    expect(verified.length).toBeGreaterThan(0);
    const after = await applyAll('/small-og', report);
    for (const c of verified)
      expect({ id: c.id, status: status(after, c.id) }).toEqual({ id: c.id, status: 'good' });
    const broken = report.checks
      .filter((c) => c.status === 'good')
      .filter((c) => !['good', 'na'].includes(status(after, c.id) ?? ''));
    expect(broken.map((c) => c.id)).toEqual([]);
    const edits = verified.flatMap((c) => c.readyFix!.edits ?? []);
    expect(applyEdits(pages['/small-og']!, edits).match(/<title>/g)).toHaveLength(1);
  }, 60_000);
});

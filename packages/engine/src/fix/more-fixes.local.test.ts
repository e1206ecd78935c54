/**
 * The fixes issue 23 found missing, audited for real over HTTP: those the page can take are verified and
 * pass on re-audit when applied by their own edits; those it cannot (redirects, URL renames, sitemap
 * entries, alt texts) say what they need from the user.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../report/index.js';
import { runAudit } from '../run/audit.js';
import { startFixtureSite } from '../test-support/fixture-site.js';
import { html, redirect, type TestServer } from '../test-support/test-server.js';
import { applyEdits } from './edits.js';

const pages: Record<string, string> = {};
let site: TestServer;
const PROSE =
  '<p>Every oak dining table we sell is made by hand in our small workshop in Yorkshire, from boards we choose ourselves and dry slowly.</p><p>You pick the size, the legs and the finish; we build the table for you and deliver it within eight weeks.</p>';
const HEAD =
  '<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>Handmade oak dining tables | Smith Workshop</title>\n</head>\n';

beforeAll(async () => {
  const route = (path: string) => (req: IncomingMessage, res: ServerResponse) =>
    html(pages[path] ?? '')(req, res);
  site = await startFixtureSite({
    '/no-doctype': route('/no-doctype'),
    '/unsized': route('/unsized'),
    '/old-tags': route('/old-tags'),
    '/refresh': route('/refresh'),
    '/Old_Tables': route('/Old_Tables'),
    '/hop1': redirect('/hop2'),
    '/hop2': redirect('/final'),
    '/final': route('/final'),
  });
  pages['/no-doctype'] =
    `${HEAD}<body><main><h1>Handmade oak dining tables</h1>${PROSE}</main></body></html>`;
  pages['/old-tags'] =
    `<!DOCTYPE html>\n${HEAD}<body><main><h1>Handmade oak dining tables</h1>${PROSE}\n<p>Made with <acronym title="Forest Stewardship Council">FSC</acronym> oak, <tt>ref 12</tt>, <strike>£1,600</strike> £1,450.</p></main></body></html>`;
  pages['/refresh'] =
    `<!DOCTYPE html>\n${HEAD.replace('</head>', '<meta http-equiv="refresh" content="0; url=/final">\n</head>')}<body><main><h1>Moved</h1>${PROSE}</main></body></html>`;
  pages['/Old_Tables'] =
    `<!DOCTYPE html>\n${HEAD}<body><main><h1>Handmade oak dining tables</h1>${PROSE}</main></body></html>`;
  pages['/final'] = pages['/Old_Tables'];
  pages['/unsized'] =
    `<!DOCTYPE html>\n${HEAD}<body><main><h1>Handmade oak dining tables</h1>${PROSE}\n<img src="/img/oak-table-six-seats.jpg" alt="Six-seat oak table">\n</main></body></html>`;
}, 30_000);
afterAll(async () => {
  await site.close();
});

const audit = (path: string): Promise<Report> => runAudit(site.url(path), { allowPrivate: true });
const check = (report: Report, id: string) => report.checks.find((c) => c.id === id)!;

async function reaudit(path: string, report: Report): Promise<Report> {
  const edits = report.checks.flatMap((c) => (c.readyFix?.verified ? (c.readyFix.edits ?? []) : []));
  const original = pages[path]!;
  pages[path] = applyEdits(original, edits);
  try {
    return await audit(path);
  } finally {
    pages[path] = original;
  }
}

describe('the missing fixes (issue 23)', () => {
  it('doctype: the HTML5 doctype first, verified, with a word on quirks mode', async () => {
    const report = await audit('/no-doctype');
    const fix = check(report, 'doctype').readyFix!;
    expect(fix).toMatchObject({ kind: 'html', verified: true, snippet: '<!DOCTYPE html>' });
    expect(fix.note).toMatch(/quirks mode/);
    expect(check(await reaudit('/no-doctype', report), 'doctype').status).toBe('good');
  }, 60_000);

  it('img-missing-dimensions: a same-origin image is measured and gets its intrinsic width and height', async () => {
    const report = await audit('/unsized');
    const fix = check(report, 'img-missing-dimensions').readyFix!;
    expect(fix).toMatchObject({ kind: 'html', verified: true });
    expect(fix.snippet).toBe(
      '<img src="/img/oak-table-six-seats.jpg" alt="Six-seat oak table" width="800" height="533">',
    );
    expect(check(await reaudit('/unsized', report), 'img-missing-dimensions').status).toBe('good');
  }, 60_000);

  it('deprecated tags with a same-looking modern element are renamed; content and attributes stay', async () => {
    const report = await audit('/old-tags');
    const fix = check(report, 'deprecated-tags').readyFix!;
    expect(fix.verified).toBe(true);
    const fixed = applyEdits(pages['/old-tags']!, fix.edits!);
    expect(fixed).toContain(
      '<abbr title="Forest Stewardship Council">FSC</abbr> oak, <code>ref 12</code>, <s>£1,600</s>',
    );
    expect(check(await reaudit('/old-tags', report), 'deprecated-tags').status).toBe('good');
  }, 60_000);

  it('meta refresh to another page: the tag removed (verified) with the 301 rule for the server that replaces it', async () => {
    const report = await audit('/refresh');
    const fix = check(report, 'meta-refresh').readyFix!;
    expect(fix).toMatchObject({ kind: 'html', verified: true });
    expect(fix.where).toContain(`send a 301 redirect to ${site.url('/final')} from the server`);
    expect(fix.note).toContain('before publishing the page without the tag');
    expect(fix.alternatives).toEqual([
      {
        language: 'nginx',
        context: 'server',
        snippet: `location = "/refresh" {\n\treturn 301 "${site.url('/final')}";\n}`,
      },
      {
        language: 'apache',
        context: 'virtualhost',
        snippet: `Redirect 301 "/refresh" "${site.url('/final')}"`,
      },
      { language: 'caddy', context: 'site', snippet: `redir "/refresh" "${site.url('/final')}" 301` },
    ]);
    const fixed = applyEdits(pages['/refresh']!, fix.edits!);
    expect(fixed).not.toContain('http-equiv="refresh"');
    expect(fixed).toContain('<h1>Moved</h1>');
  }, 30_000);

  it('a redirect chain: one 301 from the first URL to the final one', async () => {
    const report = await audit('/hop1');
    expect(check(report, 'redirect-chain').status).not.toBe('good');
    const fix = check(report, 'redirect-chain').readyFix!;
    expect(fix.snippet).toContain(`location = "/hop1"`);
    expect(fix.snippet).toContain(`return 301 "${site.url('/final')}"`);
    expect(fix.needs).toBeTruthy();
  }, 30_000);

  it('URL underscores and capitals: the new URL and the 301 rule, marked as needing the user', async () => {
    const report = await audit('/Old_Tables');
    for (const id of ['url-underscores', 'url-uppercase']) {
      const fix = check(report, id).readyFix!;
      expect(fix.snippet).toBe(`location = "/Old_Tables" {\n\treturn 301 "${site.url('/old-tables')}";\n}`);
      expect(fix.verified).toBe(false);
      expect(fix.needs).toMatch(/new URL/);
    }
  }, 30_000);
});

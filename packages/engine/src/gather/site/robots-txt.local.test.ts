import { describe, expect, it } from 'vitest';
import { doc, pageFromHtml } from '../../test-support/index.js';
import {
  html,
  redirect,
  type RouteHandler,
  serveEach,
  type TestServer,
} from '../../test-support/test-server.js';
import { createSiteContext } from './context.js';
import { gatherRobotsTxt, isAllowedBy } from './robots-txt.js';

const serve = serveEach();

const text =
  (body: string | Buffer, type = 'text/plain; charset=utf-8', status = 200): RouteHandler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': type }).end(body);
  };
const status =
  (code: number): RouteHandler =>
  (_req, res) => {
    res.writeHead(code, { 'content-type': 'text/plain' }).end(String(code));
  };

/** Gathers the facts for a page at `path` of the server (its HTML only matters for resource origins). */
async function gatherAt(s: TestServer, body = doc(''), budgetMs?: number) {
  const page = pageFromHtml(body, { url: s.url('/shop/oak-table') });
  const ctx = createSiteContext(page, { fetch: { allowPrivate: true }, ...(budgetMs ? { budgetMs } : {}) });
  return gatherRobotsTxt(ctx);
}

describe('gatherRobotsTxt', () => {
  it('reads a good robots.txt, checks its sitemaps, and reads llms.txt', async () => {
    const s = await serve({});
    s.route(
      '/robots.txt',
      text(
        `User-agent: *\nDisallow: /cart\n\nUser-agent: GPTBot\nDisallow: /\n\nSitemap: ${s.url('/sitemap.xml')}\nSitemap: /news.xml\nSitemap: ${s.url('/gone.xml')}\n`,
      ),
    );
    s.route('/sitemap.xml', text('<urlset/>', 'application/xml'));
    s.route('/news.xml', (req, res) => {
      res.writeHead(req.method === 'HEAD' ? 405 : 200, { 'content-type': 'application/xml' }).end();
    });
    s.route(
      '/llms.txt',
      text(
        '# Oak & Co\n\n> Solid oak furniture.\n\n## Shop\n\n- [Tables](/tables): all tables\n',
        'text/markdown',
      ),
    );
    s.route('/llms-full.txt', text('# Oak & Co full'));

    const facts = await gatherAt(s);
    expect(facts).toMatchObject({
      url: s.url('/robots.txt'),
      policy: 'rules',
      fetch: { status: 200, error: null, contentType: 'text/plain; charset=utf-8', redirects: [] },
      groups: [
        { agents: ['*'], line: 1, rules: 1 },
        { agents: ['gptbot'], line: 4, rules: 1 },
      ],
      sitemaps: [s.url('/sitemap.xml'), s.url('/news.xml'), s.url('/gone.xml')],
      sitemapsSkipped: 0,
      lint: { issues: [], html: false, unparsable: false, oversize: false, directives: 7 },
      resourceOrigins: [],
    });
    expect(facts.sitemapLines.map((l) => [l.line, l.relative])).toEqual([
      [7, false],
      [8, true],
      [9, false],
    ]);
    expect(facts.sitemapChecks.map((c) => c.status)).toEqual([200, 200, 404]);
    expect(isAllowedBy(facts, s.url('/cart/1'), 'Googlebot')).toBe(false);
    expect(isAllowedBy(facts, s.url('/shop/oak-table'), 'GPTBot')).toBe(false);
    expect(facts.llms).toMatchObject({
      url: s.url('/llms.txt'),
      fetch: { status: 200, contentType: 'text/markdown' },
      parsed: { h1: 'Oak & Co', summary: 'Solid oak furniture.', summaryKind: 'blockquote', links: 1 },
      full: { status: 200 },
    });
    expect(s.requests.find((r) => r.url === '/llms-full.txt')?.method).toBe('HEAD');
  });

  it('records a missing robots.txt (everything allowed) and a missing llms.txt', async () => {
    const s = await serve({});
    const facts = await gatherAt(s);
    expect(facts).toMatchObject({ policy: 'allow-all', fetch: { status: 404 }, text: null, sitemaps: [] });
    expect(isAllowedBy(facts, s.url('/anything'), 'Googlebot')).toBe(true);
    expect(facts.llms).toMatchObject({ fetch: { status: 404 }, parsed: null, full: { status: 404 } });
  });

  it('treats a 503 as unreachable: everything disallowed, isAllowedBy unknown', async () => {
    const s = await serve({ '/robots.txt': status(503) });
    const facts = await gatherAt(s);
    expect(facts).toMatchObject({ policy: 'disallow-all', fetch: { status: 503 } });
    expect(isAllowedBy(facts, s.url('/'), 'Googlebot')).toBeNull();
  });

  it('follows and records redirects, including to another host', async () => {
    const other = await serve({ '/robots.txt': text('User-agent: *\nDisallow: /private') });
    const s = await serve({
      '/robots.txt': redirect('/robots-v2.txt', 301),
      '/robots-v2.txt': redirect(`http://localhost:${other.port}/robots.txt`, 302),
    });
    const facts = await gatherAt(s);
    expect(facts.fetch.redirects.map((h) => h.status)).toEqual([301, 302]);
    expect(facts.fetch.finalUrl).toBe(`http://localhost:${other.port}/robots.txt`);
    // The rules served at the end of the chain govern the audited origin.
    expect(isAllowedBy(facts, s.url('/private/x'), 'Googlebot')).toBe(false);
  });

  it('records a server that never answers as a timeout instead of waiting', async () => {
    const s = await serve({ '/robots.txt': () => undefined, '/llms.txt': () => undefined });
    const started = performance.now();
    const facts = await gatherAt(s, doc(''), 600);
    // Neither file ever answers: the 600 ms budget ended the wait, not before it.
    expect(performance.now() - started).toBeGreaterThanOrEqual(590);
    expect(facts.fetch).toMatchObject({ status: null, error: 'TIMEOUT' });
    expect(facts.policy).toBe('disallow-all');
    expect(facts.llms.fetch.status).toBeNull();
  });

  it('flags HTML served as robots.txt and llms.txt', async () => {
    const page =
      '<!DOCTYPE html><html><head><title>Home</title></head><body><a href="/">Home</a></body></html>';
    const s = await serve({ '/robots.txt': html(page), '/llms.txt': html(page) });
    const facts = await gatherAt(s);
    expect(facts.policy).toBe('rules');
    expect(facts.lint.html).toBe(true);
    expect(facts.llms.parsed).toMatchObject({ html: true, h1: null });
  });

  it('lints a malformed file with line numbers, BOM included', async () => {
    const body = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('Disallow: /tmp\nUser-agent: *\nNoindex: /old\nDisallow /x\n'),
    ]);
    const s = await serve({ '/robots.txt': text(body) });
    const facts = await gatherAt(s);
    expect(facts.lint.issues.map((i) => [i.line, i.kind])).toEqual([
      [1, 'bom'],
      [1, 'rule-before-user-agent'],
      [3, 'unsupported-directive'],
      [4, 'no-colon'],
    ]);
    expect(isAllowedBy(facts, s.url('/x'), 'Googlebot')).toBe(false);
  });

  it('measures a huge file but keeps only what Google reads', async () => {
    const line = 'Disallow: /archive/2019/some-long-path-segment-to-fill-the-file\n';
    const big = `User-agent: *\n${line.repeat(Math.ceil((700 * 1024) / line.length))}Disallow: /tail\n`;
    const s = await serve({ '/robots.txt': text(big) });
    const facts = await gatherAt(s);
    expect(facts.fetch.bytes).toBe(Buffer.byteLength(big));
    expect(facts.fetch.truncated).toBe(true);
    expect(facts.lint.oversize).toBe(true);
    expect(facts.text?.length).toBe(500 * 1024);
    // Rules past 500 KiB are ignored, as Google ignores them.
    expect(isAllowedBy(facts, s.url('/tail'), 'Googlebot')).toBe(true);
  });

  it('fetches robots.txt of other same-site origins the page loads resources from', async () => {
    const cdn = await serve({ '/robots.txt': text('User-agent: *\nDisallow: /css/') });
    const s = await serve({ '/robots.txt': text('User-agent: *\nAllow: /') });
    const body = doc(`<link rel="stylesheet" href="http://127.0.0.1:${cdn.port}/css/site.css">`);
    const facts = await gatherAt(s, body);
    expect(facts.resourceOrigins.map((f) => [f.url, f.policy])).toEqual([[cdn.url('/robots.txt'), 'rules']]);
    expect(isAllowedBy(facts, cdn.url('/css/site.css'), 'Googlebot')).toBe(false);
    expect(isAllowedBy(facts, s.url('/css/site.css'), 'Googlebot')).toBe(true);
  });

  it('caps the sitemaps it checks and says how many it skipped', async () => {
    const lines = Array.from({ length: 23 }, (_, i) => `Sitemap: /s${i}.xml`).join('\n');
    const s = await serve({ '/robots.txt': text(lines) });
    const facts = await gatherAt(s);
    expect(facts.sitemaps).toHaveLength(23);
    expect(facts.sitemapChecks).toHaveLength(20);
    expect(facts.sitemapsSkipped).toBe(3);
  });
});

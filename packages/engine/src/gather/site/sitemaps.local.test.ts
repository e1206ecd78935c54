import { gzipSync } from 'node:zlib';
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
import { gatherRobotsTxt } from './robots-txt.js';
import { gatherSitemaps, type SitemapFacts } from './sitemaps.js';

const serve = serveEach();

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const MB = 1024 * 1024;

const xml = (body: string | Buffer, type = 'application/xml'): RouteHandler =>
  html(body, { headers: { 'content-type': type } });
const text = (body: string): RouteHandler => html(body, { headers: { 'content-type': 'text/plain' } });
const gz = (body: string): RouteHandler =>
  html(gzipSync(body), { headers: { 'content-type': 'application/x-gzip' } });

function urlset(entries: { loc: string; lastmod?: string }[]): string {
  const urls = entries
    .map((e) => `  <url><loc>${e.loc}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n${urls}\n</urlset>\n`;
}

function sitemapIndex(locs: string[]): string {
  const items = locs.map((loc) => `  <sitemap><loc>${loc}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NS}">\n${items}\n</sitemapindex>\n`;
}

const page = (title: string, head = ''): RouteHandler =>
  html(doc(`<title>${title}</title>${head}`, `<h1>${title}</h1>`));

async function server(build: (url: (path: string) => string) => Record<string, RouteHandler>) {
  const s = await serve();
  for (const [path, handler] of Object.entries(build((p) => s.url(p)))) s.route(path, handler);
  return s;
}

/** Runs the robots.txt and sitemaps gatherers for a page of the server, as the site phase does. */
async function sitemapsOf(s: TestServer, path = '/', head = '', budgetMs = 8000): Promise<SitemapFacts> {
  const audited = pageFromHtml(doc(`<title>Audited</title>${head}`), { url: s.url(path) });
  const ctx = createSiteContext(audited, { fetch: { allowPrivate: true }, budgetMs });
  return gatherSitemaps(ctx, gatherRobotsTxt(ctx));
}

describe('gatherSitemaps: discovery', () => {
  it('follows robots.txt to an index, its children (one gzipped .gz) and checks a sample', async () => {
    const s = await server((u) => ({
      '/robots.txt': text(`User-agent: *\nDisallow: /private/\n\nSitemap: ${u('/sitemap_index.xml')}\n`),
      '/sitemap_index.xml': xml(sitemapIndex([u('/sitemap-pages.xml'), u('/sitemap-products.xml.gz')])),
      '/sitemap-pages.xml': xml(
        urlset([
          { loc: u('/'), lastmod: '2025-12-01' },
          { loc: u('/about'), lastmod: '2025-11-03T10:00:00+01:00' },
          { loc: u('/old'), lastmod: '2025-10-01' },
        ]),
      ),
      '/sitemap-products.xml.gz': gz(
        urlset([
          { loc: u('/products/oak'), lastmod: '2026-01-02' },
          { loc: u('/products/ash'), lastmod: '2026-01-03' },
          { loc: u('/private/draft') },
          { loc: u('/products/elm?colour=red&amp;size=2') },
        ]),
      ),
      '/': page('Home'),
      '/about': page('About', '<meta name="robots" content="noindex, follow">'),
      '/old': redirect('/about', 301),
      '/products/oak': page('Oak'),
      '/products/ash': page('Ash', `<link rel="canonical" href="${u('/products/oak')}">`),
      '/products/elm': page('Elm'),
    }));
    const facts = await sitemapsOf(s, '/products/oak');

    expect(facts.robotsTxtRead).toBe(true);
    expect(facts.robotsListed).toEqual([s.url('/sitemap_index.xml')]);
    expect(facts.probed).toEqual([]);
    expect(facts.files.map((f) => [f.url, f.source, f.status, f.kind, f.urlCount, f.childCount])).toEqual([
      [s.url('/sitemap_index.xml'), 'robots', 200, 'sitemapindex', 0, 2],
      [s.url('/sitemap-pages.xml'), 'index', 200, 'urlset', 3, 0],
      [s.url('/sitemap-products.xml.gz'), 'index', 200, 'urlset', 4, 0],
    ]);
    const products = facts.files[2];
    expect(products?.gzipped).toBe(true);
    expect(products?.parent).toBe(s.url('/sitemap_index.xml'));
    expect(products?.problems).toEqual([]);
    expect(products?.lastmod).toMatchObject({ entries: 4, missing: 2, valid: 2, distinct: 2 });
    expect(facts.notFetched).toBe(0);
    expect(facts.listedUrls).toBe(7);
    expect(facts.page).toEqual({ url: s.url('/products/oak'), listedIn: products?.url, nearMatch: null });

    const health = new Map(facts.health.checked.map((u) => [new URL(u.url).pathname, u]));
    expect(facts.health).toMatchObject({ sampled: 7, skipped: 0 });
    expect(health.get('/')).toMatchObject({
      status: 200,
      noindex: null,
      canonical: null,
      robotsBlocked: false,
    });
    expect(health.get('/about')?.noindex).toBe('<meta name="robots" content="noindex, follow">');
    expect(health.get('/old')).toMatchObject({ status: 301, location: s.url('/about') });
    expect(health.get('/products/ash')?.canonical).toBe(s.url('/products/oak'));
    // Disallowed for Googlebot: recorded as such and not requested.
    expect(health.get('/private/draft')).toMatchObject({ status: null, error: null, robotsBlocked: true });
    expect(s.requests.some((r) => r.url === '/private/draft')).toBe(false);
    // &amp; in <loc> is the URL's "&".
    expect(health.get('/products/elm')).toMatchObject({
      url: s.url('/products/elm?colour=red&size=2'),
      status: 200,
    });
  });

  it('falls back to the well-known paths, skipping an HTML catch-all page, and finds a gzipped one', async () => {
    const s = await server((u) => ({
      '/robots.txt': text('User-agent: *\nDisallow:\n'),
      '/sitemap_index.xml': page('Not found (served as 200 by the app)'),
      '/sitemap.xml.gz': gz(urlset([{ loc: u('/'), lastmod: '2025-06-01' }])),
      '/': page('Home'),
    }));
    const facts = await sitemapsOf(s, '/');
    expect(facts.robotsListed).toEqual([]);
    expect(facts.probed).toEqual([
      { url: s.url('/sitemap.xml'), status: 404, error: null, html: false },
      { url: s.url('/sitemap_index.xml'), status: 200, error: null, html: true },
      { url: s.url('/sitemap.xml.gz'), status: 200, error: null, html: false },
    ]);
    expect(facts.files).toHaveLength(1);
    expect(facts.files[0]).toMatchObject({ source: 'wellKnown', kind: 'urlset', gzipped: true, urlCount: 1 });
    // A one-URL sitemap is still read as a list.
    expect(facts.page.listedIn).toBe(s.url('/sitemap.xml.gz'));
  });

  it('tries the well-known paths when the robots.txt sitemap is broken, and records both', async () => {
    const s = await server((u) => ({
      '/robots.txt': text(`Sitemap: ${u('/feeds/sitemap.xml')}\n`),
      '/sitemap.xml': xml(urlset([{ loc: u('/') }])),
    }));
    const facts = await sitemapsOf(s, '/');
    expect(facts.files.map((f) => [f.source, f.status])).toEqual([
      ['robots', 404],
      ['wellKnown', 200],
    ]);
  });

  it('looks only at well-known paths when robots.txt facts are absent, and says so', async () => {
    const s = await server(() => ({}));
    const audited = pageFromHtml(doc('<title>A</title>'), { url: s.url('/') });
    const ctx = createSiteContext(audited, { fetch: { allowPrivate: true }, budgetMs: 5000 });
    const facts = await gatherSitemaps(ctx, Promise.resolve(undefined));
    expect(facts.robotsTxtRead).toBe(false);
    expect(facts.files).toEqual([]);
    expect(facts.probed.map((p) => [new URL(p.url).pathname, p.status])).toEqual([
      ['/sitemap.xml', 404],
      ['/sitemap_index.xml', 404],
      ['/sitemap.xml.gz', 404],
    ]);
    expect(facts.health).toEqual({ sampled: 0, checked: [], skipped: 0 });
  });

  it('does not count a robots.txt that answered 503 as read', async () => {
    const s = await server(() => ({ '/robots.txt': html('busy', { status: 503 }) }));
    const facts = await sitemapsOf(s);
    expect(facts.robotsTxtRead).toBe(false);
    expect(facts.probed).toHaveLength(3);
  });

  it('compares the page in canonical form and notes a near match', async () => {
    const s = await server((u) => ({
      '/robots.txt': text(`Sitemap: ${u('/sitemap.xml')}\n`),
      '/sitemap.xml': xml(urlset([{ loc: u('/shoes/') }, { loc: u('/boots') }])),
    }));
    const viaCanonical = await sitemapsOf(
      s,
      '/boots?ref=nav',
      `<link rel="canonical" href="${s.url('/boots')}">`,
    );
    expect(viaCanonical.page).toMatchObject({ url: s.url('/boots'), listedIn: s.url('/sitemap.xml') });
    const near = await sitemapsOf(s, '/shoes');
    expect(near.page).toEqual({ url: s.url('/shoes'), listedIn: null, nearMatch: s.url('/shoes/') });
  });
  it('accepts <loc>s of the audited site in a sitemap hosted elsewhere when robots.txt lists it', async () => {
    const cdn = await server(() => ({}));
    const site = await server(() => ({
      '/robots.txt': text(`Sitemap: ${cdn.url('/site/sitemap.xml')}\n`),
      '/': page('Home'),
      '/team': page('Team'),
    }));
    cdn.route('/site/sitemap.xml', xml(urlset([{ loc: site.url('/') }, { loc: site.url('/team') }])));
    const facts = await sitemapsOf(site, '/team');
    expect(facts.files[0]?.problems).toEqual([]);
    expect(facts.page.listedIn).toBe(cdn.url('/site/sitemap.xml'));
    expect(facts.health.checked.map((c) => c.status)).toEqual([200, 200]);
    // Without robots.txt vouching for it, the same file's <loc>s are cross-host.
    const unvouched = await server(() => ({ '/sitemap.xml': redirect(cdn.url('/site/sitemap.xml')) }));
    const [file] = (await sitemapsOf(unvouched)).files;
    expect(file?.problemCounts).toEqual({ locCrossHost: 2 });
  });

  it('samples 50 URLs spread over a long list and records failures', async () => {
    const locs = Array.from({ length: 120 }, (_, i) => `/item/${i}`);
    const s = await server((u) => ({
      '/robots.txt': text(`Sitemap: ${u('/sitemap.xml')}\n`),
      '/sitemap.xml': xml(urlset(locs.map((l) => ({ loc: u(l) })))),
      ...Object.fromEntries(locs.map((l, i) => [l, i % 12 === 0 ? html('gone', { status: 410 }) : page(l)])),
    }));
    const facts = await sitemapsOf(s);
    expect(facts.listedUrls).toBe(120);
    expect(facts.health.sampled).toBe(50);
    expect(facts.health.checked).toHaveLength(50);
    const paths = facts.health.checked.map((c) => new URL(c.url).pathname);
    expect(paths.slice(0, 4)).toEqual(['/item/0', '/item/2', '/item/4', '/item/7']);
    expect(paths.at(-1)).toBe('/item/117');
    expect(facts.health.checked.filter((c) => c.status === 410).map((c) => new URL(c.url).pathname)).toEqual([
      '/item/0',
      '/item/12',
      '/item/24',
      '/item/36',
      '/item/48',
      '/item/60',
      '/item/72',
      '/item/84',
      '/item/96',
      '/item/108',
    ]);
  });
});

describe('gatherSitemaps: broken, malformed and huge files', () => {
  it('records XML errors with their position, HTML served, and loc problems', async () => {
    const other = await server(() => ({}));
    const s = await server((u) => ({
      '/robots.txt': text(
        ['a', 'b', 'c', 'd'].map((n) => `Sitemap: ${u(`/${n}.xml`)}`).join('\n') +
          `\nSitemap: ${u('/missing.xml')}\n`,
      ),
      // Unclosed <url>: the parser's message and position are kept.
      '/a.xml': xml(`<?xml version="1.0"?>\n<urlset xmlns="${NS}">\n<url><loc>${u('/')}</loc>\n</urlset>`),
      '/b.xml': page('Sitemap'),
      '/c.xml': xml(
        `<urlset xmlns="http://www.google.com/schemas/sitemap/0.84">\n` +
          `<url><loc>${u('/?a=1&b=2')}</loc></url>\n<url><loc>/relative</loc></url>\n` +
          `<url><loc>${other.url('/x')}</loc></url>\n<url><lastmod>2025-01-01</lastmod></url>\n</urlset>`,
      ),
      '/d.xml': xml('{"urls": []}', 'application/json'),
    }));
    const facts = await sitemapsOf(s, '/');
    const [a, b, c, d, missing] = facts.files;
    expect(a).toMatchObject({ kind: 'urlset', urlCount: 0 });
    expect(a?.problems).toEqual([
      { code: 'syntax', value: expect.stringContaining("'url'"), line: 4, column: expect.any(Number) },
    ]);
    expect(b).toMatchObject({
      kind: 'html',
      problems: [{ code: 'html', value: 'text/html; charset=utf-8' }],
    });
    expect(c?.problemCounts).toEqual({
      namespace: 1,
      entity: 1,
      locRelative: 1,
      locCrossHost: 1,
      locMissing: 1,
    });
    expect(c?.problems).toContainEqual({
      code: 'entity',
      value: `${s.url('/?a=1&b=2')}`,
      line: 2,
      column: `<url><loc>${s.url('/?a=1')}`.length + 1,
    });
    expect(c?.problems).toContainEqual({
      code: 'locCrossHost',
      value: other.url('/x'),
      line: null,
      column: null,
    });
    // The stray & is reported, yet the file is still read: 4 entries, the absolute ones usable.
    expect(c?.urlCount).toBe(4);
    expect(d).toMatchObject({ kind: 'other', problems: [{ code: 'notXml', value: '{"urls": []}' }] });
    expect(missing).toMatchObject({ status: 404, kind: null });
  });

  it('accepts a plain-text sitemap and a prefixed namespace', async () => {
    const s = await server((u) => ({
      '/robots.txt': text(`Sitemap: ${u('/urls.txt')}\nSitemap: ${u('/prefixed.xml')}\n`),
      '/urls.txt': text(`${u('/')}\n${u('/about')}\n`),
      '/prefixed.xml': xml(
        `<sm:urlset xmlns:sm="${NS}"><sm:url><sm:loc>${u('/contact')}</sm:loc></sm:url></sm:urlset>`,
      ),
    }));
    const facts = await sitemapsOf(s, '/about');
    expect(facts.files.map((f) => [f.kind, f.urlCount, f.problems.length])).toEqual([
      ['text', 2, 0],
      ['urlset', 1, 0],
    ]);
    expect(facts.page.listedIn).toBe(s.url('/urls.txt'));
  });

  it('stops at the 50 MB limit: an oversized file and a gzip bomb are measured, not parsed', async () => {
    const big = Buffer.alloc(51 * MB, ' ');
    Buffer.from(`<urlset xmlns="${NS}">`).copy(big);
    const s = await server((u) => ({
      '/robots.txt': text(`Sitemap: ${u('/huge.xml')}\nSitemap: ${u('/bomb.xml.gz')}\n`),
      '/huge.xml': xml(big),
      '/bomb.xml.gz': html(gzipSync(Buffer.alloc(60 * MB)), {
        headers: { 'content-type': 'application/gzip' },
      }),
    }));
    const facts = await sitemapsOf(s, '/', '', 15_000);
    expect(facts.files.map((f) => [f.status, f.overLimit, f.kind, f.gzipped])).toEqual([
      [200, true, null, false],
      [200, true, null, true],
    ]);
    expect(facts.files[0]?.bytes).toBe(51 * MB);
    expect(facts.files[1]?.bytes).toBe(50 * MB + 1);
  });

  it('records a corrupt gzip file', async () => {
    const s = await server((u) => ({
      '/robots.txt': text(`Sitemap: ${u('/cut.xml.gz')}\n`),
      '/cut.xml.gz': html(gzipSync(urlset([{ loc: u('/') }])).subarray(0, 30), {
        headers: { 'content-type': 'application/gzip' },
      }),
    }));
    const [file] = (await sitemapsOf(s)).files;
    expect(file).toMatchObject({ gzipped: true, kind: 'other', problemCounts: { gzip: 1 } });
  });

  it('records elements nested 100,000 deep as a syntax problem of that file and reads the others', async () => {
    const deep = `${'<x>'.repeat(100_000)}y${'</x>'.repeat(100_000)}`;
    const s = await server((u) => ({
      '/robots.txt': text(`Sitemap: ${u('/deep.xml')}\nSitemap: ${u('/ok.xml')}\n`),
      '/deep.xml': xml(
        `<?xml version="1.0"?>\n<urlset xmlns="${NS}"><url><loc>${u('/')}</loc>${deep}</url></urlset>`,
      ),
      '/ok.xml': xml(urlset([{ loc: u('/') }])),
    }));
    const facts = await sitemapsOf(s, '/');
    const [deepFile, ok] = facts.files;
    expect(deepFile).toMatchObject({ kind: 'urlset', urlCount: 0 });
    expect(deepFile?.problems).toEqual([
      { code: 'syntax', value: expect.stringContaining('nested'), line: null, column: null },
    ]);
    expect(ok).toMatchObject({ kind: 'urlset', urlCount: 1 });
    expect(facts.page.listedIn).toBe(s.url('/ok.xml'));
  });

  it('follows at most 20 child sitemaps and flags an index listed by an index', async () => {
    const routes: Record<string, RouteHandler> = {};
    const s = await server((u) => {
      routes['/robots.txt'] = text(`Sitemap: ${u('/index.xml')}\n`);
      const children = Array.from({ length: 24 }, (_, i) => u(`/s${i}.xml`));
      routes['/index.xml'] = xml(sitemapIndex([u('/nested.xml'), ...children]));
      routes['/nested.xml'] = xml(sitemapIndex([u('/deep.xml')]));
      children.forEach((c, i) => (routes[new URL(c).pathname] = xml(urlset([{ loc: u(`/p${i}`) }]))));
      return routes;
    });
    const facts = await sitemapsOf(s);
    const children = facts.files.filter((f) => f.source === 'index');
    expect(children).toHaveLength(20);
    expect(children[0]).toMatchObject({ url: s.url('/nested.xml'), problemCounts: { nestedIndex: 1 } });
    // 5 children over the bound, and the nested index's own child.
    expect(facts.notFetched).toBe(6);
    expect(s.requests.some((r) => r.url === '/deep.xml')).toBe(false);
  });

  it('counts what the time budget cut off: a child that never answers, and the sample', async () => {
    const s = await server((u) => ({
      '/robots.txt': text(`Sitemap: ${u('/index.xml')}\n`),
      '/index.xml': xml(sitemapIndex([u('/fast.xml'), u('/slow.xml')])),
      '/fast.xml': xml(urlset([{ loc: u('/a') }, { loc: u('/b') }])),
      '/slow.xml': () => new Promise(() => undefined),
    }));
    const facts = await sitemapsOf(s, '/', '', 1200);
    expect(facts.files.map((f) => f.url)).toEqual([s.url('/index.xml'), s.url('/fast.xml')]);
    expect(facts.notFetched).toBe(1);
    expect(facts.listedUrls).toBe(2);
    expect(facts.health).toEqual({ sampled: 2, checked: [], skipped: 2 });
  });
});

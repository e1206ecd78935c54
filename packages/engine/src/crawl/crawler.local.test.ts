import { describe, expect, it } from 'vitest';
import { startGeneratedSite, type GeneratedSite } from '../test-support/generated-site.js';
import { closeAfterEach, html, redirect, startTestServer } from '../test-support/test-server.js';
import { crawlSite } from './crawler.js';
import type { CrawlFacts } from './types.js';

const track = closeAfterEach();

async function site(options: Parameters<typeof startGeneratedSite>[0] = {}): Promise<GeneratedSite> {
  return track(await startGeneratedSite(options));
}

const paths = (facts: CrawlFacts): string[] => facts.pages.map((p) => new URL(p.url).pathname);
const requested = (s: GeneratedSite): string[] => s.server.requests.map((r) => r.url.split('?')[0] ?? r.url);

describe('crawlSite on a generated 300-page site', () => {
  it('crawls everything reachable, obeys robots and nofollow, and finds the site facts', async () => {
    const s = await site({ pages: 300 });
    const pagesSeen: number[] = [];
    const facts = await crawlSite(s.url('/'), {
      maxPages: 1000,
      allowPrivate: true,
      onPage: ({ done }) => pagesSeen.push(done),
    });
    expect(facts.stopReason).toBe('complete');
    const html = facts.pages.filter((p) => p.score !== null);
    // 300 content pages + home + the special pages (near, copy, canon, meta-nofollow, hreflang, deep, orphan).
    expect(html.length).toBeGreaterThanOrEqual(300 + 1 + 6 + 1 + 3 + 8 + 1);
    expect(pagesSeen.at(-1)).toBe(facts.pages.length);

    // robots.txt: nothing under /private/ was requested; nofollow targets were not fetched.
    expect(requested(s).filter((p) => p.startsWith('/private/'))).toEqual([]);
    expect(facts.blockedByRobots).toBe(1);
    for (const target of s.expected.nofollowTargets) expect(requested(s)).not.toContain(target);

    // Every URL fetched once (dedupe incl. tracking parameters and fragments); /p/1 twice only because
    // the redirect chain /r/1 → … → /p/1 ends there.
    const gets = requested(s).filter((p) => !/^\/(robots\.txt|sitemap\.xml|r\/|loop\/)/.test(p));
    expect(gets.filter((p, i) => gets.indexOf(p) !== i)).toEqual(['/p/1']);

    // The redirect chain is recorded; the loop terminates as a broken link.
    const chain = facts.redirectLinks.find((r) => r.url === s.url('/r/1'));
    expect(chain).toMatchObject({ hops: 3, linkedFrom: [s.url('/p/2')] });
    const loop = facts.brokenLinks.find((b) => b.url === s.url('/loop/a'));
    expect(loop).toMatchObject({ status: 0, linkedFrom: [s.url('/')] });
    expect(loop?.error).toMatch(/loop/i);

    // Broken links with the pages linking to them: the 404 and the refused port.
    const missing = facts.brokenLinks.find((b) => b.url === s.url('/missing'));
    expect(missing?.status).toBe(404);
    expect(missing?.linkedFrom).toEqual(
      expect.arrayContaining([s.url('/'), s.url('/near/a'), s.url('/p/7'), s.url('/p/57')]),
    );
    const refused = facts.brokenLinks.find((b) => b.url === s.expected.refusedUrl);
    expect(refused).toMatchObject({ status: 0, linkedFrom: [s.url('/')] });
    expect(facts.statusCounts['404']).toBe(1);

    // Duplicates: the template title on 29 pages, near and exact duplicates, not the canonicalised pair.
    const template = facts.duplicateTitles.find((g) => g.value === s.expected.templateTitle);
    expect(template?.urls.sort()).toEqual(s.expected.templateTitlePages.map((p) => s.url(p)).sort());

    // hreflang across the crawl: /fr/ names en only, so /es/ → /fr/ has no return link (5 pairs in all).
    expect(facts.hreflang).toEqual({
      pairs: 5,
      missingReturn: [{ url: s.url('/es/'), alternate: s.url('/fr/'), lang: 'fr' }],
    });
    expect(facts.duplicateDescriptions[0]?.value).toBe('Browse our catalogue.');
    const near = facts.nearDuplicates.find((g) => g.urls.includes(s.url('/near/a')));
    expect(near?.urls.sort()).toEqual([s.url('/near/a'), s.url('/near/b')]);
    expect(near?.similarity).toBeGreaterThanOrEqual(0.9);
    expect(near?.similarity).toBeLessThan(1);
    const exact = facts.nearDuplicates.find((g) => g.urls.includes(s.url('/copy/a')));
    expect(exact).toMatchObject({ similarity: 1 });
    expect(facts.nearDuplicates.some((g) => g.urls.includes(s.url('/canon/a')))).toBe(false);
    // /canon/c names /canon/b, which names /canon/a: a chain; /canon/b alone is one hop, not a chain.
    expect(facts.canonicalChains).toEqual([
      { url: s.url('/canon/c'), chain: s.expected.canonicalChain.map((p) => s.url(p)), loop: false },
    ]);
    expect(facts.nearDuplicates).toHaveLength(2);

    // Sitemap comparisons.
    expect(facts.orphans).toEqual([s.url('/orphan')]);
    const orphan = facts.pages.find((p) => p.url === s.url('/orphan'));
    expect(orphan).toMatchObject({ reachable: false, inSitemap: true, linkedFrom: [] });
    for (const p of s.expected.notInSitemap) expect(facts.notInSitemap).toContain(s.url(p));
    expect(facts.notInSitemap).not.toContain(s.url('/p/1'));

    // Depth, non-HTML targets, scores and issues.
    expect(facts.pages.find((p) => p.url === s.url('/deep/8'))?.depth).toBe(8);
    const pdf = facts.pages.find((p) => p.url === s.url('/files/guide.pdf'));
    expect(pdf).toMatchObject({ status: 200, score: null, contentType: 'application/pdf' });
    expect(s.server.requests.find((r) => r.url === '/files/guide.pdf')?.method).toBe('HEAD');
    expect(facts.siteScore).toBeGreaterThan(0);
    expect(facts.issues[0]?.pages).toBeGreaterThan(0);
  }, 60_000);

  it('stops at maxPages with stopReason max-pages', async () => {
    const s = await site({ pages: 300 });
    const facts = await crawlSite(s.url('/'), { maxPages: 40, allowPrivate: true });
    expect(facts.stopReason).toBe('max-pages');
    expect(facts.pages.filter((p) => p.contentType !== 'application/pdf').length).toBeLessThanOrEqual(40);
    const gets = s.server.requests.filter(
      (r) => r.method === 'GET' && !/robots|sitemap|\/r\/|loop/.test(r.url),
    );
    expect(gets.length).toBeLessThanOrEqual(40);
  }, 30_000);

  it('stops at maxDepth', async () => {
    const s = await site({ pages: 300 });
    const facts = await crawlSite(s.url('/'), { maxDepth: 2, allowPrivate: true });
    const linked = facts.pages.filter((p) => p.reachable);
    expect(Math.max(...linked.map((p) => p.depth))).toBe(2);
    expect(paths(facts)).toContain('/deep/2');
    expect(requested(s)).not.toContain('/deep/3');
  }, 30_000);

  it('stops at the time budget with stopReason time-budget', async () => {
    // Behaviour, not speed (this must hold on a loaded machine too): the crawl stops early, says why, and
    // keeps what it found. Unstopped, the 300 pages at 50 ms (4 at a time) would take 4 s or more.
    const s = await site({ pages: 300, latencyMs: 50 });
    const began = performance.now();
    const facts = await crawlSite(s.url('/'), { timeBudgetMs: 600, allowPrivate: true });
    expect(facts.stopReason).toBe('time-budget');
    expect(performance.now() - began).toBeGreaterThanOrEqual(590);
    // What it found is what it fetched (how many pages fit in 600 ms is the machine's load: at load 20 it
    // was none, so "more than 0" was a verdict on speed), and far from all 300.
    const fetched = new Set(requested(s));
    expect(paths(facts).every((p) => fetched.has(p))).toBe(true);
    expect(facts.pages.length).toBeLessThan(150);
  }, 30_000);

  it('stops when aborted', async () => {
    const s = await site({ pages: 100, latencyMs: 30 });
    const controller = new AbortController();
    const facts = await crawlSite(s.url('/'), {
      allowPrivate: true,
      signal: controller.signal,
      onPage: ({ done }) => {
        if (done === 5) controller.abort();
      },
    });
    expect(facts.stopReason).toBe('aborted');
    expect(facts.pages.length).toBeLessThan(20);
  }, 30_000);

  it('waits while the streamed output cannot take more pages (backpressure)', async () => {
    const s = await site({ pages: 40 });
    const twin = await site({ pages: 40 });
    const held: Array<() => void> = [];
    let holding = true;
    const crawl = crawlSite(s.url('/'), {
      allowPrivate: true,
      maxPages: 1000,
      concurrency: 2,
      workers: 0,
      onRecord: () => (holding ? new Promise<void>((resolve) => held.push(resolve)) : undefined),
    });
    // The same site crawled meanwhile with an output that keeps up: by the time it has every page, the
    // held crawl has had every chance to go on, yet it stopped at the pages waiting for the output.
    const free = await crawlSite(twin.url('/'), { allowPrivate: true, maxPages: 1000, workers: 0 });
    const fetchedWhileHeld = s.server.requests.length;
    // The crawl keeps at most twice its concurrency in flight: robots.txt, the sitemap and four pages at
    // most were requested (the twin made ~70 requests).
    expect(held.length).toBeLessThanOrEqual(4);
    expect(fetchedWhileHeld).toBeLessThanOrEqual(2 + 4);
    expect(twin.server.requests.length).toBeGreaterThan(40);
    holding = false;
    for (const release of held) release();
    const facts = await crawl;
    // Nothing lost: the same pages as the crawl that never waited.
    expect(facts.stopReason).toBe('complete');
    expect(paths(facts).sort()).toEqual(paths(free).sort());
  }, 30_000);

  it('honours Crawl-delay by spacing requests to the host', async () => {
    const s = await site({ pages: 3, crawlDelay: 0.1 });
    const began = performance.now();
    const facts = await crawlSite(s.url('/'), { maxPages: 8, allowPrivate: true });
    const fetched = facts.pages.length;
    // n requests spaced 100 ms apart take at least (n − 1) × 100 ms.
    expect(performance.now() - began).toBeGreaterThanOrEqual((fetched - 1) * 100 - 20);
  }, 30_000);

  it('keeps at most `concurrency` requests in flight per host', async () => {
    let active = 0;
    let peak = 0;
    const slow =
      (body: string) =>
      async (...args: Parameters<ReturnType<typeof html>>) => {
        active++;
        peak = Math.max(peak, active);
        // Long enough for two requests to overlap even on a loaded machine.
        await new Promise((r) => setTimeout(r, 150));
        active--;
        return html(body)(...args);
      };
    const links = Array.from({ length: 12 }, (_, i) => `<a href="/x${i}">x</a>`).join('');
    const routes: Record<string, ReturnType<typeof slow>> = {
      '/': slow(`<html><body>${links}</body></html>`),
    };
    for (let i = 0; i < 12; i++) routes[`/x${i}`] = slow(`<html><body>page ${i}</body></html>`);
    const server = track(await startTestServer(routes));
    const facts = await crawlSite(server.url('/'), { allowPrivate: true, concurrency: 2 });
    expect(facts.pages).toHaveLength(13);
    expect(peak).toBeLessThanOrEqual(2);
    expect(peak).toBeGreaterThan(0);
  }, 30_000);

  it('does not fetch a same-site link to a private address when allowPrivate is false', async () => {
    const s = await site({ pages: 5, publicOrigin: 'http://www.shop.test:1', extraLinks: [] });
    const port = s.server.port;
    const resolve = async (host: string) =>
      host === 'www.shop.test' || host === 'admin.shop.test'
        ? [{ address: '127.0.0.1', family: 4 as const }]
        : [];
    // The start origin is trusted (a local fixture); admin.shop.test is another host on the same site.
    s.server.route('/', (req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(
        `<html><body><a href="http://www.shop.test:${port}/p/0">p</a><a href="http://admin.shop.test:${port}/">admin</a></body></html>`,
      );
    });
    const start = `http://www.shop.test:${port}/`;
    const facts = await crawlSite(start, {
      allowPrivate: false,
      fetch: { resolve, trustedOrigins: [`http://www.shop.test:${port}`] },
    });
    const admin = facts.pages.find((p) => p.url.startsWith('http://admin.shop.test'));
    expect(admin).toMatchObject({ status: 0, errorCode: 'BLOCKED_TARGET' });
    expect(s.server.requests.some((r) => (r.headers.host ?? '').startsWith('admin.'))).toBe(false);
    // A refusal of Rankscope's own is not a broken link.
    expect(facts.brokenLinks.some((b) => b.url.startsWith('http://admin.'))).toBe(false);
    expect(facts.pages.find((p) => p.url === `http://www.shop.test:${port}/p/0`)?.status).toBe(200);
  }, 30_000);

  it('does not follow a redirect into a path robots.txt disallows', async () => {
    const server = track(
      await startTestServer({
        '/robots.txt': (_req, res) => {
          res.writeHead(200, { 'content-type': 'text/plain' });
          res.end('User-agent: *\nDisallow: /private/\n');
        },
        '/': html('<html><body><a href="/go">go</a> <a href="/open">open</a></body></html>'),
        '/go': redirect('/private/report'),
        '/open': redirect('/public'),
        '/public': html('<html><body>public</body></html>'),
        '/private/report': html('<html><body>secret</body></html>'),
      }),
    );
    const facts = await crawlSite(server.url('/'), { allowPrivate: true });
    expect(server.requests.map((r) => r.url)).not.toContain('/private/report');
    const go = facts.pages.find((p) => p.url === server.url('/go'));
    expect(go).toMatchObject({ status: 0, errorCode: 'DISALLOWED_BY_ROBOTS' });
    expect(go?.error).toContain(server.url('/private/report'));
    expect(facts.blockedByRobots).toBe(1);
    // Rankscope's own restraint, not a broken link; an allowed redirect is followed as before.
    expect(facts.brokenLinks).toEqual([]);
    expect(facts.pages.find((p) => p.url === server.url('/open'))).toMatchObject({
      status: 200,
      finalUrl: server.url('/public'),
    });
  }, 30_000);

  it('obeys robots.txt as the report reads it: a Sitemap line between User-agent lines keeps the group', async () => {
    const robots = (origin: string): string =>
      `User-agent: Rankscope\nSitemap: ${origin}/sitemap.xml\nUser-agent: *\nDisallow: /private/\nAllow: /private/index.html\n`;
    const server = track(
      await startTestServer({
        '/': html(
          '<html><body><a href="/private/">dir</a> <a href="/private/x">x</a> <a href="/a">a</a></body></html>',
        ),
        '/a': html('<html><body>a</body></html>'),
        '/private/': html('<html><body>directory</body></html>'),
        '/private/x': html('<html><body>secret</body></html>'),
      }),
    );
    server.route('/robots.txt', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' }).end(robots(server.url('').replace(/\/$/, '')));
    });
    const facts = await crawlSite(server.url('/'), { allowPrivate: true });
    const got = server.requests.map((r) => r.url);
    expect(got).not.toContain('/private/x');
    // Google's rule, in the crawl too: an allowed /index.html allows its directory.
    expect(got).toContain('/private/');
    expect(got).toContain('/a');
    expect(facts.blockedByRobots).toBe(1);
  }, 30_000);
});

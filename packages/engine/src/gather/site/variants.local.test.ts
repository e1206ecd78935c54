import { createServer as createHttpsServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResolvedAddress } from '../../fetch/index.js';
import { doc, pageFromHtml, type PageOptions } from '../../test-support/index.js';
import {
  html,
  redirect,
  startTestServer,
  type RouteHandler,
  type TestServer,
} from '../../test-support/test-server.js';
import { createSiteContext } from './context.js';
import { gatherVariants, slashCounterpart, wwwCounterpart, type VariantsOptions } from './variants.js';

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** Every *.example.test name is this machine; anything else does not resolve. */
async function resolve(hostname: string): Promise<ResolvedAddress[]> {
  if (hostname === 'example.test' || hostname.endsWith('.example.test'))
    return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
}

/**
 * A loopback server that answers per Host name and path ('www.example.test/blog', or 'example.test/*' for any
 * path of a host), 404 text otherwise. Routes are built once the port is known, for absolute Locations.
 */
async function site(
  build: (origin: (host: string) => string) => Record<string, RouteHandler>,
): Promise<TestServer> {
  let routes: Record<string, RouteHandler> = {};
  const fallback: RouteHandler = (req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    const handler = routes[`${host}${req.url ?? '/'}`] ?? routes[`${host}/*`];
    if (handler) return handler(req, res);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  };
  const server = await startTestServer({}, { fallback });
  servers.push(server);
  routes = build((host) => `http://${host}:${server.port}`);
  return server;
}

const hostsOf = (s: TestServer) =>
  s.requests.map((r) => `${(r.headers.host ?? '').replace(/:\d+$/, '')}${r.url}`);

async function variantsOf(
  pageUrl: string,
  options: PageOptions = {},
  extra: VariantsOptions & { budgetMs?: number } = {},
) {
  const page = pageFromHtml(doc('<title>Blog</title>', '<h1>Blog</h1>'), { url: pageUrl, ...options });
  const ctx = createSiteContext(page, {
    fetch: { allowPrivate: true, resolve },
    budgetMs: extra.budgetMs ?? 5000,
  });
  return gatherVariants(ctx, extra);
}

const notFoundPage = html(
  doc(
    '<title>Page not found | Example</title>',
    '<nav><a href="/">Home</a><a href="/blog">Blog</a></nav><h1>Page not found</h1><p>Sorry, this page does not exist.</p>',
  ),
  { status: 404 },
);

describe('gatherVariants', () => {
  it('finds the counterparts of a host and a path', () => {
    expect(wwwCounterpart('example.com')).toBe('www.example.com');
    expect(wwwCounterpart('www.example.co.uk')).toBe('example.co.uk');
    expect(wwwCounterpart('blog.example.com')).toBeNull();
    expect(wwwCounterpart('127.0.0.1')).toBeNull();
    expect(wwwCounterpart('localhost')).toBeNull();
    expect(slashCounterpart(new URL('https://example.com/blog?p=2#top'))).toBe(
      'https://example.com/blog/?p=2',
    );
    expect(slashCounterpart(new URL('https://example.com/blog/'))).toBe('https://example.com/blog');
    expect(slashCounterpart(new URL('https://example.com/'))).toBeNull();
  });

  it('records a well-consolidated site: each variant redirects once to the page, which is not requested again', async () => {
    const s = await site((origin) => ({
      'www.example.test/blog': redirect(`${origin('example.test')}/blog`, 301),
      'example.test/blog/': redirect('/blog', 308),
      'example.test/*': notFoundPage,
    }));
    const apex = `http://example.test:${s.port}`;
    const facts = await variantsOf(`${apex}/blog`);

    expect(facts.pageUrl).toBe(`${apex}/blog`);
    expect(facts.http).toBeNull();
    expect(facts.www).toMatchObject({
      url: `http://www.example.test:${s.port}/blog`,
      firstStatus: 301,
      location: `${apex}/blog`,
      finalUrl: `${apex}/blog`,
      status: 200,
      reachesPage: true,
      error: null,
    });
    expect(facts.www?.redirects).toHaveLength(1);
    expect(facts.trailingSlash).toMatchObject({ firstStatus: 308, location: '/blog', reachesPage: true });
    expect(facts.notFound).toMatchObject({
      status: 404,
      firstStatus: 404,
      redirects: [],
      html: true,
      internalLinks: 2,
      title: 'Page not found | Example',
      h1: 'Page not found',
      reachesPage: false,
    });
    expect(facts.notFound.wordCount).toBeGreaterThan(3);
    expect(facts.notFound.url).toMatch(new RegExp(`^${apex}/__rankscope-404-[0-9a-f]{16}$`));
    // The page's own answer is known: reaching it costs no request.
    expect(hostsOf(s)).not.toContain('example.test/blog');
  });

  it('records duplicates: www and slash variants answering 200, with their canonicals, and a soft 404', async () => {
    const s = await site((origin) => ({
      'www.example.test/blog': html(
        doc(`<link rel="canonical" href="${origin('example.test')}/blog">`, '<p>Blog</p>'),
      ),
      'example.test/blog/': html(doc('<title>Blog</title>', '<p>Blog</p>')),
      'example.test/*': html(doc('<title>Oops! That page can’t be found.</title>', '<p>Try the search.</p>')),
    }));
    const apex = `http://example.test:${s.port}`;
    const facts = await variantsOf(`${apex}/blog`);
    expect(facts.www).toMatchObject({
      firstStatus: 200,
      status: 200,
      redirects: [],
      canonical: `${apex}/blog`,
    });
    expect(facts.trailingSlash).toMatchObject({ status: 200, canonical: null, location: null });
    expect(facts.notFound).toMatchObject({
      status: 200,
      html: true,
      internalLinks: 0,
      title: 'Oops! That page can’t be found.',
      h1: null,
      wordCount: 3,
      text: 'Try the search.',
    });
  });

  it('follows a not-found redirect hop by hop to the homepage and reads it', async () => {
    const s = await site(() => ({
      'example.test/*': redirect('/lost', 302),
      'example.test/lost': redirect('/', 301),
      'example.test/': html(
        doc('<title>Home</title>', '<nav><a href="/blog">Blog</a></nav><main><p>Welcome</p></main>'),
      ),
    }));
    const facts = await variantsOf(`http://example.test:${s.port}/blog`);
    expect(facts.notFound.redirects.map((h) => [h.status, h.location])).toEqual([
      [302, '/lost'],
      [301, '/'],
    ]);
    expect(facts.notFound).toMatchObject({
      firstStatus: 302,
      location: '/lost',
      finalUrl: `http://example.test:${s.port}/`,
      status: 200,
      title: 'Home',
      internalLinks: 1,
    });
  });

  it('stops on redirect loops and after 10 hops, keeping the hops seen', async () => {
    const chain: Record<string, RouteHandler> = { 'example.test/blog/': redirect('/r1', 301) };
    for (let i = 1; i <= 11; i++) chain[`example.test/r${i}`] = redirect(`/r${i + 1}`, 301);
    const s = await site(() => ({
      ...chain,
      'www.example.test/blog': redirect('/a', 302),
      'www.example.test/a': redirect('/blog', 302),
    }));
    const facts = await variantsOf(`http://example.test:${s.port}/blog`);
    expect(facts.www).toMatchObject({ status: null, error: 'TOO_MANY_REDIRECTS', firstStatus: 302 });
    expect(facts.www?.redirects).toHaveLength(2);
    expect(facts.www?.errorMessage).toContain('Redirect loop');
    expect(facts.trailingSlash).toMatchObject({
      status: null,
      error: 'TOO_MANY_REDIRECTS',
      firstStatus: 301,
    });
    expect(facts.trailingSlash?.redirects).toHaveLength(11);
    expect(hostsOf(s).filter((u) => u.startsWith('example.test/r'))).toHaveLength(10);
  });

  it("continues along the page's own redirect chain without requesting it again", async () => {
    const s = await site(() => ({ 'example.test/blog/': redirect('/old-blog', 301) }));
    const apex = `http://example.test:${s.port}`;
    const facts = await variantsOf(`${apex}/old-blog`, {
      finalUrl: `${apex}/blog`,
      redirects: [{ url: `${apex}/old-blog`, status: 302, location: '/blog', timeMs: 4 }],
    });
    expect(facts.trailingSlash?.redirects.map((h) => h.status)).toEqual([301, 302]);
    expect(facts.trailingSlash).toMatchObject({ reachesPage: true, finalUrl: `${apex}/blog`, status: 200 });
    expect(hostsOf(s)).not.toContain('example.test/old-blog');
  });

  it('https page: the http variant lands on the page; a www host with a bad certificate is a TLS error', async () => {
    const pems = await generate([{ name: 'commonName', value: 'www.example.test' }]);
    const tls: Server = createHttpsServer({ key: pems.private, cert: pems.cert }, (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<p>www</p>');
    });
    await new Promise<void>((done) => tls.listen(0, '127.0.0.1', done));
    servers.push({
      close: () => new Promise<void>((done) => (tls.closeAllConnections(), tls.close(() => done()))),
    });
    const httpsPort = (tls.address() as AddressInfo).port;
    const page = `https://example.test:${httpsPort}/blog`;
    const plain = await site(() => ({ 'example.test/blog': redirect(page, 301) }));

    const facts = await variantsOf(page, {}, { httpPort: plain.port });
    expect(facts.http).toMatchObject({
      url: `http://example.test:${plain.port}/blog`,
      firstStatus: 301,
      location: page,
      samePathOnHttps: true,
      reachesPage: true,
    });
    expect(facts.www).toMatchObject({
      url: `https://www.example.test:${httpsPort}/blog`,
      status: null,
      error: 'TLS_ERROR',
    });
    expect(facts.www?.firstStatus).toBeNull();
  });

  it('http variant serving content, and a www host that does not resolve', async () => {
    const plain = await site(() => ({
      'example.test/blog': html(doc('<title>Blog</title>', '<p>Insecure copy</p>')),
    }));
    const facts = await variantsOf('https://example.test/blog', {}, { httpPort: plain.port });
    expect(facts.http).toMatchObject({
      status: 200,
      redirects: [],
      samePathOnHttps: false,
      reachesPage: false,
    });
    // Only *.example.test resolves here: the www name of another domain does not.
    const other = await variantsOf(
      'https://rankscope-variant.test/blog',
      {},
      { httpPort: plain.port, budgetMs: 2000 },
    );
    expect(other.www).toMatchObject({ status: null, error: 'DNS_FAILURE' });
  });

  it('has no www counterpart for an IP host and no slash counterpart for the root', async () => {
    const s = await site(() => ({}));
    const facts = await variantsOf(`${s.origin}/`);
    expect(facts.www).toBeNull();
    expect(facts.trailingSlash).toBeNull();
    expect(facts.notFound).toMatchObject({
      status: 404,
      html: false,
      internalLinks: 0,
      title: null,
      wordCount: 0,
    });
  });

  it('records malformed answers: an invalid Location, a redirect without Location, and a non-http target', async () => {
    const s = await site(() => ({
      'www.example.test/blog': (_req, res) => void res.writeHead(301, { location: 'http://[::1' }).end(),
      'example.test/blog/': (_req, res) =>
        void res.writeHead(302, { 'content-type': 'text/html' }).end('moved'),
      'example.test/*': redirect('ftp://example.test/missing', 301),
    }));
    const facts = await variantsOf(`http://example.test:${s.port}/blog`);
    expect(facts.www).toMatchObject({
      firstStatus: 301,
      status: null,
      error: 'FETCH_FAILED',
      location: 'http://[::1',
    });
    expect(facts.trailingSlash).toMatchObject({
      firstStatus: 302,
      status: 302,
      redirects: [],
      location: null,
    });
    expect(facts.notFound).toMatchObject({ firstStatus: 301, status: null, error: 'FETCH_FAILED' });
  });

  it('reads a huge not-found page from its first 512 KiB', async () => {
    const filler = `<p>${'lorem ipsum dolor sit amet '.repeat(40)}</p>`.repeat(3000);
    const big = doc('<title>Not found</title>', `<nav><a href="/">Home</a></nav><h1>404</h1>${filler}`);
    expect(big.length).toBeGreaterThan(3_000_000);
    const s = await site(() => ({ 'example.test/*': html(big, { status: 404 }) }));
    const facts = await variantsOf(`http://example.test:${s.port}/`);
    expect(facts.notFound).toMatchObject({ status: 404, html: true, internalLinks: 1, h1: '404' });
    expect(facts.notFound.text.length).toBe(2000);
  });

  it('records a not-found body beyond the hard limit as TOO_LARGE instead of dropping it', async () => {
    const s = await site(() => ({
      'example.test/*': (_req, res) => {
        res.writeHead(404, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(1024 * 1024, 'a');
        for (let i = 0; i < 6; i++) res.write(chunk);
        res.end();
      },
    }));
    const facts = await variantsOf(`http://example.test:${s.port}/`);
    expect(facts.notFound).toMatchObject({ status: null, error: 'TOO_LARGE', html: false });
  });

  it('marks requests cut short by the time budget as skipped, and waits for slow answers within it', async () => {
    const s = await site(() => ({
      'example.test/blog/': (_req, res) => void setTimeout(() => res.writeHead(404).end(), 150),
      'www.example.test/blog': () => undefined,
      'example.test/*': () => undefined,
    }));
    const facts = await variantsOf(`http://example.test:${s.port}/blog`, {}, { budgetMs: 600 });
    expect(facts.trailingSlash).toMatchObject({ status: 404, error: null });
    expect(facts.www).toMatchObject({ status: null, error: 'SKIPPED' });
    expect(facts.notFound).toMatchObject({ status: null, error: 'SKIPPED' });
  });
});

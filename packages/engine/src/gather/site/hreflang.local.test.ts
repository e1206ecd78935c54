import { describe, expect, it } from 'vitest';
import { doc, pageFromHtml, type PageOptions } from '../../test-support/index.js';
import {
  freePort,
  html,
  redirect,
  type RouteHandler,
  serveEach,
  type TestServer,
} from '../../test-support/test-server.js';
import reciprocal from '../../checks/external/hreflang-reciprocal.js';
import { createSiteContext } from './context.js';
import { gatherHreflang, MAX_ALTERNATES, nearlySameUrl, type HreflangAlternate } from './hreflang.js';

const serve = serveEach();
let server: TestServer | undefined;

const alt = (lang: string, href: string): string =>
  `<link rel="alternate" hreflang="${lang}" href="${href}">`;

/** A language version of the page, with the given hreflang links (and extra head markup). */
const version = (
  links: string,
  head = '',
  options: { headers?: Record<string, string> } = {},
): RouteHandler => html(doc(`<title>Oak table</title>${head}${links}`, '<h1>Oak table</h1>'), options);

async function gatherFor(head: string, options: PageOptions & { budgetMs?: number } = {}) {
  const s = server as TestServer;
  const page = pageFromHtml(doc(head), { url: s.url('/en/'), ...options });
  const ctx = createSiteContext(page, { fetch: { allowPrivate: true }, budgetMs: options.budgetMs ?? 5000 });
  return gatherHreflang(ctx);
}

const byPath = (alternates: HreflangAlternate[]) =>
  Object.fromEntries(alternates.map((a) => [new URL(a.url).pathname, a]));

describe('gatherHreflang', () => {
  it('fetches each alternate once and finds its return link in the HTML or the Link header', async () => {
    server = await serve();
    const s = server;
    const set = [alt('en', s.url('/en/')), alt('de', s.url('/de/')), alt('fr', s.url('/fr/'))].join('');
    s.route('/de/', version(set, `<link rel="canonical" href="${s.url('/de/')}">`));
    s.route(
      '/fr/',
      version('', '', { headers: { link: `<${s.url('/en/')}>; rel="alternate"; hreflang="en"` } }),
    );
    const facts = await gatherFor(`${set}${alt('x-default', '/en/')}${alt('de-AT', s.url('/de/#top'))}`);
    expect(facts.pageUrl).toBe(s.url('/en/'));
    expect(facts.total).toBe(2);
    expect(facts.skipped).toEqual([]);
    const { '/de/': de, '/fr/': fr } = byPath(facts.alternates);
    expect(de).toMatchObject({
      langs: ['de', 'de-AT'],
      status: 200,
      indexable: true,
      selfCanonical: true,
      canonical: s.url('/de/'),
      returnLink: true,
      returnLangs: ['en'],
      hreflangCount: 3,
    });
    expect(fr).toMatchObject({ status: 200, returnLink: true, selfCanonical: true, canonical: null });
    // The page itself (and its x-default, the same URL) is never fetched; /de/ only once for two codes.
    expect(s.requests.map((r) => `${r.method} ${r.url}`).sort()).toEqual(['GET /de/', 'GET /fr/']);
  });

  it('records redirects without following them, error statuses, noindex and foreign canonicals', async () => {
    server = await serve();
    const s = server;
    const back = alt('en', s.url('/en/'));
    s.route('/it/', redirect('/it-it/', 301));
    s.route('/es/', html('gone', { status: 410 }));
    s.route('/pt/', version(back, '', { headers: { 'x-robots-tag': 'googlebot: noindex' } }));
    s.route('/pl/', version(back, '<meta name="robots" content="otherbot: noindex">'));
    s.route('/nl/', version(back, `<link rel="canonical" href="/nl-nl/">`));
    const head = ['it', 'es', 'pt', 'pl', 'nl'].map((l) => alt(l, `/${l}/`)).join('');
    const facts = await gatherFor(head);
    const a = byPath(facts.alternates);
    expect(a['/it/']).toMatchObject({ status: 301, redirectTo: s.url('/it-it/'), returnLink: null });
    expect(s.requests.map((r) => r.url)).not.toContain('/it-it/');
    expect(a['/es/']).toMatchObject({ status: 410, indexable: null, returnLink: null });
    expect(a['/pt/']).toMatchObject({
      status: 200,
      indexable: false,
      noindex: 'X-Robots-Tag: googlebot: noindex',
      returnLink: true,
    });
    // A noindex for a minor crawler, in meta "content" syntax, keeps the page indexable.
    expect(a['/pl/']).toMatchObject({ indexable: true, noindex: null });
    expect(a['/nl/']).toMatchObject({ canonical: s.url('/nl-nl/'), selfCanonical: false, returnLink: true });
  });

  it('tells a missing return link from a near miss (trailing slash, scheme, www)', async () => {
    server = await serve();
    const s = server;
    s.route('/ja/', version(alt('ja', s.url('/ja/')) + alt('ko', s.url('/ko/'))));
    s.route('/ko/', version(alt('en', s.url('/en'))));
    s.route('/zh/', version(''));
    const facts = await gatherFor(alt('ja', '/ja/') + alt('ko', '/ko/') + alt('zh', '/zh/'));
    const a = byPath(facts.alternates);
    expect(a['/ja/']).toMatchObject({ returnLink: false, nearReturn: null, hreflangCount: 2 });
    expect(a['/ko/']).toMatchObject({ returnLink: false, nearReturn: s.url('/en'), hreflangCount: 1 });
    expect(a['/zh/']).toMatchObject({ returnLink: false, hreflangCount: 0 });
    expect(nearlySameUrl('http://www.example.com/en', 'https://example.com/en/')).toBe(true);
    expect(nearlySameUrl('https://example.com/en/', 'https://example.com/en/#x')).toBe(false);
    expect(nearlySameUrl('https://example.com/en/', 'https://example.com/de/')).toBe(false);
  });

  it('parses malformed, huge and non-HTML alternates, and records unreachable ones', async () => {
    server = await serve();
    const s = server;
    const back = alt('en', s.url('/en/'));
    // No doctype, unquoted attributes, unclosed elements, a stray </head>: parse5 recovers like a browser.
    s.route(
      '/ru/',
      html(
        `<html><head><title>Дуб</title><link rel=alternate hreflang=en href=${s.url('/en/')}><p>Стол<div></head>`,
      ),
    );
    // 3 MiB: only the first 2 MiB are kept, which is where the <head> is.
    s.route('/cs/', html(doc(back, `<p>${'dub '.repeat(800_000)}</p>`)));
    s.route('/sv/', (_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/pdf',
        link: `<${s.url('/en/')}>; rel="alternate"; hreflang="en", <${s.url('/sv/')}>; rel="canonical"`,
      });
      res.end(Buffer.from('%PDF-1.7\n<link rel="alternate" hreflang="xx" href="/nope">'));
    });
    const closed = `http://127.0.0.1:${await freePort()}/fi/`;
    const facts = await gatherFor(
      alt('ru', '/ru/') + alt('cs', '/cs/') + alt('sv', '/sv/') + alt('fi', closed),
    );
    const a = byPath(facts.alternates);
    expect(a['/ru/']).toMatchObject({ status: 200, returnLink: true, hreflangCount: 1 });
    expect(a['/cs/']).toMatchObject({ status: 200, returnLink: true });
    expect(a['/sv/']).toMatchObject({
      contentType: 'application/pdf',
      returnLink: true,
      hreflangCount: 1,
      selfCanonical: true,
    });
    expect(a['/fi/']).toMatchObject({ status: null, error: 'CONNECTION_REFUSED', returnLink: null });
    expect(facts.alternates).toHaveLength(4);
  });

  it('gives hreflang-reciprocal facts it can judge end to end', async () => {
    server = await serve();
    const s = server;
    s.route('/de/', version(alt('en', s.url('/en/')) + alt('de', s.url('/de/'))));
    s.route('/fr/', version(alt('fr', s.url('/fr/'))));
    const head = alt('en', s.url('/en/')) + alt('de', s.url('/de/')) + alt('fr', s.url('/fr/'));
    const page = pageFromHtml(doc(head), { url: s.url('/en/') });
    const hreflang = await gatherHreflang(createSiteContext(page, { fetch: { allowPrivate: true } }));
    page.site = { failed: [], durationMs: 0, hreflang };
    const out = reciprocal.run(page);
    expect(out.status).toBe('recommended');
    expect(out.items).toEqual([
      { value: s.url('/fr/'), note: 'hreflang="fr": no return link among 1 hreflang entries', line: 1 },
    ]);
  });

  it(`fetches at most ${MAX_ALTERNATES} alternates and records the rest as skipped by the limit`, async () => {
    server = await serve({}, { fallback: version('') });
    const head = Array.from({ length: 25 }, (_, i) => alt(`en-${i}`, `/v${i}/`)).join('');
    const facts = await gatherFor(head);
    expect(facts.total).toBe(25);
    expect(facts.alternates).toHaveLength(MAX_ALTERNATES);
    expect(facts.skipped).toHaveLength(5);
    expect(facts.skipped[0]).toEqual({ url: server.url('/v20/'), reason: 'limit' });
    expect(server.requests).toHaveLength(MAX_ALTERNATES);
  });

  it('records alternates cut off by the time budget as skipped, not as failures', async () => {
    server = await serve({
      '/de/': version(alt('en', '/en/')),
      // Never answers: the phase budget runs out first.
      '/slow/': () => new Promise<void>(() => undefined),
    });
    const facts = await gatherFor(alt('de', '/de/') + alt('fr', '/slow/'), { budgetMs: 400 });
    expect(facts.total).toBe(2);
    expect(facts.alternates.map((a) => new URL(a.url).pathname)).toEqual(['/de/']);
    expect(facts.skipped).toEqual([{ url: server.url('/slow/'), reason: 'budget' }]);
  });

  it('fetches nothing when the page has no hreflang or only points to itself', async () => {
    server = await serve();
    expect(await gatherFor('')).toEqual({
      pageUrl: server.url('/en/'),
      total: 0,
      alternates: [],
      skipped: [],
    });
    const self = await gatherFor(alt('en', '/en/#main') + alt('x-default', server.url('/en/')));
    expect(self.total).toBe(0);
    expect(server.requests).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { doc, pageFromHtml } from '../../test-support/index.js';
import { freePort, html, redirect, serveEach, type TestServer } from '../../test-support/test-server.js';
import { createSiteContext } from './context.js';
import { gatherHomepage, HOMEPAGE_MAX_BYTES } from './homepage.js';

const serve = serveEach();
let server: TestServer | undefined;

const ld = (json: unknown): string => `<script type="application/ld+json">${JSON.stringify(json)}</script>`;
const ORG = { '@context': 'https://schema.org', '@type': 'Organization', name: 'Oak & Co', url: '/' };
const SITE = { '@context': 'https://schema.org', '@type': 'WebSite', name: 'Oak', url: '/' };
const HOME = doc(`\n${ld(ORG)}\n${ld(SITE)}`, '<h1>Oak</h1>');

/** The homepage facts gathered for an audited page at `path` of the test server. */
async function homepageFor(path: string, budgetMs?: number) {
  const url = server!.url(path);
  const page = pageFromHtml(doc('', '<p>audited</p>'), { url });
  return gatherHomepage(
    createSiteContext(page, { fetch: { allowPrivate: true }, ...(budgetMs ? { budgetMs } : {}) }),
  );
}

describe('gatherHomepage', () => {
  it('takes the facts from the audited page when it is the homepage, without a request', async () => {
    server = await serve({ '/': html(HOME) });
    const page = pageFromHtml(HOME, { url: server.url('/?utm_source=x') });
    const facts = await gatherHomepage(createSiteContext(page, { fetch: { allowPrivate: true } }));
    expect(server.requests).toEqual([]);
    expect(facts).toMatchObject({ url: server.url('/'), isAuditedPage: true, status: 200, parsed: true });
    // The audited page's own lines are known.
    expect(facts.items.map((i) => [i.schemaTypes[0], i.line])).toEqual([
      ['Organization', 2],
      ['WebSite', 3],
    ]);
  });

  it('fetches the origin’s / for any other page and keeps its JSON-LD items and Microdata types', async () => {
    const body = doc(
      `\n${ld(ORG)}\n${ld(SITE)}`,
      '<div itemscope itemtype="https://schema.org/Organization"></div>',
    );
    server = await serve({ '/': html(body) });
    const facts = await homepageFor('/blog/post');
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /']);
    expect(facts).toMatchObject({
      isAuditedPage: false,
      status: 200,
      error: null,
      parsed: true,
      truncated: false,
    });
    expect(facts.items.map((i) => [i.schemaTypes[0], i.line, i.data.name])).toEqual([
      ['Organization', null, 'Oak & Co'],
      ['WebSite', null, 'Oak'],
    ]);
    expect(facts.markup).toMatchObject([{ format: 'microdata', name: 'Organization' }]);
  });

  it('follows a redirect of the homepage and records it', async () => {
    server = await serve({ '/': redirect('/en/', 302), '/en/': html(HOME) });
    const facts = await homepageFor('/en/about');
    expect(facts.status).toBe(200);
    expect(facts.finalUrl).toBe(server.url('/en/'));
    expect(facts.redirects.map((h) => h.status)).toEqual([302]);
    expect(facts.items).toHaveLength(2);
  });

  it('records the syntax errors of the homepage’s JSON-LD blocks', async () => {
    const broken = '<script type="application/ld+json">{"@type": "Organization", "name": "Oak",}</script>';
    server = await serve({ '/': html(doc(broken + ld(SITE))) });
    const facts = await homepageFor('/page');
    expect(facts.jsonLdBlocks.map((b) => b.error?.kind ?? null)).toEqual(['trailing-comma', null]);
    expect(facts.items.map((i) => i.schemaTypes[0])).toEqual(['WebSite']);
  });

  it('records an error status without parsing the body', async () => {
    server = await serve({ '/': html(HOME, { status: 503 }) });
    const facts = await homepageFor('/page');
    expect(facts).toMatchObject({ status: 503, error: null, parsed: false, items: [], jsonLdBlocks: [] });
  });

  it('does not parse a homepage that is not HTML', async () => {
    server = await serve({
      '/': html('{"@type": "Organization"}', { headers: { 'content-type': 'application/json' } }),
    });
    const facts = await homepageFor('/page');
    expect(facts).toMatchObject({ status: 200, contentType: 'application/json', parsed: false, items: [] });
  });

  it('records an unreachable homepage with its error code', async () => {
    const port = await freePort();
    server = await serve({});
    const page = pageFromHtml(doc(''), { url: `http://127.0.0.1:${port}/page` });
    const facts = await gatherHomepage(createSiteContext(page, { fetch: { allowPrivate: true } }));
    expect(facts).toMatchObject({
      url: `http://127.0.0.1:${port}/`,
      status: null,
      error: 'CONNECTION_REFUSED',
      parsed: false,
    });
  });

  it('gives up on a homepage that never answers within the budget', async () => {
    server = await serve({ '/': () => new Promise(() => undefined) });
    const started = performance.now();
    const facts = await homepageFor('/page', 400);
    // The homepage never answers: only the budget ends the wait, and not before it.
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    expect(facts.status).toBeNull();
    expect(facts.error).toBe('TIMEOUT');
  });

  it('parses only the first 2 MiB of a huge homepage and says so', async () => {
    const late = { '@context': 'https://schema.org', '@type': 'WebSite', name: 'Late' };
    const filler = `<p>${'x'.repeat(HOMEPAGE_MAX_BYTES)}</p>`;
    server = await serve({ '/': html(doc(ld(ORG), `${filler}${ld(late)}`)) });
    const facts = await homepageFor('/page');
    expect(facts).toMatchObject({ status: 200, parsed: true, truncated: true });
    expect(facts.items.map((i) => i.data.name)).toEqual(['Oak & Co']);
  });
});

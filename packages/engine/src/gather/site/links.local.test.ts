import { describe, expect, it } from 'vitest';
import { fetchPage } from '../../fetch/index.js';
import { html, redirect, type RouteHandler, serveEach } from '../../test-support/test-server.js';
import { gather } from '../index.js';
import { createSiteContext } from './context.js';
import { gatherLinks } from './links.js';

const serve = serveEach();

const ok: RouteHandler = (_req, res) => void res.writeHead(200, { 'content-type': 'text/html' }).end('ok');

async function linksOf(body: string, routes: Record<string, RouteHandler>, budgetMs?: number) {
  const server = await serve({ '/page': html(body), ...routes });
  const page = gather(await fetchPage(server.url('/page'), { allowPrivate: true }));
  const ctx = createSiteContext(page, { fetch: { allowPrivate: true }, ...(budgetMs ? { budgetMs } : {}) });
  return gatherLinks(ctx);
}

describe('gatherLinks', () => {
  it('checks each distinct target once, with its status, redirects and where it is linked from', async () => {
    const facts = await linksOf(
      `<a href="/ok">OK</a>\n<a href="/ok#top">OK again</a>\n<a href="/gone">Gone</a>\n<a href="/moved">Moved</a>\n<a href="/page">Self</a>`,
      { '/ok': ok, '/moved': redirect('/ok', 301) },
    );
    expect(facts.internalTotal).toBe(3);
    const byPath = Object.fromEntries(facts.internal.map((l) => [new URL(l.url).pathname, l]));
    expect(byPath['/ok']).toMatchObject({ status: 200, method: 'HEAD' });
    expect(byPath['/ok']?.sources.map((s) => s.line)).toEqual([1, 2]);
    expect(byPath['/gone']?.status).toBe(404);
    expect(byPath['/moved']?.redirects.map((h) => h.status)).toEqual([301]);
  });

  it('falls back to GET when HEAD is refused', async () => {
    const facts = await linksOf('<a href="/no-head">x</a>', {
      '/no-head': (req, res) => void res.writeHead(req.method === 'HEAD' ? 405 : 200).end(),
    });
    expect(facts.internal[0]).toMatchObject({ status: 200, method: 'GET' });
  });

  it('counts links it could not check within the budget instead of passing them', async () => {
    const hang: RouteHandler = () => undefined;
    const facts = await linksOf(
      Array.from({ length: 6 }, (_, i) => `<a href="/h${i}">${i}</a>`).join(''),
      Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`/h${i}`, hang])),
      500,
    );
    expect(facts.internalTotal).toBe(6);
    expect(facts.internalSkipped).toBe(6);
    expect(facts.internal).toEqual([]);
  });
});

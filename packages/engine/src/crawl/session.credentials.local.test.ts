/**
 * A site audit behind a session cookie (issue 32): the site has a "Log out" link that ends the session,
 * after which every page redirects to /login. With the cookie the audit never requests the log-out URL
 * (neither the crawl nor the start page's link check), so every page is the member's page; and a site that
 * loses the session anyway (a link that ends it under another name) gets the critical finding
 * crawl-session-lost, "the session was lost after N pages".
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSiteAudit } from './site-audit.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

const SESSION = 'sess-5c1e9a7d3b';
const PAGES = ['/a', '/b', '/c', '/d', '/e'];

interface MemberSite {
  server: TestServer;
  /** Whether the session is still valid. */
  valid: () => boolean;
}

/** A members' site: `ender` is the link that ends the session ("/logout", or one named otherwise). */
async function memberSite(ender: string): Promise<MemberSite> {
  let valid = true;
  const page = (title: string, links: string[]): string =>
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title} — members</title>` +
    `<meta name="description" content="The members' area of the oak table workshop: ${title}."></head>` +
    `<body><h1>${title}</h1><p>Orders, invoices and delivery dates of your oak tables, for members only.</p>` +
    `<nav>${links.map((l) => `<a href="${l}">${l === ender ? 'Log out' : `Page ${l}`}</a>`).join(' ')}</nav></body></html>`;
  const signedIn = (req: IncomingMessage): boolean =>
    valid && (req.headers.cookie ?? '').split(/;\s*/).includes(`session=${SESSION}`);
  const toLogin = (res: ServerResponse): void => void res.writeHead(302, { location: '/login' }).end();
  const member =
    (title: string, links: string[]) =>
    (req: IncomingMessage, res: ServerResponse): void => {
      if (!signedIn(req)) return toLogin(res);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(title, links));
    };
  const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
    // The log-out link comes right after the first page, before the rest.
    '/': member('Home', ['/a', ender, ...PAGES.slice(1)]),
    '/login': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        '<!DOCTYPE html><html lang="en"><head><title>Sign in</title></head><body><main><h1>Sign in</h1>' +
          '<form method="post"><input name="user"><input type="password" name="pw"><button>Sign in</button></form></main></body></html>',
      );
    },
    [ender]: (req, res) => {
      // Only a GET ends it (a HEAD, as a link check sends, does not): the crawl's visit is what ends it.
      if (req.method === 'GET') valid = false;
      toLogin(res);
    },
  };
  for (const p of PAGES) routes[p] = member(`Page ${p}`, ['/', ...PAGES]);
  const server = await startTestServer(routes);
  return { server, valid: () => valid };
}

const audit = (site: TestServer) =>
  runSiteAudit(site.url('/'), {
    allowPrivate: true,
    siteBudgetMs: 5000,
    credentials: { cookies: [{ name: 'session', value: SESSION }] },
    crawl: { maxPages: 20, workers: 0, concurrency: 1 },
  });

let logout: MemberSite;
let hidden: MemberSite;
beforeAll(async () => {
  logout = await memberSite('/logout');
  hidden = await memberSite('/account/close');
});
afterAll(async () => {
  await logout.server.close();
  await hidden.server.close();
});

describe('a crawl behind a session cookie', () => {
  it('never requests the "Log out" link, so every page is the member’s page', async () => {
    const report = await audit(logout.server);
    expect(logout.server.requests.filter((r) => r.url.startsWith('/logout'))).toEqual([]);
    expect(logout.valid()).toBe(true);
    const pages = report.crawl?.pages ?? [];
    for (const path of ['/', ...PAGES]) {
      const p = pages.find((x) => x.url === logout.server.url(path));
      expect(p, path).toMatchObject({ status: 200, redirects: 0, finalUrl: logout.server.url(path) });
    }
    expect(pages.some((p) => p.url.includes('/login') || p.finalUrl.includes('/login'))).toBe(false);
    expect(report.crawl?.session).toEqual({ signOutSkipped: 1, lost: null });
    expect(report.checks.find((c) => c.id === 'crawl-session-lost')).toMatchObject({
      status: 'good',
      message:
        'The crawl kept its session: no page redirected to a sign-in page (1 sign-out link was left alone).',
    });
  }, 60_000);

  it('reports "the session was lost after N pages" as a critical finding when pages start redirecting to sign-in', async () => {
    const report = await audit(hidden.server);
    // The link that ended it was followed (its name says nothing), and the pages after it redirected.
    expect(hidden.valid()).toBe(false);
    const lost = report.crawl?.session?.lost;
    expect(lost).toBeTruthy();
    if (!lost) return;
    // Home and /a were reached signed in (the crawl runs one page at a time, in link order).
    expect(lost.afterPages).toBeGreaterThanOrEqual(2);
    expect(lost.signInUrl).toBe(hidden.server.url('/login'));
    expect(lost.pages).toBeGreaterThanOrEqual(PAGES.length - 1);
    const check = report.checks.find((c) => c.id === 'crawl-session-lost');
    expect(check).toMatchObject({ status: 'critical', severity: 'critical' });
    expect(check?.message).toMatch(
      new RegExp(
        `^The session was lost after ${lost.afterPages} pages: from http://127\\.0\\.0\\.1:\\d+/\\S+ on, `,
      ),
    );
  }, 60_000);
});

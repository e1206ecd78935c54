/**
 * Test fixture for audits behind a login (issue 26): a site that answers only requests carrying a team
 * header, HTTP Basic auth and a preference cookie, whose first page issues a session cookie that every
 * other page needs (a login step), and a second origin ("elsewhere") linked from it in every way a page
 * can reach another origin (link, image, script, stylesheet, a redirect target) that records every request
 * and must never see a credential.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startTestServer, type ReceivedRequest, type TestServer } from './test-server.js';

/** The credentials the site needs; each value is long and unique, so a search for it finds only a leak. */
export const SECRETS = {
  header: { name: 'X-Team-Token', value: 'hdr-7f3a9c1e5b2d4f6a8c0e' },
  cookie: { name: 'pref', value: 'ck-2b4d6f8a0c1e3g5i7k9m' },
  basic: { username: 'preview', password: 'pw-9z8y7x6w5v4u3t2s1r' },
} as const;

/** The session cookie the first page issues (a value the site made, not the user's). */
export const SESSION = 'sid-1q2w3e4r5t6y7u8i9o0p';

export interface ProtectedSite {
  site: TestServer;
  elsewhere: TestServer;
  /** Requests the site answered with 401 or the login redirect (a missing credential). */
  refused: ReceivedRequest[];
  close(): Promise<void>;
}

const BASIC = `Basic ${Buffer.from(`${SECRETS.basic.username}:${SECRETS.basic.password}`).toString('base64')}`;

function cookies(req: IncomingMessage): Map<string, string> {
  const out = new Map<string, string>();
  for (const pair of (req.headers.cookie ?? '').split(/;\s*/)) {
    const at = pair.indexOf('=');
    if (at > 0) out.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return out;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="description" content="${title}: a members' page of the protected fixture site, long enough to count.">
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><h1>${title}</h1><p>Members read this page behind the login; it has enough words to be a page.</p>${body}</body></html>`;
}

export async function startProtectedSite(): Promise<ProtectedSite> {
  const elsewhere = await startTestServer(
    {},
    {
      fallback: (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(page('Elsewhere', ''));
      },
    },
  );
  const refused: ReceivedRequest[] = [];
  const links = `<a href="/a">A</a> <a href="/b">B</a> <a href="/go-away">away</a>
<a href="${elsewhere.url('/partner')}">partner</a><img src="${elsewhere.url('/pixel.png')}" alt="pixel" width="1" height="1">
<script src="${elsewhere.url('/widget.js')}"></script><link rel="stylesheet" href="${elsewhere.url('/font.css')}">`;
  const answer = (req: IncomingMessage, res: ServerResponse): void => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const jar = cookies(req);
    const authorised =
      req.headers['x-team-token'] === SECRETS.header.value &&
      req.headers.authorization === BASIC &&
      jar.get(SECRETS.cookie.name) === SECRETS.cookie.value;
    if (!authorised) {
      refused.push({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers });
      res.writeHead(401, { 'www-authenticate': 'Basic realm="preview"', 'content-type': 'text/html' });
      res.end(page('Sign in', '<form method="post"><input type="password" name="p"></form>'));
      return;
    }
    if (path === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      return;
    }
    if (path === '/') {
      // The login step: the session starts on the first page.
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'set-cookie': `sid=${SESSION}; Path=/; HttpOnly; SameSite=Lax`,
      });
      res.end(page('Home', links));
      return;
    }
    if (jar.get('sid') !== SESSION) {
      refused.push({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers });
      res.writeHead(302, { location: '/login' }).end();
      return;
    }
    const routes: Record<string, () => void> = {
      // Away to the other origin, which sends the visitor back: credentials drop there and return here.
      '/go-away': () => res.writeHead(302, { location: elsewhere.url('/bounce') }).end(),
      '/a': () =>
        res.writeHead(200, { 'content-type': 'text/html' }).end(page('Page A', links + '<a href="/c">C</a>')),
      '/b': () => res.writeHead(200, { 'content-type': 'text/html' }).end(page('Page B', links)),
      // A page that quotes the team header back (a debug panel): the report must mask it.
      '/c': () =>
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end(page(`Page C token ${SECRETS.header.value}`, '<a href="/back">back</a>')),
      '/back': () => res.writeHead(200, { 'content-type': 'text/html' }).end(page('Back home', '')),
    };
    const route = routes[path];
    if (route) route();
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  };
  const site = await startTestServer({}, { fallback: answer });
  elsewhere.route('/bounce', (_req, res) => void res.writeHead(302, { location: site.url('/back') }).end());
  return {
    site,
    elsewhere,
    refused,
    close: async () => {
      await Promise.all([site.close(), elsewhere.close()]);
    },
  };
}

/** Every request header value `server` received, for a search for the secrets. */
export function receivedHeaderText(server: TestServer): string {
  return server.requests.map((r) => JSON.stringify(r.headers)).join('\n');
}

/**
 * A whole audit with the lab (issue 6): Lighthouse mobile + desktop and the rendered page run alongside
 * the fetch and the site phase, the scores and metrics reach the report, the lab checks run, and the
 * lab browser cannot be turned against private addresses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuditCredentials } from '../fetch/credentials.js';
import type { ProgressStage } from '../report/index.js';
import { runAudit } from '../run/audit.js';
import { html, startTestServer, type ReceivedRequest, type TestServer } from '../test-support/test-server.js';
import { createLab, type Lab } from './index.js';

const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Oak dining tables made by hand in Yorkshire</title>
<meta name="description" content="Solid oak dining tables, made to order in our Yorkshire workshop and delivered across the UK.">
</head><body><header><nav><a href="/">Home</a> <a href="/tables">Tables</a></nav></header>
<main><h1>Oak dining tables</h1>${'<p>Each table is cut, joined and oiled by hand from air-dried English oak boards.</p>'.repeat(20)}</main></body></html>`;

const CLIENT_ONLY = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Loading</title></head>
<body><div id="root"></div><script>
document.title = 'Oak chairs, made by hand';
document.getElementById('root').innerHTML = '<h1>Oak chairs</h1>' + '<p>Chairs steam-bent from English oak in our workshop.</p>'.repeat(30);
</script></body></html>`;

let site: TestServer;
let lab: Lab;

beforeAll(async () => {
  site = await startTestServer({ '/': html(PAGE), '/tables': html(PAGE), '/app': html(CLIENT_ONLY) });
  // Every host's figures are judged here (this tests the verdicts' path; a slow host is main.lab.test.ts's).
  lab = await createLab({ allowPrivate: true, minBenchmarkIndex: 0 });
});

afterAll(async () => {
  await lab?.close();
  await site?.close();
});

describe('runAudit with the lab', () => {
  it('reports both lab scores with their metrics, runs the lab checks, and says so in the progress', async () => {
    const stages: ProgressStage[] = [];
    const report = await runAudit(`${site.origin}/tables`, {
      allowPrivate: true,
      lab,
      onProgress: (e) => stages.push(e.stage),
    });
    expect(stages).toEqual(['initial', 'fetching', 'analyzing', 'pagespeed', 'ai', 'complete']);
    for (const d of ['mobile', 'desktop'] as const) {
      const p = report.performance[d];
      expect(p.unavailableReason, d).toBeNull();
      expect(p.score).toBeGreaterThanOrEqual(0);
      expect(p.score).toBeLessThanOrEqual(100);
      expect(p.source).toBe('lighthouse');
      expect(Object.keys(p.metrics ?? {}).sort()).toEqual(['cls', 'fcp', 'lcp', 'si', 'tbt']);
    }
    const byId = new Map(report.checks.map((c) => [c.id, c]));
    for (const id of ['perf-score-mobile', 'perf-score-desktop', 'lcp', 'cls', 'tbt', 'js-rendered-parity']) {
      expect(byId.get(id)?.status, id).not.toBe('na');
    }
    expect(byId.get('js-rendered-parity')?.status).toBe('good');
  });

  it('finds content that exists only after JavaScript', async () => {
    const report = await runAudit(`${site.origin}/app`, { allowPrivate: true, lab, site: false });
    const parity = report.checks.find((c) => c.id === 'js-rendered-parity');
    expect(parity?.status).toBe('critical');
    expect(parity?.details.items.map((i) => i.value).join('\n')).toContain('Oak chairs, made by hand');
  });
});

describe('an audit that fails before the page is fetched (issue 13)', () => {
  it.each([
    ['a domain that does not exist', 'http://nonexistent.invalid/', false],
    ['a private address refused by the SSRF guard', 'http://127.0.0.1:9/', false],
    ['a port nothing listens on', 'http://127.0.0.1:9/', true],
  ])('%s: fails at once and never starts the lab', async (_name, url, allowPrivate) => {
    const runs: string[] = [];
    const watched: Lab = { run: (u, o) => (runs.push(u), lab.run(u, o)), close: () => Promise.resolve() };
    await expect(runAudit(url, { allowPrivate, lab: watched, site: false })).rejects.toThrow();
    // Never started: no Lighthouse run to wait for (a run is ~10 s), which is what "at once" meant.
    expect(runs).toEqual([]);
  });
});

describe('the lab without Chromium, and behind the guard', () => {
  it('says why the scores are unavailable and leaves the lab checks n/a, never a number', async () => {
    const none = await createLab({ allowPrivate: true, chromePath: '/nonexistent/chromium' });
    try {
      const report = await runAudit(`${site.origin}/tables`, { allowPrivate: true, lab: none, site: false });
      expect(report.performance.mobile.score).toBeNull();
      expect(report.performance.mobile.unavailableReason).toMatch(/chromium/i);
      const lcp = report.checks.find((c) => c.id === 'lcp');
      expect(lcp?.status).toBe('na');
      expect(lcp?.message).toMatch(/chromium/i);
    } finally {
      await none.close();
    }
  });

  it('hands the audit’s credentials to the lab run (the CLI’s and the API’s path to Lighthouse)', async () => {
    const none = await createLab({ allowPrivate: true, chromePath: '/nonexistent/chromium' });
    const credentials: AuditCredentials = {
      headers: [{ name: 'X-Preview-Token', value: 'tok-1a2b3c4d5e6f' }],
    };
    const runs: Array<[string, AuditCredentials | null | undefined]> = [];
    const watched: Lab = {
      run: (u, o) => (runs.push([u, o?.credentials]), none.run(u, o)),
      close: () => none.close(),
    };
    try {
      const url = `${site.origin}/tables`;
      await runAudit(url, { allowPrivate: true, lab: watched, site: false, credentials });
      expect(runs).toEqual([[url, credentials]]);
    } finally {
      await watched.close();
    }
  });

  it('does not let the lab browser reach a private address when private targets are refused', async () => {
    const guarded = await createLab({ allowPrivate: false });
    try {
      const before = site.requests.length;
      const facts = await guarded.run(`${site.origin}/tables`);
      expect(facts.mobile.ok).toBe(false);
      expect(facts.desktop.ok).toBe(false);
      expect(facts.rendered.ok).toBe(false);
      expect(site.requests.length).toBe(before); // the fixture server never saw the browser
    } finally {
      await guarded.close();
    }
  });
});

// Issue 26: a protected site (127.0.0.1) whose pages load a third party ([::1], another host, so not the
// site's cookie host either): its script, image and font, and an image that the site redirects there.
const TOKEN_A = 'tok-a-7f3c91';
const COOKIE_A = 'cookie-a-5d2e8b';
const PASS_B = 'pass-b-c41a06';
const COOKIE_B = 'cookie-b-93fd27';
const BASIC_B = `Basic ${Buffer.from(`ann:${PASS_B}`).toString('base64')}`;
const SECRETS = [TOKEN_A, COOKIE_A, PASS_B, COOKIE_B, BASIC_B.slice(6), 'hello-a', 'hello-b'];

/** Run a: a token header and a cookie; run b: HTTP Basic and a cookie. Both: a localStorage greeting. */
function authorised(run: string, headers: IncomingMessage['headers']): boolean {
  const cookie = headers.cookie ?? '';
  if (run === 'a') return headers['x-preview-token'] === TOKEN_A && cookie.includes(`session=${COOKIE_A}`);
  if (run === 'b') return headers.authorization === BASIC_B && cookie.includes(`session=${COOKIE_B}`);
  return false;
}

const runOf = (url: string): string =>
  (/^\/([ab])(?:[/?.]|$)/.exec(url) ?? /[?&]run=([ab])/.exec(url))?.[1] ?? '';

const memberPage = (run: string, third: string): string => `<!DOCTYPE html><html lang="en"><head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Members area</title><link rel="stylesheet" href="/style.css?run=${run}">
<script src="${third}/tp.js"></script></head><body><h1 id="h">Members</h1>
${'<p>Orders, invoices and saved addresses of your account, kept up to date.</p>'.repeat(10)}
<img src="${third}/tp.png" alt="" width="10" height="10"><img src="/away.png?run=${run}" alt="" width="10" height="10">
<script src="/app.js?run=${run}"></script></body></html>`;

describe('a lab run behind a login (issue 26)', () => {
  let protectedSite: TestServer;
  let third: TestServer;
  /** Every request the protected site answered, with whether it carried its run's credentials. */
  const answered: Array<{ run: string; url: string; ok: boolean; headers: ReceivedRequest['headers'] }> = [];

  beforeAll(async () => {
    third = await startTestServer(
      {
        '/tp.js': (_req, res) =>
          res.writeHead(200, { 'content-type': 'text/javascript' }).end('window.tp = 1;'),
        '/tp.png': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(),
        '/landing.png': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(),
        '/font.woff2': (_req, res) => res.writeHead(200, { 'content-type': 'font/woff2' }).end(),
      },
      { host: '::1' },
    );
    const handler = (req: IncomingMessage, res: ServerResponse): void => {
      const url = req.url ?? '/';
      // A request without a run in its URL (the favicon) belongs to the run whose credentials it carries.
      const run = runOf(url) || (['a', 'b'].find((r) => authorised(r, req.headers)) ?? '');
      const ok = authorised(run, req.headers);
      answered.push({ run, url, ok, headers: req.headers });
      if (!ok) {
        res.writeHead(401, { 'content-type': 'text/html', 'www-authenticate': 'Basic realm="members"' });
        res.end('<!DOCTYPE html><title>Sign in</title><form><input type="password"></form>');
        return;
      }
      const path = url.split('?')[0];
      if (path === '/away.png') {
        res.writeHead(302, { location: `${third.origin}/landing.png` }).end();
      } else if (path === '/style.css') {
        res.writeHead(200, { 'content-type': 'text/css' });
        res.end(
          `@font-face { font-family: T; src: url(${third.origin}/font.woff2) format('woff2'); } body { font-family: T, serif; }`,
        );
      } else if (path === '/app.js') {
        res.writeHead(200, { 'content-type': 'text/javascript' });
        res.end(`const greeting = localStorage.getItem('greeting');
document.getElementById('h').textContent = 'Members: ' + greeting;
fetch('/seen?run=${run}&greeting=' + encodeURIComponent(greeting));`);
      } else {
        // The site issues a cookie of its own: it must stay in this run's browser context.
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'set-cookie': `issued=${run}; Path=/`,
        });
        res.end(memberPage(run, third.origin));
      }
    };
    protectedSite = await startTestServer({}, { fallback: handler });
  });

  afterAll(async () => {
    await protectedSite?.close();
    await third?.close();
  });

  it('sends each run’s credentials to the audited origin only, in Lighthouse and the rendered run, never to a third party or another run', async () => {
    const origin = protectedSite.origin;
    const credentialsA: AuditCredentials = {
      headers: [{ name: 'X-Preview-Token', value: TOKEN_A }],
      cookies: [{ name: 'session', value: COOKIE_A }],
      localStorage: [{ origin, entries: [{ name: 'greeting', value: 'hello-a' }] }],
    };
    const credentialsB: AuditCredentials = {
      basicAuth: { username: 'ann', password: PASS_B },
      cookies: [{ name: 'session', value: COOKIE_B }],
      localStorage: [{ origin, entries: [{ name: 'greeting', value: 'hello-b' }] }],
    };
    // Concurrent: the renders share one browser at once; the Lighthouse runs share each warm Chromium in turn.
    const [a, b] = await Promise.all([
      lab.run(`${origin}/a`, { credentials: credentialsA }),
      lab.run(`${origin}/b`, { credentials: credentialsB }),
    ]);

    for (const [run, facts] of [
      ['a', a],
      ['b', b],
    ] as const) {
      // The real page was measured, not the 401 sign-in page (Lighthouse fails on a 401 document).
      for (const score of [facts.mobile, facts.desktop]) {
        if (!score.ok) throw new Error(`run ${run} ${score.formFactor}: ${score.reason}`);
        expect(score.finalUrl).toBe(`${origin}/${run}`);
      }
      if (!facts.rendered.ok) throw new Error(`run ${run} render: ${facts.rendered.reason}`);
      // The page's script read the localStorage set before it ran.
      expect(facts.rendered.title).toBe('Members area');
      expect(facts.rendered.h1).toEqual([`Members: hello-${run}`]);

      const mine = answered.filter((r) => r.run === run);
      // Lighthouse mobile, Lighthouse desktop and the renderer each loaded the page with the credentials.
      const agents = new Set(mine.filter((r) => r.url === `/${run}`).map((r) => r.headers['user-agent']));
      expect([...agents].map((ua) => /moto g|Macintosh|Rankscope/.exec(ua ?? '')?.[0]).sort()).toEqual([
        'Macintosh',
        'Rankscope',
        'moto g',
      ]);
      // Lighthouse's page saw the localStorage too: each of the three loads reported it.
      const seen = mine.filter((r) => r.url === `/seen?run=${run}&greeting=hello-${run}`);
      expect(new Set(seen.map((r) => r.headers['user-agent'])).size).toBe(3);
      for (const path of ['/style.css', '/app.js', '/away.png']) {
        expect(mine.filter((r) => r.url.startsWith(path)).length, path).toBeGreaterThanOrEqual(3);
      }
      // The other run's credentials and the cookie the site issued in it never came along.
      const other = run === 'a' ? [COOKIE_B, BASIC_B, 'issued=b'] : [TOKEN_A, COOKIE_A, 'issued=a'];
      for (const r of mine) for (const value of other) expect(JSON.stringify(r.headers)).not.toContain(value);
    }
    // Every request the site saw carried its run's credentials (favicons and all): none was answered 401.
    expect(answered.filter((r) => !r.ok).map((r) => r.url)).toEqual([]);
    // The third party got its script, image, font and the redirected image, and never a credential.
    const paths = new Set(third.requests.map((r) => r.url));
    for (const path of ['/tp.js', '/tp.png', '/font.woff2', '/landing.png'])
      expect(paths.has(path), path).toBe(true);
    for (const r of third.requests) {
      const seen = JSON.stringify(r.headers);
      for (const secret of SECRETS) expect(seen).not.toContain(secret);
      expect(r.headers.cookie).toBeUndefined();
      expect(r.headers.authorization).toBeUndefined();
    }
  }, 180_000);
});

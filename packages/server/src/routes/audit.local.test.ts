import { AuditError, runAudit, type AuditOptions, type Report } from '@rankscope/engine';
import { ReportSchema } from '@rankscope/engine/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFixtureSite } from '../../../engine/src/test-support/fixture-site.js';
import { freePort, type TestServer } from '../../../engine/src/test-support/test-server.js';
import type { HubEvent } from '../audit/progress-hub.js';
import { progressKey } from '../audit/progress-hub.js';
import type { ServerContext } from '../context.js';
import { TIMEOUT_MESSAGE, UNAVAILABLE_MESSAGE } from '../errors.js';
import { ANON_COOKIE, SESSION_COOKIE } from '../plugins/visitor.js';
import { testApp, type TestApp } from '../test-support/index.js';
import { limitMessage } from '../usage.js';
import { AUDIT_TIMEOUT_MS } from './audit.js';

const LOCAL: Record<string, string> = { ALLOW_PRIVATE_TARGETS: 'true' };

let site: TestServer;
/** A real report of the fixture page, returned by the fake audits. */
let fixtureReport: Report;
beforeAll(async () => {
  site = await startFixtureSite();
  fixtureReport = await runAudit(site.url('/tables'), { allowPrivate: true });
});
afterAll(async () => {
  await site.close();
});

const open: TestApp[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(open.splice(0).map((t) => t.close()));
});
async function start(
  env: Record<string, string> = LOCAL,
  overrides: Partial<Omit<ServerContext, 'config'>> = {},
): Promise<TestApp> {
  const t = await testApp(env, overrides);
  open.push(t);
  return t;
}

/** A promise with its resolve function, to hold fake audits until a test lets them go. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

type FakeAudit = ServerContext['runAudit'];

/** A fake audit that emits the engine's stages on a schedule, messages tagged with the audit's language. */
const scheduledAudit =
  (stepMs = 15): FakeAudit =>
  async (_url: string, options: AuditOptions) => {
    for (const stage of ['fetching', 'analyzing', 'ai', 'complete'] as const) {
      await sleep(stepMs);
      options.onProgress?.({ stage, message: `${options.lang}:${stage}` });
    }
    return fixtureReport;
  };

const post = (t: TestApp, body: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/audit',
    payload: body,
    ...(cookie ? { headers: { cookie } } : {}),
  });

const anonCookieOf = (res: { cookies: { name: string; value: string }[] }): string | undefined => {
  const c = res.cookies.find((k) => k.name === ANON_COOKIE);
  return c ? `${ANON_COOKIE}=${c.value}` : undefined;
};

describe('POST /api/audit', () => {
  it('audits the fixture site end to end and answers a valid report', async () => {
    const t = await start();
    const res = await post(t, { url: site.url('/tables'), auditId: 'a1b2c3d4-0000-4000-8000-000000000001' });
    expect(res.statusCode).toBe(200);
    const report = ReportSchema.parse(res.json());
    expect(report.url).toBe(site.url('/tables'));
    expect(report.title).toBe('Handmade Oak Dining Tables | Smith Workshop');
    expect(report.checks.length).toBe(fixtureReport.checks.length);
    expect(report.seoScore).toBe(fixtureReport.seoScore);
    // The stream of this audit ends with `complete`.
    const me = t.app.audits.hub.current(
      progressKey(site.url('/tables'), 'a1b2c3d4-0000-4000-8000-000000000001'),
    );
    expect(me).toEqual({ stage: 'complete', message: 'Analysis complete!' });
  });

  it('answers the report in the requested language', async () => {
    const t = await start();
    const res = await post(t, { url: site.url('/tables'), lang: 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Report>().reportLang).toBe('fr');
  });

  it('refuses a malformed URL with 400 INVALID_URL, and failed audits do not use the allowance', async () => {
    const runs = vi.fn(scheduledAudit(0));
    const t = await start({ ...LOCAL, FREE_AUDITS_PER_DAY: '1' }, { runAudit: runs });
    for (let i = 0; i < 2; i++) {
      const res = await post(t, { url: 'http://exa mple.com' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_URL', error: expect.stringMatching(/exa mple/) });
    }
    expect(runs).not.toHaveBeenCalled();
    const ok = await post(t, { url: site.url('/tables') });
    expect(ok.statusCode).toBe(200);
    // The response schema serialises the whole report, nothing lost, and the server signs it.
    expect(ok.json()).toEqual({
      ...(JSON.parse(JSON.stringify(fixtureReport)) as object),
      signature: expect.stringMatching(/^v1\./),
    });
  });

  it('validates the body: url length, auditId shape, language', async () => {
    const t = await start();
    for (const body of [
      {},
      { url: '' },
      { url: `https://example.com/${'a'.repeat(2048)}` },
      { url: site.url('/tables'), auditId: 'not a uuid!' },
      { url: site.url('/tables'), auditId: 'a'.repeat(65) },
      { url: site.url('/tables'), lang: 'de' },
    ]) {
      const res = await post(t, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_REQUEST' });
    }
  });

  it('answers 502 CONNECTION_REFUSED when the site is unreachable', async () => {
    const t = await start();
    const port = await freePort();
    const res = await post(t, { url: `http://127.0.0.1:${port}/` });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'CONNECTION_REFUSED', error: expect.any(String) });
  });

  it('refuses private targets with 400 BLOCKED_TARGET when ALLOW_PRIVATE_TARGETS is off', async () => {
    const t = await start({});
    const before = site.requests.length;
    const res = await post(t, { url: site.url('/tables') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BLOCKED_TARGET' });
    expect(site.requests.length).toBe(before);
  });

  it('maps the engine timeout to 504 with the spec text', async () => {
    const t = await start(LOCAL, {
      runAudit: async () => {
        throw new AuditError('TIMEOUT', 'The page did not answer within 30 s');
      },
    });
    const res = await post(t, { url: site.url('/tables') });
    expect(res.statusCode).toBe(504);
    expect(res.json<{ error: string }>().error).toContain(TIMEOUT_MESSAGE);
    expect(res.json<{ error: string }>().error).toContain('timed out');
  });

  it('stops an audit after 120 s overall and answers 504 TIMEOUT', async () => {
    let signal: AbortSignal | undefined;
    const started = gate();
    const t = await start(LOCAL, {
      // An audit that only ends when it is stopped.
      runAudit: (_url, options) =>
        new Promise<Report>((_resolve, reject) => {
          signal = options.signal;
          started.open();
          options.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pending = post(t, { url: site.url('/tables') });
    await started.promise;
    await vi.advanceTimersByTimeAsync(AUDIT_TIMEOUT_MS - 1000);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    const res = await pending;
    vi.useRealTimers();
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ error: TIMEOUT_MESSAGE, code: 'TIMEOUT' });
    expect(signal?.aborted).toBe(true);
  });

  it('hides unexpected failures behind a generic 500', async () => {
    const t = await start(LOCAL, {
      runAudit: async () => {
        throw new Error('database password is hunter2');
      },
    });
    const res = await post(t, { url: site.url('/tables') });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'An unexpected error occurred', code: 'INTERNAL' });
  });

  it('answers 429 with requiresAuth after 3 anonymous audits from one IP, even with a new cookie', async () => {
    const t = await start(LOCAL, { runAudit: scheduledAudit(0) });
    const first = await post(t, { url: site.url('/tables') });
    expect(first.statusCode).toBe(200);
    const cookie = anonCookieOf(first);
    expect(cookie).toBeDefined();
    for (let i = 0; i < 2; i++)
      expect((await post(t, { url: site.url('/tables') }, cookie)).statusCode).toBe(200);

    // Same cookie: refused.
    const again = await post(t, { url: site.url('/tables') }, cookie);
    expect(again.statusCode).toBe(429);
    // Cleared cookies: a new anonymous id is issued, the IP still counts.
    const fresh = await post(t, { url: site.url('/tables') });
    expect(anonCookieOf(fresh)).not.toBe(cookie);
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json()).toEqual({ error: limitMessage(0), code: 'LIMIT_REACHED', requiresAuth: true });
  });

  it('does not let a burst of parallel requests run more audits than the allowance', async () => {
    const hold = gate();
    const runs = vi.fn(async (url: string, options: AuditOptions) => {
      await hold.promise;
      return scheduledAudit(0)(url, options);
    });
    const t = await start(LOCAL, { runAudit: runs });
    const burst = Array.from({ length: 5 }, () => post(t, { url: site.url('/tables') }));
    await vi.waitFor(() => expect(runs).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(t.app.audits.queue.waiting).toBe(1));
    hold.open();
    const codes = (await Promise.all(burst)).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    expect(runs).toHaveBeenCalledTimes(3);
  });

  it('holds signed-in users to the fair-use cap without asking them to sign in', async () => {
    const t = await start({ ...LOCAL, SIGNED_IN_AUDITS_PER_DAY: '1' }, { runAudit: scheduledAudit(0) });
    const session = await t.ctx.store.createSession('ada@example.com', 3_600_000, t.ctx.now());
    const cookie = `${SESSION_COOKIE}=${t.app.signCookie(session.id)}`;
    expect((await post(t, { url: site.url('/tables') }, cookie)).statusCode).toBe(200);
    const res = await post(t, { url: site.url('/tables') }, cookie);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'LIMIT_REACHED', requiresAuth: false });
    expect(res.json<{ error: string }>().error).not.toMatch(/sign in/i);
  });

  it('answers 503 with Retry-After when the queue is full, and runs the waiting audit later', async () => {
    const hold = gate();
    const runs = vi.fn(async (url: string, options: AuditOptions) => {
      await hold.promise;
      return scheduledAudit(0)(url, options);
    });
    const t = await start({ ...LOCAL, AUDIT_CONCURRENCY: '1', AUDIT_QUEUE_LIMIT: '1' }, { runAudit: runs });
    const running = post(t, { url: site.url('/tables') });
    await vi.waitFor(() => expect(runs).toHaveBeenCalledTimes(1));
    const waiting = post(t, { url: site.url('/tables') });
    await vi.waitFor(() => expect(t.app.audits.queue.waiting).toBe(1));

    const refused = await post(t, { url: site.url('/tables') });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ error: UNAVAILABLE_MESSAGE, code: 'QUEUE_FULL' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(120);

    hold.open();
    expect((await running).statusCode).toBe(200);
    expect((await waiting).statusCode).toBe(200);
    expect(runs).toHaveBeenCalledTimes(2);
  });
});

/** A server-sent events client over fetch. */
async function openStream(base: string, url: string, auditId?: string, lang?: string) {
  const controller = new AbortController();
  const query = new URLSearchParams({ url, ...(auditId ? { auditId } : {}), ...(lang ? { lang } : {}) });
  const res = await fetch(`${base}/api/audit/progress?${query}`, { signal: controller.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const comments: string[] = [];
  /** The next event, or null when the server ended the stream. */
  const next = async (): Promise<HubEvent | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.startsWith(':')) comments.push(block);
        else if (block.startsWith('data: ')) return JSON.parse(block.slice(6)) as HubEvent;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += value;
    }
  };
  /** Every event until the server ends the stream. */
  const rest = async (): Promise<HubEvent[]> => {
    const events: HubEvent[] = [];
    for (let e = await next(); e; e = await next()) events.push(e);
    return events;
  };
  return {
    res,
    next,
    rest,
    comments,
    close: () => controller.abort(),
  };
}

describe('GET /api/audit/progress (server-sent events on a real port)', () => {
  async function listening(overrides: Partial<Omit<ServerContext, 'config'>>, env = LOCAL) {
    const t = await start(env, overrides);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const postAudit = (body: Record<string, unknown>, signal?: AbortSignal) =>
      fetch(`${base}/api/audit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        ...(signal ? { signal } : {}),
      });
    return { t, base, postAudit };
  }

  it('gives two clients auditing the same URL only their own events', async () => {
    const { t, base, postAudit } = await listening({ runAudit: scheduledAudit(15) });
    const url = site.url('/tables');
    const a = await openStream(base, url, 'audit-a', 'es');
    const b = await openStream(base, url, 'audit-b', 'fr');
    expect(a.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(t.app.audits.hub.listenerCount(progressKey(url, 'audit-a'))).toBe(1);

    const [resA, resB, eventsA, eventsB] = await Promise.all([
      postAudit({ url, auditId: 'audit-a', lang: 'es' }),
      postAudit({ url, auditId: 'audit-b', lang: 'fr' }),
      a.rest(),
      b.rest(),
    ]);
    expect(resA.status).toBe(200);
    expect(resB.status).toBe(200);
    expect(eventsA).toEqual([
      { stage: 'initial', message: 'Iniciando el análisis...' },
      { stage: 'fetching', message: 'es:fetching' },
      { stage: 'analyzing', message: 'es:analyzing' },
      { stage: 'ai', message: 'es:ai' },
      { stage: 'complete', message: 'es:complete' },
    ]);
    expect(eventsB.map((e) => e.message)).toEqual([
      "Démarrage de l'analyse...",
      'fr:fetching',
      'fr:analyzing',
      'fr:ai',
      'fr:complete',
    ]);
    await vi.waitFor(() => expect(t.app.audits.streams).toBe(0));
    expect(t.app.audits.hub.listenerCount()).toBe(0);
  });

  it('sends a late client the stages so far first, then the rest', async () => {
    const reached = gate();
    const hold = gate();
    const { base, postAudit } = await listening({
      runAudit: async (_url, options) => {
        options.onProgress?.({ stage: 'fetching', message: 'Fetching website content...' });
        reached.open();
        await hold.promise;
        options.onProgress?.({ stage: 'analyzing', message: 'Analyzing SEO elements...' });
        options.onProgress?.({ stage: 'complete', message: 'Analysis complete!' });
        return fixtureReport;
      },
    });
    const url = site.url('/tables');
    const audit = postAudit({ url, auditId: 'late-1' });
    await reached.promise;
    const late = await openStream(base, url, 'late-1');
    expect(await late.next()).toEqual({ stage: 'fetching', message: 'Fetching website content...' });
    hold.open();
    expect(await late.rest()).toEqual([
      { stage: 'analyzing', message: 'Analyzing SEO elements...' },
      { stage: 'complete', message: 'Analysis complete!' },
    ]);
    expect((await audit).status).toBe(200);

    // Within a minute, a client that arrives after the end still learns how it went and that it ended.
    const afterEnd = await openStream(base, url, 'late-1');
    expect(await afterEnd.rest()).toEqual([
      { stage: 'fetching', message: 'Fetching website content...' },
      { stage: 'analyzing', message: 'Analyzing SEO elements...' },
      { stage: 'complete', message: 'Analysis complete!' },
    ]);
  });

  it('streams the real engine’s stages of an audit', async () => {
    const { base, postAudit } = await listening({});
    const url = site.url('/tables');
    const stream = await openStream(base, url, 'real-1');
    const [res, events] = await Promise.all([postAudit({ url, auditId: 'real-1' }), stream.rest()]);
    expect(res.status).toBe(200);
    expect(events.map((e) => e.stage)).toEqual(['initial', 'fetching', 'analyzing', 'ai', 'complete']);
  });

  it('ends the stream with the error when the audit fails', async () => {
    const { base, postAudit } = await listening({});
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/`;
    const stream = await openStream(base, url, 'fail-1');
    const [res, events] = await Promise.all([postAudit({ url, auditId: 'fail-1' }), stream.rest()]);
    expect(res.status).toBe(502);
    const body = (await res.json()) as { error: string };
    expect(events.at(-1)).toEqual({ stage: 'complete', message: body.error, error: true });
  });

  it('ends the stream when the limit refuses the audit', async () => {
    const { base, postAudit } = await listening({}, { ...LOCAL, FREE_AUDITS_PER_DAY: '0' });
    const url = site.url('/tables');
    const stream = await openStream(base, url, 'limit-1');
    const [res, events] = await Promise.all([postAudit({ url, auditId: 'limit-1' }), stream.rest()]);
    expect(res.status).toBe(429);
    expect(events.at(-1)).toMatchObject({ stage: 'complete', error: true, message: limitMessage(0) });
  });

  it('removes the listener when the client disconnects', async () => {
    const { t, base } = await listening({});
    const key = progressKey(site.url('/tables'), 'gone-1');
    const stream = await openStream(base, site.url('/tables'), 'gone-1');
    expect(await stream.next()).toEqual({ stage: 'initial', message: 'Starting analysis...' });
    expect(t.app.audits.hub.listenerCount(key)).toBe(1);
    expect(t.app.audits.streams).toBe(1);
    stream.close();
    await vi.waitFor(() => expect(t.app.audits.streams).toBe(0));
    expect(t.app.audits.hub.listenerCount()).toBe(0);
    // Nothing is kept for an audit that never started.
    expect(t.app.audits.hub.size).toBe(0);
  });

  it('stops the audit when the client of the POST goes away', async () => {
    let signal: AbortSignal | undefined;
    const started = gate();
    const { t, postAudit } = await listening({
      runAudit: (_url, options) =>
        new Promise<Report>((_resolve, reject) => {
          signal = options.signal;
          started.open();
          options.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    });
    const client = new AbortController();
    const res = postAudit({ url: site.url('/tables') }, client.signal).catch((e: unknown) => e);
    await started.promise;
    client.abort();
    await res;
    await vi.waitFor(() => expect(signal?.aborted).toBe(true));
    await vi.waitFor(() => expect(t.app.audits.queue.running).toBe(0));
  });

  it('shuts down gracefully: the running audit finishes, waiting ones get 503, streams close', async () => {
    const reached = gate();
    const hold = gate();
    const { t, base, postAudit } = await listening(
      {
        runAudit: async (url, options) => {
          reached.open();
          await hold.promise;
          return scheduledAudit(0)(url, options);
        },
      },
      { ...LOCAL, AUDIT_CONCURRENCY: '1' },
    );
    const url = site.url('/tables');
    const idle = await openStream(base, url, 'idle-stream');
    const running = postAudit({ url, auditId: 'run-1' });
    await reached.promise;
    const waiting = postAudit({ url, auditId: 'wait-1' });
    await vi.waitFor(() => expect(t.app.audits.queue.waiting).toBe(1));

    const closing = t.app.close();
    const refused = await waiting;
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    hold.open();
    expect((await running).status).toBe(200);
    await closing;
    expect(await idle.rest()).toEqual([{ stage: 'initial', message: 'Starting analysis...' }]);
  });
});

describe('POST /api/audit with crawl: true (site audits)', () => {
  type SiteAudit = NonNullable<ServerContext['runSiteAudit']>;
  type SiteOptions = Parameters<SiteAudit>[1];
  const crawlOf = (url: string, maxPages: number) => ({
    startUrl: url,
    stopReason: 'max-pages' as const,
    pages: [],
    statusCounts: { '200': maxPages },
    duplicateTitles: [],
    duplicateDescriptions: [],
    nearDuplicates: [],
    brokenLinks: [{ url: `${url}missing`, status: 404, error: null, linkedFrom: [url] }],
    redirectLinks: [],
    orphans: [],
    notInSitemap: null,
    issues: [{ checkId: 'meta-description', pages: 2 }],
    siteScore: 77,
    durationMs: 5,
  });
  /** A fake site audit: reports two crawled pages, then answers the fixture report with a crawl. */
  const fakeSiteAudit = () =>
    vi.fn(async (url: string, options: SiteOptions) => {
      for (const done of [1, 2]) {
        await sleep(5);
        // As the engine does: each page is a progress event.
        options.onProgress?.({
          stage: 'analyzing',
          message: `${done}/${options.crawl.maxPages} pages explorées`,
        });
      }
      return { ...fixtureReport, crawl: crawlOf(url, options.crawl.maxPages ?? 0) } as Report;
    });
  const signedIn = async (t: TestApp): Promise<string> => {
    const session = await t.ctx.store.createSession('ada@example.com', 3_600_000, t.ctx.now());
    return `${SESSION_COOKIE}=${t.app.signCookie(session.id)}`;
  };

  it('refuses anonymous visitors with 401 AUTH_REQUIRED, before counting an audit', async () => {
    const runSiteAudit = fakeSiteAudit();
    const t = await start(LOCAL, { runSiteAudit });
    const res = await post(t, { url: site.url('/tables'), crawl: true, auditId: 'anon-crawl' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'AUTH_REQUIRED', requiresAuth: true });
    expect(runSiteAudit).not.toHaveBeenCalled();
    // The allowance is untouched: a one-page audit still works.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: anonCookieOf(res) ?? '' },
    });
    expect(me.json()).toMatchObject({ allowance: { remaining: 3 } });
  });

  it('answers a signed-in user the report with its crawl, progress events counting pages', async () => {
    const runSiteAudit = fakeSiteAudit();
    const t = await start({ ...LOCAL, SITE_PAGE_LIMIT: '30' }, { runSiteAudit });
    const cookie = await signedIn(t);
    const key = progressKey(site.url('/tables'), 'site-1');
    const events: HubEvent[] = [];
    const sub = t.app.audits.hub.subscribe(key, (e) => events.push(e));
    const res = await post(
      t,
      { url: site.url('/tables'), crawl: true, auditId: 'site-1', lang: 'fr' },
      cookie,
    );
    sub.unsubscribe();
    expect(res.statusCode).toBe(200);
    const body = res.json<Report & { crawl: ReturnType<typeof crawlOf> }>();
    expect(body.crawl).toEqual(crawlOf(site.url('/tables'), 30));
    expect(body.seoScore).toBe(fixtureReport.seoScore);
    const options = runSiteAudit.mock.calls[0]?.[1];
    expect(options?.crawl).toMatchObject({ maxPages: 30, allowPrivate: true, lang: 'fr' });
    expect(options?.crawl.timeBudgetMs).toBeLessThan(AUDIT_TIMEOUT_MS);
    expect(events.map((e) => e.message)).toEqual(
      expect.arrayContaining(['1/30 pages explorées', '2/30 pages explorées']),
    );
    expect(events.at(-1)?.stage).toBe('complete');
  });

  it('takes a smaller maxPages, refuses one above SITE_PAGE_LIMIT with 400', async () => {
    const runSiteAudit = fakeSiteAudit();
    const t = await start(LOCAL, { runSiteAudit });
    expect(t.ctx.config.SITE_PAGE_LIMIT).toBe(50);
    const cookie = await signedIn(t);
    const over = await post(t, { url: site.url('/tables'), crawl: true, maxPages: 51 }, cookie);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'INVALID_REQUEST' });
    expect(over.json<{ error: string }>().error).toContain('at most 50');
    expect((await post(t, { url: site.url('/tables'), crawl: true, maxPages: 0 }, cookie)).statusCode).toBe(
      400,
    );
    expect(runSiteAudit).not.toHaveBeenCalled();
    const ok = await post(t, { url: site.url('/tables'), crawl: true, maxPages: 5 }, cookie);
    expect(ok.statusCode).toBe(200);
    expect(runSiteAudit.mock.calls[0]?.[1].crawl.maxPages).toBe(5);
  });

  it('keeps one-page audits on runAudit, and answers 503 when the server has no site audit', async () => {
    const runSiteAudit = fakeSiteAudit();
    const t = await start(LOCAL, { runAudit: scheduledAudit(0), runSiteAudit });
    const cookie = await signedIn(t);
    const page = await post(t, { url: site.url('/tables') }, cookie);
    expect(page.statusCode).toBe(200);
    expect(page.json()).not.toHaveProperty('crawl');
    expect(runSiteAudit).not.toHaveBeenCalled();
    const bare = await start(LOCAL, { runAudit: scheduledAudit(0), runSiteAudit: undefined });
    const res = await post(bare, { url: site.url('/tables'), crawl: true }, await signedIn(bare));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'SITE_AUDIT_UNAVAILABLE' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { freePort, startTestServer, type TestServer } from '../test-support/test-server.js';
import { labRunFromLhr } from './extract.js';
import { HEAVY_DESKTOP_LHR, HEAVY_MOBILE_LHR, REFUSED_MOBILE_LHR } from '../test-support/lighthouse-lhr.js';
import { PSI_MAX_BYTES, psiRequestUrl, runPsi } from './psi.js';
import { LabRunner } from './runner.js';

const KEY = 'AIzaTestKey-0123456789_secret';
const PAGE = 'https://shop.example/tables?x=1&y=2';

let psi: TestServer;
const json =
  (status: number, body: unknown) =>
  (_req: IncomingMessage, res: ServerResponse): void => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
  };

/** Bytes written of the endless answer before the client closed the connection. */
let hugeSent = 0;
let hugeDone: Promise<void> = Promise.resolve();
/** An answer that never ends (1 MB chunks, as fast as the client reads). */
function streamHuge(res: ServerResponse): void {
  hugeSent = 0;
  res.writeHead(200, { 'content-type': 'application/json' });
  const chunk = Buffer.alloc(1024 * 1024, ' ');
  hugeDone = new Promise((resolve) => {
    const pump = (): void => {
      while (!res.destroyed) {
        hugeSent += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
    };
    res.once('close', () => resolve());
    res.write('{"lighthouseResult":');
    pump();
  });
}

beforeAll(async () => {
  psi = await startTestServer({}, { fallback: json(404, { error: { code: 404, message: 'Not Found' } }) });
  // Google's PSI answers: the Lighthouse result of the requested strategy, or Google's error object.
  psi.route('/pagespeedonline/v5/runPagespeed', (req, res) => {
    const query = new URL(req.url ?? '/', psi.origin).searchParams;
    if (query.get('key') !== KEY) {
      return json(400, {
        error: {
          code: 400,
          message: `API key not valid. Please pass a valid API key. (${query.get('key')})`,
          status: 'INVALID_ARGUMENT',
        },
      })(req, res);
    }
    const url = query.get('url');
    if (url === 'https://down.example/') {
      return json(500, {
        error: {
          code: 500,
          message: 'Lighthouse returned error: FAILED_DOCUMENT_REQUEST.',
          status: 'INTERNAL',
        },
      })(req, res);
    }
    if (url === 'https://refused.example/')
      return json(200, { lighthouseResult: REFUSED_MOBILE_LHR })(req, res);
    if (url === 'https://garbled.example/') return void res.writeHead(200).end('<html>oops</html>');
    if (url === 'https://slow.example/') return; // never answers
    if (url === 'https://huge.example/') return void streamHuge(res);
    const lhr = query.get('strategy') === 'desktop' ? HEAVY_DESKTOP_LHR : HEAVY_MOBILE_LHR;
    return json(200, { kind: 'pagespeedonline#result', id: url, lighthouseResult: lhr })(req, res);
  });
});
afterAll(() => psi.close());

describe('runPsi', () => {
  it('asks the v5 endpoint for one strategy and reads its Lighthouse result', async () => {
    const run = await runPsi(PAGE, { key: KEY, baseUrl: psi.origin, strategy: 'mobile' });
    const local = labRunFromLhr(HEAVY_MOBILE_LHR, 'mobile', 'psi', 0);
    if (!run.ok || !local.ok) throw new Error('expected ok runs');
    expect(run.source).toBe('psi');
    expect(run.score).toBe(local.score);
    expect(run.metrics).toEqual(local.metrics);
    const request = psi.requests.at(-1);
    const query = new URL(request?.url ?? '', psi.origin);
    expect(query.pathname).toBe('/pagespeedonline/v5/runPagespeed');
    expect(Object.fromEntries(query.searchParams)).toEqual({
      url: PAGE,
      strategy: 'mobile',
      category: 'performance',
      key: KEY,
    });
  });

  it('builds the request on Google’s host by default', () => {
    expect(psiRequestUrl(PAGE, { key: 'k', strategy: 'desktop' })).toBe(
      'https://www.googleapis.com/pagespeedonline/v5/runPagespeed?url=https%3A%2F%2Fshop.example%2Ftables%3Fx%3D1%26y%3D2&strategy=desktop&category=performance&key=k',
    );
  });

  it('turns Google’s error object into the reason, without the key even when Google echoes it', async () => {
    const run = await runPsi(PAGE, { key: `${KEY}-wrong`, baseUrl: psi.origin, strategy: 'mobile' });
    expect(run).toEqual({
      ok: false,
      formFactor: 'mobile',
      reason: 'PageSpeed Insights answered HTTP 400: API key not valid. Please pass a valid API key. ([key])',
    });
    const down = await runPsi('https://down.example/', {
      key: KEY,
      baseUrl: psi.origin,
      strategy: 'desktop',
    });
    expect(down).toEqual({
      ok: false,
      formFactor: 'desktop',
      reason: 'PageSpeed Insights answered HTTP 500: Lighthouse returned error: FAILED_DOCUMENT_REQUEST.',
    });
  });

  it('reports a Lighthouse runtime error, a body that is not JSON, and a missing result', async () => {
    const base = { key: KEY, baseUrl: psi.origin, strategy: 'mobile' as const };
    expect(await runPsi('https://refused.example/', base)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^Lighthouse could not load the page: /),
    });
    expect(await runPsi('https://garbled.example/', base)).toMatchObject({
      ok: false,
      reason: 'PageSpeed Insights returned an answer that is not JSON',
    });
    psi.route('/empty/pagespeedonline/v5/runPagespeed', json(200, { kind: 'pagespeedonline#result' }));
    expect(await runPsi(PAGE, { ...base, baseUrl: `${psi.origin}/empty` })).toMatchObject({
      ok: false,
      reason: 'PageSpeed Insights returned no Lighthouse result',
    });
  });

  it('gives up after timeoutMs, and reports a refused connection — never with the key', async () => {
    const slow = await runPsi('https://slow.example/', {
      key: KEY,
      baseUrl: psi.origin,
      strategy: 'mobile',
      timeoutMs: 300,
    });
    expect(slow).toEqual({
      ok: false,
      formFactor: 'mobile',
      reason: 'PageSpeed Insights did not answer within 0.3 s',
    });
    const refused = await runPsi(PAGE, {
      key: KEY,
      baseUrl: `http://127.0.0.1:${await freePort()}`,
      strategy: 'mobile',
    });
    expect(refused).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^PageSpeed Insights could not be reached: .*ECONNREFUSED/),
    });
    expect(JSON.stringify(refused)).not.toContain(KEY);
  });

  it('stops reading an answer larger than PSI_MAX_BYTES and says so', async () => {
    const run = await runPsi('https://huge.example/', { key: KEY, baseUrl: psi.origin, strategy: 'mobile' });
    expect(run).toEqual({
      ok: false,
      formFactor: 'mobile',
      reason: 'PageSpeed Insights answered more than 32 MB; the answer was not read',
    });
    await hugeDone;
    expect(hugeSent).toBeLessThan(PSI_MAX_BYTES + 32 * 1024 * 1024);
  }, 60_000);

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = runPsi('https://slow.example/', {
      key: KEY,
      baseUrl: psi.origin,
      strategy: 'desktop',
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toEqual({ ok: false, formFactor: 'desktop', reason: 'The lab run was cancelled' });
  });

  it('does not follow a redirect with the key: the host it points at receives nothing', async () => {
    const elsewhere = await startTestServer({}, { fallback: json(200, {}) });
    const redirecting = await startTestServer(
      {},
      {
        fallback: (req, res) => {
          res.writeHead(302, { location: `${elsewhere.origin}${req.url ?? '/'}` }).end();
        },
      },
    );
    try {
      const run = await runPsi(PAGE, { key: KEY, baseUrl: redirecting.origin, strategy: 'mobile' });
      expect(run).toEqual({
        ok: false,
        formFactor: 'mobile',
        reason: 'PageSpeed Insights answered HTTP 302',
      });
      expect(redirecting.requests).toHaveLength(1);
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await redirecting.close();
      await elsewhere.close();
    }
  });
});

describe('LabRunner with PageSpeed Insights', () => {
  it('asks for both strategies at once and needs no Chromium', async () => {
    const runner = new LabRunner({ chromePath: '/nonexistent', psi: { key: KEY, baseUrl: psi.origin } });
    const before = psi.requests.length;
    const { mobile, desktop } = await runner.run(PAGE);
    await runner.close();
    expect(mobile).toMatchObject({ ok: true, formFactor: 'mobile', source: 'psi' });
    expect(desktop).toMatchObject({ ok: true, formFactor: 'desktop', source: 'psi' });
    if (!mobile.ok || !desktop.ok) return;
    expect(desktop.score).toBeGreaterThan(mobile.score);
    const strategies = psi.requests
      .slice(before)
      .map((r) => new URL(r.url, psi.origin).searchParams.get('strategy'));
    expect(strategies.sort()).toEqual(['desktop', 'mobile']);
  });
});

/**
 * Scale-out end to end: two API processes and two workers (the built dist, as `npm start` and
 * `npm run worker` run them) on one redis-server, the lab off, auditing a local fixture site. Proves
 * what one process cannot: a shared allowance, progress followed on another process, and reports that
 * still arrive when a worker is killed mid-audit.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite } from '../../engine/src/test-support/fixture-site.js';
import { freePort, type TestServer } from '../../engine/src/test-support/test-server.js';
import { built, startBuilt, type BuiltProcess as Proc } from './test-support/built-process.js';
import { hasRedisServer, startRedis, type TestRedis } from './test-support/redis-server.js';

let redis: TestRedis;
let site: TestServer;
const procs: Proc[] = [];

function start(entry: 'server.js' | 'worker-main.js', env: Record<string, string>): Proc {
  const proc = startBuilt(entry, {
    TRUST_PROXY: '1',
    FREE_AUDITS_PER_DAY: '3',
    REDIS_URL: redis.url,
    SESSION_SECRET: 'scale-out-e2e-secret-0123456789abcdef',
    WORKER_CONCURRENCY: '2',
    ...env,
  });
  procs.push(proc);
  return proc;
}

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Timed out waiting for ${what}:\n${procs.map((p) => p.output()).join('\n')}`);
}

const apis: string[] = [];
const workers: Proc[] = [];

/** POST /api/audit from a client address (X-Forwarded-For, believed with TRUST_PROXY=1). */
async function audit(api: string, url: string, ip: string, auditId?: string): Promise<Response> {
  return fetch(`${api}/api/audit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ url, ...(auditId ? { auditId } : {}) }),
  });
}

describe.skipIf(!hasRedisServer() || !built())('two API processes and two workers on one Redis', () => {
  beforeAll(async () => {
    redis = await startRedis();
    site = await startFixtureSite({
      // A page that takes 2.5 s: audits still running when a worker is killed.
      '/slow': (_req, res) => {
        setTimeout(
          () =>
            res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Slow page</title><h1>Slow</h1>'),
          2500,
        );
      },
    });
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      start('server.js', { PORT: String(port), HOST: '127.0.0.1' });
      apis.push(`http://127.0.0.1:${port}`);
    }
    for (let i = 0; i < 2; i++) workers.push(start('worker-main.js', {}));
    for (const api of apis) await until(async () => (await fetch(`${api}/api/ready`)).ok, `${api} ready`);
    for (const w of workers) await until(() => w.output().includes('worker ready'), 'worker ready');
  }, 60_000);

  afterAll(async () => {
    for (const { child } of procs) if (child.exitCode === null) child.kill('SIGKILL');
    await site?.close();
    await redis?.stop();
  });

  it('a burst from one visitor over both API processes yields exactly the free allowance', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => audit(apis[i % 2] ?? '', site.url('/tables'), '198.51.100.1')),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    // Both processes see the same count.
    for (const api of apis) {
      const me = await fetch(`${api}/api/me`, { headers: { 'x-forwarded-for': '198.51.100.1' } });
      expect(((await me.json()) as { allowance: { remaining: number } }).allowance.remaining).toBe(0);
    }
  }, 60_000);

  it('follows an audit posted to one API process over SSE on the other', async () => {
    const url = site.url('/slow');
    const query = new URLSearchParams({ url, auditId: 'sse-across' });
    const stream = await fetch(`${apis[1]}/api/audit/progress?${query}`);
    const text = stream.text();
    const res = await audit(apis[0] ?? '', url, '198.51.100.2', 'sse-across');
    expect(res.status).toBe(200);
    const events = (await text)
      .split('\n\n')
      .filter((l) => l.startsWith('data: '))
      .map((l) => JSON.parse(l.slice(6)) as { stage: string });
    expect(events.map((e) => e.stage)).toEqual(expect.arrayContaining(['initial', 'fetching', 'analyzing']));
    expect(events.at(-1)?.stage).toBe('complete');
  }, 30_000);

  it('every report arrives when a worker is killed mid-audit', async () => {
    const before = site.requests.filter((r) => r.url === '/slow').length;
    const posted = Array.from({ length: 4 }, (_, i) =>
      audit(apis[i % 2] ?? '', site.url('/slow'), `198.51.100.${10 + i}`),
    );
    // All four running (two per worker), then one worker dies without a word.
    await until(
      () => site.requests.filter((r) => r.url === '/slow').length >= before + 4,
      'four audits running',
    );
    workers[0]?.child.kill('SIGKILL');
    const answers = await Promise.all(posted);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    for (const r of answers) expect(((await r.json()) as { url: string }).url).toBe(site.url('/slow'));
    // The killed worker's audits were fetched again by the other one.
    expect(site.requests.filter((r) => r.url === '/slow').length).toBeGreaterThan(before + 4);
  }, 60_000);

  it('SIGTERM: an API process answers its running audit, then exits', async () => {
    const api = procs[1];
    if (!api) throw new Error('no API process');
    const before = site.requests.length;
    const posted = audit(apis[1] ?? '', site.url('/slow'), '198.51.100.40');
    await until(() => site.requests.slice(before).some((r) => r.url === '/slow'), 'audit running');
    // A client's spare connection that never sends a request (fetch opens such ones) must not hold
    // the closing server open until its headers timeout.
    const spare = connect(Number(new URL(apis[1] ?? '').port), '127.0.0.1');
    spare.on('error', () => undefined);
    await new Promise((r) => spare.once('connect', r));
    const exited = new Promise<number | null>((r) => api.child.once('exit', r));
    api.child.kill('SIGTERM');
    const answer = await posted;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('connection')).toBe('close');
    const answeredAt = Date.now();
    expect(await exited).toBe(0);
    // Well under the 10 s after which closing cuts every connection.
    expect(Date.now() - answeredAt).toBeLessThan(5000);
    spare.destroy();
  }, 30_000);

  it('SIGTERM: a worker finishes its running audit, then exits', async () => {
    const survivor = workers[1];
    if (!survivor) throw new Error('no worker');
    const before = site.requests.length;
    const posted = audit(apis[0] ?? '', site.url('/slow'), '198.51.100.30');
    await until(() => site.requests.slice(before).some((r) => r.url === '/slow'), 'audit running');
    const exited = new Promise<number | null>((r) => survivor.child.once('exit', r));
    survivor.child.kill('SIGTERM');
    expect((await posted).status).toBe(200);
    expect(await exited).toBe(0);
  }, 30_000);
});

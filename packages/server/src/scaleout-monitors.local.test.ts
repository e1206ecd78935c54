/**
 * Monitoring scaled out, end to end: two API processes and two workers (the built dist, as `npm start`
 * and `npm run worker` run them) on one redis-server, a local site and a local webhook receiver that
 * checks the Standard Webhooks signature. One monitor with a one-minute cron: its tick fires on its own
 * and runs once although two API processes scheduled it; the worker running it is killed mid-run and
 * the other one finishes that run (one run, one alert); a restarted API process still has the monitor.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite } from '../../engine/src/test-support/fixture-site.js';
import { freePort, type TestServer } from '../../engine/src/test-support/test-server.js';
import { startJwks, TEST_CLIENT_ID, type TestJwks } from './auth/test-jwks.js';
import { built, startBuilt, type BuiltProcess as Proc } from './test-support/built-process.js';
import { hasRedisServer, startRedis, type TestRedis } from './test-support/redis-server.js';

interface Delivery {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let redis: TestRedis;
let jwks: TestJwks;
let site: TestServer;
let receiver: Server;
let receiverUrl = '';
const deliveries: Delivery[] = [];
const procs: Proc[] = [];
const apis: string[] = [];
const workers: Proc[] = [];
/** Called on every process output, site request and delivery: `until` re-checks then (no clock waits). */
const listeners = new Set<() => void>();
const changed = (): void => {
  for (const l of [...listeners]) l();
};

function start(entry: 'server.js' | 'worker-main.js', env: Record<string, string>): Proc {
  const proc = startBuilt(
    entry,
    {
      REDIS_URL: redis.url,
      SESSION_SECRET: 'scale-out-monitors-secret-0123456789abcdef',
      GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
      GOOGLE_JWKS_URL: jwks.url,
      MONITOR_MIN_INTERVAL: '1m',
      PUBLIC_URL: 'https://rankscope.example',
      ...env,
    },
    changed,
  );
  procs.push(proc);
  return proc;
}

/** Resolves when `check` holds, re-checked on every event of the test's processes and servers. */
function until(check: () => boolean | Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let busy = false;
    const test = (): void => {
      if (busy) return;
      busy = true;
      void Promise.resolve()
        .then(check)
        .catch(() => false)
        .then((ok) => {
          busy = false;
          if (!ok) return;
          listeners.delete(test);
          clearTimeout(timer);
          resolve();
        });
    };
    const timer = setTimeout(() => {
      listeners.delete(test);
      reject(new Error(`Timed out waiting for ${what}:\n${procs.map((p) => p.output()).join('\n')}`));
    }, ms);
    listeners.add(test);
    test();
  });
}

/** The API answers /api/ready (polled: a starting process has nothing to listen to yet). */
async function ready(api: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (
      await fetch(`${api}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${api} not ready:\n${procs.map((p) => p.output()).join('\n')}`);
}

/** An API process; `up` resolves when it answers /api/ready. */
async function startApi(): Promise<{ url: string; proc: Proc; up: Promise<void> }> {
  const port = await freePort();
  const proc = start('server.js', { PORT: String(port), HOST: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;
  return { url, proc, up: ready(url) };
}

let cookie = '';
const api = (base: string, path: string, init: RequestInit = {}): Promise<Response> =>
  fetch(`${base}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', cookie, ...(init.headers as Record<string, string>) },
  });

const verify = (secret: string, d: Delivery): boolean => {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const signed = `${String(d.headers['webhook-id'])}.${String(d.headers['webhook-timestamp'])}.${d.body}`;
  const mac = createHmac('sha256', key).update(signed).digest('base64');
  return String(d.headers['webhook-signature']).split(' ').includes(`v1,${mac}`);
};

describe.skipIf(!hasRedisServer() || !built())('monitors on two API processes and two workers', () => {
  let monitor: { id: string; webhookSecret: string; nextRunAt: string };
  let apiProcs: Proc[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    jwks = await startJwks();
    site = await startFixtureSite({
      // Answers after 2.5 s (a run still going when its worker is killed), and not with a page: the
      // run fails (monitor.failed), the one kind of alert a first run can have.
      '/watched': (_req, res) => {
        changed();
        setTimeout(() => res.writeHead(503, { 'content-type': 'text/plain' }).end('down'), 2500);
      },
    });
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        deliveries.push({ headers: req.headers, body });
        res.writeHead(204).end();
        changed();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const address = receiver.address();
    receiverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hook`;
    // All four start at once (each loads the engine: seconds on a loaded machine).
    const started = [await startApi(), await startApi()];
    for (let i = 0; i < 2; i++) workers.push(start('worker-main.js', {}));
    for (const a of started) {
      apis.push(a.url);
      apiProcs.push(a.proc);
    }
    await Promise.all([
      ...started.map((a) => a.up),
      ...workers.map((w) => until(() => w.output().includes('worker ready'), 'worker ready')),
    ]);
    const signIn = await fetch(`${apis[0]}/api/auth/google`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ credential: await jwks.sign(Date.now()) }),
    });
    expect(signIn.status).toBe(200);
    cookie =
      signIn.headers
        .getSetCookie()
        .find((c) => c.startsWith('rs_session='))
        ?.split(';')[0] ?? '';
  }, 60_000);

  afterAll(async () => {
    for (const { child } of procs) if (child.exitCode === null) child.kill('SIGKILL');
    await new Promise((r) => receiver?.close(r));
    await site?.close();
    await jwks?.close();
    await redis?.stop();
  });

  it('a monitor created on one API process is listed by the other', async () => {
    const res = await api(apis[0] ?? '', '/api/monitors', {
      method: 'POST',
      body: JSON.stringify({
        url: site.url('/watched'),
        schedule: '* * * * *',
        alerts: { webhook: receiverUrl },
      }),
    });
    expect(res.status).toBe(201);
    monitor = (await res.json()) as typeof monitor;
    expect(monitor.webhookSecret).toMatch(/^whsec_/);
    const listed = (await (await api(apis[1] ?? '', '/api/monitors')).json()) as Array<{ id: string }>;
    expect(listed.map((m) => m.id)).toEqual([monitor.id]);
  });

  it('the one-minute tick runs once; its worker killed mid-run, the other finishes it: one alert', async () => {
    const tick = Date.parse(monitor.nextRunAt);
    const started = `monitor run started: ${monitor.id} ${tick}`;
    // Up to a minute for the tick; then the worker that took it is killed while the site answers.
    await until(() => workers.some((w) => w.output().includes(started)), 'the tick', 75_000);
    const victim = workers.find((w) => w.output().includes(started));
    const survivor = workers.find((w) => w !== victim);
    if (!victim || !survivor) throw new Error('no worker took the tick');
    await until(() => site.requests.some((r) => r.url === '/watched'), 'the run fetching the page');
    victim.child.kill('SIGKILL');

    await until(() => deliveries.length > 0, 'the alert');
    await until(async () => {
      const runs = (await (await api(apis[1] ?? '', `/api/monitors/${monitor.id}/runs`)).json()) as Array<{
        finishedAt: string | null;
      }>;
      return runs.length > 0 && runs.every((r) => r.finishedAt !== null);
    }, 'the run finished');
    expect(survivor.output()).toContain(`${started} (retry)`);
    const runs = (await (await api(apis[1] ?? '', `/api/monitors/${monitor.id}/runs`)).json()) as Array<{
      id: string;
      scheduledFor: string;
      status: string;
    }>;
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ scheduledFor: new Date(tick).toISOString(), status: 'failed' });
    // The page was fetched again by the retry: the run was finished, not skipped.
    expect(site.requests.filter((r) => r.url === '/watched').length).toBeGreaterThanOrEqual(2);

    expect(deliveries).toHaveLength(1);
    const [delivery] = deliveries as [Delivery];
    expect(verify(monitor.webhookSecret, delivery)).toBe(true);
    expect(JSON.parse(delivery.body)).toMatchObject({
      type: 'monitor.failed',
      monitor: { id: monitor.id, url: site.url('/watched') },
      run: { id: runs[0]?.id },
    });
  }, 120_000);

  it('an API process restarted keeps the monitor and its schedule', async () => {
    const [first] = apiProcs as [Proc];
    const exited = new Promise((r) => first.child.once('exit', r));
    first.child.kill('SIGTERM');
    await exited;
    const again = await startApi();
    await again.up;
    apiProcs = [again.proc, ...apiProcs.slice(1)];
    const res = await api(again.url, `/api/monitors/${monitor.id}`);
    expect(res.status).toBe(200);
    const kept = (await res.json()) as { url: string; schedule: string; nextRunAt: string };
    expect(kept).toMatchObject({ url: site.url('/watched'), schedule: '* * * * *' });
    expect(Date.parse(kept.nextRunAt)).toBeGreaterThan(Date.now() - 60_000);
  }, 30_000);
});

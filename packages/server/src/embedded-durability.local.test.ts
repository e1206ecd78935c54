/**
 * Issue 32, item 5: the embedded server (SQLite, no Redis) killed with SIGKILL while ticks wait in its
 * queue and a webhook retry is pending. The built server (`dist/server.js`) runs as a child process on a
 * data directory seeded with six due monitors: the first one's site is down (its alert's webhook answers
 * 503, so a retry is pending), the five others' page hangs, so one run is under way and four wait. After
 * the kill and a restart on the same directory, every tick runs once and the retry is delivered, under
 * the same webhook-id.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  html,
  startTestServer,
  type TestServer,
} from '../../engine/src/test-support/test-server.js';
import { startHookReceiver, type HookReceiver } from './test-support/alert-receivers.js';
import { built, startBuilt, type BuiltProcess } from './test-support/built-process.js';
import { PAGE } from './test-support/monitor-runs.js';
import type { Monitor } from './monitors/types.js';
import { newMonitor } from './test-support/monitor-contract.js';
import { openSqliteStore } from './store/sqlite.js';

const dataDir = mkdtempSync(join(tmpdir(), 'rankscope-durable-'));
const dbFile = join(dataDir, 'rankscope.db');
let site: TestServer;
let hooks: HookReceiver;
const procs: BuiltProcess[] = [];
let release: () => void = () => undefined;
const held = new Promise<void>((resolve) => {
  release = resolve;
});
const requested = new Set<string>();

/** Resolves when `check` holds (polled: the server is another process), or fails with its output. */
async function until(check: () => boolean, what: string, ms = 90_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${what}:\n${procs.map((p) => p.output()).join('\n')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The runs of the monitors, read from the database the server writes (a connection of our own). */
function runsByMonitor(): Map<
  string,
  Array<{ status: string; scheduled_for: number; alert_sent_at: number | null }>
> {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        'SELECT monitor_id, status, scheduled_for, alert_sent_at FROM monitor_runs ORDER BY scheduled_for',
      )
      .all() as Array<{
      monitor_id: string;
      status: string;
      scheduled_for: number;
      alert_sent_at: number | null;
    }>;
    const out = new Map<
      string,
      Array<{ status: string; scheduled_for: number; alert_sent_at: number | null }>
    >();
    for (const r of rows) out.set(r.monitor_id, [...(out.get(r.monitor_id) ?? []), r]);
    return out;
  } finally {
    db.close();
  }
}

const pendingDeliveries = (): number => {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM alert_outbox').get() as { n: number }).n;
  } finally {
    db.close();
  }
};

async function startServer(port: number): Promise<BuiltProcess> {
  const proc = startBuilt('server.js', {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: 'https://rankscope.example',
    SESSION_SECRET: 'embedded-durability-secret-0123456789abcdef',
    AUDIT_CONCURRENCY: '1',
    // Long enough that the retry is still pending when the process is killed.
    ALERT_RETRY_BASE_MS: '8000',
  });
  procs.push(proc);
  return proc;
}

describe.skipIf(!built())('the embedded server killed with SIGKILL', () => {
  beforeAll(async () => {
    site = await startTestServer({ '/down': html('<h1>Down</h1>', { status: 503 }) });
    for (let i = 1; i <= 5; i++) {
      site.route(`/p${i}`, async (req, res) => {
        requested.add(`/p${i}`);
        await held;
        await html(PAGE())(req, res);
      });
    }
    hooks = await startHookReceiver();
    hooks.answer('/hook', Array(20).fill(503) as number[]);
  });
  afterAll(async () => {
    release();
    for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGKILL');
    await Promise.all([site?.close(), hooks?.close()]);
  });

  it('loses no queued tick and no pending webhook retry: both are carried on at the next start', async () => {
    // Six monitors whose tick came due a minute ago (down first: its run, then the hanging ones).
    const seed = openSqliteStore(dbFile);
    const due = Date.now() - 60_000;
    const down = await seed.createMonitor(
      newMonitor('ann@example.com', {
        url: site.url('/down'),
        alerts: { email: null, slack: null, webhook: hooks.url('/hook') },
        webhookSecret: `whsec_${randomBytes(32).toString('base64')}`,
        nextRunAt: due,
      }),
      due - 60_000,
    );
    const pages: Monitor[] = [];
    for (let i = 1; i <= 5; i++)
      pages.push(
        await seed.createMonitor(
          newMonitor('ann@example.com', {
            url: site.url(`/p${i}`),
            alerts: { email: null, slack: null, webhook: null },
            nextRunAt: due,
          }),
          due - 60_000 + i,
        ),
      );
    await seed.close();

    const port = await freePort();
    const first = await startServer(port);
    // The down site's alert was tried once (503: a retry is pending), and a page's run is under way.
    await hooks.received(1);
    await until(() => requested.size > 0, 'a run under way');
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    // Everything was in the store when the process died: five ticks waiting or running, one retry.
    const before = runsByMonitor();
    for (const m of pages)
      expect(before.get(m.id)?.map((r) => r.status)).toEqual([expect.stringMatching(/^(queued|running)$/)]);
    expect(pendingDeliveries()).toBe(1);
    const tried = hooks.posts.length;

    release();
    hooks.answer('/hook', []);
    await startServer(port);
    await until(() => {
      const runs = runsByMonitor();
      return pages.every((m) => runs.get(m.id)?.[0]?.status === 'ok') && hooks.posts.length > tried;
    }, 'every tick run and the retry delivered');

    // Each tick ran once (5 of 5), for the tick that was due; the alert was sent once and delivered.
    const after = runsByMonitor();
    for (const m of pages)
      expect(after.get(m.id)?.map((r) => [r.status, r.scheduled_for])).toEqual([['ok', due]]);
    const downRuns = after.get(down.id) ?? [];
    expect(downRuns).toHaveLength(1);
    expect(downRuns[0]?.alert_sent_at).not.toBeNull();
    const ids = new Set(hooks.posts.map((p) => p.headers['webhook-id']));
    expect(ids).toEqual(new Set([`${down.id}.${due}`]));
    await until(() => pendingDeliveries() === 0, 'the outbox emptied');
  }, 180_000);
});

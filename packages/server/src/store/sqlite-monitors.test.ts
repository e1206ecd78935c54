import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { monitorStoreContract, newMonitor } from '../test-support/monitor-contract.js';
import { openSqliteStore } from './sqlite.js';

const file = (): string => join(mkdtempSync(join(tmpdir(), 'rankscope-monitors-')), 'rankscope.db');

// Two stores on one file stand for two processes sharing it.
monitorStoreContract('SQLite', async () => {
  const path = file();
  const a = openSqliteStore(path);
  const b = openSqliteStore(path);
  return { a, b, close: async () => void (await Promise.all([a.close(), b.close()])) };
});

describe('SQLite monitor tables', () => {
  it('are added to a database made before monitoring, and keep monitors and runs across restarts', async () => {
    const path = file();
    const old = new Database(path);
    old.exec(`CREATE TABLE reports (
      id TEXT PRIMARY KEY, owner TEXT NOT NULL, json TEXT NOT NULL,
      created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, baseline_json TEXT)`);
    old.close();
    const store = openSqliteStore(path);
    const m = await store.createMonitor(newMonitor('ann@example.com'), 1000);
    const { run } = await store.claimRun({ monitorId: m.id, trigger: 'schedule', scheduledFor: 2000 }, 2000);
    await store.close();

    const reopened = openSqliteStore(path);
    expect(await reopened.getMonitor(m.id)).toEqual(m);
    expect((await reopened.listRuns(m.id, 5)).map((r) => r.id)).toEqual([run.id]);
    // A claim of the same tick after the restart is not a second run.
    expect(
      (await reopened.claimRun({ monitorId: m.id, trigger: 'schedule', scheduledFor: 2000 }, 3000)).created,
    ).toBe(false);
    await reopened.close();
  });
});

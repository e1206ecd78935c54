import { chmodSync, existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { openSqliteStore } from './sqlite.js';

const file = (): string => join(mkdtempSync(join(tmpdir(), 'rankscope-store-')), 'rankscope.db');
const DAY = 86_400_000;

describe('SQLite store', () => {
  // The shared behaviour is in contract.local.test.ts; here what only a file does.
  it('keeps usage across restarts', async () => {
    const path = file();
    const now = Date.UTC(2026, 0, 10, 12);
    const store = openSqliteStore(path);
    await store.takeUsage(['k'], 5, DAY, now - DAY - 1);
    await store.takeUsage(['k'], 5, DAY, now - 1000);
    await store.takeUsage(['k'], 5, DAY, now);
    expect(await store.countUsage(['k'], DAY, now)).toBe(2);
    await store.close();
    const reopened = openSqliteStore(path);
    expect(await reopened.countUsage(['k'], DAY, now)).toBe(2);
    // Usage events older than the window go with the expired rows.
    expect(await reopened.purgeExpired(now, DAY)).toBe(1);
    await reopened.close();
  });

  it('creates the database, its -wal and -shm files readable by the server user only (0600)', async () => {
    const path = file();
    const store = openSqliteStore(path);
    await store.takeUsage(['k'], 5, DAY, Date.now());
    const mode = (f: string): string => (statSync(f).mode & 0o777).toString(8);
    for (const f of [path, `${path}-wal`, `${path}-shm`]) {
      expect(existsSync(f), f).toBe(true);
      expect(mode(f), f).toBe('600');
    }
    await store.close();

    // A store made by an older version, world-readable: tightened when opened.
    const old = file();
    writeFileSync(old, '');
    chmodSync(old, 0o644);
    await openSqliteStore(old).close();
    expect(mode(old)).toBe('600');
  });

  it('adds the baseline column to a reports table made before shared comparisons', async () => {
    const path = file();
    const db = new Database(path);
    db.exec(`CREATE TABLE reports (
      id TEXT PRIMARY KEY, owner TEXT NOT NULL, json TEXT NOT NULL,
      created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL)`);
    db.prepare('INSERT INTO reports VALUES (?, ?, ?, ?, ?)').run('x'.repeat(22), 'a@b.c', '{}', 1, 2 * DAY);
    db.close();
    const store = openSqliteStore(path);
    expect((await store.getReport('x'.repeat(22), DAY))?.baselineJson).toBeNull();
    const r = await store.saveReport('a@b.c', '{}', DAY, 0, '{"seoScore":1}');
    expect((await store.getReport(r.id, 1))?.baselineJson).toBe('{"seoScore":1}');
    await store.close();
  });
});

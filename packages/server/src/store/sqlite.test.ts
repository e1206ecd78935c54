import { chmodSync, existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSqliteStore } from './sqlite.js';

const file = (): string => join(mkdtempSync(join(tmpdir(), 'rankscope-store-')), 'rankscope.db');
const DAY = 86_400_000;

describe('SQLite store', () => {
  // The shared behaviour is in contract.test.ts; here what only a file does.
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
});

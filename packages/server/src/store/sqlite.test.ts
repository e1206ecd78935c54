import { chmodSync, existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSqliteStore } from './sqlite.js';

const file = (): string => join(mkdtempSync(join(tmpdir(), 'rankscope-store-')), 'rankscope.db');
const DAY = 86_400_000;

describe('SQLite store', () => {
  it('upserts users, keeping createdAt and updating lastLoginAt', () => {
    const store = openSqliteStore(':memory:');
    const first = store.upsertUser(
      { email: 'a@example.com', name: 'Ann', picture: null },
      Date.UTC(2026, 0, 1),
    );
    const again = store.upsertUser(
      { email: 'a@example.com', name: 'Ann B', picture: 'p' },
      Date.UTC(2026, 0, 2),
    );
    expect(again.createdAt).toBe(first.createdAt);
    expect(again).toMatchObject({ name: 'Ann B', picture: 'p', lastLoginAt: '2026-01-02T00:00:00.000Z' });
  });

  it('counts usage in a rolling window and keeps it across restarts', () => {
    const path = file();
    const now = Date.UTC(2026, 0, 10, 12);
    const store = openSqliteStore(path);
    store.recordUsage('k', now - DAY - 1);
    store.recordUsage('k', now - 1000);
    store.recordUsage('k', now);
    expect(store.countUsage('k', DAY, now)).toBe(2);
    store.close();
    const reopened = openSqliteStore(path);
    expect(reopened.countUsage('k', DAY, now)).toBe(2);
    expect(reopened.countUsage('other', DAY, now)).toBe(0);
    reopened.close();
  });

  it('expires sessions and reports, and only the owner deletes a report', () => {
    const store = openSqliteStore(':memory:');
    const now = 1_000_000;
    const s = store.createSession('a@example.com', 1000, now);
    expect(store.getSession(s.id, now + 999)?.email).toBe('a@example.com');
    expect(store.getSession(s.id, now + 1000)).toBeNull();
    const r = store.saveReport('a@example.com', '{"seoScore":90}', 30 * DAY, now);
    expect(r.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(store.getReport(r.id, now + 29 * DAY)?.json).toBe('{"seoScore":90}');
    expect(store.getReport(r.id, now + 30 * DAY)).toBeNull();
    expect(store.deleteReport(r.id, 'b@example.com')).toBe(false);
    expect(store.deleteReport(r.id, 'a@example.com')).toBe(true);
    expect(store.purgeExpired(now + DAY, DAY)).toBe(1);
    expect(store.ping()).toBe(true);
  });

  it('creates the database, its -wal and -shm files readable by the server user only (0600)', () => {
    const path = file();
    const store = openSqliteStore(path);
    store.recordUsage('k', Date.now());
    const mode = (f: string): string => (statSync(f).mode & 0o777).toString(8);
    for (const f of [path, `${path}-wal`, `${path}-shm`]) {
      expect(existsSync(f), f).toBe(true);
      expect(mode(f), f).toBe('600');
    }
    store.close();

    // A store made by an older version, world-readable: tightened when opened.
    const old = file();
    writeFileSync(old, '');
    chmodSync(old, 0o644);
    openSqliteStore(old).close();
    expect(mode(old)).toBe('600');
  });
});

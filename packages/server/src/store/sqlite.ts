/**
 * The embedded store: one SQLite file in DATA_DIR (better-sqlite3, synchronous and fast; the async
 * interface is Redis's, answered at once here).
 */
import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import Database from 'better-sqlite3';
import { newId } from './ids.js';
import { sqliteMonitorStore } from './sqlite-monitors.js';
import { sqliteOutbox } from './sqlite-outbox.js';
import type { Session, Store, StoredReport, User } from './types.js';

/** A take's ticket: the rowids of the usage events it recorded. */
const ticketOf = (rowids: readonly (number | bigint)[]): string => rowids.join(',');

const SCHEMA = `
PRAGMA journal_mode = WAL;
CREATE TABLE IF NOT EXISTS users (
  email TEXT PRIMARY KEY, name TEXT NOT NULL, picture TEXT,
  created_at TEXT NOT NULL, last_login_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (id TEXT PRIMARY KEY, email TEXT NOT NULL, expires_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS usage (key TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS usage_key_at ON usage (key, at);
CREATE TABLE IF NOT EXISTS reports (
  id TEXT PRIMARY KEY, owner TEXT NOT NULL, json TEXT NOT NULL,
  created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, baseline_json TEXT
);
CREATE TABLE IF NOT EXISTS secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS queue_slots (id TEXT PRIMARY KEY, at INTEGER NOT NULL);
`;

interface UserRow {
  email: string;
  name: string;
  picture: string | null;
  created_at: string;
  last_login_at: string;
}

const toUser = (r: UserRow): User => ({
  email: r.email,
  name: r.name,
  picture: r.picture,
  createdAt: r.created_at,
  lastLoginAt: r.last_login_at,
});

/**
 * The database holds sessions and users' emails: readable by the server's own user only, like
 * secrets.json. SQLite gives its -wal and -shm files the main file's mode, so creating that one 0600
 * first is enough for new stores; files of older installs are tightened here.
 */
function restrictFiles(file: string): void {
  if (file === ':memory:') return;
  closeSync(openSync(file, 'a', 0o600));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(f)) chmodSync(f, 0o600);
  }
}

/** Stores made before shared comparisons have no baseline column: added in place, existing rows null. */
function addBaselineColumn(db: Database.Database): void {
  const columns = db.prepare('PRAGMA table_info(reports)').all() as Array<{ name: string }>;
  if (!columns.some((c) => c.name === 'baseline_json')) {
    db.exec('ALTER TABLE reports ADD COLUMN baseline_json TEXT');
  }
}

export function openSqliteStore(file: string): Store {
  restrictFiles(file);
  const db = new Database(file);
  db.exec(SCHEMA);
  addBaselineColumn(db);
  const monitors = sqliteMonitorStore(db);
  const q = {
    upsertUser: db.prepare(
      `INSERT INTO users (email, name, picture, created_at, last_login_at) VALUES (@email, @name, @picture, @now, @now)
       ON CONFLICT(email) DO UPDATE SET name = excluded.name, picture = excluded.picture, last_login_at = excluded.last_login_at`,
    ),
    getUser: db.prepare('SELECT * FROM users WHERE email = ?'),
    createSession: db.prepare('INSERT INTO sessions (id, email, expires_at) VALUES (?, ?, ?)'),
    getSession: db.prepare('SELECT id, email, expires_at FROM sessions WHERE id = ? AND expires_at > ?'),
    deleteSession: db.prepare('DELETE FROM sessions WHERE id = ?'),
    countUsage: db.prepare('SELECT COUNT(*) AS n FROM usage WHERE key = ? AND at > ?'),
    recordUsage: db.prepare('INSERT INTO usage (key, at) VALUES (?, ?)'),
    returnUsage: db.prepare('DELETE FROM usage WHERE rowid = ?'),
    createSecret: db.prepare('INSERT OR IGNORE INTO secrets (name, value) VALUES (?, ?)'),
    getSecret: db.prepare('SELECT value FROM secrets WHERE name = ?'),
    saveReport: db.prepare(
      'INSERT INTO reports (id, owner, json, created_at, expires_at, baseline_json) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    getReport: db.prepare('SELECT * FROM reports WHERE id = ? AND expires_at > ?'),
    deleteReport: db.prepare('DELETE FROM reports WHERE id = ? AND owner = ?'),
    purgeSlots: db.prepare('DELETE FROM queue_slots WHERE at <= ?'),
    countSlots: db.prepare('SELECT COUNT(*) AS n FROM queue_slots'),
    takeSlot: db.prepare('INSERT OR IGNORE INTO queue_slots (id, at) VALUES (?, ?)'),
    returnSlot: db.prepare('DELETE FROM queue_slots WHERE id = ?'),
    purgeSessions: db.prepare('DELETE FROM sessions WHERE expires_at <= ?'),
    purgeReports: db.prepare('DELETE FROM reports WHERE expires_at <= ?'),
    purgeUsage: db.prepare('DELETE FROM usage WHERE at <= ?'),
    ping: db.prepare('SELECT 1 AS ok'),
  };

  const countUsage = (keys: readonly string[], windowMs: number, now: number): number =>
    Math.max(0, ...keys.map((k) => (q.countUsage.get(k, now - windowMs) as { n: number }).n));
  // IMMEDIATE: the write lock is taken before counting, so processes sharing the file take in turn.
  const takeUsage = db.transaction(
    (keys: readonly string[], limit: number, windowMs: number, now: number) => {
      const used = countUsage(keys, windowMs, now);
      if (used >= limit) return { ticket: null, used };
      const rowids = keys.map((k) => q.recordUsage.run(k, now).lastInsertRowid);
      return { ticket: ticketOf(rowids), used };
    },
  );
  const takeSlot = db.transaction((id: string, limit: number, maxAgeMs: number, now: number) => {
    q.purgeSlots.run(now - maxAgeMs);
    if ((q.countSlots.get() as { n: number }).n >= limit) return false;
    return q.takeSlot.run(id, now).changes > 0;
  });

  return {
    ...monitors,
    deliveryOutbox: sqliteOutbox(db),
    async upsertUser(user, now) {
      q.upsertUser.run({ ...user, now: new Date(now).toISOString() });
      return toUser(q.getUser.get(user.email) as UserRow);
    },
    async getUser(email) {
      const row = q.getUser.get(email) as UserRow | undefined;
      return row ? toUser(row) : null;
    },
    async createSession(email, ttlMs, now) {
      const session: Session = { id: newId(), email, expiresAt: now + ttlMs };
      q.createSession.run(session.id, email, session.expiresAt);
      return session;
    },
    async getSession(id, now) {
      const row = q.getSession.get(id, now) as { id: string; email: string; expires_at: number } | undefined;
      return row ? { id: row.id, email: row.email, expiresAt: row.expires_at } : null;
    },
    async deleteSession(id) {
      q.deleteSession.run(id);
    },
    async countUsage(keys, windowMs, now) {
      return countUsage(keys, windowMs, now);
    },
    async takeUsage(keys, limit, windowMs, now) {
      return takeUsage.immediate(keys, limit, windowMs, now);
    },
    async returnUsage(ticket) {
      for (const rowid of ticket.split(',')) if (/^\d+$/.test(rowid)) q.returnUsage.run(BigInt(rowid));
    },
    async secret(name, create) {
      q.createSecret.run(name, create());
      return (q.getSecret.get(name) as { value: string }).value;
    },
    async saveReport(owner, json, ttlMs, now, baselineJson = null) {
      const id = newId();
      const report: StoredReport = { id, owner, json, baselineJson, createdAt: now, expiresAt: now + ttlMs };
      q.saveReport.run(id, owner, json, now, report.expiresAt, baselineJson);
      return report;
    },
    async getReport(id, now) {
      const row = q.getReport.get(id, now) as
        | {
            id: string;
            owner: string;
            json: string;
            baseline_json: string | null;
            created_at: number;
            expires_at: number;
          }
        | undefined;
      return row
        ? {
            id: row.id,
            owner: row.owner,
            json: row.json,
            baselineJson: row.baseline_json,
            createdAt: row.created_at,
            expiresAt: row.expires_at,
          }
        : null;
    },
    async deleteReport(id, owner) {
      return q.deleteReport.run(id, owner).changes > 0;
    },
    async takeSlot(id, limit, maxAgeMs, now) {
      return takeSlot.immediate(id, limit, maxAgeMs, now);
    },
    async returnSlot(id) {
      q.returnSlot.run(id);
    },
    async countSlots(maxAgeMs, now) {
      q.purgeSlots.run(now - maxAgeMs);
      return (q.countSlots.get() as { n: number }).n;
    },
    async purgeExpired(now, usageWindowMs) {
      return (
        q.purgeSessions.run(now).changes +
        q.purgeReports.run(now).changes +
        q.purgeUsage.run(now - usageWindowMs).changes
      );
    },
    async ping() {
      return (q.ping.get() as { ok: number }).ok === 1;
    },
    async close() {
      db.close();
    },
  };
}

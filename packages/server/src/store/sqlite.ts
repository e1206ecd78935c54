/** The embedded store: one SQLite file in DATA_DIR (better-sqlite3, synchronous and fast). */
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { Session, Store, StoredReport, User } from './types.js';

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
  created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL
);
`;

/** Unguessable ids: 128 random bits, URL-safe. */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}

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

export function openSqliteStore(file: string): Store {
  restrictFiles(file);
  const db = new Database(file);
  db.exec(SCHEMA);
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
    saveReport: db.prepare(
      'INSERT INTO reports (id, owner, json, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    ),
    getReport: db.prepare('SELECT * FROM reports WHERE id = ? AND expires_at > ?'),
    deleteReport: db.prepare('DELETE FROM reports WHERE id = ? AND owner = ?'),
    purgeSessions: db.prepare('DELETE FROM sessions WHERE expires_at <= ?'),
    purgeReports: db.prepare('DELETE FROM reports WHERE expires_at <= ?'),
    purgeUsage: db.prepare('DELETE FROM usage WHERE at <= ?'),
    ping: db.prepare('SELECT 1 AS ok'),
  };

  return {
    upsertUser(user, now) {
      q.upsertUser.run({ ...user, now: new Date(now).toISOString() });
      return toUser(q.getUser.get(user.email) as UserRow);
    },
    getUser(email) {
      const row = q.getUser.get(email) as UserRow | undefined;
      return row ? toUser(row) : null;
    },
    createSession(email, ttlMs, now) {
      const session: Session = { id: newId(), email, expiresAt: now + ttlMs };
      q.createSession.run(session.id, email, session.expiresAt);
      return session;
    },
    getSession(id, now) {
      const row = q.getSession.get(id, now) as { id: string; email: string; expires_at: number } | undefined;
      return row ? { id: row.id, email: row.email, expiresAt: row.expires_at } : null;
    },
    deleteSession(id) {
      q.deleteSession.run(id);
    },
    countUsage(key, windowMs, now) {
      return (q.countUsage.get(key, now - windowMs) as { n: number }).n;
    },
    recordUsage(key, now) {
      q.recordUsage.run(key, now);
    },
    saveReport(owner, json, ttlMs, now) {
      const report: StoredReport = { id: newId(), owner, json, createdAt: now, expiresAt: now + ttlMs };
      q.saveReport.run(report.id, owner, json, now, report.expiresAt);
      return report;
    },
    getReport(id, now) {
      const row = q.getReport.get(id, now) as
        { id: string; owner: string; json: string; created_at: number; expires_at: number } | undefined;
      return row
        ? {
            id: row.id,
            owner: row.owner,
            json: row.json,
            createdAt: row.created_at,
            expiresAt: row.expires_at,
          }
        : null;
    },
    deleteReport(id, owner) {
      return q.deleteReport.run(id, owner).changes > 0;
    },
    purgeExpired(now, usageWindowMs) {
      return (
        q.purgeSessions.run(now).changes +
        q.purgeReports.run(now).changes +
        q.purgeUsage.run(now - usageWindowMs).changes
      );
    },
    ping() {
      return (q.ping.get() as { ok: number }).ok === 1;
    },
    close() {
      db.close();
    },
  };
}

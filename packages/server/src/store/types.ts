/**
 * What the server keeps: users who signed in, their sessions, usage counters (salted hashes only) and
 * shared reports. One small interface so a Redis implementation can replace SQLite for scale-out.
 */
export interface User {
  email: string;
  name: string;
  picture: string | null;
  createdAt: string;
  lastLoginAt: string;
}

export interface Session {
  id: string;
  email: string;
  expiresAt: number;
}

export interface StoredReport {
  id: string;
  owner: string;
  /** The Report as JSON text. */
  json: string;
  createdAt: number;
  expiresAt: number;
}

export interface Store {
  /** Creates or updates the user on sign-in (lastLoginAt = now). */
  upsertUser(user: Omit<User, 'createdAt' | 'lastLoginAt'>, now: number): User;
  getUser(email: string): User | null;
  createSession(email: string, ttlMs: number, now: number): Session;
  getSession(id: string, now: number): Session | null;
  deleteSession(id: string): void;
  /** Events of a usage key within the window ending now (a rolling window). */
  countUsage(key: string, windowMs: number, now: number): number;
  recordUsage(key: string, now: number): void;
  saveReport(owner: string, json: string, ttlMs: number, now: number): StoredReport;
  getReport(id: string, now: number): StoredReport | null;
  /** Deletes the report if `owner` owns it; false when it does not exist or belongs to someone else. */
  deleteReport(id: string, owner: string): boolean;
  /** Removes expired sessions, reports and usage events; returns how many rows went. */
  purgeExpired(now: number, usageWindowMs: number): number;
  /** True when the store answers (readiness). */
  ping(): boolean;
  close(): void;
}

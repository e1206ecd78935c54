/**
 * What the server keeps, one small interface per kind of state: users who signed in, their sessions,
 * usage counters (salted hashes and random ids only), secrets created once (the IP-hash salt), shared
 * reports and the audit queue's admission count. Two implementations: SQLite (embedded, one process) and
 * Redis (REDIS_URL, shared by every API process and worker). Every method is async because Redis is; one
 * contract suite (contract.local.test.ts) runs against both. Monitoring's part (MonitorStore, ../monitors/types.ts)
 * has its own contract suite (monitor-contract.test-support.ts).
 */
import type { DeliveryOutbox } from '../alerts/outbox.js';
import type { MonitorStore } from '../monitors/types.js';

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
  /** An earlier report of the same page, as JSON text, when the owner shared a comparison. */
  baselineJson: string | null;
  createdAt: number;
  expiresAt: number;
}

export interface UserStore {
  /** Creates or updates the user on sign-in (lastLoginAt = now, createdAt kept). */
  upsertUser(user: Omit<User, 'createdAt' | 'lastLoginAt'>, now: number): Promise<User>;
  getUser(email: string): Promise<User | null>;
}

export interface SessionStore {
  createSession(email: string, ttlMs: number, now: number): Promise<Session>;
  getSession(id: string, now: number): Promise<Session | null>;
  deleteSession(id: string): Promise<void>;
}

/** The answer of takeUsage: `ticket` is set when one use was taken (hand it back with returnUsage). */
export interface UsageTake {
  ticket: string | null;
  /** The largest count among the keys before this take (a rolling window ending now). */
  used: number;
}

/**
 * Usage counters: events per key in a rolling window. A visitor has several keys (IP hash and anonymous
 * id); a take counts against all of them and is refused when any is at the limit.
 */
export interface UsageStore {
  /** The largest number of events among `keys` within the window ending at `now`. */
  countUsage(keys: readonly string[], windowMs: number, now: number): Promise<number>;
  /**
   * Atomically: when every key has fewer than `limit` events in the window, records one event on each and
   * answers a ticket. Two simultaneous takes (on two connections, two processes) never both pass the
   * last allowance.
   */
  takeUsage(keys: readonly string[], limit: number, windowMs: number, now: number): Promise<UsageTake>;
  /** Removes the events of a take (the audit was cancelled or failed: it does not count). */
  returnUsage(ticket: string): Promise<void>;
}

export interface SecretStore {
  /** The secret called `name`: created once by the first caller (`create()`), the same for every later one. */
  secret(name: string, create: () => string): Promise<string>;
}

export interface ReportStore {
  saveReport(
    owner: string,
    json: string,
    ttlMs: number,
    now: number,
    baselineJson?: string | null,
  ): Promise<StoredReport>;
  getReport(id: string, now: number): Promise<StoredReport | null>;
  /** Deletes the report if `owner` owns it; false when it does not exist or belongs to someone else. */
  deleteReport(id: string, owner: string): Promise<boolean>;
}

/**
 * The queue's admission count (AUDIT_QUEUE_LIMIT) shared by every API process: one entry per audit
 * waiting for a worker. Entries older than `maxAgeMs` are dropped, so an entry left by a process that
 * died never holds a place for longer than an audit may last.
 */
export interface QueueSlotStore {
  /** Atomically admits `id` when fewer than `limit` entries are held; false when full. */
  takeSlot(id: string, limit: number, maxAgeMs: number, now: number): Promise<boolean>;
  /** Frees the entry (the audit started or ended); no-op when it is gone. */
  returnSlot(id: string): Promise<void>;
  countSlots(maxAgeMs: number, now: number): Promise<number>;
}

export interface Store
  extends UserStore, SessionStore, UsageStore, SecretStore, ReportStore, QueueSlotStore, MonitorStore {
  /**
   * The embedded store's outbox of alert deliveries (kept across a stop or a crash); absent with Redis,
   * where deliveries are BullMQ jobs.
   */
  deliveryOutbox?: DeliveryOutbox;
  /** Removes expired sessions, reports and usage events; returns how many went (Redis expires its own: 0). */
  purgeExpired(now: number, usageWindowMs: number): Promise<number>;
  /** True when the store answers (readiness). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The store cannot be reached (Redis down): requests answer 503 with this message and code instead of
 * a generic 500, and /api/ready reports it.
 */
export class StoreUnavailableError extends Error {
  readonly statusCode = 503;
  readonly code = 'STORE_UNAVAILABLE';
  /** The message is meant for clients (http-errors.ts passes it through). */
  readonly expose = true;
  constructor(cause?: unknown) {
    super('The service cannot reach its database right now. Please try again in a minute.', { cause });
    this.name = 'StoreUnavailableError';
  }
}

/**
 * Where audits run, behind one small interface: in this process (embedded default, a bounded p-queue) or
 * as BullMQ jobs on Redis run by worker processes (REDIS_URL). The audit routes see only this.
 */
import type { AuditCredentials, AuditOptions, Report } from '@rankscope/engine';
import type { CancelRegistry } from '../audit/cancel.js';
import type { HubEvent, ProgressHub } from '../audit/progress-hub.js';

/** One audit as a request names it (everything else comes from the configuration where it runs). */
export interface AuditRequest {
  url: string;
  lang: AuditOptions['lang'];
  /** A site audit (`crawl: true`) of at most this many pages. */
  crawl?: { maxPages: number };
  /** The visitor's salted IP hash: their share of the CrUX quota is counted under it (field data). */
  visitor?: string;
  /**
   * A signed-in user's credentials for a page behind a login (AuditOptions.credentials): kept in memory
   * for this audit only; a Redis job carries them sealed (sealed-credentials.ts).
   */
  credentials?: AuditCredentials;
}

export interface AuditBackend {
  /** Whether site audits (`crawl: true`) can run here. */
  readonly siteAudits: boolean;
  /**
   * Runs the audit. Rejects with QueueFullError (no place left), QueueClosedError (shutting down), the
   * engine's AuditError, or the signal's reason once it aborts (the audit is then stopped wherever it runs).
   */
  run(
    request: AuditRequest,
    options: { signal: AbortSignal; onProgress: (event: HubEvent) => void },
  ): Promise<Report>;
  /** Audits of this process running and waiting; close() refuses new ones and waits for the running ones. */
  readonly queue: { readonly running: number; readonly waiting: number; close(): Promise<void> };
  /** Progress of every audit, for the SSE streams (with Redis: of audits posted to any API process). */
  readonly hub: ProgressHub;
  /** Cancel by auditId (with Redis: also of an audit posted to another API process). */
  readonly cancels: Omit<CancelRegistry, 'cancel'> & {
    cancel(...args: Parameters<CancelRegistry['cancel']>): boolean | Promise<boolean>;
  };
  /** The signed-in site audit's page limit now (with Redis: grown by the connected workers). */
  sitePageLimit?(): Promise<number>;
  /** Whether an audit can be queued now (with Redis: the queue's own connection is up); /api/ready asks it. */
  ready?(): Promise<boolean>;
  /** Releases connections (after queue.close()). */
  dispose(): Promise<void>;
}

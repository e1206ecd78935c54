/** Messages between run/thread.ts (the process's main thread) and run/audit-worker.ts (one audit thread). */
import type { AuditCredentials } from '../fetch/credentials.js';
import type { CruxTarget } from '../field/client.js';
import type { FieldFormFactor } from '../field/types.js';
import type { ProgressEvent, Report } from '../report/index.js';
import type { AuditOptions } from './audit.js';

/** AuditOptions without what cannot cross a thread; `hasLab`/`hasField`: proxy them back. */
export type ThreadedOptions = Omit<
  AuditOptions,
  'lab' | 'field' | 'signal' | 'onProgress' | 'hostLimiter' | 'onFetched' | 'fetch'
> & { hasLab: boolean; hasField: boolean };

export interface AuditRequestMessage {
  type: 'run';
  url: string;
  options: ThreadedOptions;
}

export type ToAuditWorker =
  | AuditRequestMessage
  | { type: 'abort' }
  | { type: 'answer'; rid: number; ok: true; value: unknown }
  | { type: 'answer'; rid: number; ok: false; error: string };

export type FromAuditWorker =
  | { type: 'progress'; event: ProgressEvent }
  | { type: 'lab'; rid: number; url: string; credentials: AuditCredentials | null }
  | {
      type: 'field';
      rid: number;
      method: 'record' | 'history';
      target: CruxTarget;
      formFactor: FieldFormFactor;
    }
  | { type: 'done'; report: Report }
  | { type: 'failed'; error: { name: string; message: string; code?: string; url?: string } };

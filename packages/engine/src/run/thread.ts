/**
 * runAudit() in worker threads, for the server: parsing and checking a hostile page is seconds of CPU
 * (issue 32: 10,000 nested RDFa elements held `/api/health` for 25 s when the server analysed them on its
 * main thread), and the crawl already analyses its pages off that thread. The audit runs whole in a
 * thread (run/audit-worker.ts); what cannot cross a thread stays here and is called over messages: the lab
 * (its Chromium pools are this process's), the field source (the server's cache and rate limits),
 * progress events and cancellation. One audit per thread at a time; idle threads are kept for the next
 * audits, at most `idle` of them. With no worker script in this build, null: the caller runs inline.
 */
import type { Worker } from 'node:worker_threads';
import { AuditError, ERROR_CODES, type ErrorCode } from '../errors.js';
import type { AuditOptions } from './audit.js';
import type { Report } from '../report/index.js';
import { workerScript, type SpawnWorker } from '../runtime/worker-script.js';
import type { AuditRequestMessage, FromAuditWorker, ThreadedOptions } from './worker-protocol.js';

export interface AuditThreads {
  /** runAudit(url, options) in a thread; the same report, or the same AuditError. */
  run(url: string, options?: AuditOptions): Promise<Report>;
  /** Ends every thread; audits still running fail. */
  close(): Promise<void>;
}

/** The options a thread can take as they are (plain data): the rest is proxied or stays here. */
function plainOptions(o: AuditOptions): ThreadedOptions {
  const {
    lab: _lab,
    field: _field,
    signal: _signal,
    onProgress: _onProgress,
    hostLimiter: _hostLimiter,
    onFetched: _onFetched,
    fetch: _fetch,
    ...plain
  } = o;
  return { ...plain, hasLab: Boolean(o.lab), hasField: Boolean(o.field) };
}

function errorOf(e: { name: string; message: string; code?: string; url?: string }): Error {
  if (e.name === 'AuditError' && ERROR_CODES.includes(e.code as ErrorCode))
    return new AuditError(e.code as ErrorCode, e.message, e.url === undefined ? undefined : { url: e.url });
  return new Error(e.message);
}

class AuditThread {
  readonly worker: Worker;
  busy = false;
  private current: { reject: (err: Error) => void } | null = null;

  constructor(spawn: SpawnWorker, onExit: (thread: AuditThread) => void) {
    this.worker = spawn();
    this.worker.unref();
    this.worker.on('error', (err) => this.current?.reject(err));
    this.worker.on('exit', () => {
      this.current?.reject(new Error('the audit thread stopped'));
      onExit(this);
    });
  }

  run(url: string, options: AuditOptions): Promise<Report> {
    this.busy = true;
    const { lab, field, signal, onProgress } = options;
    return new Promise<Report>((resolve, reject) => {
      const onAbort = (): void => this.worker.postMessage({ type: 'abort' });
      const finish = (): void => {
        signal?.removeEventListener('abort', onAbort);
        this.worker.off('message', onMessage);
        this.current = null;
        this.busy = false;
      };
      this.current = {
        reject: (err) => {
          finish();
          reject(err);
        },
      };
      const answer = (rid: number, work: () => Promise<unknown>): void => {
        work().then(
          (value) => this.worker.postMessage({ type: 'answer', rid, ok: true, value }),
          (err: unknown) =>
            this.worker.postMessage({
              type: 'answer',
              rid,
              ok: false,
              error: err instanceof Error ? err.message : String(err),
            }),
        );
      };
      const onMessage = (m: FromAuditWorker): void => {
        if (m.type === 'progress') onProgress?.(m.event);
        else if (m.type === 'lab' && lab)
          answer(m.rid, () => lab.run(m.url, { credentials: m.credentials, ...(signal ? { signal } : {}) }));
        else if (m.type === 'field' && field)
          answer(m.rid, () =>
            m.method === 'record'
              ? field.record(m.target, m.formFactor, signal)
              : field.history(m.target, m.formFactor, signal),
          );
        else if (m.type === 'done') {
          finish();
          resolve(m.report);
        } else if (m.type === 'failed') {
          finish();
          reject(errorOf(m.error));
        }
      };
      this.worker.on('message', onMessage);
      signal?.addEventListener('abort', onAbort, { once: true });
      const request: AuditRequestMessage = { type: 'run', url, options: plainOptions(options) };
      this.worker.postMessage(request);
      if (signal?.aborted) onAbort();
    });
  }
}

let spawnScript: SpawnWorker | null | undefined;

/** Threads for whole audits, or null when this build has no audit worker script. */
export function createAuditThreads(options: { idle?: number } = {}): AuditThreads | null {
  spawnScript ??= workerScript(import.meta.url, 'audit-worker', 'audit-worker.mjs');
  const spawn = spawnScript;
  if (!spawn) return null;
  const keepIdle = options.idle ?? 2;
  const threads = new Set<AuditThread>();
  let closed = false;
  const release = (thread: AuditThread): void => {
    const idle = [...threads].filter((t) => !t.busy);
    if (idle.length > keepIdle) {
      threads.delete(thread);
      void thread.worker.terminate();
    }
  };
  return {
    async run(url, auditOptions = {}) {
      if (closed) throw new Error('the audit threads are closed');
      let thread = [...threads].find((t) => !t.busy);
      if (!thread) {
        thread = new AuditThread(spawn, (t) => threads.delete(t));
        threads.add(thread);
      }
      try {
        return await thread.run(url, auditOptions);
      } finally {
        release(thread);
      }
    },
    async close() {
      closed = true;
      await Promise.all([...threads].map((t) => t.worker.terminate()));
      threads.clear();
    },
  };
}

/**
 * Worker-thread entry of run/thread.ts: runs one audit at a time with runAudit(), asking the main
 * thread for lab runs and field records (their machinery lives there) and sending progress back.
 */
import { parentPort } from 'node:worker_threads';
import { isAuditError } from '../errors.js';
import type { FieldSource } from '../field/client.js';
import type { Lab } from '../lab/index.js';
import { runAudit } from './audit.js';
import type { FromAuditWorker, ToAuditWorker } from './worker-protocol.js';

const port = parentPort;
if (!port) throw new Error('run/audit-worker.ts must run in a worker thread');

let rid = 0;
const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
let controller: AbortController | null = null;
const send = (m: FromAuditWorker): void => port.postMessage(m);

/** Asks the main thread; its answer comes back as an 'answer' message. */
function ask<T>(message: (id: number) => FromAuditWorker): Promise<T> {
  const id = ++rid;
  return new Promise<T>((resolve, reject) => {
    waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
    send(message(id));
  });
}

const lab: Lab = {
  run: (url, opts) => ask((id) => ({ type: 'lab', rid: id, url, credentials: opts?.credentials ?? null })),
  close: async () => undefined,
};
const field: FieldSource = {
  record: (target, formFactor) =>
    ask((id) => ({ type: 'field', rid: id, method: 'record', target, formFactor })),
  history: (target, formFactor) =>
    ask((id) => ({ type: 'field', rid: id, method: 'history', target, formFactor })),
};

port.on('message', (m: ToAuditWorker) => {
  if (m.type === 'answer') {
    const w = waiting.get(m.rid);
    waiting.delete(m.rid);
    if (m.ok) w?.resolve(m.value);
    else w?.reject(new Error(m.error));
  } else if (m.type === 'abort') controller?.abort();
  else if (m.type === 'run') {
    controller = new AbortController();
    const { hasLab, hasField, ...options } = m.options;
    runAudit(m.url, {
      ...options,
      lab: hasLab ? lab : null,
      field: hasField ? field : null,
      signal: controller.signal,
      onProgress: (event) => send({ type: 'progress', event }),
    }).then(
      (report) => send({ type: 'done', report }),
      (err: unknown) =>
        send({
          type: 'failed',
          error: {
            name: err instanceof Error ? err.name : 'Error',
            message: err instanceof Error ? err.message : String(err),
            ...(isAuditError(err)
              ? { code: err.code, ...(err.url !== undefined ? { url: err.url } : {}) }
              : {}),
          },
        }),
    );
  }
});

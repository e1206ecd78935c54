/**
 * The audit worker (REDIS_URL, `npm run worker`): runs BullMQ audit jobs with the engine, at most
 * WORKER_CONCURRENCY at once, the lab inside this process as in the embedded server. Faults:
 * - killed mid-audit: BullMQ renews each job's lock every lockMs/2 while it runs, so a lock only expires
 *   when its worker is gone (or blocked for lockMs); another worker's stalled check (every stalledMs)
 *   then runs the job again, at most `maxStalled` times, and its caller still gets the report;
 * - the caller cancels, gives up or goes away: the `stop` channel aborts the running job;
 * - close(graceMs): takes no new jobs, lets the running ones finish until the deadline, then stops them
 *   (they are picked up again by another worker, as after a kill).
 */
import { isAuditError } from '@rankscope/engine';
import { UnrecoverableError, Worker, type ConnectionOptions, type Job } from 'bullmq';
import type { HubEvent } from '../audit/progress-hub.js';
import type { Store } from '../store/types.js';
import { AUDIT_QUEUE, channels, type AuditJobData, type AuditJobResult } from './channels.js';
import { redisOptions, subscriberConnection, type ConnectionLog } from './connection.js';
import type { EngineRunner } from './engine-runner.js';
import { credentialKey, openCredentials, SealError } from './sealed-credentials.js';

export interface AuditWorkerOptions {
  url: string;
  prefix: string;
  /** For the queue's admission count: a job that starts no longer waits. */
  store: Store;
  runEngine: EngineRunner;
  concurrency: number;
  /** Job lock; renewed every lockMs/2 while the job runs. */
  lockMs: number;
  /** How often workers look for jobs whose lock expired. */
  stalledMs: number;
  /** Runs of one job after a lost worker, at most (bounded attempts). */
  maxStalled: number;
  /** An audit is stopped after this long (its caller has stopped waiting by then). */
  auditTimeoutMs: number;
  log: ConnectionLog & { error(obj: object, msg: string): void };
  /** SESSION_SECRET, as the API processes have it: sealed credentials open with its key. */
  sessionSecret: string;
}

export interface AuditWorker {
  readonly running: number;
  /** Stops taking jobs; running ones get `graceMs` to finish, then are stopped. */
  close(graceMs: number): Promise<void>;
}

class Stopped extends Error {}

export async function startAuditWorker(options: AuditWorkerOptions): Promise<AuditWorker> {
  const names = channels(options.prefix);
  const sealKey = credentialKey(options.sessionSecret);
  const active = new Map<string, AbortController>();
  const sub = subscriberConnection(options.url, options.log, 'worker stop channel');
  sub.on('message', (channel: string, jobId: string) => {
    if (channel === names.stop) active.get(jobId)?.abort(new Stopped('Stopped by its caller'));
  });
  await sub.subscribe(names.stop);

  const processor = async (job: Job<AuditJobData, AuditJobResult>): Promise<AuditJobResult> => {
    const jobId = job.id ?? '';
    await options.store.returnSlot(jobId).catch(() => undefined);
    const controller = new AbortController();
    active.set(jobId, controller);
    const deadline = setTimeout(
      () => controller.abort(new Stopped('Audit time limit')),
      options.auditTimeoutMs,
    );
    const onProgress = (event: HubEvent): void => {
      job.updateProgress(event as unknown as object).catch(() => undefined);
    };
    try {
      const { request, sealedCredentials } = job.data;
      // A blob that does not open (another SESSION_SECRET) is no audit to retry: the job fails.
      const credentials = sealedCredentials ? openCredentials(sealedCredentials, sealKey, jobId) : null;
      const report = await options.runEngine(credentials ? { ...request, credentials } : request, {
        signal: controller.signal,
        onProgress,
      });
      return { ok: true, report };
    } catch (err) {
      if (isAuditError(err)) return { ok: false, code: err.code, message: err.message };
      // Stopped on purpose, or credentials that cannot be opened here: not worth another run.
      if (controller.signal.aborted) throw new UnrecoverableError(String(controller.signal.reason));
      if (err instanceof SealError) throw new UnrecoverableError(err.message);
      options.log.error({ err }, 'audit job failed');
      throw err;
    } finally {
      clearTimeout(deadline);
      active.delete(jobId);
    }
  };

  const worker = new Worker<AuditJobData, AuditJobResult>(AUDIT_QUEUE, processor, {
    connection: redisOptions(options.url) as ConnectionOptions,
    prefix: names.bull,
    concurrency: options.concurrency,
    lockDuration: options.lockMs,
    stalledInterval: options.stalledMs,
    maxStalledCount: options.maxStalled,
    // Results and failures stay a while for callers that poll (removeOnComplete is set per job too).
    autorun: true,
  });
  worker.on('error', (err) => options.log.warn({ err: err.message }, 'worker: Redis error'));
  await worker.waitUntilReady();

  return {
    get running() {
      return active.size;
    },
    async close(graceMs) {
      const finished = worker.close();
      let timer: NodeJS.Timeout | undefined;
      const late = await Promise.race([
        finished.then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), graceMs);
        }),
      ]);
      clearTimeout(timer);
      if (late) {
        options.log.warn({ running: active.size }, 'worker: stopping the audits still running');
        // Their locks are released with the worker: another worker runs them again.
        await worker.close(true);
      }
      sub.disconnect();
    },
  };
}

/**
 * The scale-out backend (REDIS_URL): each audit is a BullMQ job that a worker process runs; this API
 * process only admits it (the shared AUDIT_QUEUE_LIMIT count), relays its progress into the hub (job
 * progress reaches QueueEvents), waits for its result and stops it when its caller cancels, gives up or
 * goes away. A job lost with its worker is run again by another one (worker.ts); the caller still waits.
 * Redis lost while an audit is in flight: when it is back within OUTAGE_GRACE_MS and still has the job,
 * the audit goes on; otherwise (still away, or back without its data) the caller gets STORE_UNAVAILABLE
 * then, not a timeout two minutes later.
 */
import { AuditError } from '@rankscope/engine';
import { Job, Queue, QueueEvents, type ConnectionOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { QueueClosedError, QueueFullError } from '../audit/queue.js';
import type { HubEvent } from '../audit/progress-hub.js';
import { newId } from '../store/ids.js';
import { StoreUnavailableError, type Store } from '../store/types.js';
import type { AuditBackend } from './backend.js';
import { AUDIT_QUEUE, channels, type AuditJobData, type AuditJobResult } from './channels.js';
import { redisOptions, subscriberConnection } from './connection.js';
import { CRAWL_PAGE_QUEUE } from './crawl-page.js';
import { sitePageLimit } from './crawl-queue.js';
import { createRedisCancels } from './redis-cancel.js';
import { createRedisProgressHub } from './redis-progress.js';
import { credentialKey, sealCredentials } from './sealed-credentials.js';

export interface RedisBackendOptions {
  url: string;
  prefix: string;
  store: Store;
  /** A fail-fast command connection (shared with the store). */
  redis: Redis;
  /** AUDIT_QUEUE_LIMIT: audits waiting for a worker, over every API process. */
  waitingLimit: number;
  /** The longest an audit may take (the route's limit): admissions older than this are stale. */
  auditTimeoutMs: number;
  now: () => number;
  /** SITE_PAGE_LIMIT and SITE_PAGE_LIMIT_PER_WORKER: the site audit's page limit grows per crawl worker. */
  sitePages?: { base: number; perWorker: number };
  /** How long an in-flight audit waits for a lost Redis to come back (default OUTAGE_GRACE_MS). */
  outageGraceMs?: number;
  /** SESSION_SECRET (the same on every API process and worker): jobs carry credentials sealed under its key. */
  sessionSecret: string;
}

/** While a job's result has not arrived, its state is checked this often (a missed event, a reconnect). */
const POLL_MS = 2000;
const RETRY_AFTER_S = 10;
/** A lost connection back within this (a blip, a failover) does not fail the audits in flight. */
export const OUTAGE_GRACE_MS = 5000;

/** The job is gone from Redis (restarted without its data, FLUSHALL): no worker will answer it. */
const lostJob = (): StoreUnavailableError =>
  new StoreUnavailableError(new Error('the audit job is no longer in Redis'));

interface Pending {
  onProgress: (event: HubEvent) => void;
  settle: (result: AuditJobResult | Error) => void;
  /** Asks Redis for the job's outcome (set once the job is queued). */
  check?: () => void;
}

export async function createRedisBackend(options: RedisBackendOptions): Promise<AuditBackend> {
  const names = channels(options.prefix);
  const connection = redisOptions(options.url) as ConnectionOptions;
  const queue = new Queue<AuditJobData, AuditJobResult, 'audit'>(AUDIT_QUEUE, {
    connection: { ...connection, enableOfflineQueue: false } as ConnectionOptions,
    prefix: names.bull,
  });
  const events = new QueueEvents(AUDIT_QUEUE, { connection, prefix: names.bull });
  queue.on('error', () => undefined);
  events.on('error', () => undefined);
  await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);
  const crawlPages = options.sitePages?.perWorker
    ? new Queue(CRAWL_PAGE_QUEUE, { connection, prefix: names.bull })
    : null;
  crawlPages?.on('error', () => undefined);
  const sub = subscriberConnection(options.url);
  const hub = await createRedisProgressHub(options.redis, sub, names.progress);
  const cancels = await createRedisCancels(options.redis, sub, {
    channel: names.cancel,
    key: names.audit,
    ttlMs: options.auditTimeoutMs + 10_000,
  });

  const sealKey = credentialKey(options.sessionSecret);
  const pending = new Map<string, Pending>();
  let closed = false;
  let idle: (() => void) | undefined;

  events.on('progress', ({ jobId, data }) => {
    if (typeof data === 'object' && data !== null) pending.get(jobId)?.onProgress(data as HubEvent);
  });
  events.on('completed', ({ jobId, returnvalue }) => {
    const value: unknown = typeof returnvalue === 'string' ? JSON.parse(returnvalue) : returnvalue;
    pending.get(jobId)?.settle(value as AuditJobResult);
  });
  events.on('failed', ({ jobId, failedReason }) => {
    pending.get(jobId)?.settle(new Error(`Audit job failed on a worker: ${failedReason}`));
  });

  /**
   * The job's outcome when it already has one (an event this process did not receive), or an error when
   * the job is gone; undefined while it runs or while Redis cannot be asked (the outage timer decides).
   */
  const poll = async (jobId: string): Promise<AuditJobResult | Error | undefined> => {
    let job: Job<AuditJobData, AuditJobResult> | undefined;
    try {
      job = await Job.fromId<AuditJobData, AuditJobResult>(queue, jobId);
    } catch {
      return undefined;
    }
    if (!job) return lostJob();
    if (job.finishedOn && job.returnvalue) return job.returnvalue;
    if (job.finishedOn && job.failedReason)
      return new Error(`Audit job failed on a worker: ${job.failedReason}`);
    return undefined;
  };

  // The command connection dropped: Redis gets the grace to come back; then every audit in flight asks
  // for its job (gone with Redis's data: STORE_UNAVAILABLE), or, Redis still away, all of them fail.
  let outage: NodeJS.Timeout | undefined;
  const onClose = (): void => {
    if (pending.size === 0) return;
    outage ??= setTimeout(() => {
      outage = undefined;
      const err = new StoreUnavailableError(new Error('Redis unreachable while the audit was in flight'));
      for (const p of pending.values()) p.settle(err);
    }, options.outageGraceMs ?? OUTAGE_GRACE_MS);
  };
  const onReady = (): void => {
    if (outage === undefined) return;
    clearTimeout(outage);
    outage = undefined;
    for (const p of pending.values()) p.check?.();
  };
  options.redis.on('close', onClose);
  options.redis.on('ready', onReady);

  const stop = async (jobId: string): Promise<void> => {
    // Still waiting: take it out of the queue; running (locked by a worker): tell the workers.
    const removed = await queue.remove(jobId).catch(() => 0);
    if (removed !== 1) await options.redis.publish(names.stop, jobId).catch(() => undefined);
  };

  return {
    // A site audit is one job: the crawl runs on one worker (the engine's runSiteAudit).
    siteAudits: true,
    queue: {
      get running() {
        return pending.size;
      },
      waiting: 0,
      async close() {
        closed = true;
        if (pending.size === 0) return;
        await new Promise<void>((resolve) => {
          idle = resolve;
        });
      },
    },
    hub,
    cancels,
    async run(request, { signal, onProgress }) {
      signal.throwIfAborted();
      if (closed) throw new QueueClosedError();
      const jobId = newId();
      const admitted = await options.store.takeSlot(
        jobId,
        options.waitingLimit,
        options.auditTimeoutMs,
        options.now(),
      );
      if (!admitted) throw new QueueFullError(RETRY_AFTER_S);
      let settle!: (result: AuditJobResult | Error) => void;
      const outcome = new Promise<AuditJobResult | Error>((resolve) => {
        settle = resolve;
      });
      pending.set(jobId, { onProgress, settle });
      const check = (): void => {
        void poll(jobId).then((result) => result && settle(result));
      };
      let timer: NodeJS.Timeout | undefined;
      const onAbort = (): void => {
        void stop(jobId);
        settle(signal.reason instanceof Error ? signal.reason : new Error('Audit stopped'));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      try {
        try {
          const { credentials, ...rest } = request;
          const data: AuditJobData = credentials
            ? { request: rest, sealedCredentials: sealCredentials(credentials, sealKey, jobId) }
            : { request: rest };
          await queue.add('audit', data, {
            jobId,
            // A failed audit is an answer (the engine's error); only a lost worker runs it again (stalled).
            attempts: 1,
            // A job with credentials goes as soon as it ends (its answer reaches the caller in the event).
            removeOnComplete: credentials ? true : { age: 600 },
            removeOnFail: credentials ? true : { age: 600 },
          });
        } catch (err) {
          throw new StoreUnavailableError(err);
        }
        // Polled only once the job exists: before, "not found" would read as lost.
        pending.get(jobId)!.check = check;
        timer = setInterval(check, POLL_MS);
        const result = await outcome;
        if (result instanceof Error) throw result;
        if (!result.ok) throw new AuditError(result.code, result.message);
        return result.report;
      } finally {
        clearInterval(timer);
        signal.removeEventListener('abort', onAbort);
        pending.delete(jobId);
        // Credentials never outlive their audit in Redis, even sealed: a job still there (cancelled while
        // waiting, an outage) goes now; a running one is removed by BullMQ when the worker stops it.
        if (request.credentials) await queue.remove(jobId).catch(() => 0);
        await options.store.returnSlot(jobId).catch(() => undefined);
        if (pending.size === 0) idle?.();
      }
    },
    ...(options.sitePages && {
      async sitePageLimit() {
        const { base, perWorker } = options.sitePages!;
        // Redis away: the limit without workers (the audit then answers 503 anyway).
        const workers = (await crawlPages?.getWorkersCount().catch(() => 0)) ?? 0;
        return sitePageLimit(base, perWorker, workers);
      },
    }),
    // The queue reconnects on its own connection, not the store's: ready when a command through it answers.
    async ready() {
      return queue.count().then(
        () => true,
        () => false,
      );
    },
    async dispose() {
      clearTimeout(outage);
      options.redis.off('close', onClose);
      options.redis.off('ready', onReady);
      await Promise.allSettled([hub.dispose(), cancels.dispose()]);
      sub.disconnect();
      await Promise.allSettled([events.close(), queue.close(), crawlPages?.close()]);
    },
  };
}

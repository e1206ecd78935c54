/**
 * Deliveries with REDIS_URL: each is a BullMQ job (queue "alerts"), so its retries survive the process
 * that started it: any API process or worker that built the alert channels takes the next try after the
 * backoff (1, 2, 4, 8 × ALERT_RETRY_BASE_MS; 5 tries). The job id is derived from the run's idempotency key
 * and the channel, so one run's alert is queued once per channel whoever asks twice. A 4xx answer or a
 * blocked target fails the job for good (UnrecoverableError).
 */
import { createHash } from 'node:crypto';
import { Queue, QueueEvents, UnrecoverableError, Worker, type ConnectionOptions } from 'bullmq';
import { redisOptions } from '../queue/connection.js';
import type { DeliveryJob, DeliveryRunner } from './jobs.js';
import type { DeliveryLog, TryOutcome } from './outcome.js';

export const ALERT_QUEUE = 'alerts';
/** Deliveries one process makes at once (Slack's pace makes some of them wait). */
const CONCURRENCY = 4;
/** Finished jobs (and their idempotency) are kept a day. */
const KEEP_S = 86_400;

export interface RedisRunnerOptions {
  url: string;
  prefix: string;
  delays: readonly number[];
  attempt: (job: DeliveryJob) => Promise<TryOutcome>;
  log: DeliveryLog;
}

export const deliveryJobId = (job: Pick<DeliveryJob, 'key' | 'channel'>): string =>
  createHash('sha256').update(`${job.key}\n${job.channel}`).digest('hex').slice(0, 40);

export function createRedisRunner(o: RedisRunnerOptions): DeliveryRunner {
  const connection = redisOptions(o.url) as ConnectionOptions;
  const prefix = `${o.prefix}bull`;
  const tries = o.delays.length + 1;
  const queue = new Queue<DeliveryJob>(ALERT_QUEUE, { connection, prefix });
  const events = new QueueEvents(ALERT_QUEUE, { connection, prefix });
  const worker = new Worker<DeliveryJob>(
    ALERT_QUEUE,
    async (job) => {
      const n = job.attemptsMade + 1;
      let outcome: TryOutcome;
      try {
        outcome = await o.attempt(job.data);
      } catch (err) {
        outcome = { result: 'retry', reason: err instanceof Error ? err.message : String(err) };
      }
      const what = { ...job.data.what, try: n };
      if (outcome.result === 'ok') {
        o.log.info(what, 'alert delivered');
        return;
      }
      if (outcome.result === 'fail' || n >= tries) {
        o.log.warn({ ...what, reason: outcome.reason }, 'alert not delivered');
        throw new UnrecoverableError(outcome.reason);
      }
      o.log.warn(
        { ...what, reason: outcome.reason, retryInMs: o.delays[n - 1] },
        'alert delivery failed, will retry',
      );
      throw new Error(outcome.reason);
    },
    {
      connection,
      prefix,
      concurrency: CONCURRENCY,
      settings: {
        backoffStrategy: (attemptsMade: number) => o.delays[attemptsMade - 1] ?? o.delays.at(-1) ?? 0,
      },
    },
  );
  const onError = (err: Error): void => o.log.warn({ err: err.message }, 'alert queue: Redis error');
  queue.on('error', onError);
  events.on('error', onError);
  worker.on('error', onError);

  // The jobs this process queued and not yet finished, for settled().
  const pending = new Set<string>();
  let waiters: (() => void)[] = [];
  const recheck = async (id: string): Promise<void> => {
    if (!pending.has(id)) return;
    const state = await queue.getJobState(id);
    if (state === 'completed' || state === 'failed' || state === 'unknown') pending.delete(id);
    if (pending.size === 0) for (const w of waiters.splice(0)) w();
  };
  const onEvent = ({ jobId }: { jobId: string }): void => {
    recheck(jobId).catch(() => undefined);
  };
  events.on('completed', onEvent);
  events.on('failed', onEvent);
  // Connections come up in the background; a job added meanwhile waits for them.

  return {
    async deliver(job) {
      const jobId = deliveryJobId(job);
      pending.add(jobId);
      try {
        await queue.add('deliver', job, {
          jobId,
          attempts: tries,
          backoff: { type: 'alert' },
          removeOnComplete: { age: KEEP_S },
          removeOnFail: { age: KEEP_S },
        });
        // Queued before by someone else and already finished: nothing to wait for.
        await recheck(jobId);
      } catch (err) {
        pending.delete(jobId);
        o.log.warn({ ...job.what, err: (err as Error).message }, 'alert not queued');
      }
    },
    settled: () =>
      pending.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)),
    async close() {
      await worker.close();
      await Promise.all([queue.close(), events.close()]);
      waiters.forEach((w) => w());
      waiters = [];
    },
  };
}

/**
 * One delivery of one alert to one channel, as plain data (it may wait in Redis between tries), the
 * function that makes one try of it through its channel, and the in-process runner of deliveries.
 */
import type { AttemptDeps, DeliveryJob } from './channels/channel.js';
import { sendThrough } from './channels/index.js';
import type { DeliveryLog, TryOutcome } from './outcome.js';
import { Deliveries } from './retry.js';

export type { AttemptDeps, DeliveryFacts, DeliveryJob } from './channels/channel.js';

/** One try of a delivery: through its channel (an SMTP send, a paced Slack post, a signed webhook post). */
export function attempter(d: AttemptDeps): (job: DeliveryJob) => Promise<TryOutcome> {
  return (job) => sendThrough(job, d);
}

/** Runs deliveries: in this process (timers) or on a BullMQ queue in Redis (redis-deliveries.ts). */
export interface DeliveryRunner {
  /** Starts the delivery; resolves once it is under way (in-process: after the first try). Never rejects. */
  deliver(job: DeliveryJob): Promise<void>;
  /** Resolves when the deliveries this runner started are done (delivered or given up). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** The in-process runner: each delivery's first try now, its retries on this process's timers. */
export function localRunner(
  delaysMs: readonly number[],
  log: DeliveryLog,
  attempt: (job: DeliveryJob) => Promise<TryOutcome>,
): DeliveryRunner {
  const deliveries = new Deliveries(delaysMs, log);
  return {
    deliver: (job) => deliveries.start(job.what, () => attempt(job)),
    settled: () => deliveries.settled(),
    close: () => deliveries.close(),
  };
}

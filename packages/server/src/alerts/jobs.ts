/**
 * One delivery of one alert to one channel, as plain data (it may wait in Redis between tries), and the
 * function that makes one try of it: an SMTP send, a paced Slack post, a signed webhook post.
 */
import { postOnce, type PostPolicy } from './http-post.js';
import type { Mail, Mailer } from './mailer.js';
import type { Pacer } from './pacer.js';
import type { DeliveryLog, TryOutcome } from './outcome.js';
import { Deliveries } from './retry.js';
import { webhookHeaders } from './webhook-sign.js';

/** What the logs say about a delivery (never a URL's path, a secret or the message). */
export interface DeliveryFacts {
  monitorId: string;
  runId: string;
  type: string;
  channel: 'email' | 'slack' | 'webhook';
  host?: string;
}

export type DeliveryJob =
  | { what: DeliveryFacts; key: string; channel: 'email'; mail: Mail }
  | { what: DeliveryFacts; key: string; channel: 'slack'; url: string; body: string }
  | { what: DeliveryFacts; key: string; channel: 'webhook'; url: string; secret: string; body: string };

export interface AttemptDeps {
  mailer: Mailer | null;
  pacer: Pacer;
  policy: PostPolicy;
  /** The clock of `webhook-timestamp`. */
  now: () => number;
}

export function attempter(d: AttemptDeps): (job: DeliveryJob) => Promise<TryOutcome> {
  return async (job) => {
    switch (job.channel) {
      case 'email':
        if (!d.mailer) return { result: 'fail', reason: 'SMTP is not configured in this process' };
        return d.mailer.send(job.mail);
      case 'slack':
        // Slack answers 429 when its own limit is reached: worth another try later.
        return d.pacer.pace(job.url, () =>
          postOnce(job.url, job.body, {}, d.policy, (s) => s >= 500 || s === 429),
        );
      case 'webhook':
        return postOnce(
          job.url,
          job.body,
          webhookHeaders(job.secret, job.key, d.now(), job.body),
          d.policy,
          (s) => s >= 500,
        );
    }
  };
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

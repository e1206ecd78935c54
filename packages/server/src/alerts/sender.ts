/**
 * createAlertSender(): the AlertSender a monitor run hands its alert to. One message per run to each
 * channel of the monitor, through the channel list (channels/): e-mail (only to the owner's own or a
 * confirmed address, and only with SMTP configured), Slack (paced to one message a second per webhook
 * URL), the generic webhook (Standard Webhooks signature, `webhook-id` = the run's idempotency key). Failed deliveries are retried (network
 * errors and 5xx; never 4xx) after 1, 2, 4 and 8 × ALERT_RETRY_BASE_MS: on this process's timers, kept in
 * the embedded store's outbox (outbox.ts), or with REDIS_URL as BullMQ jobs any process may retry
 * (redis-deliveries.ts). send() never throws into the run.
 */
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { AlertDestination, AlertSender, MonitorAlert } from '../monitors/types.js';
import type { AddressStore } from './addresses.js';
import { CHANNELS } from './channels/index.js';
import type { PostPolicy } from './http-post.js';
import { attempter, localRunner, type DeliveryJob, type DeliveryRunner } from './jobs.js';
import type { Mailer } from './mailer.js';
import { outboxRunner, type DeliveryOutbox } from './outbox.js';
import { memoryPacer, redisPacer } from './pacer.js';
import { createRedisRunner } from './redis-deliveries.js';
import type { DeliveryLog } from './outcome.js';
import { backoff } from './retry.js';

export { EMAIL_UNAVAILABLE_REASON } from './channels/index.js';

export interface AlertSenderOptions {
  config: Pick<Config, 'ALLOW_PRIVATE_TARGETS' | 'ALERT_RETRY_BASE_MS' | 'REDIS_PREFIX'>;
  /**
   * createMailer(config.smtp), or null without SMTP (e-mail alerts are then logged as unavailable). Its
   * owner closes it (createAlerts).
   */
  mailer: Mailer | null;
  addresses: Pick<AddressStore, 'isAlertAddressConfirmed'>;
  log: DeliveryLog;
  /** With REDIS_URL: Slack's pace is shared by every process through this connection. */
  redis?: Redis;
  /** With REDIS_URL: deliveries and their retries are BullMQ jobs on this Redis (they survive a process). */
  queue?: { url: string };
  /** Embedded: deliveries and their retries are kept in the store's outbox (they survive a process). */
  outbox?: DeliveryOutbox;
  /** The clock of `webhook-timestamp` (receivers refuse one far from their own): the real one by default. */
  now?: () => number;
  /** Waits between tries (default: backoff(ALERT_RETRY_BASE_MS)). */
  retryDelaysMs?: number[];
  /** Origins exempt from the SSRF guard (tests' local receivers). */
  trustedOrigins?: string[];
}

export interface LocalAlertSender extends AlertSender {
  /** Resolves when the deliveries this sender started are done (delivered or given up). */
  settled(): Promise<void>;
  /** Carries on the deliveries an earlier process left in the outbox; answers how many. */
  resume(): Promise<number>;
}

export function createAlertSender(o: AlertSenderOptions): LocalAlertSender {
  const delays = o.retryDelaysMs ?? backoff(o.config.ALERT_RETRY_BASE_MS);
  const policy: PostPolicy = {
    allowPrivate: o.config.ALLOW_PRIVATE_TARGETS,
    ...(o.trustedOrigins ? { trustedOrigins: o.trustedOrigins } : {}),
  };
  const attempt = attempter({
    mailer: o.mailer,
    pacer: o.redis ? redisPacer(o.redis, o.config.REDIS_PREFIX) : memoryPacer(),
    policy,
    now: o.now ?? Date.now,
  });
  const durable = !o.queue && o.outbox ? outboxRunner(o.outbox, delays, o.log, attempt) : null;
  const runner: DeliveryRunner = o.queue
    ? createRedisRunner({
        url: o.queue.url,
        prefix: o.config.REDIS_PREFIX,
        delays,
        attempt,
        log: o.log,
      })
    : (durable ?? localRunner(delays, o.log, attempt));

  /** One delivery per channel of the monitor that has a target (and may receive), in the channels' order. */
  async function jobsOf(alert: MonitorAlert, to: AlertDestination, key: string): Promise<DeliveryJob[]> {
    const ctx = { mailer: o.mailer, addresses: o.addresses, log: o.log };
    const jobs = await Promise.all(CHANNELS.map((channel) => channel.delivery(alert, to, key, ctx)));
    return jobs.filter((job): job is DeliveryJob => job !== null);
  }

  return {
    async send(alert, to, key): Promise<void> {
      try {
        await Promise.all((await jobsOf(alert, to, key)).map((job) => runner.deliver(job)));
      } catch (err) {
        // A store that cannot answer (the address check) must not fail the run.
        o.log.warn({ monitorId: alert.monitor.id, runId: alert.run.id, err }, 'alert not sent');
      }
    },
    settled: () => runner.settled(),
    resume: async () => (durable ? durable.resume() : 0),
    close: () => runner.close(),
  };
}

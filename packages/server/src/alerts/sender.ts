/**
 * createAlertSender(): the AlertSender a monitor run hands its alert to. One message per run to each
 * channel of the monitor: e-mail (only to the owner's own or a confirmed address, and only with SMTP
 * configured), Slack (paced to one message a second per webhook URL), the generic webhook (Standard
 * Webhooks signature, `webhook-id` = the run's idempotency key). Failed deliveries are retried in this
 * process (network errors and 5xx; never 4xx) after 1, 2, 4 and 8 × ALERT_RETRY_BASE_MS; send() resolves
 * after the first tries and never throws into the run.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { AlertDestination, AlertSender, MonitorAlert } from '../monitors/types.js';
import { mayReceive, type AddressStore } from './addresses.js';
import { hostOf, postOnce, type PostPolicy } from './http-post.js';
import type { Mailer } from './mailer.js';
import { alertMessage } from './message.js';
import { memoryPacer, redisPacer, type Pacer } from './pacer.js';
import { backoff, Deliveries, type DeliveryLog } from './retry.js';
import { webhookHeaders } from './webhook-sign.js';

export const EMAIL_UNAVAILABLE_REASON =
  'E-mail alerts are unavailable: SMTP_URL and ALERT_FROM are not set (Slack and webhook alerts still work).';

export interface AlertSenderOptions {
  config: Pick<Config, 'ALLOW_PRIVATE_TARGETS' | 'ALERT_RETRY_BASE_MS' | 'REDIS_PREFIX'>;
  /**
   * createMailer(config.smtp), or null without SMTP (e-mail alerts are then logged as unavailable). Its
   * owner closes it (createAlerts).
   */
  mailer: Mailer | null;
  addresses: Pick<AddressStore, 'isAlertAddressConfirmed'>;
  log: DeliveryLog;
  /** With REDIS_URL: Slack's pace is shared by every process. */
  redis?: Redis;
  /** The clock of `webhook-timestamp` (receivers refuse one far from their own): the real one by default. */
  now?: () => number;
  /** Waits between tries (default: backoff(ALERT_RETRY_BASE_MS)). */
  retryDelaysMs?: number[];
  /** Origins exempt from the SSRF guard (tests' local receivers). */
  trustedOrigins?: string[];
}

export interface LocalAlertSender extends AlertSender {
  /** Resolves when no delivery is running or waiting for a retry. */
  settled(): Promise<void>;
}

export function createAlertSender(o: AlertSenderOptions): LocalAlertSender {
  const now = o.now ?? Date.now;
  const deliveries = new Deliveries(o.retryDelaysMs ?? backoff(o.config.ALERT_RETRY_BASE_MS), o.log);
  const pacer: Pacer = o.redis ? redisPacer(o.redis, o.config.REDIS_PREFIX) : memoryPacer();
  const policy: PostPolicy = {
    allowPrivate: o.config.ALLOW_PRIVATE_TARGETS,
    ...(o.trustedOrigins ? { trustedOrigins: o.trustedOrigins } : {}),
  };
  return {
    async send(alert: MonitorAlert, to: AlertDestination, key: string): Promise<void> {
      const what = { monitorId: alert.monitor.id, runId: alert.run.id, type: alert.type };
      try {
        await sendAll(alert, to, key, what);
      } catch (err) {
        // A store that cannot answer (the address check) must not fail the run.
        o.log.warn({ ...what, err }, 'alert not sent');
      }
    },
    settled: () => deliveries.settled(),
    async close(): Promise<void> {
      await deliveries.close();
    },
  };

  async function sendAll(
    alert: MonitorAlert,
    to: AlertDestination,
    key: string,
    what: object,
  ): Promise<void> {
    const message = alertMessage(alert);
    const first: Promise<void>[] = [];
    if (to.email !== null) {
      const email = to.email;
      if (o.mailer === null) o.log.warn({ ...what, channel: 'email' }, EMAIL_UNAVAILABLE_REASON);
      else if (!(await mayReceive(o.addresses, alert.monitor.owner, email)))
        o.log.warn({ ...what, channel: 'email' }, 'alert not e-mailed: the address is not confirmed');
      else {
        const mailer = o.mailer;
        first.push(
          deliveries.start({ ...what, channel: 'email' }, () => mailer.send({ to: email, ...message.mail })),
        );
      }
    }
    if (to.slack !== null) {
      const url = to.slack;
      const body = JSON.stringify(message.slack);
      first.push(
        deliveries.start({ ...what, channel: 'slack', host: hostOf(url) }, async () => {
          await sleep(await pacer.reserve(url));
          return postOnce(url, body, {}, policy, (s) => s >= 500 || s === 429);
        }),
      );
    }
    if (to.webhook !== null) {
      const { url, secret } = to.webhook;
      const body = JSON.stringify(message.webhook);
      first.push(
        deliveries.start({ ...what, channel: 'webhook', host: hostOf(url) }, () =>
          postOnce(url, body, webhookHeaders(secret, key, now(), body), policy, (s) => s >= 500),
        ),
      );
    }
    await Promise.all(first);
  }
}

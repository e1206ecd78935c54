/**
 * What every alert channel is (as webhint's formatters share one interface): an id, the schema of its
 * target on a monitor, the alert rendered in its form and language, and one try of a delivery. The
 * sender and the delivery runner only go through the list in ./index.ts; adding a channel is one module
 * and one line there.
 */
import type { Lang } from '@rankscope/engine';
import type { z } from 'zod';
import type { AlertDestination, MonitorAlert } from '../../monitors/types.js';
import type { AddressStore } from '../addresses.js';
import { hostOf, type PostPolicy } from '../http-post.js';
import type { Mail, Mailer } from '../mailer.js';
import type { DeliveryLog, TryOutcome } from '../outcome.js';
import type { Pacer } from '../pacer.js';

/** What the logs say about a delivery (never a URL's path, a secret or the message). */
export interface DeliveryFacts {
  monitorId: string;
  runId: string;
  type: string;
  channel: 'email' | 'slack' | 'webhook';
  host?: string;
}

/** One delivery of one alert to one channel, as plain data (it may wait in Redis or the outbox between tries). */
export type DeliveryJob =
  | { what: DeliveryFacts; key: string; channel: 'email'; mail: Mail }
  | { what: DeliveryFacts; key: string; channel: 'slack'; url: string; body: string }
  | { what: DeliveryFacts; key: string; channel: 'webhook'; url: string; secret: string; body: string };

export type ChannelId = DeliveryJob['channel'];
export type JobOf<Id extends ChannelId> = Extract<DeliveryJob, { channel: Id }>;

/** What one try of a delivery needs. */
export interface AttemptDeps {
  mailer: Mailer | null;
  pacer: Pacer;
  policy: PostPolicy;
  /** The clock of `webhook-timestamp`. */
  now: () => number;
}

/** What turning an alert into a channel's delivery needs (the e-mail channel checks its address). */
export interface DeliveryContext {
  mailer: Mailer | null;
  addresses: Pick<AddressStore, 'isAlertAddressConfirmed'>;
  log: DeliveryLog;
}

/** Whether a target may be on a private address (ALLOW_PRIVATE_TARGETS: plain http too). */
export interface TargetPolicy {
  allowPrivate: boolean;
}

export interface AlertChannel<Id extends ChannelId = ChannelId, Rendered = unknown> {
  id: Id;
  /**
   * A monitor's target for this channel as a request gives it (a non-empty string) → the value to store;
   * its issues are the API's INVALID_ALERT_TARGET messages. Parse with safeParseAsync (DNS is asked).
   */
  targetSchema(policy: TargetPolicy): z.ZodType<string, string>;
  /** The alert in this channel's form, in `lang`. */
  render(alert: MonitorAlert, lang: Lang): Rendered;
  /** The delivery of `alert` to this channel of `to`, or null: none set, or not allowed (said in the log). */
  delivery(
    alert: MonitorAlert,
    to: AlertDestination,
    key: string,
    ctx: DeliveryContext,
  ): Promise<JobOf<Id> | null>;
  /** One try of a delivery. */
  send(job: JobOf<Id>, deps: AttemptDeps): Promise<TryOutcome>;
}

/** The log's facts of a delivery: the host of a URL target only. */
export function deliveryFacts(alert: MonitorAlert, channel: ChannelId, url?: string): DeliveryFacts {
  return {
    monitorId: alert.monitor.id,
    runId: alert.run.id,
    type: alert.type,
    channel,
    ...(url ? { host: hostOf(url) } : {}),
  };
}

/** The alert as its monitor would say it in `lang`. */
export function inLang(alert: MonitorAlert, lang: Lang): MonitorAlert {
  return alert.monitor.lang === lang ? alert : { ...alert, monitor: { ...alert.monitor, lang } };
}

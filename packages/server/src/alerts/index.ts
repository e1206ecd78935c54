/**
 * The alert channels of monitoring (issue 24), built once per process from the configuration: the
 * sender runs hand their alerts to, and the address confirmations (routes/alert-addresses.ts).
 */
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { MonitorStore } from '../monitors/types.js';
import type { Store } from '../store/types.js';
import { createAlertAddresses, type AddressStore, type AlertAddresses } from './addresses.js';
import { createMailer } from './mailer.js';
import type { DeliveryLog } from './outcome.js';
import { createAlertSender, type LocalAlertSender } from './sender.js';

export { createAlertSender, EMAIL_UNAVAILABLE_REASON, type LocalAlertSender } from './sender.js';
export {
  CONFIRM_PAGE,
  createAlertAddresses,
  normalizeAlertAddress,
  type AlertAddresses,
  type AddressState,
} from './addresses.js';
export { createMailer, type Mailer } from './mailer.js';
export { alertMessage } from './message.js';
export { CHANNELS, type AlertChannel, type TargetPolicy } from './channels/index.js';

export interface Alerts {
  sender: LocalAlertSender;
  addresses: AlertAddresses;
  /** Whether e-mail can be sent (SMTP_URL and ALERT_FROM set). */
  email: boolean;
  close(): Promise<void>;
}

export interface AlertsOptions {
  config: Pick<
    Config,
    'smtp' | 'ALLOW_PRIVATE_TARGETS' | 'ALERT_RETRY_BASE_MS' | 'REDIS_PREFIX' | 'REDIS_URL' | 'PUBLIC_URL'
  >;
  store: AddressStore | MonitorStore | (MonitorStore & Pick<Store, 'deliveryOutbox'>);
  log: DeliveryLog;
  now: () => number;
  /** With REDIS_URL: the shared command connection (Slack's pace, confirmation limits). */
  redis?: Redis;
  /**
   * With REDIS_URL, deliveries are BullMQ jobs on it (default), retried by any process that runs monitors
   * there (a restart loses none). False in API processes, which run no monitors (confirmation mails only).
   */
  queue?: boolean;
  retryDelaysMs?: number[];
  trustedOrigins?: string[];
}

export function createAlerts(o: AlertsOptions): Alerts {
  const mailer = o.config.smtp ? createMailer(o.config.smtp) : null;
  const sender = createAlertSender({
    config: o.config,
    mailer,
    addresses: o.store,
    log: o.log,
    ...(o.redis ? { redis: o.redis } : {}),
    ...(o.config.REDIS_URL && o.queue !== false ? { queue: { url: o.config.REDIS_URL } } : {}),
    ...(o.retryDelaysMs ? { retryDelaysMs: o.retryDelaysMs } : {}),
    ...(o.trustedOrigins ? { trustedOrigins: o.trustedOrigins } : {}),
    ...('deliveryOutbox' in o.store && o.store.deliveryOutbox ? { outbox: o.store.deliveryOutbox } : {}),
  });
  const addresses = createAlertAddresses({
    store: o.store,
    mailer,
    publicUrl: o.config.PUBLIC_URL ?? null,
    now: o.now,
    log: o.log,
    prefix: o.config.REDIS_PREFIX,
    ...(o.redis ? { redis: o.redis } : {}),
  });
  return {
    sender,
    addresses,
    email: mailer !== null,
    close: async () => {
      await sender.close();
      mailer?.close();
    },
  };
}

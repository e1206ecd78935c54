/**
 * Standard Webhooks signatures (standardwebhooks.com): `webhook-signature: v1,<base64 HMAC-SHA256 of
 * "id.timestamp.body">`, keyed with the bytes of the base64 part of the monitor's `whsec_…` secret.
 */
import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new monitor's secret: 24 random bytes (the spec asks for 24 to 64). */
export function newWebhookSecret(): string {
  return PREFIX + randomBytes(24).toString('base64');
}

export function isWebhookSecret(secret: string): boolean {
  return secret.startsWith(PREFIX) && Buffer.from(secret.slice(PREFIX.length), 'base64').length >= 24;
}

export function signWebhook(secret: string, id: string, timestampS: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestampS}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three headers of one try (a retry signs again with its own timestamp, under the same id). */
export function webhookHeaders(
  secret: string,
  id: string,
  nowMs: number,
  body: string,
): Record<string, string> {
  const timestamp = Math.floor(nowMs / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, id, timestamp, body),
  };
}

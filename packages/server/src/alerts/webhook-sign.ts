/**
 * Standard Webhooks signatures (standardwebhooks.com): `webhook-signature: v1,<base64 HMAC-SHA256 of
 * "id.timestamp.body">`, keyed with the bytes of the base64 part of the monitor's `whsec_…` secret.
 */
import { createHmac } from 'node:crypto';

const PREFIX = 'whsec_';

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

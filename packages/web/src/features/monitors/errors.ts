/**
 * The server's 422 codes for a monitor (issue 24 API) as the form field each belongs to and its
 * translated message (`monitors` namespace, `errors.<code>`). Anything else is said at the form's top.
 */
import { ApiError } from '@/lib/api-client';

export type Field = 'url' | 'schedule' | 'timezone' | 'crawl' | 'scoreDrop' | 'email' | 'slack' | 'webhook';

export const FIELD_OF_CODE: Readonly<Record<string, Field | 'form'>> = {
  INVALID_URL: 'url',
  BLOCKED_TARGET: 'url',
  INVALID_SCHEDULE: 'schedule',
  INTERVAL_TOO_SHORT: 'schedule',
  INVALID_TIMEZONE: 'timezone',
  INVALID_CRAWL: 'crawl',
  INVALID_SCORE_DROP: 'scoreDrop',
  INVALID_ALERT_EMAIL: 'email',
  BLOCKED_ALERT_TARGET: 'webhook',
  INVALID_SLACK_URL: 'slack',
  BLOCKED_SLACK_URL: 'slack',
  INVALID_WEBHOOK_URL: 'webhook',
  BLOCKED_WEBHOOK_URL: 'webhook',
  MONITOR_LIMIT: 'form',
  NO_ALERT_CHANNEL: 'form',
};

export interface FormError {
  field: Field | 'form';
  /** An i18n key of the `monitors` namespace, or the server's own text. */
  message: { key: string } | { text: string };
}

/** How a failed save is shown: a known code on its field, else the reason at the form's top. */
export function formError(err: unknown): FormError {
  if (err instanceof ApiError && err.code && err.code in FIELD_OF_CODE) {
    return { field: FIELD_OF_CODE[err.code] ?? 'form', message: { key: `errors.${err.code}` } };
  }
  if (err instanceof ApiError && err.status === 401)
    return { field: 'form', message: { key: 'errors.signIn' } };
  if (err instanceof ApiError && err.kind === 'http' && err.serverError) {
    return { field: 'form', message: { text: err.serverError } };
  }
  return { field: 'form', message: { key: 'errors.unexpected' } };
}

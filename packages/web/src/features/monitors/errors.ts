/**
 * The server's 422 codes for a monitor (routes/monitors.ts, monitors/validate.ts) as the form field each
 * belongs to and its translated message (`monitors` namespace, `errors.<code>`). Anything else is said at
 * the form's top, in the server's words.
 */
import { ApiError } from '@/lib/api-client';
import type { MonitorInput } from './api';

export type Field = 'url' | 'schedule' | 'timezone' | 'crawl' | 'scoreDrop' | 'email' | 'slack' | 'webhook';

export const FIELD_OF_CODE: Readonly<Record<string, Field | 'form'>> = {
  INVALID_URL: 'url',
  UNSUPPORTED_SCHEME: 'url',
  BLOCKED_TARGET: 'url',
  INVALID_SCHEDULE: 'schedule',
  SCHEDULE_TOO_FREQUENT: 'schedule',
  INVALID_TIMEZONE: 'timezone',
  TOO_MANY_MONITORS: 'form',
  MONITORING_UNAVAILABLE: 'form',
};

export interface FormError {
  field: Field | 'form';
  /** An i18n key of the `monitors` namespace, or the server's own text. */
  message: { key: string } | { text: string };
}

/** One plain address, as the server accepts it. */
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/;

function hookLooksValid(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * INVALID_ALERT_TARGET names no channel: the server checks e-mail, then Slack, then the webhook, and
 * stops at the first refused. The first one sent that is malformed is it; when none is malformed (a
 * private address), the only hook sent is. Null when the request cannot tell.
 */
function refusedTarget(input: MonitorInput | undefined): 'email' | 'slack' | 'webhook' | null {
  if (!input) return null;
  const sent = (['email', 'slack', 'webhook'] as const).filter((k) => {
    const v = input.alerts[k];
    return typeof v === 'string' && v.trim() !== '';
  });
  const malformed = sent.find((k) => {
    const v = (input.alerts[k] ?? '').trim();
    return k === 'email' ? !EMAIL.test(v) : !hookLooksValid(v);
  });
  if (malformed) return malformed;
  const hooks = sent.filter((k) => k !== 'email');
  return hooks.length === 1 ? (hooks[0] ?? null) : null;
}

/** How a failed save is shown: a known code on its field, else the reason at the form's top. */
export function formError(err: unknown, input?: MonitorInput): FormError {
  if (err instanceof ApiError && err.code === 'INVALID_ALERT_TARGET') {
    const field = refusedTarget(input);
    if (field) return { field, message: { key: `errors.INVALID_ALERT_TARGET.${field}` } };
  }
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

/**
 * An alert address other than the account's own needs its owner's confirmation: the monitor's save mails
 * it a link and answers the outcome, shown with the saved monitor; "send again" asks for another
 * (POST /api/alert-addresses).
 */
import { ApiError } from '@/lib/api-client';
import { monitorsApi, type AddressStatus, type Created, type Lang } from './api';

export type AddressOutcome = AddressStatus | { email: string; failure: { key: string } | { text: string } };

const KNOWN = new Set([
  'INVALID_ALERT_ADDRESS',
  'EMAIL_UNAVAILABLE',
  'CONFIRMATIONS_LIMITED',
  'CONFIRMATION_NOT_SENT',
]);

export async function requestAddress(email: string, lang: Lang): Promise<AddressOutcome> {
  try {
    return await monitorsApi.requestAddress(email, lang);
  } catch (err) {
    if (err instanceof ApiError && err.code && KNOWN.has(err.code)) {
      return { email, failure: { key: `address.errors.${err.code}` } };
    }
    const text = err instanceof ApiError ? err.serverError : null;
    return { email, failure: text ? { text } : { key: 'errors.unexpected' } };
  }
}

/** What the save answered about its alert address, as the notice shows it (null: nothing to say). */
export function outcomeOf(saved: Created): AddressOutcome | null {
  const c = saved.emailConfirmation;
  if (!c) return null;
  if (c.status !== 'failed') return { email: c.email, status: c.status };
  if (c.code && KNOWN.has(c.code)) return { email: c.email, failure: { key: `address.errors.${c.code}` } };
  return { email: c.email, failure: c.error ? { text: c.error } : { key: 'errors.unexpected' } };
}

export interface Saved {
  monitor: Created;
  address: AddressOutcome | null;
}

/**
 * Saves; the save itself sends a new address its one confirmation mail (issue 32: a second request here
 * sent a second mail and ate the address's daily limit), and answers what became of it.
 */
export async function saveThenConfirm(save: () => Promise<Created>): Promise<Saved> {
  const monitor = await save();
  return { monitor, address: outcomeOf(monitor) };
}

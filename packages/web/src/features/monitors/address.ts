/**
 * After a save: an alert address other than the account's own needs its owner's confirmation, so the
 * server mails it a link (POST /api/alert-addresses). The outcome is shown with the saved monitor.
 */
import { ApiError } from '@/lib/api-client';
import { monitorsApi, type AddressStatus, type Created, type Lang, type MonitorInput } from './api';

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

/** The address the saved monitor alerts that still needs confirming, if any. */
export function addressToConfirm(saved: Created, input: MonitorInput, ownEmail: string): string | null {
  const email = input.alerts.email?.trim().toLowerCase();
  if (!email || email === ownEmail.toLowerCase() || saved.emailConfirmed) return null;
  return email;
}

export interface Saved {
  monitor: Created;
  address: AddressOutcome | null;
}

/** Saves, then asks for the address's confirmation when it needs one (a failure there keeps the save). */
export async function saveThenConfirm(
  save: () => Promise<Created>,
  input: MonitorInput,
  ownEmail: string,
): Promise<Saved> {
  const monitor = await save();
  const email = addressToConfirm(monitor, input, ownEmail);
  return { monitor, address: email ? await requestAddress(email, input.lang) : null };
}

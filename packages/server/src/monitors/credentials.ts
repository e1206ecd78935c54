/**
 * A monitor's credentials for a page behind a login (issue 32): the same `headers`, `cookies` and
 * `basicAuth` as `POST /api/audit` (one schema, one validation), kept sealed with AES-256-GCM under a key
 * derived from SESSION_SECRET and bound to the monitor's id (a blob copied to another monitor does not
 * open), opened only for the run's audit. Never answered, logged or put in a report: the API shows the
 * names of the headers and cookies and whether Basic auth is set.
 */
import type { AuditCredentials } from '@rankscope/engine';
import { credentialKey, openCredentials, sealCredentials } from '../queue/sealed-credentials.js';

const bindingOf = (monitorId: string): string => `monitor:${monitorId}`;

export function sealMonitorCredentials(
  credentials: AuditCredentials,
  secret: string,
  monitorId: string,
): string {
  return sealCredentials(credentials, credentialKey(secret), bindingOf(monitorId));
}

/** The credentials to audit with; throws SealError when they do not open (another SESSION_SECRET). */
export function openMonitorCredentials(sealed: string, secret: string, monitorId: string): AuditCredentials {
  return openCredentials(sealed, credentialKey(secret), bindingOf(monitorId));
}

/** What the API shows: names only, never a value. */
export function credentialNames(
  sealed: string | null,
  secret: string,
  monitorId: string,
): { headers: string[]; cookies: string[]; basicAuth: boolean } | null {
  if (sealed === null) return null;
  try {
    const c = openMonitorCredentials(sealed, secret, monitorId);
    return {
      headers: (c.headers ?? []).map((h) => h.name),
      cookies: (c.cookies ?? []).map((h) => h.name),
      basicAuth: c.basicAuth !== undefined,
    };
  } catch {
    return { headers: [], cookies: [], basicAuth: false };
  }
}

/**
 * Checking what a monitor points at before it is saved: the watched URL (the audit's own rules: a valid
 * http(s) URL on a public address) and its alert targets (Slack and webhook URLs on public addresses, a
 * plausible e-mail address). The fetchers check again when they connect (DNS may change); this answers
 * the user at once with the API's 422 codes.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { AuditError, isAuditError, isBlockedAddress, normalizeAuditUrl } from '@rankscope/engine';

/** How long the check waits for DNS before accepting the name (the run reports a lookup that fails). */
const LOOKUP_TIMEOUT_MS = 3000;

const bare = (hostname: string): string =>
  hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;

/** The host's addresses; empty when it cannot be resolved now. */
async function addressesOf(hostname: string): Promise<string[]> {
  if (isIP(hostname) !== 0) return [hostname];
  let timer: NodeJS.Timeout | undefined;
  try {
    const answers = await Promise.race([
      lookup(hostname, { all: true, verbatim: true }),
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('DNS timeout')), LOOKUP_TIMEOUT_MS);
      }),
    ]);
    return answers.map((a) => a.address);
  } catch {
    return [];
  } finally {
    clearTimeout(timer);
  }
}

/** True when any address of the URL's host is private, loopback or otherwise internal. */
async function isInternal(url: URL): Promise<boolean> {
  const host = bare(url.hostname).toLowerCase().replace(/\.$/, '');
  // Loopback by definition (RFC 6761), whatever the resolver says or how long it takes.
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return (await addressesOf(bare(url.hostname))).some(isBlockedAddress);
}

export type TargetCheck = { ok: true; url: string } | { ok: false; code: string; message: string };

/**
 * The watched URL, normalised like an audit's; refused with the audit's own codes (INVALID_URL,
 * UNSUPPORTED_SCHEME, BLOCKED_TARGET). A name that does not resolve now is accepted: its runs say so.
 */
export async function checkWatchedUrl(input: string, allowPrivate: boolean): Promise<TargetCheck> {
  let url: string;
  try {
    url = normalizeAuditUrl(input);
  } catch (err) {
    if (isAuditError(err)) return { ok: false, code: err.code, message: err.message };
    throw err;
  }
  if (!allowPrivate && (await isInternal(new URL(url)))) {
    const err = new AuditError(
      'BLOCKED_TARGET',
      `${new URL(url).hostname} is a private or internal address. Monitoring private, loopback or other internal addresses is not allowed.`,
    );
    return { ok: false, code: err.code, message: err.message };
  }
  return { ok: true, url };
}

const invalidTarget = (message: string): TargetCheck => ({
  ok: false,
  code: 'INVALID_ALERT_TARGET',
  message,
});

/** A Slack incoming-webhook or generic webhook URL: http(s), no credentials, not internal. */
export async function checkHookUrl(
  input: string,
  channel: 'slack' | 'webhook',
  allowPrivate: boolean,
): Promise<TargetCheck> {
  const name = channel === 'slack' ? 'The Slack webhook URL' : 'The webhook URL';
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return invalidTarget(`${name} is not a valid URL.`);
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    return invalidTarget(`${name} must start with https://.`);
  if (url.username !== '' || url.password !== '')
    return invalidTarget(`${name} must not contain a user name or password.`);
  if (input.length > 2000) return invalidTarget(`${name} is too long.`);
  if (!allowPrivate && (await isInternal(url)))
    return invalidTarget(`${name} points at a private or internal address.`);
  return { ok: true, url: url.href };
}

/** One plain address (no display name, no list), as RFC 5321 allows in practice. */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function checkEmail(input: string): TargetCheck {
  const email = input.trim().toLowerCase();
  if (email.length > 254 || !EMAIL.test(email))
    return invalidTarget('The alert e-mail address is not valid.');
  return { ok: true, url: email };
}

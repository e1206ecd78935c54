/**
 * Checking what a monitor points at before it is saved: the watched URL (the audit's own rules: a valid
 * http(s) URL on a public address); its alert targets are checked by their channels' schemas
 * (../alerts/channels/), with isInternal below. The fetchers check again when they connect (DNS may
 * change); this answers the user at once with the API's 422 codes.
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
export async function isInternal(url: URL): Promise<boolean> {
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

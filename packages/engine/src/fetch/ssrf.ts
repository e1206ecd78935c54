/**
 * SSRF guard: decide whether an IP address may be contacted, and resolve a host to the exact list of
 * addresses the connection is then pinned to (see agent.ts), so a second DNS answer cannot swap in
 * a private address between the check and the connect (DNS rebinding).
 */
import { isIP } from 'node:net';
import { lookup as dnsLookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { AuditError } from '../errors.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** Human wording of ipaddr.js range names, used in the BLOCKED_TARGET message. */
const RANGE_WORDING: Record<string, string> = {
  unspecified: 'an unspecified (0.0.0.0 / ::)',
  broadcast: 'a broadcast',
  multicast: 'a multicast',
  linkLocal: 'a link-local (incl. cloud metadata)',
  loopback: 'a loopback',
  carrierGradeNat: 'a carrier-grade NAT (100.64.0.0/10)',
  private: 'a private',
  reserved: 'a reserved',
  uniqueLocal: 'a unique-local (private IPv6)',
  ipv4Compatible: 'a deprecated IPv4-compatible IPv6',
  rfc6145: 'an IPv4-translated IPv6',
  rfc6052: 'a NAT64',
  '6to4': 'a 6to4',
  teredo: 'a Teredo',
  invalid: 'an unparsable',
};

/**
 * The ipaddr.js range of an address, with the embedded IPv4 address classified for IPv4-mapped
 * IPv6 (::ffff:127.0.0.1 reaches 127.0.0.1), and IPv6 outside global unicast 2000::/3 reported as
 * reserved (ipaddr.js calls anything it has no name for 'unicast').
 */
export function addressRange(ip: string): string {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(bare);
  } catch {
    return 'invalid';
  }
  if (parsed.kind() === 'ipv4') return parsed.range();
  const v6 = parsed as ipaddr.IPv6;
  const parts = v6.parts;
  const firstFiveZero = parts.slice(0, 5).every((p) => p === 0);
  if (firstFiveZero && parts[5] === 0xffff) return v6.toIPv4Address().range();
  // ::/96 (IPv4-compatible, deprecated) — ipaddr.js mislabels some of it as mapped, the rest as unicast.
  if (firstFiveZero && parts[5] === 0) {
    if (parts[6] === 0 && (parts[7] === 0 || parts[7] === 1))
      return parts[7] === 0 ? 'unspecified' : 'loopback';
    return 'ipv4Compatible';
  }
  const range = v6.range();
  if (range === 'unicast' && ((parts[0] ?? 0) & 0xe000) !== 0x2000) return 'reserved';
  return range;
}

/** True unless the address is plain public unicast. Unparsable input is blocked (fail closed). */
export function isBlockedAddress(ip: string): boolean {
  return addressRange(ip) !== 'unicast';
}

/** Why an address is blocked, as a phrase ('a loopback'), or null when it is allowed. */
export function blockedReason(ip: string): string | null {
  const range = addressRange(ip);
  if (range === 'unicast') return null;
  return RANGE_WORDING[range] ?? `a special-purpose (${range})`;
}

/** URL hostnames keep IPv6 literals in brackets; sockets and DNS want them bare. */
export function bareHostname(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

export const defaultResolve: Resolver = async (hostname) => {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NONAME', 'ENODATA', 'ESERVFAIL']);

function dnsFailure(hostname: string, url: string, cause?: unknown): AuditError {
  return new AuditError('DNS_FAILURE', `The domain ${hostname} could not be found (DNS).`, { url, cause });
}

export function isDnsErrorCode(code: unknown): boolean {
  return typeof code === 'string' && DNS_CODES.has(code);
}

function blocked(hostname: string, address: string, reason: string, url: string): AuditError {
  const where = hostname === address ? `${hostname} is` : `${hostname} resolves to ${address}, which is`;
  return new AuditError(
    'BLOCKED_TARGET',
    `${where} ${reason} address. Auditing private, loopback or other internal addresses is not allowed.`,
    { url },
  );
}

export interface HostCheck {
  /** Bare hostname as the connector will see it. */
  hostname: string;
  /** Addresses the connection may use; empty for literal IPs (the socket connects to the literal). */
  addresses: ResolvedAddress[];
}

/**
 * Resolve the URL's host and, when `guard` is on, refuse it unless every address is public.
 * Resolution happens even with the guard off so the connection is always pinned to what we saw.
 */
export async function checkHost(
  url: URL,
  guard: boolean,
  resolve: Resolver,
  signal: AbortSignal,
): Promise<HostCheck> {
  const hostname = bareHostname(url.hostname);
  if (isIP(hostname) !== 0) {
    const reason = guard ? blockedReason(hostname) : null;
    if (reason !== null) throw blocked(hostname, hostname, reason, url.href);
    return { hostname, addresses: [] };
  }
  let answers: ResolvedAddress[];
  try {
    answers = await abortable(resolve(hostname), signal);
  } catch (err) {
    if (signal.aborted) throw err;
    if (isDnsErrorCode((err as { code?: unknown } | null)?.code)) throw dnsFailure(hostname, url.href, err);
    throw new AuditError('DNS_FAILURE', `The domain ${hostname} could not be resolved (DNS).`, {
      url: url.href,
      cause: err,
    });
  }
  // The socket family comes from the address itself, never from what a custom resolver claims.
  const addresses = answers.map(({ address }) => ({ address, family: isIP(address) === 6 ? 6 : 4 }) as const);
  if (addresses.length === 0) throw dnsFailure(hostname, url.href);
  const bogus = addresses.find(({ address }) => isIP(address) === 0);
  if (bogus !== undefined) {
    throw new AuditError(
      'DNS_FAILURE',
      `The domain ${hostname} resolved to an invalid address "${bogus.address}".`,
      {
        url: url.href,
      },
    );
  }
  if (guard) {
    for (const { address } of addresses) {
      const reason = blockedReason(address);
      if (reason !== null) throw blocked(hostname, address, reason, url.href);
    }
  }
  return { hostname, addresses };
}

/** A custom resolver cannot be cancelled, so race it against the fetch's abort signal. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

/**
 * A resolver that asks once per host name and shares the answer (or the failure) for the life of one
 * audit: a page with 60 links to one site costs one DNS lookup, not 60 concurrent ones.
 */
export function cachingResolver(resolve: Resolver = defaultResolve): Resolver {
  const answers = new Map<string, Promise<ResolvedAddress[]>>();
  return (hostname) => {
    const key = hostname.toLowerCase();
    let answer = answers.get(key);
    if (!answer) {
      answer = resolve(hostname);
      answers.set(key, answer);
      // A failure is shared with those already waiting but not kept: a retry may succeed.
      answer.catch(() => answers.delete(key));
    }
    return answer;
  };
}

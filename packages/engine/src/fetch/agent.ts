/**
 * The undici dispatcher of one fetchPage call. Its connector never does its own DNS resolution:
 * hostnames connect only to the addresses checkHost() returned (pinned), so what was checked is
 * exactly what is contacted. It also notes the negotiated protocol per origin (h2 or http/1.1).
 */
import type { LookupAddress, LookupOneOptions, LookupAllOptions } from 'node:dns';
import { isIP, type Socket } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { AuditError } from '../errors.js';
import { bareHostname, type HostCheck, type ResolvedAddress } from './ssrf.js';

export interface AgentTimeouts {
  connectTimeoutMs: number;
  firstByteTimeoutMs: number;
  bodyTimeoutMs: number;
}

export interface PinnedAgent {
  agent: Agent;
  /** Allow connections to a host, to exactly these addresses (replaces earlier pins). */
  pin(check: HostCheck): void;
  /** '2' when the connection to this origin negotiated h2, else '1.1'. */
  httpVersion(origin: string): string;
  close(): void;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

function pinnedLookup(pins: Map<string, ResolvedAddress[]>) {
  return (hostname: string, options: LookupOneOptions | LookupAllOptions, callback: LookupCallback): void => {
    const addresses = pins.get(hostname);
    if (addresses === undefined || addresses.length === 0) {
      const err: NodeJS.ErrnoException = new Error(`No checked address for ${hostname}`);
      err.code = 'ENOTFOUND';
      callback(err, '');
      return;
    }
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    const usable = family === 4 || family === 6 ? addresses.filter((a) => a.family === family) : addresses;
    // Node asks for all addresses when happy-eyeballs (autoSelectFamily) is on, else for one.
    if (options.all === true) {
      callback(null, usable);
      return;
    }
    const first = usable[0];
    if (first === undefined)
      callback(Object.assign(new Error(`No IPv${family} address`), { code: 'ENOTFOUND' }), '');
    else callback(null, first.address, first.family);
  };
}

function alpnOf(socket: Socket): string | null {
  const alpn: unknown = (socket as Socket & { alpnProtocol?: unknown }).alpnProtocol;
  return typeof alpn === 'string' ? alpn : null;
}

/** `ca`: extra trusted certificate authorities (PEM), e.g. a company CA or a test CA. */
export function createPinnedAgent(
  timeouts: AgentTimeouts,
  allowH2: boolean,
  ca?: string | Buffer,
): PinnedAgent {
  const pins = new Map<string, ResolvedAddress[]>();
  const protocols = new Map<string, string>();
  const base = buildConnector({
    timeout: timeouts.connectTimeoutMs,
    lookup: pinnedLookup(pins),
    autoSelectFamily: true,
    allowH2,
    ...(ca !== undefined ? { ca } : {}),
  });
  const connect: buildConnector.connector = (opts, callback) => {
    const host = bareHostname(opts.hostname);
    // Defence in depth: a host that did not go through checkHost() is never contacted.
    if (isIP(host) === 0 && !pins.has(host)) {
      callback(new AuditError('BLOCKED_TARGET', `Refusing to connect to unchecked host ${host}.`), null);
      return;
    }
    base(opts, (err, socket) => {
      if (err !== null) {
        callback(err, null);
        return;
      }
      protocols.set(`${opts.protocol}//${opts.host ?? opts.hostname}`, alpnOf(socket) ?? 'http/1.1');
      callback(null, socket);
    });
  };
  const agent = new Agent({
    connect,
    allowH2,
    headersTimeout: timeouts.firstByteTimeoutMs,
    bodyTimeout: timeouts.bodyTimeoutMs,
  });
  return {
    agent,
    pin: (check) => {
      if (check.addresses.length > 0) pins.set(check.hostname, check.addresses);
    },
    httpVersion: (origin) => (protocols.get(origin) === 'h2' ? '2' : '1.1'),
    close: () => {
      // Sockets may still be mid-body after an error: destroy rather than wait for them.
      agent.destroy().catch(() => undefined);
    },
  };
}

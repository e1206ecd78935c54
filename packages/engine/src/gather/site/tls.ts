/**
 * Site-level facts: the TLS endpoint of the audited page (only when its final URL is https). Four
 * handshakes, run at once against one address the SSRF policy allowed: a normal one (TLS 1.2–1.3, ALPN,
 * the certificate), then exact-version attempts at TLS 1.3, 1.1 and 1.0 to learn what the server still
 * accepts. No HTTP request is sent. Every failure is recorded as a code, never thrown.
 */
import type { PeerCertificate } from 'node:tls';
import { isAuditError } from '../../errors.js';
import { bareHostname, checkHost, defaultResolve } from '../../fetch/ssrf.js';
import type { SiteContext } from './context.js';
import {
  handshake,
  type HandshakeRequest,
  type HandshakeResult,
  type HandshakeSuccess,
  type TlsVersion,
} from './tls-handshake.js';

export interface CertificateFacts {
  /** Subject common name, or null when the certificate has none (SAN-only certificates). */
  commonName: string | null;
  /** Subject distinguished name, e.g. "CN=example.com, O=Example Ltd". */
  subject: string;
  /** Issuer distinguished name, e.g. "CN=R11, O=Let's Encrypt, C=US". */
  issuer: string;
  /** Subject equals issuer: nobody but the server vouches for it. */
  selfSigned: boolean;
  /** Subject alternative names as served ("DNS:example.com", "IP Address:192.0.2.1"), at most 100. */
  subjectAltNames: string[];
  /** Number of SAN entries before the cap. */
  subjectAltNameCount: number;
  /** notBefore / notAfter as ISO dates (null when unparsable). */
  validFrom: string | null;
  validTo: string | null;
  /** Whole days from the audit's clock (page.fetch.fetchedAt) to notAfter; negative once expired. */
  daysLeft: number | null;
  /** notBefore lies after the audit's clock. */
  notYetValid: boolean;
  serialNumber: string | null;
  fingerprint256: string | null;
}

/** One exact-version handshake attempt. */
export interface VersionProbe {
  /** true: completed at this version; false: the server refused it; null: unknown (timeout, network, skipped). */
  accepted: boolean | null;
  /** Error code of a failed attempt (ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION, ECONNRESET, TIMEOUT…). */
  error: string | null;
}

export interface TlsFacts {
  /** Host name (SNI) and port of the final URL. */
  host: string;
  port: number;
  /** The IP address the handshakes connected to; null when the host was not resolved or was refused. */
  address: string | null;
  /** Why the normal handshake did not complete (BLOCKED_TARGET, DNS_FAILURE, TIMEOUT, ERR_SSL_…), else null. */
  error: string | null;
  errorMessage: string | null;
  /** Negotiated by a client offering TLS 1.2 and 1.3, as browsers do: 'TLSv1.3', 'TLSv1.2'. */
  protocol: string | null;
  /** ALPN protocol chosen from h2 and http/1.1 (null: none negotiated). */
  alpn: string | null;
  cipher: string | null;
  /** Chain verified against Node's bundled Mozilla roots (hostname not included); null when no handshake. */
  authorized: boolean | null;
  /** OpenSSL verification code when not authorized: CERT_HAS_EXPIRED, DEPTH_ZERO_SELF_SIGNED_CERT… */
  authorizationError: string | null;
  /** The certificate names the host (tls.checkServerIdentity); null when no handshake. */
  hostnameMatch: boolean | null;
  hostnameError: string | null;
  certificate: CertificateFacts | null;
  /** Exact-version attempts; TLS 1.0/1.1 are offered with SECLEVEL=0 ciphers so only the server decides. */
  versions: Record<'TLSv1.3' | 'TLSv1.1' | 'TLSv1', VersionProbe>;
}

export interface TlsGatherOptions {
  /** Per-handshake timeout (default 5 s, never beyond the phase budget). */
  timeoutMs?: number;
  /** Extra trusted roots (private PKI, tests). */
  ca?: string | string[];
}

const DAY_MS = 86_400_000;
const MAX_SANS = 100;
const LEGACY_CIPHERS = 'DEFAULT@SECLEVEL=0';

function dn(name: PeerCertificate['subject'] | undefined): string {
  if (!name) return '';
  return Object.entries(name)
    .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join('+') : String(v)}`)
    .join(', ');
}

function isoOrNull(ms: number): string | null {
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

export function certificateFacts(cert: PeerCertificate, fetchedAt: number): CertificateFacts {
  const cn = cert.subject?.CN as string | string[] | undefined;
  const sans = (cert.subjectaltname ?? '')
    .split(/,\s*/)
    .map((s) => s.trim())
    .filter(Boolean);
  const from = Date.parse(cert.valid_from);
  const to = Date.parse(cert.valid_to);
  const subject = dn(cert.subject);
  const issuer = dn(cert.issuer);
  return {
    commonName: (Array.isArray(cn) ? cn[0] : cn) ?? null,
    subject,
    issuer,
    selfSigned: subject !== '' && subject === issuer,
    subjectAltNames: sans.slice(0, MAX_SANS),
    subjectAltNameCount: sans.length,
    validFrom: isoOrNull(from),
    validTo: isoOrNull(to),
    daysLeft: Number.isFinite(to) ? Math.floor((to - fetchedAt) / DAY_MS) : null,
    notYetValid: Number.isFinite(from) && from > fetchedAt,
    serialNumber: cert.serialNumber || null,
    fingerprint256: cert.fingerprint256 || null,
  };
}

/**
 * Refused means the server answered the attempt with a TLS alert or dropped the connection. A timeout,
 * a refused TCP connection or a version the local OpenSSL cannot offer says nothing about the server.
 */
function versionProbe(result: HandshakeResult, version: TlsVersion): VersionProbe {
  if (result.ok) return { accepted: result.protocol === version, error: null };
  const refused =
    (result.code.startsWith('ERR_SSL_') && result.code !== 'ERR_SSL_NO_PROTOCOLS_AVAILABLE') ||
    result.code === 'ECONNRESET' ||
    result.code === 'EPIPE';
  return { accepted: refused ? false : null, error: result.code };
}

function unreachable(host: string, port: number, code: string, message: string): TlsFacts {
  const unknown: VersionProbe = { accepted: null, error: code };
  return {
    host,
    port,
    address: null,
    error: code,
    errorMessage: message,
    protocol: null,
    alpn: null,
    cipher: null,
    authorized: null,
    authorizationError: null,
    hostnameMatch: null,
    hostnameError: null,
    certificate: null,
    versions: { 'TLSv1.3': unknown, 'TLSv1.1': unknown, TLSv1: unknown },
  };
}

export async function gatherTls(
  ctx: SiteContext,
  options: TlsGatherOptions = {},
): Promise<TlsFacts | undefined> {
  const url = ctx.page.url;
  if (url.protocol !== 'https:') return undefined;
  const host = bareHostname(url.hostname);
  const port = url.port === '' ? 443 : Number(url.port);
  const fo = ctx.fetchOptions;
  const trusted = (fo.trustedOrigins ?? []).some((o) => {
    try {
      return new URL(o).origin === url.origin;
    } catch {
      return false;
    }
  });
  let address: string;
  try {
    // The same policy as every fetch: resolve once, refuse non-public addresses, connect to what was checked.
    const checked = await checkHost(
      url,
      !fo.allowPrivate && !trusted,
      fo.resolve ?? defaultResolve,
      ctx.signal,
    );
    address = checked.addresses[0]?.address ?? host;
  } catch (err) {
    const code = isAuditError(err) ? err.code : ctx.signal.aborted ? 'SKIPPED' : 'DNS_FAILURE';
    return unreachable(host, port, code, err instanceof Error ? err.message : String(err));
  }

  const base = {
    address,
    port,
    hostname: host,
    // The audit's extra trusted roots apply to the TLS inspection too.
    ca: options.ca ?? (ctx.fetchOptions.ca !== undefined ? String(ctx.fetchOptions.ca) : undefined),
    timeoutMs: Math.floor(Math.min(options.timeoutMs ?? 5_000, ctx.remainingMs())),
    signal: ctx.signal,
  };
  const exact = (v: TlsVersion, legacy: boolean): HandshakeRequest => ({
    ...base,
    minVersion: v,
    maxVersion: v,
    ...(legacy ? { ciphers: LEGACY_CIPHERS } : {}),
  });
  const [main, v13, v11, v10] = await Promise.all([
    handshake({ ...base, minVersion: 'TLSv1.2', maxVersion: 'TLSv1.3', alpn: ['h2', 'http/1.1'] }),
    handshake(exact('TLSv1.3', false)),
    handshake(exact('TLSv1.1', true)),
    handshake(exact('TLSv1', true)),
  ]);
  const versions = {
    'TLSv1.3': versionProbe(v13, 'TLSv1.3'),
    'TLSv1.1': versionProbe(v11, 'TLSv1.1'),
    TLSv1: versionProbe(v10, 'TLSv1'),
  };
  const failed = main.ok ? null : main;
  // A server that only speaks TLS 1.0/1.1 still has a certificate worth reporting: take it from that handshake.
  const seen = [main, v11, v10].find((r): r is HandshakeSuccess => r.ok);
  if (!seen) {
    const facts = unreachable(host, port, failed?.code ?? 'TLS_ERROR', failed?.message ?? '');
    return { ...facts, address, versions };
  }
  return {
    host,
    port,
    address,
    error: failed?.code ?? null,
    errorMessage: failed?.message ?? null,
    protocol: main.ok ? main.protocol : null,
    alpn: main.ok ? main.alpn : null,
    cipher: seen.cipher,
    authorized: seen.authorized,
    authorizationError: seen.authorizationError,
    hostnameMatch: seen.certificate ? seen.hostnameError === null : null,
    hostnameError: seen.hostnameError,
    certificate: seen.certificate ? certificateFacts(seen.certificate, ctx.page.fetch.fetchedAt) : null,
    versions,
  };
}

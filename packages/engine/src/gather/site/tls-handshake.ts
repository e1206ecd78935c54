/**
 * One TLS handshake against an address the SSRF policy already allowed, inspected and then dropped: no
 * HTTP request is sent. Certificate errors are not fatal here (`rejectUnauthorized: false`) because the
 * point is to report them; the hostname is verified separately so "untrusted chain" and "wrong host"
 * stay two facts. Never throws and never outlives its timeout or the caller's signal.
 */
import { checkServerIdentity, connect, type PeerCertificate, type TLSSocket } from 'node:tls';
import { isIP } from 'node:net';

export type TlsVersion = 'TLSv1' | 'TLSv1.1' | 'TLSv1.2' | 'TLSv1.3';

export interface HandshakeRequest {
  /** The checked IP address to connect to (or the literal IP of the URL). */
  address: string;
  port: number;
  /** Host name of the URL: sent as SNI and matched against the certificate. */
  hostname: string;
  minVersion: TlsVersion;
  maxVersion: TlsVersion;
  /** OpenSSL cipher list; legacy probes need SECLEVEL=0 or OpenSSL 3 will not even offer TLS 1.0/1.1. */
  ciphers?: string;
  alpn?: string[];
  /** Extra trusted roots (private PKI, tests); the default store is Node's bundled Mozilla roots. */
  ca?: string | string[];
  timeoutMs: number;
  signal: AbortSignal;
}

export interface HandshakeSuccess {
  ok: true;
  protocol: string | null;
  alpn: string | null;
  cipher: string | null;
  /** Chain verified against the trusted roots (hostname not included). */
  authorized: boolean;
  authorizationError: string | null;
  /** Null when the certificate names the host, else the reason (ERR_TLS_CERT_ALTNAME_INVALID…). */
  hostnameError: string | null;
  certificate: PeerCertificate | null;
}

export interface HandshakeFailure {
  ok: false;
  /** Socket / OpenSSL error code (ERR_SSL_…, ECONNRESET, ECONNREFUSED), TIMEOUT or SKIPPED. */
  code: string;
  message: string;
}

export type HandshakeResult = HandshakeSuccess | HandshakeFailure;

function failure(err: unknown): HandshakeFailure {
  const code = (err as { code?: unknown } | null)?.code;
  return {
    ok: false,
    code: typeof code === 'string' ? code : 'TLS_ERROR',
    // OpenSSL messages carry a multi-line source location; the first line is the useful part.
    message: (err instanceof Error ? err.message : String(err)).split('\n')[0]?.trim() ?? '',
  };
}

function inspect(socket: TLSSocket, hostname: string): HandshakeSuccess {
  const cert = socket.getPeerCertificate(false);
  // An empty object means the server sent no certificate (anonymous or PSK suites).
  const certificate = cert && Object.keys(cert).length > 0 ? cert : null;
  const identity = certificate
    ? (checkServerIdentity(hostname, certificate) as (Error & { code?: string }) | undefined)
    : undefined;
  const authError = socket.authorizationError as Error | string | null | undefined;
  const cipher = socket.getCipher();
  return {
    ok: true,
    protocol: socket.getProtocol(),
    alpn: typeof socket.alpnProtocol === 'string' ? socket.alpnProtocol : null,
    cipher: cipher?.standardName ?? cipher?.name ?? null,
    authorized: socket.authorized,
    authorizationError: authError == null ? null : String(authError),
    hostnameError: !certificate ? 'NO_CERTIFICATE' : identity ? (identity.code ?? identity.message) : null,
    certificate,
  };
}

export function handshake(req: HandshakeRequest): Promise<HandshakeResult> {
  if (req.signal.aborted || req.timeoutMs <= 0) {
    return Promise.resolve({
      ok: false,
      code: 'SKIPPED',
      message: 'skipped: the time budget of the site checks ran out',
    });
  }
  return new Promise((resolve) => {
    let socket: TLSSocket | null = null;
    let done = false;
    const finish = (result: () => HandshakeResult): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      req.signal.removeEventListener('abort', onAbort);
      const value = result();
      socket?.destroy();
      resolve(value);
    };
    const onAbort = (): void =>
      finish(() => ({
        ok: false,
        code: 'SKIPPED',
        message: 'stopped: the time budget of the site checks ran out',
      }));
    const timer = setTimeout(
      () =>
        finish(() => ({
          ok: false,
          code: 'TIMEOUT',
          message: `no TLS handshake within ${req.timeoutMs} ms`,
        })),
      req.timeoutMs,
    );
    req.signal.addEventListener('abort', onAbort, { once: true });
    try {
      socket = connect({
        host: req.address,
        port: req.port,
        // RFC 6066 forbids an IP address as SNI (Node warns); an IP URL is matched against IP SANs instead.
        ...(isIP(req.hostname) === 0 ? { servername: req.hostname } : {}),
        minVersion: req.minVersion,
        maxVersion: req.maxVersion,
        ...(req.ciphers ? { ciphers: req.ciphers } : {}),
        ...(req.alpn ? { ALPNProtocols: req.alpn } : {}),
        ...(req.ca ? { ca: req.ca } : {}),
        rejectUnauthorized: false,
        // `authorized` then reflects the chain alone; the hostname is checked in inspect().
        checkServerIdentity: () => undefined,
      });
    } catch (err) {
      // Invalid option combinations (a version the local OpenSSL cannot offer) throw synchronously.
      finish(() => failure(err));
      return;
    }
    const s = socket;
    s.once('secureConnect', () => finish(() => inspect(s, req.hostname)));
    s.once('error', (err) => finish(() => failure(err)));
    s.once('close', () =>
      finish(() => ({
        ok: false,
        code: 'ECONNRESET',
        message: 'the server closed the connection during the handshake',
      })),
    );
  });
}

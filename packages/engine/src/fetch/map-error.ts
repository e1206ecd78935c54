/**
 * Translating network-layer failures (Node socket errors, undici errors, aborts) into AuditErrors
 * with a stable code and a message a site owner understands.
 */
import { AuditError } from '../errors.js';
import { isDnsErrorCode } from './ssrf.js';

export interface ErrorContext {
  /** URL of the request that failed (the current redirect hop). */
  url: string;
  connectTimeoutMs: number;
  firstByteTimeoutMs: number;
  totalTimeoutMs: number;
  /** The total-time signal fired. */
  totalTimedOut: boolean;
  /** The caller's own signal fired, with its reason. */
  cancelled: { reason: unknown } | null;
}

export function formatSeconds(ms: number): string {
  const s = ms / 1000;
  return Number.isInteger(s) ? `${s} s` : `${s.toFixed(1)} s`;
}

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

interface Part {
  code: string | null;
  message: string | null;
}

/** The error, its causes and (for happy-eyeballs AggregateErrors) its parts, flattened. */
function collect(err: unknown, depth = 0): Part[] {
  if (err === null || typeof err !== 'object' || depth > 5) return [];
  const e = err as ErrorLike;
  const own: Part = {
    code: typeof e.code === 'string' ? e.code : null,
    message: typeof e.message === 'string' ? e.message : null,
  };
  const nested = [e.cause, ...(Array.isArray(e.errors) ? (e.errors as unknown[]) : [])];
  return [own, ...nested.flatMap((inner) => collect(inner, depth + 1))];
}

const RESET_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'ECONNABORTED', 'UND_ERR_CLOSED']);
const TLS_CODES = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_GET_CRL',
  'HOSTNAME_MISMATCH',
]);

function isTlsPart({ code, message }: Part): boolean {
  if (code !== null && (TLS_CODES.has(code) || /^(CERT_|ERR_TLS_|ERR_SSL_|SSL_)/.test(code))) return true;
  return message !== null && /\b(SSL|TLS)\b|certificate/i.test(message);
}

/** "self-signed certificate (DEPTH_ZERO_SELF_SIGNED_CERT)": the words and the code to search for. */
function tlsReason(part: Part): string {
  if (part.message === null || part.message === part.code) return part.code ?? 'unknown reason';
  return part.code === null ? part.message : `${part.message} (${part.code})`;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function make(code: AuditError['code'], message: string, ctx: ErrorContext, cause: unknown): AuditError {
  return new AuditError(code, message, { url: ctx.url, cause });
}

function mapTimeout(codes: string[], ctx: ErrorContext, err: unknown): AuditError | null {
  const host = hostOf(ctx.url);
  if (codes.includes('UND_ERR_CONNECT_TIMEOUT') || codes.includes('ETIMEDOUT')) {
    const limit = formatSeconds(ctx.connectTimeoutMs);
    return make('TIMEOUT', `Could not connect to ${host} within ${limit} (connect timeout).`, ctx, err);
  }
  if (codes.includes('UND_ERR_HEADERS_TIMEOUT')) {
    const limit = formatSeconds(ctx.firstByteTimeoutMs);
    return make(
      'TIMEOUT',
      `The server ${host} did not respond within ${limit} (first-byte timeout).`,
      ctx,
      err,
    );
  }
  if (codes.includes('UND_ERR_BODY_TIMEOUT')) {
    const limit = formatSeconds(ctx.totalTimeoutMs);
    return make(
      'TIMEOUT',
      `The page did not finish downloading within ${limit} (total time limit).`,
      ctx,
      err,
    );
  }
  return null;
}

/** Map anything thrown while fetching to an AuditError; AuditErrors pass through unchanged. */
export function toAuditError(err: unknown, ctx: ErrorContext): AuditError {
  if (ctx.cancelled !== null) {
    // A caller's AbortSignal.timeout() is a time budget running out, not a user cancelling.
    if ((ctx.cancelled.reason as { name?: unknown } | null)?.name === 'TimeoutError') {
      return make('TIMEOUT', `The fetch of ${ctx.url} was stopped: the time budget ran out.`, ctx, err);
    }
    return make('FETCH_FAILED', `The fetch of ${ctx.url} was cancelled.`, ctx, err);
  }
  if (ctx.totalTimedOut) {
    const limit = formatSeconds(ctx.totalTimeoutMs);
    return make('TIMEOUT', `The page did not finish loading within ${limit} (total time limit).`, ctx, err);
  }
  if (err instanceof AuditError) return err;
  const parts = collect(err);
  const codes = parts.flatMap((p) => (p.code === null ? [] : [p.code]));
  const messages = parts.flatMap((p) => (p.message === null ? [] : [p.message]));
  const host = hostOf(ctx.url);
  const timeout = mapTimeout(codes, ctx, err);
  if (timeout !== null) return timeout;
  if (codes.some(isDnsErrorCode)) {
    return make('DNS_FAILURE', `The domain ${host} could not be found (DNS).`, ctx, err);
  }
  if (codes.includes('ECONNREFUSED')) {
    return make('CONNECTION_REFUSED', `The server ${host} refused the connection.`, ctx, err);
  }
  const tls = parts.find(isTlsPart);
  if (tls !== undefined) {
    return make('TLS_ERROR', `The secure connection to ${host} failed: ${tlsReason(tls)}.`, ctx, err);
  }
  if (
    codes.some((c) => RESET_CODES.has(c)) ||
    messages.some((m) => /socket hang up|other side closed/i.test(m))
  ) {
    return make('CONNECTION_RESET', `The server ${host} closed the connection unexpectedly.`, ctx, err);
  }
  const detail = messages[0] ?? String(err);
  return make('FETCH_FAILED', `Fetching ${ctx.url} failed: ${detail}`, ctx, err);
}

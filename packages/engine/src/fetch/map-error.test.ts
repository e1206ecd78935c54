import { describe, expect, it } from 'vitest';
import { AuditError } from '../errors.js';
import { toAuditError, type ErrorContext } from './map-error.js';

const ctx: ErrorContext = {
  url: 'https://example.test/page',
  connectTimeoutMs: 10_000,
  firstByteTimeoutMs: 15_000,
  totalTimeoutMs: 30_000,
  totalTimedOut: false,
  cancelled: null,
};

const withCode = (code: string, message = code): Error => Object.assign(new Error(message), { code });

describe('toAuditError', () => {
  it.each([
    [
      withCode('ENOTFOUND', 'getaddrinfo ENOTFOUND example.test'),
      'DNS_FAILURE',
      'The domain example.test could not be found (DNS).',
    ],
    [withCode('EAI_AGAIN'), 'DNS_FAILURE', 'DNS'],
    [withCode('ECONNREFUSED'), 'CONNECTION_REFUSED', 'refused'],
    [withCode('ECONNRESET'), 'CONNECTION_RESET', 'closed the connection'],
    [withCode('UND_ERR_SOCKET', 'other side closed'), 'CONNECTION_RESET', 'closed the connection'],
    [new Error('socket hang up'), 'CONNECTION_RESET', 'closed the connection'],
    [
      withCode('CERT_HAS_EXPIRED', 'certificate has expired'),
      'TLS_ERROR',
      'failed: certificate has expired (CERT_HAS_EXPIRED).',
    ],
    [withCode('UNABLE_TO_VERIFY_LEAF_SIGNATURE'), 'TLS_ERROR', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE'],
    [withCode('DEPTH_ZERO_SELF_SIGNED_CERT'), 'TLS_ERROR', 'DEPTH_ZERO_SELF_SIGNED_CERT'],
    [
      withCode('ERR_TLS_CERT_ALTNAME_INVALID', "Hostname/IP does not match certificate's altnames"),
      'TLS_ERROR',
      'ALTNAME',
    ],
    [withCode('ERR_SSL_WRONG_VERSION_NUMBER'), 'TLS_ERROR', 'WRONG_VERSION'],
    [withCode('UND_ERR_CONNECT_TIMEOUT'), 'TIMEOUT', 'within 10 s (connect timeout)'],
    [withCode('UND_ERR_HEADERS_TIMEOUT'), 'TIMEOUT', 'did not respond within 15 s'],
    [withCode('UND_ERR_BODY_TIMEOUT'), 'TIMEOUT', '30 s'],
    [
      new Error('Client network socket disconnected before secure TLS connection was established'),
      'TLS_ERROR',
      'TLS',
    ],
    [new Error('something odd'), 'FETCH_FAILED', 'something odd'],
  ] as const)('%s → %s', (err, code, text) => {
    const mapped = toAuditError(err, ctx);
    expect(mapped.code).toBe(code);
    expect(mapped.message).toContain(text);
    expect(mapped.url).toBe(ctx.url);
    expect(mapped.cause).toBe(err);
  });

  it('looks into causes and AggregateErrors (happy eyeballs)', () => {
    const wrapped = new Error('fetch failed', { cause: withCode('ECONNREFUSED') });
    expect(toAuditError(wrapped, ctx).code).toBe('CONNECTION_REFUSED');
    const aggregate = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'all failed');
    expect(toAuditError(aggregate, ctx).code).toBe('CONNECTION_REFUSED');
  });

  it('reports the total time limit and cancellation from the signals', () => {
    const abort = new DOMException('aborted', 'AbortError');
    expect(toAuditError(abort, { ...ctx, totalTimedOut: true }).message).toContain(
      'within 30 s (total time limit)',
    );
    const cancelled = toAuditError(abort, { ...ctx, cancelled: { reason: abort } });
    expect(cancelled).toMatchObject({ code: 'FETCH_FAILED', message: expect.stringContaining('cancelled') });
    const budget = new DOMException('timed out', 'TimeoutError');
    expect(toAuditError(budget, { ...ctx, cancelled: { reason: budget } }).code).toBe('TIMEOUT');
  });

  it('passes AuditErrors through', () => {
    const err = new AuditError('NOT_HTML', 'x', { url: 'u' });
    expect(toAuditError(err, ctx)).toBe(err);
  });
});

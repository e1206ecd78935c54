/** Typed audit errors: a stable code for machines (server status mapping, CLI exit codes) and a clear message. */
export const ERROR_CODES = [
  'INVALID_URL',
  'UNSUPPORTED_SCHEME',
  'DNS_FAILURE',
  'BLOCKED_TARGET',
  'CONNECTION_REFUSED',
  'CONNECTION_RESET',
  'TIMEOUT',
  'TOO_MANY_REDIRECTS',
  'TOO_LARGE',
  'NOT_HTML',
  'TLS_ERROR',
  'FETCH_FAILED',
  'DISALLOWED_BY_ROBOTS',
  'ANALYSIS_FAILED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export class AuditError extends Error {
  readonly code: ErrorCode;
  /** The URL being fetched when the error happened, if any. */
  readonly url: string | undefined;

  constructor(code: ErrorCode, message: string, options?: { url?: string; cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AuditError';
    this.code = code;
    this.url = options?.url;
  }
}

export function isAuditError(err: unknown): err is AuditError {
  return err instanceof AuditError;
}

/**
 * An unexpected failure while analysing a fetched page, as the audit's typed error: whatever a page
 * contains must give a report or a clear answer, never an internal error. The cause keeps the details
 * for logs; the message stays plain.
 */
export function analysisFailed(err: unknown, url?: string): AuditError {
  if (isAuditError(err)) return err;
  return new AuditError('ANALYSIS_FAILED', 'The page was fetched, but its content could not be analysed.', {
    cause: err,
    ...(url !== undefined ? { url } : {}),
  });
}

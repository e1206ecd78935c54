/**
 * One mapping from engine error codes to HTTP answers, with the texts of spec.md §8 where it has them.
 * Answers are JSON `{ error, code }`; internals of 5xx errors never reach the client.
 */
import type { ErrorCode } from '@rankscope/engine';

export const TIMEOUT_MESSAGE =
  'Analysis timed out. The website might be slow or too large. Please try again or try a smaller website.';
export const UNAVAILABLE_MESSAGE = 'Server is temporarily unavailable. Please try again in a few moments.';

/** HTTP status for each engine error code. */
export const STATUS_OF: Record<ErrorCode, number> = {
  INVALID_URL: 400,
  UNSUPPORTED_SCHEME: 400,
  BLOCKED_TARGET: 400,
  DNS_FAILURE: 502,
  CONNECTION_REFUSED: 502,
  CONNECTION_RESET: 502,
  TLS_ERROR: 502,
  TOO_MANY_REDIRECTS: 502,
  TOO_LARGE: 502,
  NOT_HTML: 422,
  DISALLOWED_BY_ROBOTS: 422,
  // The page was fetched but could not be analysed: its content's problem, never a server error.
  ANALYSIS_FAILED: 422,
  FETCH_FAILED: 502,
  TIMEOUT: 504,
};

export interface ApiError {
  error: string;
  code: string;
  requiresAuth?: boolean;
}

/** The body for an engine error: its own clear message, except TIMEOUT, which uses the spec's text. */
export function auditErrorBody(code: ErrorCode, message: string): ApiError {
  return { error: code === 'TIMEOUT' ? `${TIMEOUT_MESSAGE} (${message})` : message, code };
}

/** JSON schema of every error answer (routes declare it for their 4xx/5xx responses). */
export const errorJsonSchema = {
  type: 'object',
  required: ['error', 'code'],
  properties: {
    error: { type: 'string' },
    code: { type: 'string' },
    requiresAuth: { type: 'boolean' },
  },
} as const;

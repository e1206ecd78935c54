/**
 * Google ID-token verification (issue 4): the credential from Google's sign-in widget is a JWT that must
 * be signed with RS256 by one of Google's keys (JWKS, fetched and cached by jose), issued by Google,
 * addressed to our GOOGLE_CLIENT_ID, unexpired, and carry a verified email. Anything else is an invalid
 * token; a JWKS that cannot be fetched is an outage, not the user's fault. Tokens are never logged: errors
 * carry only jose's error code as `reason`.
 */
import { cappedFetch, isBodyTooLarge } from '@rankscope/engine';
import { createRemoteJWKSet, customFetch, errors, jwtVerify, type JWTPayload } from 'jose';

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
/** How long one JWKS fetch may take (jose's timeoutDuration). */
export const JWKS_TIMEOUT_MS = 5_000;
/** The largest key set read (Google's is about 1.5 KB): a bigger answer is an outage, not keys. */
export const JWKS_MAX_BYTES = 256 * 1024;
/**
 * The whole verification answers within this, so the browser (which gives up after 15 s, spec.md §9)
 * always gets our answer rather than its own timeout.
 */
export const VERIFY_DEADLINE_MS = 10_000;
/** Seconds of clock skew tolerated on exp/nbf. */
export const CLOCK_TOLERANCE_S = 5;

export const INVALID_TOKEN_MESSAGE = 'Invalid authentication. Please try again.';
export const NOT_CONFIGURED_MESSAGE =
  'Google sign-in is not configured on this server (GOOGLE_CLIENT_ID is not set).';
export const KEYS_UNAVAILABLE_MESSAGE =
  "Google sign-in is temporarily unavailable: Google's signing keys could not be fetched. Please try again in a few moments.";

export type AuthErrorCode = 'INVALID_TOKEN' | 'AUTH_UNAVAILABLE';

export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    message: string,
    /** Why, for logs: a jose error code or a short word. Never the token or its claims. */
    readonly reason: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** Who signed in, as Google vouches for it. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
  /** An https URL of the profile picture, or null. */
  picture: string | null;
}

export type GoogleVerifier = (credential: string) => Promise<GoogleIdentity>;

export interface GoogleVerifierOptions {
  clientId: string;
  jwksUrl: string;
  /** The clock expiry is checked against (the server's injectable clock). */
  now: () => number;
  jwksTimeoutMs?: number;
  deadlineMs?: number;
}

const invalid = (reason: string): AuthError => new AuthError('INVALID_TOKEN', INVALID_TOKEN_MESSAGE, reason);
const unavailable = (reason: string): AuthError =>
  new AuthError('AUTH_UNAVAILABLE', KEYS_UNAVAILABLE_MESSAGE, reason);

/**
 * Sorts a jose failure: problems with Google's key set (unreachable, slow, not 200, not JSON, bad keys)
 * are AUTH_UNAVAILABLE; every problem with the token itself is INVALID_TOKEN.
 */
function classify(err: unknown): AuthError {
  if (err instanceof AuthError) return err;
  if (isBodyTooLarge(err)) return unavailable('jwks_too_large');
  if (
    err instanceof errors.JWKSTimeout ||
    err instanceof errors.JWKSInvalid ||
    err instanceof errors.JWKInvalid
  ) {
    return unavailable(err.code);
  }
  if (err instanceof errors.JOSEError) {
    // The base class is only thrown for a JWKS response that is not 200 or not JSON.
    return err.code === errors.JOSEError.code ? unavailable(err.code) : invalid(err.code);
  }
  // Not jose's: fetch failed (connection refused, DNS…).
  return unavailable(err instanceof Error ? err.name : 'unknown');
}

function identityOf(payload: JWTPayload): GoogleIdentity {
  const {
    sub,
    email,
    email_verified: verified,
    name,
    picture,
  } = payload as JWTPayload & Record<string, unknown>;
  if (verified !== true) throw invalid('email_not_verified');
  if (typeof sub !== 'string' || typeof email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(email)) {
    throw invalid('bad_claims');
  }
  return {
    sub,
    email,
    name: typeof name === 'string' && name.trim() ? name.trim() : email,
    picture: typeof picture === 'string' && picture.startsWith('https://') ? picture : null,
  };
}

/** Rejects with AUTH_UNAVAILABLE when `work` has not settled within `ms`. */
export async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(unavailable('deadline')), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** A verifier with its own cached copy of Google's keys (fetched on first use, refreshed by jose). */
export function createGoogleVerifier(options: GoogleVerifierOptions): GoogleVerifier {
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl), {
    timeoutDuration: options.jwksTimeoutMs ?? JWKS_TIMEOUT_MS,
    [customFetch]: cappedFetch(JWKS_MAX_BYTES),
  });
  const verify = async (credential: string): Promise<GoogleIdentity> => {
    try {
      const { payload } = await jwtVerify(credential, jwks, {
        algorithms: ['RS256'],
        issuer: GOOGLE_ISSUERS,
        audience: options.clientId,
        requiredClaims: ['exp', 'sub', 'email'],
        currentDate: new Date(options.now()),
        clockTolerance: CLOCK_TOLERANCE_S,
      });
      return identityOf(payload);
    } catch (err) {
      throw classify(err);
    }
  };
  return (credential) => withDeadline(verify(credential), options.deadlineMs ?? VERIFY_DEADLINE_MS);
}

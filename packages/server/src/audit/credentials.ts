/**
 * Credentials of `POST /api/audit` for a page behind a login (issue 26): `{ headers, cookies, basicAuth }`,
 * signed-in users only. The schema bounds them (counts, lengths, header and cookie names as HTTP tokens);
 * the engine's validateCredentials() refuses what cannot be sent (Host and hop-by-hop headers, control
 * characters) with a message that names the field, never its value. The values live in this request and
 * its audit only: never logged (app.ts redacts them), stored, or put in a report or the progress stream.
 */
import { CredentialsError, validateCredentials, type AuditCredentials } from '@rankscope/engine';
import type { ApiError } from '../errors.js';

export const CREDENTIAL_LIMITS = {
  headers: 20,
  cookies: 50,
  nameLength: 256,
  headerValueLength: 8192,
  cookieValueLength: 4096,
  usernameLength: 256,
  passwordLength: 1024,
} as const;

const TOKEN = "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$";

const nameValue = (what: string, valueLength: number) =>
  ({
    type: 'object',
    required: ['name', 'value'],
    additionalProperties: false,
    properties: {
      name: { type: 'string', minLength: 1, maxLength: CREDENTIAL_LIMITS.nameLength, pattern: TOKEN },
      value: { type: 'string', maxLength: valueLength, description: `The ${what}'s value (a secret)` },
    },
  }) as const;

/** The credential properties of the audit body's schema. */
export const credentialsJsonSchema = {
  headers: {
    type: 'array',
    maxItems: CREDENTIAL_LIMITS.headers,
    items: nameValue('header', CREDENTIAL_LIMITS.headerValueLength),
    description:
      'Request headers sent to the audited origin only (e.g. Authorization, a preview bypass header). Host and hop-by-hop headers are refused. Signed-in users only (403 CREDENTIALS_REQUIRE_SIGN_IN otherwise); used for this audit only, never stored or logged.',
  },
  cookies: {
    type: 'array',
    maxItems: CREDENTIAL_LIMITS.cookies,
    items: nameValue('cookie', CREDENTIAL_LIMITS.cookieValueLength),
    description: 'Cookies sent to the audited origin only (e.g. a session cookie). Signed-in users only.',
  },
  basicAuth: {
    type: 'object',
    required: ['username', 'password'],
    additionalProperties: false,
    properties: {
      username: { type: 'string', minLength: 1, maxLength: CREDENTIAL_LIMITS.usernameLength },
      password: { type: 'string', maxLength: CREDENTIAL_LIMITS.passwordLength },
    },
    description: 'HTTP Basic authentication for the audited origin. Signed-in users only.',
  },
} as const;

export interface CredentialsBody {
  headers?: Array<{ name: string; value: string }>;
  cookies?: Array<{ name: string; value: string }>;
  basicAuth?: { username: string; password: string };
}

/** The request's credentials for the engine, or null when it sent none (empty lists are none). */
export function credentialsOf(body: CredentialsBody): AuditCredentials | null {
  const headers = body.headers ?? [];
  const cookies = body.cookies ?? [];
  if (headers.length === 0 && cookies.length === 0 && !body.basicAuth) return null;
  return {
    ...(headers.length > 0 ? { headers: headers.map(({ name, value }) => ({ name, value })) } : {}),
    ...(cookies.length > 0 ? { cookies: cookies.map(({ name, value }) => ({ name, value })) } : {}),
    ...(body.basicAuth
      ? { basicAuth: { username: body.basicAuth.username, password: body.basicAuth.password } }
      : {}),
  };
}

export const CREDENTIALS_REQUIRE_SIGN_IN: ApiError = {
  error: 'Sign in to audit a page behind a login with your credentials.',
  code: 'CREDENTIALS_REQUIRE_SIGN_IN',
  requiresAuth: true,
};

/**
 * The request's credentials, or why they are refused: 403 for a visitor who is not signed in, 400
 * INVALID_CREDENTIALS for what cannot be sent (the engine's message names the field, never its value).
 */
export function checkCredentials(
  body: CredentialsBody,
  signedIn: boolean,
): { credentials: AuditCredentials | null; refusal?: { status: number; body: ApiError } } {
  const credentials = credentialsOf(body);
  if (!credentials) return { credentials };
  if (!signedIn) return { credentials: null, refusal: { status: 403, body: CREDENTIALS_REQUIRE_SIGN_IN } };
  try {
    validateCredentials(credentials);
  } catch (err) {
    if (!(err instanceof CredentialsError)) throw err;
    return {
      credentials: null,
      refusal: { status: 400, body: { error: err.message, code: 'INVALID_CREDENTIALS' } },
    };
  }
  return { credentials };
}

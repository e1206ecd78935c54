/**
 * Credentials for a page behind a login (issue 26), from the command line and the environment (CI
 * secrets): --header, --cookie, --auth, --storage-state, --vercel-bypass and --auth-origin, or
 * RANKSCOPE_HEADERS, RANKSCOPE_COOKIES, RANKSCOPE_AUTH, RANKSCOPE_VERCEL_BYPASS, RANKSCOPE_AUTH_ORIGINS.
 * A malformed value is a UsageError (exit 2) that names the flag, never the value.
 */
import { open } from 'node:fs/promises';
import {
  credentialOrigin,
  CredentialsError,
  validateCredentials,
  type AuditCredentials,
} from '@rankscope/engine';
import { UsageError } from './usage-error.js';

/** The flags as given (repeatable ones as lists); parsed and checked by credentialsFor(). */
export interface CredentialFlags {
  headers: string[];
  cookies: string[];
  auth: string | null;
  storageState: string | null;
  vercelBypass: string | null;
  authOrigins: string[];
}

/** Vercel's Protection Bypass for Automation header (docs/ci.md). */
export const VERCEL_BYPASS_HEADER = 'x-vercel-protection-bypass';

/** `Name: value` → the pair; the message never quotes the value (it is a secret). */
export function parseHeader(text: string, flag = '--header'): { name: string; value: string } {
  const at = text.indexOf(':');
  const name = at > 0 ? text.slice(0, at).trim() : '';
  if (name === '' || /\s/.test(name)) {
    throw new UsageError(`${flag} expects "Name: value" (e.g. "Authorization: Bearer …").`);
  }
  return { name, value: text.slice(at + 1).trim() };
}

/** `name=value`, or several joined with "; " as a Cookie header has them. */
export function parseCookies(text: string, flag = '--cookie'): Array<{ name: string; value: string }> {
  const pairs = text
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (pairs.length === 0) throw new UsageError(`${flag} expects name=value.`);
  return pairs.map((pair) => {
    const at = pair.indexOf('=');
    const name = at > 0 ? pair.slice(0, at).trim() : '';
    if (name === '')
      throw new UsageError(`${flag} expects name=value (a cookie without its name was given).`);
    return { name, value: pair.slice(at + 1).trim() };
  });
}

/** `user:password` (the password may hold colons). */
export function parseBasicAuth(text: string, flag = '--auth'): { username: string; password: string } {
  const at = text.indexOf(':');
  if (at <= 0) throw new UsageError(`${flag} expects user:password.`);
  return { username: text.slice(0, at), password: text.slice(at + 1) };
}

/** Lines of a multi-line variable (a CI secret holding several headers), blank ones dropped. */
function lines(value: string | undefined): string[] {
  return (value ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

interface StorageCookie {
  name: string;
  value: string;
  domain: string;
  expires?: number;
}
interface StorageState {
  cookies?: StorageCookie[];
  origins?: Array<{ origin: string; localStorage?: Array<{ name: string; value: string }> }>;
}

/** Whether a cookie of `domain` goes to `host` (RFC 6265 §5.1.3; a leading dot is ignored). */
function domainMatches(domain: string, host: string): boolean {
  const d = domain.replace(/^\./, '').toLowerCase();
  return host === d || host.endsWith(`.${d}`);
}

function isStorageState(value: unknown): value is StorageState {
  if (value === null || typeof value !== 'object') return false;
  const { cookies, origins } = value as StorageState;
  const text = (v: unknown): boolean => typeof v === 'string';
  return (
    (cookies === undefined ||
      (Array.isArray(cookies) && cookies.every((c) => text(c?.name) && text(c?.value) && text(c?.domain)))) &&
    (origins === undefined ||
      (Array.isArray(origins) &&
        origins.every(
          (o) =>
            text(o?.origin) &&
            (o.localStorage === undefined ||
              (Array.isArray(o.localStorage) &&
                o.localStorage.every((e) => text(e?.name) && text(e?.value)))),
        )))
  );
}

/**
 * The largest storage state read. A real one is a few kilobytes (cookies and localStorage of a signed-in
 * session; a browser caps localStorage at 5 MB per origin): a 77 MB file took 165 s and 1.1 GB to read
 * and parse whole.
 */
export const STORAGE_STATE_MAX_BYTES = 8 * 1024 * 1024;

/**
 * The file's text, read only while it stays under the cap: a regular file's size is checked before any of
 * it is read, and a pipe or a growing file is cut off at the cap.
 */
async function readBounded(path: string): Promise<string> {
  const tooLarge = (): UsageError =>
    new UsageError(
      `--storage-state file ${path} is larger than ${STORAGE_STATE_MAX_BYTES / 1024 / 1024} MB; it was not read (a storage state is a few kilobytes).`,
    );
  let file: Awaited<ReturnType<typeof open>> | null = null;
  try {
    file = await open(path, 'r');
    const info = await file.stat();
    if (info.isFile() && info.size > STORAGE_STATE_MAX_BYTES) throw tooLarge();
    const buffer = Buffer.alloc(STORAGE_STATE_MAX_BYTES + 1);
    let filled = 0;
    for (;;) {
      const { bytesRead } = await file.read(buffer, filled, buffer.length - filled, null);
      if (bytesRead === 0) break;
      filled += bytesRead;
      if (filled > STORAGE_STATE_MAX_BYTES) throw tooLarge();
    }
    return buffer.toString('utf8', 0, filled);
  } catch (err) {
    if (err instanceof UsageError) throw err;
    const code = (err as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new UsageError(`cannot read --storage-state file ${path} (${code}).`);
  } finally {
    await file?.close().catch(() => undefined);
  }
}

/**
 * A Playwright storage state (`context.storageState({ path })`): its unexpired cookies for the audited
 * host, and its localStorage for the credential origins (the lab's browser sets it).
 */
async function readStorageState(
  path: string,
  auditedUrl: URL,
  origins: readonly string[],
): Promise<Pick<AuditCredentials, 'cookies' | 'localStorage'>> {
  const text = await readBounded(path);
  let state: unknown;
  try {
    state = JSON.parse(text);
  } catch {
    // JSON.parse's message quotes the file, and the file is full of secrets.
    throw new UsageError(`--storage-state file ${path} is not valid JSON.`);
  }
  if (!isStorageState(state)) {
    throw new UsageError(
      `--storage-state file ${path} is not a Playwright storage state ({ cookies: [...], origins: [...] }).`,
    );
  }
  const now = Date.now() / 1000;
  const host = auditedUrl.hostname.toLowerCase();
  const cookies = (state.cookies ?? [])
    .filter((c) => domainMatches(c.domain, host))
    // Playwright writes -1 for a session cookie.
    .filter((c) => c.expires === undefined || c.expires < 0 || c.expires > now)
    .map(({ name, value }) => ({ name, value }));
  const wanted = new Set([auditedUrl.origin, ...origins]);
  const localStorage = (state.origins ?? [])
    .filter((o) => wanted.has(originOf(o.origin)))
    .map((o) => ({ origin: originOf(o.origin), entries: o.localStorage ?? [] }));
  if (cookies.length === 0 && localStorage.length === 0) {
    // Most likely a state saved on another host (staging vs. preview): auditing without it would audit
    // the sign-in page.
    throw new UsageError(
      `--storage-state file ${path} has no unexpired cookie for ${host} and no localStorage for ${auditedUrl.origin}.`,
    );
  }
  return { cookies, localStorage };
}

function originOf(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return value;
  }
}

/** The environment's credentials (CI secrets), in the flags' shape. */
export function flagsFromEnv(env: NodeJS.ProcessEnv): CredentialFlags {
  return {
    headers: lines(env.RANKSCOPE_HEADERS),
    cookies: lines(env.RANKSCOPE_COOKIES),
    auth: env.RANKSCOPE_AUTH?.trim() || null,
    storageState: env.RANKSCOPE_STORAGE_STATE?.trim() || null,
    vercelBypass: env.RANKSCOPE_VERCEL_BYPASS?.trim() || null,
    authOrigins: (env.RANKSCOPE_AUTH_ORIGINS ?? '').split(/[\s,]+/).filter((o) => o !== ''),
  };
}

/**
 * The audit's credentials from the flags and the environment (both count: a flag adds to a variable),
 * checked; null when none were given.
 */
export async function credentialsFor(
  url: string,
  flags: CredentialFlags,
  env: NodeJS.ProcessEnv,
): Promise<AuditCredentials | null> {
  const fromEnv = flagsFromEnv(env);
  const headers = [
    ...fromEnv.headers.map((h) => parseHeader(h, 'RANKSCOPE_HEADERS')),
    ...flags.headers.map((h) => parseHeader(h)),
  ];
  const bypass = flags.vercelBypass ?? fromEnv.vercelBypass;
  if (bypass !== null) {
    if (bypass.trim() === '') throw new UsageError('--vercel-bypass expects the bypass secret.');
    headers.push({ name: VERCEL_BYPASS_HEADER, value: bypass.trim() });
  }
  const cookies = [
    ...fromEnv.cookies.flatMap((c) => parseCookies(c, 'RANKSCOPE_COOKIES')),
    ...flags.cookies.flatMap((c) => parseCookies(c)),
  ];
  const auth = flags.auth ?? fromEnv.auth;
  const basicAuth =
    auth !== null ? parseBasicAuth(auth, flags.auth !== null ? '--auth' : 'RANKSCOPE_AUTH') : null;
  const origins = [...fromEnv.authOrigins, ...flags.authOrigins];
  const storagePath = flags.storageState ?? fromEnv.storageState;
  let audited: URL;
  try {
    audited = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`);
  } catch {
    return null; // The audit reports the bad URL itself.
  }
  const originsChecked = origins.map((o) => {
    try {
      return credentialOrigin(o);
    } catch (err) {
      throw new UsageError(`--auth-origin: ${err instanceof Error ? err.message : String(err)}`);
    }
  });
  const stored = storagePath !== null ? await readStorageState(storagePath, audited, originsChecked) : {};
  const credentials: AuditCredentials = {
    ...(headers.length > 0 ? { headers } : {}),
    ...(cookies.length + (stored.cookies?.length ?? 0) > 0
      ? { cookies: [...(stored.cookies ?? []), ...cookies] }
      : {}),
    ...(basicAuth ? { basicAuth } : {}),
    ...(stored.localStorage && stored.localStorage.length > 0 ? { localStorage: stored.localStorage } : {}),
    ...(originsChecked.length > 0 ? { origins: originsChecked } : {}),
  };
  const given =
    credentials.headers ?? credentials.cookies ?? credentials.basicAuth ?? credentials.localStorage;
  if (given === undefined) {
    if (originsChecked.length > 0)
      throw new UsageError(
        '--auth-origin needs credentials: add --header, --cookie, --auth or --storage-state.',
      );
    return null;
  }
  try {
    validateCredentials(credentials);
  } catch (err) {
    if (err instanceof CredentialsError) throw new UsageError(err.message);
    throw err;
  }
  return credentials;
}

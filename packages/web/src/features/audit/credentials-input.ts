/**
 * The Advanced part of the audit form (issue 26): what a person typed, as POST /api/audit's credentials.
 * Headers one per line as `Name: value`, cookies one per line as `name=value`, Basic auth as user name and
 * password. Blank lines are skipped; the server checks the rest (names, hop-by-hop headers, lengths).
 */
import type { AuditCredentialsBody } from '@/lib/api-client';

export interface CredentialsInput {
  headers: string;
  cookies: string;
  username: string;
  password: string;
}

export const EMPTY_CREDENTIALS: CredentialsInput = { headers: '', cookies: '', username: '', password: '' };

/** The server's limits (packages/server/src/audit/credentials.ts), said before sending. */
export const MAX_HEADERS = 20;
export const MAX_COOKIES = 50;

export type CredentialsProblem =
  | { key: 'advanced.badHeader' | 'advanced.badCookie'; line: number }
  | { key: 'advanced.basicBoth' }
  | { key: 'advanced.tooMany' };

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line, i) => ({ line: line.trim(), number: i + 1 }))
    .filter((l) => l.line !== '');

/** The credentials to send (null when every field is empty), or the first problem with what was typed. */
export function parseCredentials(
  input: CredentialsInput,
): { ok: true; credentials: AuditCredentialsBody | null } | { ok: false; problem: CredentialsProblem } {
  const headers: Array<{ name: string; value: string }> = [];
  for (const { line, number } of lines(input.headers)) {
    const at = line.indexOf(':');
    const name = line.slice(0, at).trim();
    if (at <= 0 || /\s/.test(name))
      return { ok: false, problem: { key: 'advanced.badHeader', line: number } };
    headers.push({ name, value: line.slice(at + 1).trim() });
  }
  const cookies: Array<{ name: string; value: string }> = [];
  for (const { line, number } of lines(input.cookies)) {
    const at = line.indexOf('=');
    const name = line.slice(0, at).trim();
    if (at <= 0 || /\s/.test(name))
      return { ok: false, problem: { key: 'advanced.badCookie', line: number } };
    cookies.push({ name, value: line.slice(at + 1).trim() });
  }
  if (headers.length > MAX_HEADERS || cookies.length > MAX_COOKIES)
    return { ok: false, problem: { key: 'advanced.tooMany' } };
  const username = input.username.trim();
  if ((username === '') !== (input.password === ''))
    return { ok: false, problem: { key: 'advanced.basicBoth' } };
  const credentials: AuditCredentialsBody = {
    ...(headers.length > 0 ? { headers } : {}),
    ...(cookies.length > 0 ? { cookies } : {}),
    ...(username ? { basicAuth: { username, password: input.password } } : {}),
  };
  return { ok: true, credentials: Object.keys(credentials).length > 0 ? credentials : null };
}

import { randomBytes } from 'node:crypto';

/** Unguessable ids: 128 random bits, URL-safe. */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}

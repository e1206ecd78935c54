/**
 * Browser storage as spec.md §3/§4 describes it: `user`, `usageStats` and `lang` in local storage.
 * Unparsable values are removed and logged (spec.md §8). The server session, not these values, is what
 * grants anything: they only mirror it for display.
 */
import type { components } from './api-types.gen';
/** The signed-in user as the API answers it (kept in this browser to show who is signed in). */
export type StoredUser = components['schemas']['User'];

export interface UsageStats {
  checksUsed: number;
  lastCheck: string | null;
  freeChecksLimit: number;
}

export const LANGS = ['EN', 'ES', 'FR'] as const;
export type UiLang = (typeof LANGS)[number];

/** product.md §2: the browser mirrors the server's 3 audits per day. */
export const DEFAULT_FREE_CHECKS = 3;

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // Storage disabled (privacy mode, sandboxed frame).
  }
}

function readJson<T>(key: string, valid: (v: unknown) => v is T): T | null {
  const s = store();
  const raw = s?.getItem(key);
  if (raw == null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (valid(value)) return value;
    throw new Error('unexpected shape');
  } catch (err) {
    console.error(`Discarding unreadable stored "${key}":`, err);
    s?.removeItem(key);
    return null;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function isUser(v: unknown): v is StoredUser {
  return isObject(v) && typeof v.name === 'string' && typeof v.email === 'string';
}

function isUsage(v: unknown): v is UsageStats {
  return isObject(v) && typeof v.checksUsed === 'number';
}

export function readUser(): StoredUser | null {
  const u = readJson('user', isUser);
  if (!u) return null;
  return {
    name: u.name,
    email: u.email,
    picture: typeof u.picture === 'string' ? u.picture : null,
    // spec.md §3: createdAt defaults to now when absent.
    createdAt: typeof u.createdAt === 'string' ? u.createdAt : new Date().toISOString(),
  };
}

export function writeUser(user: StoredUser | null): void {
  const s = store();
  if (user) s?.setItem('user', JSON.stringify(user));
  else s?.removeItem('user');
}

export function readUsage(): UsageStats {
  const u = readJson('usageStats', isUsage);
  return {
    checksUsed: u && Number.isFinite(u.checksUsed) ? Math.max(0, u.checksUsed) : 0,
    lastCheck: u && typeof u.lastCheck === 'string' ? u.lastCheck : null,
    freeChecksLimit:
      u && typeof u.freeChecksLimit === 'number' && u.freeChecksLimit >= 0
        ? u.freeChecksLimit
        : DEFAULT_FREE_CHECKS,
  };
}

export function writeUsage(stats: UsageStats): void {
  store()?.setItem('usageStats', JSON.stringify(stats));
}

export function readLang(): UiLang | null {
  const v = store()?.getItem('lang');
  return v && (LANGS as readonly string[]).includes(v) ? (v as UiLang) : null;
}

export function writeLang(lang: UiLang): void {
  store()?.setItem('lang', lang);
}

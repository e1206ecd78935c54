/**
 * The share links this browser created (local storage), so their owner can delete them later: from the
 * report they were made of, or on the shared page itself. Only ids and dates: the server keeps the copy.
 */
export interface OwnShare {
  id: string;
  /** The audited URL and fetch time: the report the link was made of. */
  url: string;
  at: string;
  expiresAt: string;
}

const KEY = 'sharedReports';

function valid(v: unknown): v is OwnShare {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return ['id', 'url', 'at', 'expiresAt'].every((k) => typeof o[k] === 'string');
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The live links (expired ones are dropped). */
export function ownShares(now = Date.now()): OwnShare[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage()?.getItem(KEY) ?? '[]');
  } catch {
    parsed = [];
  }
  return (Array.isArray(parsed) ? parsed : []).filter(valid).filter((s) => !(Date.parse(s.expiresAt) <= now));
}

function write(shares: OwnShare[]): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(shares));
  } catch {
    // Storage full or disabled: the link still works, it just cannot be deleted from this browser later.
  }
}

export function rememberShare(share: OwnShare): void {
  write([...ownShares().filter((s) => s.id !== share.id), share]);
}

export function forgetShare(id: string): void {
  write(ownShares().filter((s) => s.id !== id));
}

/** The newest live link made of this report, if this browser made one. */
export function shareOf(url: string, at: string): OwnShare | null {
  return (
    ownShares()
      .filter((s) => s.url === url && s.at === at)
      .at(-1) ?? null
  );
}

export const ownsShare = (id: string): boolean => ownShares().some((s) => s.id === id);

/**
 * Cancelling an audit (POST /api/audit/cancel): the audits admitted and not yet answered, by the auditId
 * their client chose and the visitor who started them. Only that visitor may stop one; stopping aborts
 * its signal, which takes it out of the queue or stops the engine (fetch, site phase, lab) where it is.
 */
import type { Visitor } from '../visitor-types.js';

/** The abort reason of a cancelled audit: its POST answers 409 CANCELLED and it is not counted. */
export class AuditCancelled extends Error {
  constructor() {
    super('Audit cancelled');
    this.name = 'AuditCancelled';
  }
}

/**
 * Whose audit it is: the signed-in user; for an anonymous visitor, the browser's cookie or its network
 * (a first visit's audit may be cancelled before the response that sets the cookie has arrived; the
 * auditId, a random UUID, is what really names the audit).
 */
export function ownerOf(visitor: Visitor): string[] {
  return visitor.email ? [`user:${visitor.email}`] : [`anon:${visitor.anonId}`, `ip:${visitor.ipHash}`];
}

export interface CancelRegistry {
  /** Registers a running or queued audit; the returned function removes it when it is answered. */
  add(auditId: string, owner: readonly string[], controller: AbortController): () => void;
  /** Stops the owner's audits with this id; false when there was none. */
  cancel(auditId: string, owner: readonly string[]): boolean;
  readonly size: number;
}

export function createCancelRegistry(): CancelRegistry {
  const byId = new Map<string, Set<{ owner: readonly string[]; controller: AbortController }>>();
  return {
    add(auditId, owner, controller) {
      const entry = { owner, controller };
      const set = byId.get(auditId) ?? new Set();
      set.add(entry);
      byId.set(auditId, set);
      return () => {
        set.delete(entry);
        if (set.size === 0 && byId.get(auditId) === set) byId.delete(auditId);
      };
    },
    cancel(auditId, owner) {
      let found = false;
      for (const entry of byId.get(auditId) ?? []) {
        if (!entry.owner.some((o) => owner.includes(o)) || entry.controller.signal.aborted) continue;
        entry.controller.abort(new AuditCancelled());
        found = true;
      }
      return found;
    },
    get size() {
      return byId.size;
    },
  };
}

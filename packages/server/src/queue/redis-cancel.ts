/**
 * Cancel across API processes: the process that admitted an audit registers it locally (its abort
 * controller) and in Redis (`audit:<auditId>` → who may cancel it, expiring with the audit's limit).
 * A cancel arriving at any process checks the owner there and broadcasts it; the holding process aborts
 * the audit, which stops its job wherever it runs.
 */
import type { Redis } from 'ioredis';
import { createCancelRegistry } from '../audit/cancel.js';
import type { AuditBackend } from './backend.js';

export async function createRedisCancels(
  redis: Redis,
  sub: Redis,
  names: { channel: string; key: (auditId: string) => string; ttlMs: number },
): Promise<AuditBackend['cancels'] & { dispose(): Promise<void> }> {
  const local = createCancelRegistry();
  const onMessage = (from: string, raw: string): void => {
    if (from !== names.channel) return;
    try {
      const { auditId, owner } = JSON.parse(raw) as { auditId: string; owner: string[] };
      local.cancel(auditId, owner);
    } catch {
      // Not ours.
    }
  };
  sub.on('message', onMessage);
  await sub.subscribe(names.channel);
  return {
    add(auditId, owner, controller) {
      const remove = local.add(auditId, owner, controller);
      const key = names.key(auditId);
      redis.set(key, JSON.stringify(owner), 'PX', names.ttlMs).catch(() => undefined);
      return () => {
        remove();
        redis.del(key).catch(() => undefined);
      };
    },
    async cancel(auditId, owner) {
      if (local.cancel(auditId, owner)) return true;
      const held = await redis.get(names.key(auditId)).catch(() => null);
      if (!held) return false;
      const holders = JSON.parse(held) as string[];
      if (!holders.some((o) => owner.includes(o))) return false;
      await redis.publish(names.channel, JSON.stringify({ auditId, owner }));
      return true;
    },
    get size() {
      return local.size;
    },
    async dispose() {
      sub.off('message', onMessage);
      await sub.unsubscribe(names.channel).catch(() => undefined);
    },
  };
}

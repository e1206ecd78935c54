/** The embedded backend: audits run in this process, at most AUDIT_CONCURRENCY at once (p-queue). */
import { createCancelRegistry } from '../audit/cancel.js';
import { createProgressHub } from '../audit/progress-hub.js';
import { createLocalQueue } from '../audit/queue.js';
import type { ServerContext } from '../context.js';
import type { AuditBackend } from './backend.js';
import { engineRunner } from './engine-runner.js';

export function createLocalBackend(ctx: ServerContext): AuditBackend {
  const queue = createLocalQueue({
    concurrency: ctx.config.AUDIT_CONCURRENCY,
    waitingLimit: ctx.config.AUDIT_QUEUE_LIMIT,
  });
  const runEngine = engineRunner(ctx);
  return {
    siteAudits: Boolean(ctx.runSiteAudit),
    run: (request, options) => queue.run(() => runEngine(request, options), { signal: options.signal }),
    queue,
    hub: createProgressHub(),
    cancels: createCancelRegistry(),
    dispose: async () => undefined,
  };
}

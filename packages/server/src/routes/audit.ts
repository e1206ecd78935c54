/**
 * Audits with live progress (spec.md §7, product.md §11):
 * - `POST /api/audit` {url, auditId?, lang?, crawl?, maxPages?} → the Report. Fair use first, then the
 *   bounded queue, with a 120 s overall limit (queue wait included). Errors are JSON {error, code}.
 *   `crawl: true` is a site audit (signed-in users only): the same-site crawl of up to maxPages pages
 *   (SITE_PAGE_LIMIT at most), the engine's "Crawled n/N pages" progress events, the report's `crawl` section.
 *   `headers`, `cookies`, `basicAuth`: credentials for a page behind a login (signed-in users only, 403
 *   CREDENTIALS_REQUIRE_SIGN_IN otherwise), sent to the audited origin only, never logged or stored.
 * - `GET /api/audit/progress?url=…&auditId=…` → server-sent events {stage, message, detail?}: the stages
 *   so far first, then each event, a heartbeat every 15 s, closed after `complete` or an error.
 * - `POST /api/audit/cancel` {auditId} → 204 when this visitor's audit with that id was running or queued
 *   and is now stopped (its POST answers 409 CANCELLED and is not counted), 404 otherwise.
 */
import { isAuditError, normalizeAuditUrl, t, type Report } from '@rankscope/engine';
import { checkCredentials } from '../audit/credentials.js';
import type { FastifyInstance } from 'fastify';
import { AuditCancelled, ownerOf } from '../audit/cancel.js';
import { isFinal, progressKey, type ProgressHub } from '../audit/progress-hub.js';
import { QueueClosedError, QueueFullError } from '../audit/queue.js';
import type { AuditBody, CancelBody, ProgressQuery } from '../audit/schemas.js';
import { auditSchema, cancelSchema, progressSchema } from './audit-schemas.js';
import { streamProgress } from '../audit/sse.js';
import type { ServerContext } from '../context.js';
import { auditErrorBody, STATUS_OF, TIMEOUT_MESSAGE, UNAVAILABLE_MESSAGE, type ApiError } from '../errors.js';
import type { AuditBackend } from '../queue/backend.js';
import { createLocalBackend } from '../queue/local-backend.js';
import { limitMessage, returnAudit, takeAudit } from '../usage.js';
import { StoreUnavailableError } from '../store/types.js';
import { signForReply } from '../report-signature.js';
import { causeForLog } from '../log-cause.js';

/** The whole audit, waiting in the queue included (spec.md §7's 120 s). */
export const AUDIT_TIMEOUT_MS = 120_000;
export { SITE_CRAWL_BUDGET_MS } from '../queue/engine-runner.js';
const UNEXPECTED = 'An unexpected error occurred';
/** Retry-After while shutting down: a restarted or another instance answers soon. */
const SHUTDOWN_RETRY_S = 10;

/** How long closing the app waits for running audits (Fastify gives close hooks 10 s). */
export const CLOSE_GRACE_MS = 8_000;

/** The audit machinery of one app, for graceful shutdown, metrics and tests. */
export interface AuditRuntime {
  queue: AuditBackend['queue'];
  hub: ProgressHub;
  /** Progress streams open now. */
  readonly streams: number;
  /**
   * Graceful shutdown: new and waiting audits get 503, running ones may finish for `graceMs` (default:
   * as long as they take, at most the 120 s audit limit), then are stopped; every stream then closes.
   * Call it before `app.close()` to let running audits finish; closing the app calls it with CLOSE_GRACE_MS.
   */
  drain(graceMs?: number): Promise<void>;
  /** A drain has begun: answers from now on close their connection. */
  readonly stopping: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    audits: AuditRuntime;
  }
}

class Deadline extends Error {}
class ClientGone extends Error {}
class ShuttingDown extends Error {}

/** Rejects with the signal's reason as soon as it aborts, even if `promise` never settles. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  // The losing side may still reject later: that rejection is expected and handled here.
  promise.catch(() => undefined);
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export async function auditRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  // In this process (embedded), or BullMQ jobs run by workers when the server was given a backend.
  const backend = ctx.auditBackend ?? createLocalBackend(ctx);
  const { queue, hub, cancels } = backend;
  const openStreams = new Set<() => void>();
  // Abort controllers of the audits admitted and not yet answered.
  const active = new Set<AbortController>();
  let drained: Promise<void> | undefined;

  const drain = async (graceMs: number): Promise<void> => {
    const finished = queue.close();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      finished,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, graceMs);
      }),
    ]);
    clearTimeout(timer);
    for (const controller of active) controller.abort(new ShuttingDown());
    for (const end of [...openStreams]) end();
  };

  app.decorate('audits', {
    queue,
    hub,
    get streams() {
      return openStreams.size;
    },
    get stopping() {
      return drained !== undefined;
    },
    drain(graceMs = AUDIT_TIMEOUT_MS) {
      drained ??= drain(graceMs);
      return drained;
    },
  } satisfies AuditRuntime);

  // Closing the app: running audits get a short grace (their streams end with them), then everything stops.
  app.addHook('preClose', async () => {
    await app.audits.drain(CLOSE_GRACE_MS);
    hub.clear();
  });

  app.post<{ Body: AuditBody }>(
    '/api/audit',
    {
      schema: auditSchema(ctx.config),
    },
    async (req, reply) => {
      const { url, auditId, lang, crawl = false } = req.body;
      const key = progressKey(url, auditId);
      hub.begin(key);
      let finished = false;
      /** The stream's last word: `complete`, or the error as a final `complete` event. */
      const finish = (status: number, body: ApiError | Report, extra: Record<string, string> = {}) => {
        if (!finished) {
          finished = true;
          if (status === 200) {
            const current = hub.current(key);
            if (!current || !isFinal(current))
              hub.publish(key, { stage: 'complete', message: t(lang, 'stage.complete') });
          } else {
            hub.publish(key, { stage: 'complete', message: (body as ApiError).error, error: true });
          }
        }
        return reply.code(status).headers(extra).send(body);
      };

      // Credentials for a page behind a login: signed-in users only, and only what can be sent as it is.
      const { credentials, refusal } = checkCredentials(req.body, Boolean(req.visitor.email));
      if (refusal) return finish(refusal.status, refusal.body);

      // Site audits: signed-in users only, within the configured page limit; the engine must offer them.
      const limit =
        crawl && backend.sitePageLimit ? await backend.sitePageLimit() : ctx.config.SITE_PAGE_LIMIT;
      const maxPages = req.body.maxPages ?? limit;
      if (crawl) {
        if (!req.visitor.email) {
          return finish(401, {
            error: 'Sign in to audit a whole site.',
            code: 'AUTH_REQUIRED',
            requiresAuth: true,
          });
        }
        if (maxPages > limit) {
          return finish(400, {
            error: `maxPages must be at most ${limit} (the site audit page limit).`,
            code: 'INVALID_REQUEST',
          });
        }
        if (!backend.siteAudits) {
          return finish(503, {
            error: 'Site audits are not available on this server.',
            code: 'SITE_AUDIT_UNAVAILABLE',
          });
        }
      }

      // Fair use first (product.md §2–3): one audit taken from the allowance, atomically across API
      // processes, so a burst of parallel requests cannot run more audits than the allowance has left.
      const taken = await takeAudit(ctx, req.visitor);
      if (taken.ticket === null) {
        const allowed = taken.allowance;
        const error = allowed.signedIn
          ? `You've reached the fair-use limit of ${allowed.limit} analyses in 24 hours. Please try again later.`
          : limitMessage(allowed.remaining);
        return finish(429, { error, code: 'LIMIT_REACHED', requiresAuth: !allowed.signedIn });
      }
      // Handed back unless the audit finishes: failed, cancelled and refused audits do not count.
      const ticket = taken.ticket;
      const controller = new AbortController();
      active.add(controller);
      const unregister = auditId ? cancels.add(auditId, ownerOf(req.visitor), controller) : () => undefined;
      const deadline = setTimeout(() => controller.abort(new Deadline()), AUDIT_TIMEOUT_MS);
      // A client that went away frees its place in the queue (or stops its running audit).
      const onClose = (): void => {
        if (!reply.raw.writableEnded) controller.abort(new ClientGone());
      };
      reply.raw.on('close', onClose);
      const startedAt = performance.now();
      try {
        // A malformed address is answered at once, without a place in the queue.
        normalizeAuditUrl(url);
        const publish = (event: Parameters<ProgressHub['publish']>[1]): void => {
          if (!finished && !controller.signal.aborted) hub.publish(key, event);
        };
        const audit = backend.run(
          {
            url,
            lang,
            visitor: req.visitor.ipHash,
            ...(crawl ? { crawl: { maxPages } } : {}),
            ...(credentials ? { credentials } : {}),
          },
          { signal: controller.signal, onProgress: publish },
        );
        const report = await untilAborted(audit, controller.signal);
        // Why a configured model's suggestions were not used (a key of our own notes, never its text).
        const aiFallback = report.suggestionsSource === 'rules' ? report.suggestionsNoteRef?.key : undefined;
        req.log.info(
          {
            ms: Math.round(performance.now() - startedAt),
            ...(crawl ? { maxPages } : {}),
            ...(aiFallback ? { aiFallback } : {}),
            // That the audit had credentials, never what they were.
            ...(credentials ? { credentials: true } : {}),
          },
          crawl ? 'site audit done' : 'audit done',
        );
        return finish(200, signForReply(reply, report, ctx.config.SESSION_SECRET));
      } catch (err) {
        const reason: unknown = controller.signal.aborted ? controller.signal.reason : err;
        await returnAudit(ctx, ticket).catch((e: unknown) => req.log.warn({ err: e }, 'usage not returned'));
        if (reason instanceof Deadline) {
          req.log.warn({ ms: AUDIT_TIMEOUT_MS }, 'audit timed out');
          return finish(504, { error: TIMEOUT_MESSAGE, code: 'TIMEOUT' });
        }
        if (reason instanceof AuditCancelled) {
          req.log.info('audit cancelled by the visitor');
          return finish(409, { error: 'Audit cancelled', code: 'CANCELLED' });
        }
        if (reason instanceof ClientGone) {
          req.log.info('audit abandoned by the client');
          return finish(499, { error: 'The client closed the request', code: 'CLIENT_CLOSED' });
        }
        if (reason instanceof QueueFullError) {
          req.log.warn({ running: queue.running, waiting: queue.waiting }, 'audit refused: queue full');
          return finish(
            503,
            { error: UNAVAILABLE_MESSAGE, code: 'QUEUE_FULL' },
            { 'retry-after': String(reason.retryAfterSeconds) },
          );
        }
        if (reason instanceof QueueClosedError || reason instanceof ShuttingDown) {
          req.log.info('audit refused: shutting down');
          return finish(
            503,
            { error: UNAVAILABLE_MESSAGE, code: 'SHUTTING_DOWN' },
            { 'retry-after': String(SHUTDOWN_RETRY_S) },
          );
        }
        if (reason instanceof StoreUnavailableError) {
          req.log.warn('audit refused: Redis unreachable');
          return finish(503, { error: reason.message, code: reason.code }, { 'retry-after': '30' });
        }
        if (isAuditError(reason)) {
          // A page the engine could not analyse is a fault to find: its cause goes to the log (cut, no page text).
          if (reason.code === 'ANALYSIS_FAILED')
            req.log.warn({ code: reason.code, cause: causeForLog(reason) }, 'audit failed');
          else req.log.info({ code: reason.code }, 'audit failed');
          return finish(STATUS_OF[reason.code], auditErrorBody(reason.code, reason.message));
        }
        req.log.error({ err: reason }, 'audit failed unexpectedly');
        return finish(500, { error: UNEXPECTED, code: 'INTERNAL' });
      } finally {
        clearTimeout(deadline);
        active.delete(controller);
        unregister();
        reply.raw.off('close', onClose);
      }
    },
  );

  app.post<{ Body: CancelBody }>('/api/audit/cancel', { schema: cancelSchema }, async (req, reply) => {
    if (await cancels.cancel(req.body.auditId, ownerOf(req.visitor))) return reply.code(204).send();
    return reply
      .code(404)
      .send({ error: 'No running or queued audit with this id.', code: 'NOT_FOUND' } satisfies ApiError);
  });

  app.get<{ Querystring: ProgressQuery }>(
    '/api/audit/progress',
    {
      exposeHeadRoute: false,
      schema: progressSchema,
    },
    (req, reply) => {
      const { url, auditId, lang } = req.query;
      reply.hijack();
      const headers: Record<string, string | number | string[]> = {};
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) headers[name] = value;
      const end = streamProgress(reply.raw, hub, progressKey(url, auditId), {
        initial: { stage: 'initial', message: t(lang, 'stage.initial') },
        headers,
      });
      openStreams.add(end);
      reply.raw.once('close', () => openStreams.delete(end));
    },
  );
}

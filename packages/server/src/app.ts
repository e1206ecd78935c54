/**
 * The Fastify application: plugins and routes, one error handler, logs without secrets. Built from a
 * ServerContext so tests run it with `app.inject` on a temporary store.
 */
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { PdfPrinter } from '@rankscope/engine';
import { createAlerts, EMAIL_UNAVAILABLE_REASON, type Alerts } from './alerts/index.js';
import type { ServerContext } from './context.js';
import { UNAVAILABLE_MESSAGE } from './errors.js';
import { clientErrorHandler, errorAnswer, frameworkErrors, SHUTDOWN_RETRY_S } from './http-errors.js';
import { refuseUndeclaredBody, validationError } from './unknown-fields.js';
import { securityPlugin } from './plugins/security.js';
import { startupWarnings } from './startup-warnings.js';
import { visitorPlugin } from './plugins/visitor.js';
import { alertAddressRoutes } from './routes/alert-addresses.js';
import { auditRoutes } from './routes/audit.js';
import { authRoutes } from './routes/auth.js';
import { configRoutes } from './routes/config.js';
import { healthRoutes } from './routes/health.js';
import { apiDocs, apiDocsRoutes } from './routes/api-docs.js';
import { localizeRoutes } from './routes/localize.js';
import { pdfRoutes } from './routes/pdf.js';
import { fixedPageRoutes } from './routes/fixed-page.js';
import { reportsRoutes } from './routes/reports.js';
import { webRoutes } from './routes/web.js';
import { monitorRoutes } from './routes/monitors.js';
import { createEmbeddedScheduler } from './monitors/embedded-scheduler.js';
import { createLocalBackend } from './queue/local-backend.js';
import type { MonitorScheduler } from './monitors/types.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Monitoring's scheduler (null: monitoring unavailable here). */
    monitorScheduler: MonitorScheduler | null;
    /** Monitoring's alert channels and address confirmations. */
    alerts: Alerts;
  }
}

/** The app; without a printer of its own it makes one (Chromium starts on the first PDF request). */
export async function buildApp(
  given: Omit<ServerContext, 'printer'> & Partial<Pick<ServerContext, 'printer'>>,
  /** Where the logs go (default: stdout); tests read them from a stream of their own. */
  logStream?: NodeJS.WritableStream,
): Promise<FastifyInstance> {
  const ctx: ServerContext = {
    ...given,
    printer: given.printer ?? new PdfPrinter({ env: { CHROME_PATH: given.config.CHROME_PATH } }),
  };
  // One audit backend for the audit routes and the monitors' runs (the same queue and concurrency).
  ctx.auditBackend ??= createLocalBackend(ctx);
  const app = Fastify({
    ...(ctx.config.tls ? { https: ctx.config.tls } : {}),
    // Believe only the configured number of proxy hops (the client controls the left of X-Forwarded-For).
    trustProxy:
      ctx.config.TRUST_PROXY > 0 ? (_address: string, hop: number) => hop < ctx.config.TRUST_PROXY : false,
    bodyLimit: 64 * 1024,
    // A field the route does not know is refused (400), never silently dropped: Fastify's default strips
    // it, so a monitor saved with `basicAuth` answered 201 and then audited the sign-in page (issue 32).
    ajv: { customOptions: { removeAdditional: false } },
    schemaErrorFormatter: validationError,
    // Errors Fastify and Node answer before a route runs get the API's { error, code } shape too.
    clientErrorHandler,
    frameworkErrors,
    // Answered below in the API's shape instead of Fastify's own body.
    return503OnClosing: false,
    requestTimeout: 130_000,
    logger: {
      ...(logStream ? { stream: logStream } : {}),
      level: ctx.config.LOG_LEVEL,
      // Logs hold no cookies, tokens or full IP addresses (product.md §7).
      redact: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'req.body.credential',
        // An audit's credentials (POST /api/audit, issue 26), should a body ever be logged.
        'req.body.headers',
        'req.body.cookies',
        'req.body.basicAuth',
      ],
      serializers: {
        req: (req: { method: string; url: string }) => ({
          method: req.method,
          url: req.url.replace(/\?.*$/, '?…'),
        }),
      },
    },
  });

  // One error handler: validation errors say what is wrong; anything unexpected is a generic 500.
  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, req, reply) => {
    const { status, body, internal } = errorAnswer(err);
    if (internal) req.log.error({ err }, 'request failed');
    return reply.code(status).send(body);
  });

  for (const warning of startupWarnings(ctx.config, process.env.NODE_ENV)) app.log.warn(warning);
  if (!ctx.config.smtp) app.log.info(EMAIL_UNAVAILABLE_REASON);
  const alerts =
    ctx.alerts ??
    createAlerts({
      config: ctx.config,
      store: ctx.store,
      log: app.log,
      now: ctx.now,
      ...(ctx.redis ? { redis: ctx.redis } : {}),
      // API processes run no monitors with REDIS_URL: the workers queue and retry the deliveries.
      queue: false,
    });
  if (!ctx.alerts) app.addHook('onClose', async () => alerts.close());
  ctx.alerts = alerts;
  // Monitor runs hand their alerts to these channels unless the caller gave a sender of its own.
  if (ctx.alertSender === undefined) ctx.alertSender = alerts.sender;
  app.decorate('alerts', alerts);

  // Closing: requests still arriving (new connections while running audits finish, keep-alive ones)
  // are sent elsewhere. Registered before the audit routes' own preClose, which waits for audits.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_req, reply) => {
    if (closing) {
      return reply
        .code(503)
        .header('connection', 'close')
        .header('retry-after', String(SHUTDOWN_RETRY_S))
        .send({ error: UNAVAILABLE_MESSAGE, code: 'SHUTTING_DOWN' });
    }
  });
  // Answers still going out while stopping (an audit that finished during the drain) end their
  // connection: a kept-alive one would hold the closing server open until its idle timeout.
  app.addHook('onSend', async (_req, reply) => {
    if (closing || app.audits.stopping) reply.header('connection', 'close');
  });

  app.addHook('preValidation', refuseUndeclaredBody);
  await app.register(cookie, { secret: ctx.config.SESSION_SECRET });
  // Before any route: the OpenAPI document is generated from the routes registered after it.
  await apiDocs(app, ctx);
  await securityPlugin(app, ctx);
  await visitorPlugin(app, ctx);
  await healthRoutes(app, ctx);
  await authRoutes(app, ctx);
  monitoring(app, ctx);
  await auditRoutes(app, ctx);
  await reportsRoutes(app, ctx);
  await monitorRoutes(app, ctx);
  await pdfRoutes(app, ctx);
  await fixedPageRoutes(app, ctx);
  await localizeRoutes(app, ctx);
  await configRoutes(app, ctx);
  await alertAddressRoutes(app, ctx, alerts.addresses);
  await apiDocsRoutes(app);
  // Last: it owns the not-found handler (the 404 page, or JSON under /api).
  await webRoutes(app, ctx);
  return app;
}

/**
 * Monitoring's scheduler: the embedded one unless the server gave one (REDIS_URL); it loads every active
 * monitor once the app is ready and stops before the audits drain.
 */
function monitoring(app: FastifyInstance, ctx: ServerContext): void {
  if (!ctx.monitorScheduler && !ctx.config.REDIS_URL && ctx.auditBackend) {
    ctx.monitorScheduler = createEmbeddedScheduler(
      {
        store: ctx.store,
        backend: ctx.auditBackend,
        alerts: ctx.alertSender ?? null,
        config: ctx.config,
        now: ctx.now,
        log: app.log,
      },
      { concurrency: ctx.config.AUDIT_CONCURRENCY },
    );
  }
  const scheduler = ctx.monitorScheduler;
  app.decorate('monitorScheduler', scheduler ?? null);
  if (!scheduler) return;
  if (!ctx.alertSender)
    app.log.warn('Monitoring: alerts not configured (runs store their alert decisions only)');
  app.addHook('onReady', async () => {
    // A store that cannot answer now must not stop the server: the monitors load on the next start.
    await scheduler.start().catch((err: unknown) => app.log.error({ err }, 'Monitors not loaded'));
    // Deliveries an earlier process left in the outbox (stopped or killed between two tries).
    await ctx.alerts?.sender
      .resume()
      .catch((err: unknown) => app.log.error({ err }, 'Alert deliveries not carried on'));
  });
  app.addHook('preClose', async () => scheduler.close());
}

/**
 * Monitoring (issue 24), for signed-in users only; each sees and changes their own monitors only (another
 * user's answers 404, never 403):
 * - `POST /api/monitors` → 201 the monitor with `webhookSecret` (once); `GET /api/monitors`,
 *   `GET|PATCH|DELETE /api/monitors/:id` (204, its runs go with it),
 * - `POST /api/monitors/:id/run` → 202 `{ runId }`, `GET /api/monitors/:id/runs` newest first,
 *   `GET /api/monitors/:id/runs/:runId` the run with its report and the previous successful run's, and
 *   the engine's comparison of the two,
 * - `DELETE /api/me/data` → 204: the user's monitors, runs, confirmed alert addresses and shared reports.
 * Runs are audits that count against nobody's daily allowance: the schedule (MONITOR_MIN_INTERVAL) and
 * MONITORS_PER_USER cap them.
 */
import type { Report } from '@rankscope/engine';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { errorJsonSchema, type ApiError } from '../errors.js';
import { compareReports } from '../monitors/run.js';
import type { Monitor, MonitorPatch, MonitorScheduler } from '../monitors/types.js';
import {
  checkAlerts,
  checkSchedule,
  checkUrl,
  newWebhookSecret,
  type Checked,
} from '../monitors/validate.js';
import { monitorView, runView } from '../monitors/view.js';
import { confirmAlertAddress } from './alert-addresses.js';
import { signReport } from '../report-signature.js';
import {
  createMonitorBodySchema,
  idParamsSchema,
  monitorSchema,
  patchMonitorBodySchema,
  runParamsSchema,
  runSchema,
  runsQuerySchema,
  type CreateMonitorBody,
  type PatchMonitorBody,
} from './monitor-schemas.js';

/** The store's ids: 16 random bytes in base64url. Anything else cannot exist, so it is not looked up. */
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const MONITOR_AUTH_REQUIRED: ApiError & { requiresAuth: true } = {
  error: 'Sign in with Google to watch pages and sites.',
  code: 'AUTH_REQUIRED',
  requiresAuth: true,
};
const NOT_FOUND: ApiError = { error: 'No monitor with this id.', code: 'NOT_FOUND' };
const RUN_NOT_FOUND: ApiError = { error: 'No run with this id.', code: 'NOT_FOUND' };
const UNAVAILABLE: ApiError = {
  error: 'Monitoring is not available on this server.',
  code: 'MONITORING_UNAVAILABLE',
};

const errors = {
  400: errorJsonSchema,
  401: errorJsonSchema,
  404: errorJsonSchema,
  422: errorJsonSchema,
  503: errorJsonSchema,
} as const;

interface IdParams {
  id: string;
}

async function requireSignedIn(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!req.visitor.email) return reply.code(401).send(MONITOR_AUTH_REQUIRED);
}

export async function monitorRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const store = ctx.store;
  const scheduler = (): MonitorScheduler | null => ctx.monitorScheduler ?? null;
  const owner = (req: FastifyRequest): string => req.visitor.email ?? '';

  /** The caller's monitor, or null (unknown id, someone else's). */
  const owned = async (req: FastifyRequest<{ Params: IdParams }>): Promise<Monitor | null> =>
    ID_PATTERN.test(req.params.id) ? store.getMonitor(req.params.id, owner(req)) : null;

  const view = async (m: Monitor) => {
    const email = m.alerts.email;
    const emailConfirmed =
      email !== null &&
      (email === m.owner.toLowerCase() || (await store.isAlertAddressConfirmed(m.owner, email)));
    const lastRun = (await store.listRuns(m.id, 5)).find((r) => r.status === 'ok' || r.status === 'failed');
    return monitorView(m, { emailConfirmed, lastRun: lastRun ?? null });
  };

  const send = <T>(reply: FastifyReply, checked: Checked<T> & { ok: false }) =>
    reply.code(checked.status).send(checked.body);

  // Signed in first (401), then a server without monitoring says so (503) before reading anything.
  const base = {
    onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
      await requireSignedIn(req, reply);
      if (!reply.sent && !scheduler()) return reply.code(503).send(UNAVAILABLE);
    },
  };

  app.post<{ Body: CreateMonitorBody }>(
    '/api/monitors',
    { ...base, schema: { body: createMonitorBodySchema, response: { 201: monitorSchema, ...errors } } },
    async (req, reply) => {
      const sched = scheduler() as MonitorScheduler;
      const body = req.body;
      const me = owner(req);
      const schedule = checkSchedule(ctx.config, body.schedule, body.timezone ?? 'UTC', ctx.now());
      if (!schedule.ok) return send(reply, schedule);
      const crawl = body.crawl ?? null;
      if (crawl !== null && crawl > ctx.config.SITE_PAGE_LIMIT)
        return reply.code(400).send({
          error: `crawl must be at most ${ctx.config.SITE_PAGE_LIMIT} (the site audit page limit).`,
          code: 'INVALID_REQUEST',
        });
      if ((await store.countMonitors(me)) >= ctx.config.MONITORS_PER_USER)
        return reply.code(422).send({
          error: `You can keep at most ${ctx.config.MONITORS_PER_USER} monitors. Delete one to add another.`,
          code: 'TOO_MANY_MONITORS',
        });
      const url = await checkUrl(ctx.config, body.url);
      if (!url.ok) return send(reply, url);
      const alerts = await checkAlerts(ctx.config, body.alerts ?? {}, {
        email: null,
        slack: null,
        webhook: null,
      });
      if (!alerts.ok) return send(reply, alerts);
      const webhookSecret = alerts.value.webhook ? newWebhookSecret() : null;
      const created = await store.createMonitor(
        {
          owner: me,
          url: url.value,
          ...schedule.value,
          crawl,
          minSeverity: body.minSeverity ?? 'critical',
          scoreDrop: body.scoreDrop ?? null,
          alerts: alerts.value,
          webhookSecret,
          lang: body.lang ?? 'en',
          paused: false,
          nextRunAt: null,
        },
        ctx.now(),
      );
      const nextRunAt = await sched.upsert(created);
      const monitor = { ...created, nextRunAt };
      req.log.info({ monitor: monitor.id }, 'monitor created');
      await confirmAlertAddress(ctx, req, me, created.alerts.email, created.lang);
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ ...(await view(monitor)), ...(webhookSecret ? { webhookSecret } : {}) });
    },
  );

  app.get(
    '/api/monitors',
    { ...base, schema: { response: { 200: { type: 'array', items: monitorSchema }, ...errors } } },
    async (req, reply) => {
      const monitors = await store.listMonitors(owner(req));
      return reply.header('cache-control', 'no-store').send(await Promise.all(monitors.map(view)));
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/monitors/:id',
    { ...base, schema: { params: idParamsSchema, response: { 200: monitorSchema, ...errors } } },
    async (req, reply) => {
      const monitor = await owned(req);
      if (!monitor) return reply.code(404).send(NOT_FOUND);
      return reply.header('cache-control', 'no-store').send(await view(monitor));
    },
  );

  app.patch<{ Params: IdParams; Body: PatchMonitorBody }>(
    '/api/monitors/:id',
    {
      ...base,
      schema: {
        params: idParamsSchema,
        body: patchMonitorBodySchema,
        response: { 200: monitorSchema, ...errors },
      },
    },
    async (req, reply) => {
      const sched = scheduler() as MonitorScheduler;
      const current = await owned(req);
      if (!current) return reply.code(404).send(NOT_FOUND);
      const body = req.body;
      const patch: MonitorPatch = {};
      if (body.schedule !== undefined || body.timezone !== undefined) {
        const schedule = checkSchedule(
          ctx.config,
          body.schedule ?? current.schedule,
          body.timezone ?? current.timezone,
          ctx.now(),
        );
        if (!schedule.ok) return send(reply, schedule);
        Object.assign(patch, schedule.value);
      }
      if (body.crawl !== undefined) {
        if (body.crawl !== null && body.crawl > ctx.config.SITE_PAGE_LIMIT)
          return reply.code(400).send({
            error: `crawl must be at most ${ctx.config.SITE_PAGE_LIMIT} (the site audit page limit).`,
            code: 'INVALID_REQUEST',
          });
        patch.crawl = body.crawl;
      }
      if (body.url !== undefined) {
        const url = await checkUrl(ctx.config, body.url);
        if (!url.ok) return send(reply, url);
        patch.url = url.value;
      }
      let webhookSecret: string | null = null;
      if (body.alerts !== undefined) {
        const alerts = await checkAlerts(ctx.config, body.alerts, current.alerts);
        if (!alerts.ok) return send(reply, alerts);
        patch.alerts = alerts.value;
        // A new webhook gets a secret (answered this once); no webhook, no secret.
        if (alerts.value.webhook === null) patch.webhookSecret = null;
        else if (current.webhookSecret === null) webhookSecret = patch.webhookSecret = newWebhookSecret();
      }
      if (body.minSeverity !== undefined) patch.minSeverity = body.minSeverity;
      if (body.scoreDrop !== undefined) patch.scoreDrop = body.scoreDrop;
      if (body.lang !== undefined) patch.lang = body.lang;
      if (body.paused !== undefined) patch.paused = body.paused;
      const updated = await store.updateMonitor(current.id, owner(req), patch, ctx.now());
      if (!updated) return reply.code(404).send(NOT_FOUND);
      if (patch.alerts && patch.alerts.email !== current.alerts.email)
        await confirmAlertAddress(ctx, req, updated.owner, updated.alerts.email, updated.lang);
      const nextRunAt = await sched.upsert(updated);
      if (updated.paused) await store.updateMonitor(updated.id, null, { nextRunAt: null }, ctx.now());
      const monitor = { ...updated, nextRunAt: updated.paused ? null : nextRunAt };
      return reply
        .header('cache-control', 'no-store')
        .send({ ...(await view(monitor)), ...(webhookSecret ? { webhookSecret } : {}) });
    },
  );

  app.delete<{ Params: IdParams }>(
    '/api/monitors/:id',
    { ...base, schema: { params: idParamsSchema, response: { 204: { type: 'null' }, ...errors } } },
    async (req, reply) => {
      const monitor = await owned(req);
      if (!monitor || !(await store.deleteMonitor(monitor.id, owner(req))))
        return reply.code(404).send(NOT_FOUND);
      await scheduler()?.remove(monitor.id);
      req.log.info({ monitor: monitor.id }, 'monitor deleted');
      return reply.code(204).send();
    },
  );

  app.post<{ Params: IdParams }>(
    '/api/monitors/:id/run',
    {
      ...base,
      schema: {
        params: idParamsSchema,
        response: {
          202: { type: 'object', required: ['runId'], properties: { runId: { type: 'string' } } },
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const sched = scheduler() as MonitorScheduler;
      const monitor = await owned(req);
      if (!monitor) return reply.code(404).send(NOT_FOUND);
      // One run of a monitor at a time: asking again while one is under way answers that one (manual
      // runs are not counted against an allowance, so they must not multiply).
      const [latest] = await store.listRuns(monitor.id, 1);
      if (latest && (latest.status === 'queued' || latest.status === 'running'))
        return reply.code(202).send({ runId: latest.id });
      return reply.code(202).send({ runId: await sched.runNow(monitor) });
    },
  );

  app.get<{ Params: IdParams; Querystring: { limit: number } }>(
    '/api/monitors/:id/runs',
    {
      ...base,
      schema: {
        params: idParamsSchema,
        querystring: runsQuerySchema,
        response: { 200: { type: 'array', items: runSchema }, ...errors },
      },
    },
    async (req, reply) => {
      const monitor = await owned(req);
      if (!monitor) return reply.code(404).send(NOT_FOUND);
      const runs = await store.listRuns(monitor.id, req.query.limit);
      return reply.header('cache-control', 'no-store').send(runs.map(runView));
    },
  );

  app.get<{ Params: IdParams & { runId: string } }>(
    '/api/monitors/:id/runs/:runId',
    {
      ...base,
      schema: {
        params: runParamsSchema,
        response: {
          // Built from the stored report text, so not serialised again here.
          200: {
            type: 'object',
            description:
              '{ run: Run, report: SignedReport | null, baseline: SignedReport | null, diff: ReportDiff | null }',
            additionalProperties: true,
          },
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const monitor = await owned(req);
      const { runId } = req.params;
      const run = monitor && ID_PATTERN.test(runId) ? await store.getRun(monitor.id, runId) : null;
      if (!monitor || !run) return reply.code(404).send(monitor ? RUN_NOT_FOUND : NOT_FOUND);
      const reportJson = await store.getRunReport(monitor.id, run.id);
      const previous =
        reportJson === null
          ? null
          : await store.lastSuccessfulRun(monitor.id, run.startedAt ?? run.scheduledFor);
      const report = reportJson === null ? null : (JSON.parse(reportJson) as Report);
      const baseline = previous ? (JSON.parse(previous.reportJson) as Report) : null;
      const diff = report && baseline ? compareReports(baseline, report) : null;
      const secret = ctx.config.SESSION_SECRET;
      // Signed like an audit's answer: the run page can share or print it like any report of this server.
      const signed = (r: Report | null) =>
        r === null ? null : signReport(r as unknown as Record<string, unknown>, secret);
      return reply.header('cache-control', 'private, no-store').send({
        run: runView(run),
        report: signed(report),
        baseline: signed(baseline),
        baselineRunId: previous?.run.id ?? null,
        diff,
      });
    },
  );

  app.delete(
    '/api/me/data',
    { onRequest: requireSignedIn, schema: { response: { 204: { type: 'null' }, ...errors } } },
    async (req, reply) => {
      const me = owner(req);
      const monitors = await store.listMonitors(me);
      for (const m of monitors) await scheduler()?.remove(m.id);
      const deleted = await store.deleteUserData(me);
      req.log.info(deleted, 'user data deleted');
      return reply.code(204).send();
    },
  );
}

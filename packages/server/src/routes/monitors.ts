/**
 * Monitoring (issue 24), for signed-in users only; each sees and changes their own monitors only (another
 * user's answers 404, never 403):
 * - `POST /api/monitors` → 201 the monitor with `webhookSecret` (once); `GET /api/monitors`,
 *   `GET|PATCH|DELETE /api/monitors/:id` (204, its runs go with it),
 * - the runs and "Delete my data": monitor-runs.ts.
 * Runs are audits that count against nobody's daily allowance: the schedule (MONITOR_MIN_INTERVAL) and
 * MONITORS_PER_USER cap them.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../context.js';
import type { Monitor, MonitorPatch, MonitorScheduler } from '../monitors/types.js';
import {
  checkAlerts,
  checkSchedule,
  checkUrl,
  newWebhookSecret,
  type Checked,
} from '../monitors/validate.js';
import { checkCredentials } from '../audit/credentials.js';
import { credentialNames, sealMonitorCredentials } from '../monitors/credentials.js';
import { monitorView } from '../monitors/view.js';
import { confirmAlertAddress } from './alert-addresses.js';
import { monitorAccess, NOT_FOUND, type IdParams } from './monitor-access.js';
import { monitorRunRoutes } from './monitor-runs.js';
import type { CreateMonitorBody, PatchMonitorBody } from './monitor-schemas.js';
import {
  createMonitorSchema,
  deleteMonitorSchema,
  getMonitorSchema,
  listMonitorsSchema,
  patchMonitorSchema,
} from './monitor-route-schemas.js';

export async function monitorRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const store = ctx.store;
  const { scheduler, owner, owned, base } = monitorAccess(ctx);

  const view = async (m: Monitor) => {
    const email = m.alerts.email;
    const emailConfirmed =
      email !== null &&
      (email === m.owner.toLowerCase() || (await store.isAlertAddressConfirmed(m.owner, email)));
    const lastRun = (await store.listRuns(m.id, 5)).find((r) => r.status === 'ok' || r.status === 'failed');
    return {
      ...monitorView(m, { emailConfirmed, lastRun: lastRun ?? null }),
      credentials: credentialNames(m.credentials, ctx.config.SESSION_SECRET, m.id),
    };
  };

  const send = <T>(reply: FastifyReply, checked: Checked<T> & { ok: false }) =>
    reply.code(checked.status).send(checked.body);

  app.post<{ Body: CreateMonitorBody }>(
    '/api/monitors',
    { ...base, schema: createMonitorSchema(ctx.config) },
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
      const given = checkCredentials(body, true);
      if (given.refusal) return reply.code(given.refusal.status).send(given.refusal.body);
      const webhookSecret = alerts.value.webhook ? newWebhookSecret() : null;
      let created = await store.createMonitor(
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
      // Sealed under the monitor's id, known once it exists.
      if (given.credentials)
        created =
          (await store.updateMonitor(
            created.id,
            me,
            { credentials: sealMonitorCredentials(given.credentials, ctx.config.SESSION_SECRET, created.id) },
            ctx.now(),
          )) ?? created;
      const nextRunAt = await sched.upsert(created);
      const monitor = { ...created, nextRunAt };
      req.log.info({ monitor: monitor.id }, 'monitor created');
      const emailConfirmation = await confirmAlertAddress(ctx, req, me, created.alerts.email, created.lang);
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({
          ...(await view(monitor)),
          ...(webhookSecret ? { webhookSecret } : {}),
          ...(emailConfirmation ? { emailConfirmation } : {}),
        });
    },
  );

  app.get('/api/monitors', { ...base, schema: listMonitorsSchema }, async (req, reply) => {
    const monitors = await store.listMonitors(owner(req));
    return reply.header('cache-control', 'no-store').send(await Promise.all(monitors.map(view)));
  });

  app.get<{ Params: IdParams }>(
    '/api/monitors/:id',
    { ...base, schema: getMonitorSchema },
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
      schema: patchMonitorSchema,
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
      if (body.headers !== undefined || body.cookies !== undefined || body.basicAuth !== undefined) {
        const given = checkCredentials(body, true);
        if (given.refusal) return reply.code(given.refusal.status).send(given.refusal.body);
        patch.credentials = given.credentials
          ? sealMonitorCredentials(given.credentials, ctx.config.SESSION_SECRET, current.id)
          : null;
      }
      if (body.minSeverity !== undefined) patch.minSeverity = body.minSeverity;
      if (body.scoreDrop !== undefined) patch.scoreDrop = body.scoreDrop;
      if (body.lang !== undefined) patch.lang = body.lang;
      if (body.paused !== undefined) patch.paused = body.paused;
      const updated = await store.updateMonitor(current.id, owner(req), patch, ctx.now());
      if (!updated) return reply.code(404).send(NOT_FOUND);
      const emailConfirmation =
        patch.alerts && patch.alerts.email !== current.alerts.email
          ? await confirmAlertAddress(ctx, req, updated.owner, updated.alerts.email, updated.lang)
          : null;
      const nextRunAt = await sched.upsert(updated);
      if (updated.paused) await store.updateMonitor(updated.id, null, { nextRunAt: null }, ctx.now());
      const monitor = { ...updated, nextRunAt: updated.paused ? null : nextRunAt };
      return reply.header('cache-control', 'no-store').send({
        ...(await view(monitor)),
        ...(webhookSecret ? { webhookSecret } : {}),
        ...(emailConfirmation ? { emailConfirmation } : {}),
      });
    },
  );

  app.delete<{ Params: IdParams }>(
    '/api/monitors/:id',
    { ...base, schema: deleteMonitorSchema },
    async (req, reply) => {
      const monitor = await owned(req);
      if (!monitor || !(await store.deleteMonitor(monitor.id, owner(req))))
        return reply.code(404).send(NOT_FOUND);
      await scheduler()?.remove(monitor.id);
      req.log.info({ monitor: monitor.id }, 'monitor deleted');
      return reply.code(204).send();
    },
  );

  await monitorRunRoutes(app, ctx);
}

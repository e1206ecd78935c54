/**
 * A monitor's runs (issue 24): `POST /api/monitors/:id/run` → 202 `{ runId }` (one run of a monitor at a
 * time), `GET /api/monitors/:id/runs` newest first, `GET /api/monitors/:id/runs/:runId` the run with its
 * report, the previous successful run's (each check at its last judged status: monitors/compare.ts), and the engine's comparison of the two; and
 * `DELETE /api/me/data` → 204: the user's monitors, runs, confirmed alert addresses and shared reports.
 */
import type { Report } from '@rankscope/engine';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { loadBaseline } from '../monitors/history.js';
import { compareReports } from '../monitors/run.js';
import type { MonitorScheduler } from '../monitors/types.js';
import { runView } from '../monitors/view.js';
import { signReport } from '../report-signature.js';
import { returnAudit, takeAudit } from '../usage.js';
import {
  ID_PATTERN,
  monitorAccess,
  NOT_FOUND,
  requireSignedIn,
  RUN_NOT_FOUND,
  type IdParams,
} from './monitor-access.js';
import { deleteMyDataSchema, getRunSchema, listRunsSchema, runNowSchema } from './monitor-route-schemas.js';

export async function monitorRunRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const store = ctx.store;
  const { scheduler, owner, owned, base } = monitorAccess(ctx);

  app.post<{ Params: IdParams }>(
    '/api/monitors/:id/run',
    {
      ...base,
      schema: runNowSchema,
    },
    async (req, reply) => {
      const sched = scheduler() as MonitorScheduler;
      const monitor = await owned(req);
      if (!monitor) return reply.code(404).send(NOT_FOUND);
      // A manual run is an audit the user asked for: it counts against the signed-in daily allowance
      // (issue 32: "Run now" had bypassed it), taken atomically across API processes.
      const taken = await takeAudit(ctx, req.visitor);
      if (taken.ticket === null)
        return reply.code(429).send({
          error: `You've reached the fair-use limit of ${taken.allowance.limit} analyses in 24 hours. Please try again later.`,
          code: 'LIMIT_REACHED',
        });
      const [before] = await store.listRuns(monitor.id, 1);
      // One run of a monitor at a time: asking while one is under way answers that one (the scheduler's
      // claim decides, atomically across API processes), and that costs nothing.
      const runId = await sched.runNow(monitor);
      if (before?.id === runId) await returnAudit(ctx, taken.ticket);
      return reply.code(202).send({ runId });
    },
  );

  app.get<{ Params: IdParams; Querystring: { limit: number } }>(
    '/api/monitors/:id/runs',
    {
      ...base,
      schema: listRunsSchema(ctx.config),
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
      schema: getRunSchema,
    },
    async (req, reply) => {
      const monitor = await owned(req);
      const { runId } = req.params;
      const run = monitor && ID_PATTERN.test(runId) ? await store.getRun(monitor.id, runId) : null;
      if (!monitor || !run) return reply.code(404).send(monitor ? RUN_NOT_FOUND : NOT_FOUND);
      const reportJson = await store.getRunReport(monitor.id, run.id);
      const report = reportJson === null ? null : (JSON.parse(reportJson) as Report);
      // What the run was compared with: the previous successful run's report, each check that did not
      // apply there taken from the last run where it did (so the run page counts what the alert counted).
      const previous =
        report === null
          ? null
          : await loadBaseline(store, monitor.id, run.startedAt ?? run.scheduledFor, report);
      const baseline = previous ? previous.report : null;
      const diff = report && baseline ? compareReports(baseline, report) : null;
      const secret = ctx.config.SESSION_SECRET;
      // Signed like an audit's answer: the run page can share or print it like any report of this server.
      const signed = (r: Report | null) =>
        r === null ? null : signReport(r as unknown as Record<string, unknown>, secret);
      // Sent as text: the signed reports go out exactly as signed, never through a serialiser.
      return reply
        .header('cache-control', 'private, no-store')
        .type('application/json; charset=utf-8')
        .send(
          JSON.stringify({
            run: runView(run),
            report: signed(report),
            baseline: signed(baseline),
            baselineRunId: previous?.run.id ?? null,
            diff,
          }),
        );
    },
  );

  app.delete(
    '/api/me/data',
    { onRequest: requireSignedIn, schema: deleteMyDataSchema },
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

/**
 * One run of a monitor, wherever it runs (the embedded scheduler, or a worker with REDIS_URL): claim the
 * tick (once per monitor and scheduledFor), audit through the audit backend (its queue, its lab
 * settings; never counted against anyone's daily allowance), compare with the last successful run (the
 * engine's diff, each check against its last judged status: compare.ts), decide the alert (decide.ts), store the outcome, then hand the alert to the channels
 * once (markAlertSent: the first caller only), and prune the monitor's old runs.
 */
import { diffReports, isAuditError, type Report } from '@rankscope/engine';
import type { ReportDiff } from '@rankscope/engine/diff';
import { QueueClosedError, QueueFullError } from '../audit/queue.js';
import { ALERTS_NEED_PUBLIC_URL, type Config } from '../config.js';
import type { AuditBackend } from '../queue/backend.js';
import type { UsageStore } from '../store/types.js';
import { monitorChanges } from './compare.js';
import { openMonitorCredentials } from './credentials.js';
import { decideAlert, shouldRecheck, stateAfter } from './decide.js';
import { loadBaseline } from './history.js';
import { pauseBeforeRecheck } from './recheck.js';
import type {
  AlertDestination,
  AlertSender,
  Monitor,
  MonitorAlert,
  MonitorRun,
  MonitorStore,
} from './types.js';

/** A run's audit, waiting in the queue included (the audit route's limit). */
export const RUN_TIMEOUT_MS = 120_000;
const DAY = 86_400_000;

export interface RunLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RunDeps {
  store: MonitorStore & Pick<UsageStore, 'takeUsage'>;
  backend: Pick<AuditBackend, 'run' | 'siteAudits'>;
  /** The alert channels; null when none is configured (the decision is stored, nothing is sent). */
  alerts: AlertSender | null;
  config: Pick<
    Config,
    | 'SITE_PAGE_LIMIT'
    | 'RUN_RETENTION_DAYS'
    | 'RUNS_PER_MONITOR'
    | 'PUBLIC_URL'
    | 'MONITOR_CRAWL_PAGES_PER_DAY'
    | 'SESSION_SECRET'
  > &
    Partial<Pick<Config, 'MONITOR_RECHECK_SECONDS'>>;
  now: () => number;
  log: RunLog;
  /** Aborts the audit (the process is stopping): the run is recorded as not made, never as the site failing. */
  signal?: AbortSignal;
}

export interface RunRequest {
  trigger: MonitorRun['trigger'];
  scheduledFor: number;
  /**
   * Also carry on a run that was claimed and not finished (a manual run the API claimed to answer its id,
   * a job retried after its worker died). The alert is still sent at most once.
   */
  resume?: boolean;
}

class RunTimeout extends Error {}

/** The run's failure: the engine's AuditError (the site) or this server's own reason (skipped). */
function failureOf(err: unknown): { status: 'failed' | 'skipped'; code: string; message: string } {
  if (err instanceof RunTimeout)
    return {
      status: 'failed',
      code: 'TIMEOUT',
      message: `The audit did not finish within ${RUN_TIMEOUT_MS / 1000} s.`,
    };
  if (isAuditError(err)) return { status: 'failed', code: err.code, message: err.message };
  if (err instanceof CrawlBudgetSpent)
    return {
      status: 'skipped',
      code: 'CRAWL_BUDGET_SPENT',
      message: "Not run: the owner's site crawls used today's page budget (MONITOR_CRAWL_PAGES_PER_DAY).",
    };
  if (err instanceof QueueFullError)
    return { status: 'skipped', code: 'QUEUE_FULL', message: 'The server was too busy to run it.' };
  if (err instanceof QueueClosedError)
    return { status: 'skipped', code: 'SHUTTING_DOWN', message: 'The server was stopping.' };
  return { status: 'skipped', code: 'INTERNAL', message: 'The run could not be made (server error).' };
}

/** The comparison of two stored reports, or null when they cannot be compared (a page against a site). */
export function compareReports(base: Report, current: Report): ReportDiff | null {
  try {
    return diffReports(base, current);
  } catch {
    return null;
  }
}

/**
 * The run's page, absolute; null without PUBLIC_URL: a relative link goes nowhere in a mail and makes
 * Slack refuse the whole message (400), so no alert is sent without one (issue 32).
 */
export function runUrl(config: Pick<Config, 'PUBLIC_URL'>, monitorId: string, runId: string): string | null {
  if (!config.PUBLIC_URL) return null;
  return `${config.PUBLIC_URL}/monitors/${encodeURIComponent(monitorId)}/runs/${encodeURIComponent(runId)}`;
}

/** Where the alert goes: e-mail only to the owner's own address or one the owner confirmed. */
async function destinationOf(store: MonitorStore, monitor: Monitor): Promise<AlertDestination> {
  const email = monitor.alerts.email;
  const mayMail =
    email !== null &&
    (email.toLowerCase() === monitor.owner.toLowerCase() ||
      (await store.isAlertAddressConfirmed(monitor.owner, email)));
  return {
    email: mayMail ? email : null,
    slack: monitor.alerts.slack,
    webhook:
      monitor.alerts.webhook && monitor.webhookSecret
        ? { url: monitor.alerts.webhook, secret: monitor.webhookSecret }
        : null,
  };
}

class CrawlBudgetSpent extends Error {}

/** Crawl pages taken from a rolling 24 h, per owner (scheduled site crawls; issue 32). */
export const crawlBudgetKey = (owner: string): string => `monitor-crawl-pages:${owner.toLowerCase()}`;

/**
 * Pages a scheduled crawl may audit: up to `wanted`, one taken at a time from the owner's daily budget
 * (MONITOR_CRAWL_PAGES_PER_DAY), so parallel runs of one owner never take more than it has.
 */
async function takeCrawlPages(deps: RunDeps, owner: string, wanted: number): Promise<number> {
  const keys = [crawlBudgetKey(owner)];
  let taken = 0;
  while (taken < wanted) {
    const take = await deps.store.takeUsage(keys, deps.config.MONITOR_CRAWL_PAGES_PER_DAY, DAY, deps.now());
    if (take.ticket === null) break;
    taken++;
  }
  return taken;
}

/** Audits the monitor's URL through the backend within the run's time limit. */
async function audit(deps: RunDeps, monitor: Monitor, runId: string, scheduled: boolean): Promise<Report> {
  if (monitor.crawl !== null && !deps.backend.siteAudits) throw new Error('Site audits are not available');
  let maxPages = Math.min(monitor.crawl ?? 1, deps.config.SITE_PAGE_LIMIT);
  // Scheduled crawls draw on the owner's page budget (manual runs count against the daily allowance).
  if (monitor.crawl !== null && scheduled) {
    maxPages = await takeCrawlPages(deps, monitor.owner, maxPages);
    if (maxPages === 0) throw new CrawlBudgetSpent();
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new RunTimeout()), RUN_TIMEOUT_MS);
  const stop = (): void => controller.abort(new QueueClosedError());
  deps.signal?.addEventListener('abort', stop, { once: true });
  try {
    const work = deps.backend.run(
      {
        url: monitor.url,
        lang: monitor.lang,
        visitor: `monitor:${monitor.id}`,
        // A page behind a login: the saved credentials, opened for this audit only.
        ...(monitor.credentials
          ? {
              credentials: openMonitorCredentials(
                monitor.credentials,
                deps.config.SESSION_SECRET,
                monitor.id,
              ),
            }
          : {}),
        ...(monitor.crawl !== null ? { crawl: { maxPages } } : {}),
      },
      { signal: controller.signal, onProgress: () => undefined },
    );
    work.catch(() => undefined);
    return await new Promise<Report>((resolve, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
      work.then(resolve, reject);
    });
  } catch (err) {
    throw controller.signal.aborted ? controller.signal.reason : err;
  } finally {
    clearTimeout(timer);
    deps.signal?.removeEventListener('abort', stop);
    deps.log.info({ monitor: monitor.id, run: runId }, 'monitor audit ended');
  }
}

/** One audit of the monitor's URL: its report, or why the run failed (the site) or was not made. */
async function attempt(
  deps: RunDeps,
  monitor: Monitor,
  runId: string,
  scheduled: boolean,
): Promise<{ report: Report | null; failure: ReturnType<typeof failureOf> | null }> {
  try {
    const report = await audit(deps, monitor, runId, scheduled);
    // A page answering 5xx is a site that is down, not a page with problems: the run failed.
    const status = report.signals?.status;
    if (status !== undefined && status >= 500)
      return {
        report: null,
        failure: { status: 'failed', code: 'HTTP_ERROR', message: `The page answered HTTP ${status}.` },
      };
    return { report, failure: null };
  } catch (err) {
    const failure = failureOf(err);
    if (failure.code === 'INTERNAL') deps.log.error({ err, monitor: monitor.id }, 'monitor run failed');
    return { report: null, failure };
  }
}

/**
 * Runs the monitor's tick. Answers the run as stored at the end, or null when another process (or an
 * earlier try) has this tick, or the monitor is gone.
 */
export async function executeRun(
  deps: RunDeps,
  which: Pick<Monitor, 'id'>,
  request: RunRequest,
): Promise<MonitorRun | null> {
  const { store } = deps;
  const monitorId = which.id;
  // Read afresh: the state before this run decides the alert, and a deleted monitor does not run.
  const monitor = await store.getMonitor(monitorId);
  if (!monitor) return null;
  // One run of a monitor at a time (issue 32): a tick that comes while another run holds the monitor
  // is folded into that run (missedTicks), never run beside it to alert twice on one change.
  const claim = await store.claimRun(
    { monitorId, trigger: request.trigger, scheduledFor: request.scheduledFor },
    deps.now(),
    { exclusive: true },
  );
  const unfinished = claim.run.status === 'queued' || claim.run.status === 'running';
  if (claim.busyWith !== undefined) {
    // Our own run, claimed earlier, lost the monitor to another one meanwhile: it will not run now.
    if (request.resume && unfinished && claim.run.id !== '') await supersede(deps, claim.run);
    deps.log.info(
      { monitor: monitorId, busyWith: claim.busyWith },
      'monitor tick folded into the run under way',
    );
    return null;
  }
  if (!claim.created && !(request.resume && unfinished)) return null;
  const run = claim.run;

  const startedAt = deps.now();
  await store.updateRun(run.id, { status: 'running', startedAt });
  const base = await store.lastSuccessfulRun(monitorId, startedAt);
  const previousScore = base?.run.score ?? null;

  const scheduled = request.trigger === 'schedule';
  let { report, failure } = await attempt(deps, monitor, run.id, scheduled);
  // A site that just failed is audited once more after a pause, when configured, before it alerts.
  const recheck = deps.config.MONITOR_RECHECK_SECONDS ?? 0;
  if (
    failure &&
    failure.code !== 'SHUTTING_DOWN' &&
    shouldRecheck({ state: monitor.state, status: failure.status }, recheck) &&
    (await pauseBeforeRecheck(recheck * 1000, deps.signal))
  ) {
    deps.log.info(
      { monitor: monitorId, run: run.id, code: failure.code },
      'monitor run failed: checking again',
    );
    ({ report, failure } = await attempt(deps, monitor, run.id, scheduled));
  }

  if (failure?.code === 'SHUTTING_DOWN') {
    // The process is stopping: the run waits, claimed, for the next start (nothing about the site).
    await store.updateRun(run.id, { status: 'queued', startedAt: null });
    return store.getRun(monitorId, run.id);
  }
  // Compared with each check's last judged status, timing checks held for a second run (compare.ts).
  const baseline = report ? await loadBaseline(store, monitorId, startedAt, report) : null;
  const diff = report && baseline ? compareReports(baseline.report, report) : null;
  const changes =
    report && baseline && diff
      ? monitorChanges(diff, report, baseline, monitor.lang)
      : { new: [], fixed: [] };
  const outcome = {
    state: monitor.state,
    status: failure ? failure.status : ('ok' as const),
    compared: diff !== null,
    newProblems: changes.new,
    score: report?.seoScore ?? null,
    previousScore,
    minSeverity: monitor.minSeverity,
    scoreDrop: monitor.scoreDrop,
  };
  const alert = decideAlert(outcome);
  const finishedAt = deps.now();
  await store.updateRun(
    run.id,
    {
      status: failure ? 'failed' : 'ok',
      finishedAt,
      score: outcome.score,
      previousScore,
      error: failure ? { code: failure.code, message: failure.message } : null,
      changes,
      alert,
    },
    report ? JSON.stringify(report) : undefined,
  );
  if (outcome.status !== 'skipped') await store.setMonitorState(monitorId, stateAfter(outcome), finishedAt);

  if (alert) await sendAlert(deps, monitor, run, { alert, finishedAt, changes, outcome, failure });
  const config = deps.config;
  await store.pruneRuns(deps.now(), config.RUN_RETENTION_DAYS * DAY, config.RUNS_PER_MONITOR, monitorId);
  return store.getRun(monitorId, run.id);
}

/** A claimed run that did not get its monitor: ended as not made (no state change, no alert). */
async function supersede(deps: RunDeps, run: MonitorRun): Promise<void> {
  await deps.store.updateRun(run.id, {
    status: 'failed',
    finishedAt: deps.now(),
    error: { code: 'SKIPPED', message: 'Not run: another run of this monitor was under way.' },
  });
}

async function sendAlert(
  deps: RunDeps,
  monitor: Monitor,
  run: MonitorRun,
  r: {
    alert: NonNullable<MonitorRun['alert']>;
    finishedAt: number;
    changes: MonitorRun['changes'];
    outcome: { score: number | null; previousScore: number | null };
    failure: { code: string; message: string } | null;
  },
): Promise<void> {
  if (!deps.alerts) {
    // Never pretend: the decision is on the run, alertSentAt stays empty.
    deps.log.warn({ monitor: monitor.id, run: run.id, alert: r.alert }, 'alerts not configured');
    return;
  }
  const to = await destinationOf(deps.store, monitor);
  // No channel to hand it to (none set, or only an unconfirmed address): nothing claims it was sent.
  if (to.email === null && to.slack === null && to.webhook === null) return;
  const link = runUrl(deps.config, monitor.id, run.id);
  if (link === null) {
    deps.log.warn(
      { monitor: monitor.id, run: run.id, alert: r.alert },
      `alert not sent: PUBLIC_URL is not set (${ALERTS_NEED_PUBLIC_URL})`,
    );
    return;
  }
  if (!(await deps.store.markAlertSent(run.id, deps.now()))) return;
  const alert: MonitorAlert = {
    type: r.alert,
    monitor: {
      id: monitor.id,
      url: monitor.url,
      owner: monitor.owner,
      lang: monitor.lang,
      timezone: monitor.timezone,
    },
    run: {
      id: run.id,
      scheduledFor: run.scheduledFor,
      finishedAt: r.finishedAt,
      score: r.outcome.score,
      previousScore: r.outcome.previousScore,
      error: r.failure ? { code: r.failure.code, message: r.failure.message } : null,
    },
    changes: r.changes,
    runUrl: link,
  };
  try {
    await deps.alerts.send(alert, to, `${monitor.id}.${run.scheduledFor}`);
  } catch (err) {
    // Senders retry on their own and should not throw; a bug in one must not fail the run.
    deps.log.error({ err, monitor: monitor.id, run: run.id }, 'alert not sent');
  }
}

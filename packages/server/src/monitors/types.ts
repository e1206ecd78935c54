/**
 * Monitoring (issue 24): a signed-in user's watched pages and sites, their runs, and the alerts sent when
 * something changes. This file is the contract between the parts:
 * - the stores (sqlite-store.ts embedded, redis-store.ts with REDIS_URL; one contract suite runs on both),
 * - the schedulers (croner in the process embedded; BullMQ job schedulers with REDIS_URL),
 * - the run (run.ts: audit → compare with the last successful run → decide the alert → send it once),
 * - the alert channels (../alerts/: e-mail over SMTP, Slack incoming webhooks, Standard Webhooks).
 * Times are epoch milliseconds; the API renders them as ISO 8601.
 */

export type MonitorSeverity = 'critical' | 'recommended' | 'info';

export interface MonitorAlertTargets {
  /** The address alerts go to: the owner's own (Google-verified) one, or another once confirmed. */
  email: string | null;
  /** A Slack incoming-webhook URL. */
  slack: string | null;
  /** A generic webhook URL (Standard Webhooks signature with the monitor's secret). */
  webhook: string | null;
}

export interface Monitor {
  id: string;
  /** The owner's e-mail (the session's user). */
  owner: string;
  url: string;
  /** A five-field cron expression (croner syntax), e.g. "0 6 * * *". */
  schedule: string;
  /** IANA time zone the schedule is read in (default "UTC"). */
  timezone: string;
  /** A site audit of at most this many pages; null: the page alone. */
  crawl: number | null;
  /** Alert on a new problem at or above this severity (default "critical"). */
  minSeverity: MonitorSeverity;
  /** Alert when the score drops by at least this many points; null: never for the score alone. */
  scoreDrop: number | null;
  alerts: MonitorAlertTargets;
  /** `whsec_…` (Standard Webhooks): shown once at creation, kept to sign; null without a webhook. */
  webhookSecret: string | null;
  /**
   * Credentials for a page behind a login (the audit's headers, cookies, basicAuth), sealed with
   * AES-256-GCM under SESSION_SECRET and bound to the monitor's id (monitors/credentials.ts); null: none.
   */
  credentials: string | null;
  /** The UI language of the owner when the monitor was saved (alert texts). */
  lang: 'en' | 'es' | 'fr';
  paused: boolean;
  /** "ok" after a successful run, "failed" after a failed one, "new" before the first run. */
  state: 'new' | 'ok' | 'failed';
  createdAt: number;
  updatedAt: number;
  /** The next tick (null when paused). */
  nextRunAt: number | null;
  lastRunAt: number | null;
}

export type NewMonitor = Omit<
  Monitor,
  'id' | 'state' | 'createdAt' | 'updatedAt' | 'lastRunAt' | 'credentials'
> & { credentials?: string | null };

export type MonitorPatch = Partial<
  Pick<
    Monitor,
    | 'url'
    | 'schedule'
    | 'timezone'
    | 'crawl'
    | 'minSeverity'
    | 'scoreDrop'
    | 'alerts'
    | 'webhookSecret'
    | 'credentials'
    | 'lang'
    | 'paused'
    | 'nextRunAt'
  >
>;

/** A value shown as old → new in a change (a signal's title, canonical…; a check's measured value). */
export type MonitorChangeValue = string | number | boolean | string[] | null;

/**
 * One thing that changed between two runs (from the engine's diff): a check, an SEO signal (title,
 * canonical, robots…) or a real-user (field) figure: what the run page lists, so every place counts alike.
 */
export interface MonitorChange {
  /** The check id; `signal:<id>` for a signal, `field:<formFactor>:<metric>` for a field figure. */
  checkId: string;
  /** This run's status (critical or recommended) for a new problem, the earlier one for a fixed one. */
  severity: MonitorSeverity;
  title: string;
  /** Absent on runs stored before signals and field figures were listed: a check. */
  kind?: 'check' | 'signal' | 'field';
  /** The value before and now, when the change has one. */
  old?: MonitorChangeValue;
  new?: MonitorChangeValue;
  /** It changed back and forth lately (flap damping): listed, but no alert on its own. */
  flapping?: boolean;
}

export type AlertType = 'monitor.changed' | 'monitor.failed' | 'monitor.recovered';

export interface MonitorRun {
  id: string;
  monitorId: string;
  trigger: 'schedule' | 'manual';
  /** The tick a scheduled run belongs to (a manual run: when it was asked for). With monitorId, the idempotency key. */
  scheduledFor: number;
  startedAt: number | null;
  finishedAt: number | null;
  status: 'queued' | 'running' | 'ok' | 'failed';
  score: number | null;
  /** The last successful run's score before this one (null: none). */
  previousScore: number | null;
  /** Why a failed run failed (the engine's AuditError code and message). */
  error: { code: string; message: string } | null;
  /** Compared with the last successful run before it (empty for the first run and failed runs). */
  changes: { new: MonitorChange[]; fixed: MonitorChange[] };
  /** The alert this run decided on (null: nothing to say). */
  alert: AlertType | null;
  /** When the alert was handed to the channels (set once: a retried run never sends it again). */
  alertSentAt: number | null;
  /**
   * Ticks folded into this run instead of running on their own: they came due while this run was under
   * way (one run of a monitor at a time), or while the server was down (a catch-up runs once).
   */
  missedTicks: number;
}

/** How long a claimed run holds its monitor (queued), and once started (a run ends within its limit). */
export const CLAIM_LEASE_MS = 60 * 60_000;
export const RUN_LEASE_MS = 7 * 60_000;

export interface MonitorStore {
  createMonitor(monitor: NewMonitor, now: number): Promise<Monitor>;
  /** The monitor when `owner` owns it (owner omitted: any; the scheduler and workers). */
  getMonitor(id: string, owner?: string): Promise<Monitor | null>;
  /** The owner's monitors, oldest first. */
  listMonitors(owner: string): Promise<Monitor[]>;
  countMonitors(owner: string): Promise<number>;
  /** Every monitor that is not paused (the scheduler's start-up). */
  activeMonitors(): Promise<Monitor[]>;
  updateMonitor(id: string, owner: string | null, patch: MonitorPatch, now: number): Promise<Monitor | null>;
  /** Records the outcome of a run on its monitor (state, lastRunAt). */
  setMonitorState(id: string, state: Monitor['state'], lastRunAt: number): Promise<void>;
  /** Deletes the monitor and its runs; false when it does not exist or belongs to someone else. */
  deleteMonitor(id: string, owner: string): Promise<boolean>;

  /**
   * Atomically creates the run of (monitorId, scheduledFor) unless one exists: `created` false means
   * another process (or an earlier try) has it, and the caller must not run it again.
   * `exclusive` (issue 32: one run of a monitor at a time, whatever the processes): the claim also holds
   * the monitor (CLAIM_LEASE_MS; RUN_LEASE_MS once started, released when the run ends). While another
   * run holds it, nothing is created: `busyWith` is that run's id and, for a new scheduled tick, the
   * tick (and the `missedTicks` it carries) is added to that run's missedTicks.
   */
  claimRun(
    run: Pick<MonitorRun, 'monitorId' | 'trigger' | 'scheduledFor'> & { missedTicks?: number },
    now: number,
    options?: { exclusive?: boolean },
  ): Promise<{ run: MonitorRun; created: boolean; busyWith?: string }>;
  /**
   * Saves the run's progress or outcome, with its report (JSON text) once it finished successfully. A
   * start (startedAt) renews the run's hold on its monitor for RUN_LEASE_MS; an end (ok, failed) frees it.
   */
  updateRun(
    id: string,
    patch: Partial<Omit<MonitorRun, 'id' | 'monitorId' | 'trigger' | 'scheduledFor'>>,
    reportJson?: string,
  ): Promise<void>;
  /**
   * Atomically marks the run's alert as sent; true only for the first caller (exactly one alert per run,
   * whatever the retries and processes).
   */
  markAlertSent(runId: string, now: number): Promise<boolean>;
  getRun(monitorId: string, runId: string): Promise<MonitorRun | null>;
  /** The run's report (JSON text), null when it has none (failed, pruned). */
  getRunReport(monitorId: string, runId: string): Promise<string | null>;
  /** Newest first. */
  listRuns(monitorId: string, limit: number): Promise<MonitorRun[]>;
  /** The newest successful run that finished before `before` (the comparison's base), with its report. */
  lastSuccessfulRun(
    monitorId: string,
    before: number,
  ): Promise<{ run: MonitorRun; reportJson: string } | null>;
  /**
   * Deletes runs older than the retention and beyond the newest `perMonitor`; returns how many went.
   * With `monitorId`, only that monitor's runs (after each run: cheap, unlike a pass over every monitor).
   */
  pruneRuns(now: number, retentionMs: number, perMonitor: number, monitorId?: string): Promise<number>;

  /** Addresses the owner confirmed for alerts (their own sign-in address needs none). */
  isAlertAddressConfirmed(owner: string, email: string): Promise<boolean>;
  /** Stores a pending confirmation; the token is random and single-use. */
  createAlertAddressToken(owner: string, email: string, token: string, expiresAt: number): Promise<void>;
  /** Confirms the address of a valid token (single use); null when unknown or expired. */
  confirmAlertAddress(token: string, now: number): Promise<{ owner: string; email: string } | null>;

  /** "Delete my data": the user's monitors, runs, confirmed addresses and shared reports. */
  deleteUserData(owner: string): Promise<{ monitors: number; runs: number; reports: number }>;
}

/** What a run hands to the alert channels. */
export interface MonitorAlert {
  type: AlertType;
  /** `timezone`: the monitor's IANA zone, the one times in the message are written in (UTC without it). */
  monitor: { id: string; url: string; owner: string; lang: Monitor['lang']; timezone?: string };
  run: {
    id: string;
    scheduledFor: number;
    finishedAt: number;
    score: number | null;
    previousScore: number | null;
    error: { code: string; message: string } | null;
  };
  changes: { new: MonitorChange[]; fixed: MonitorChange[] };
  /** The run's page in the web app (PUBLIC_URL + /monitors/:id/runs/:runId). */
  runUrl: string;
}

export interface AlertDestination {
  email: string | null;
  slack: string | null;
  webhook: { url: string; secret: string } | null;
}

/**
 * Sends one alert to a monitor's channels (../alerts/). `key` (monitor id + scheduledFor) is the
 * idempotency key: the webhook's `webhook-id`, and retries of one delivery reuse it. Delivery failures
 * are retried by the sender (webhooks: network errors and 5xx, at most 5 tries over ~30 minutes) and
 * never throw into the run.
 */
export interface AlertSender {
  send(alert: MonitorAlert, to: AlertDestination, key: string): Promise<void>;
  close(): Promise<void>;
}

/** Keeps each active monitor's schedule (croner in the process; BullMQ job schedulers with REDIS_URL). */
export interface MonitorScheduler {
  /** Creates or replaces the schedule after a create, edit or resume; removes it when paused. Returns the next tick. */
  upsert(monitor: Monitor): Promise<number | null>;
  remove(monitorId: string): Promise<void>;
  /** Queues a manual run now; answers its run id. */
  runNow(monitor: Monitor): Promise<string>;
  /** Loads every active monitor (a tick missed while down runs once). */
  start(): Promise<void>;
  close(): Promise<void>;
}

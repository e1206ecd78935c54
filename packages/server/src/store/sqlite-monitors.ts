/**
 * Monitoring on the embedded store (issue 24): monitors, their runs (with each successful run's report),
 * and the alert addresses their owners confirmed, in the same SQLite file as the other tables. The
 * schema is additive (CREATE … IF NOT EXISTS): a database of an older version gains the tables on open.
 */
import type Database from 'better-sqlite3';
import {
  CLAIM_LEASE_MS,
  RUN_LEASE_MS,
  type Monitor,
  type MonitorRun,
  type MonitorStore,
} from '../monitors/types.js';
import {
  assignments,
  monitorColumns,
  placeholder,
  runColumns,
  toMonitor,
  toRun,
  type MonitorRow,
  type RunRow,
} from './sqlite-monitor-rows.js';
import { newId } from './ids.js';

export const MONITOR_SCHEMA = `
CREATE TABLE IF NOT EXISTS monitors (
  id TEXT PRIMARY KEY, owner TEXT NOT NULL, url TEXT NOT NULL, schedule TEXT NOT NULL,
  timezone TEXT NOT NULL, crawl INTEGER, min_severity TEXT NOT NULL, score_drop INTEGER,
  alert_email TEXT, alert_slack TEXT, alert_webhook TEXT, webhook_secret TEXT, lang TEXT NOT NULL,
  paused INTEGER NOT NULL, state TEXT NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL,
  next_run_at INTEGER, last_run_at INTEGER, credentials_sealed TEXT
);
CREATE INDEX IF NOT EXISTS monitors_owner ON monitors (owner, created_at);
CREATE INDEX IF NOT EXISTS monitors_active ON monitors (paused);
CREATE TABLE IF NOT EXISTS monitor_runs (
  id TEXT PRIMARY KEY, monitor_id TEXT NOT NULL, trigger TEXT NOT NULL, scheduled_for INTEGER NOT NULL,
  started_at INTEGER, finished_at INTEGER, status TEXT NOT NULL, score INTEGER, previous_score INTEGER,
  error_code TEXT, error_message TEXT, changes_json TEXT NOT NULL, alert TEXT, alert_sent_at INTEGER,
  report_json TEXT, created_at INTEGER NOT NULL, missed_ticks INTEGER NOT NULL DEFAULT 0,
  UNIQUE (monitor_id, scheduled_for)
);
CREATE TABLE IF NOT EXISTS monitor_active (
  monitor_id TEXT PRIMARY KEY, run_id TEXT NOT NULL, until INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS monitor_runs_newest ON monitor_runs (monitor_id, scheduled_for DESC);
CREATE INDEX IF NOT EXISTS monitor_runs_ok ON monitor_runs (monitor_id, status, finished_at);
CREATE INDEX IF NOT EXISTS monitor_runs_age ON monitor_runs (scheduled_for);
CREATE TABLE IF NOT EXISTS alert_addresses (
  owner TEXT NOT NULL, email TEXT NOT NULL, confirmed_at INTEGER NOT NULL, PRIMARY KEY (owner, email)
);
CREATE TABLE IF NOT EXISTS alert_address_tokens (
  token TEXT PRIMARY KEY, owner TEXT NOT NULL, email TEXT NOT NULL, expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS alert_address_tokens_owner ON alert_address_tokens (owner);
`;

const RUN_COLUMNS = `id, monitor_id, trigger, scheduled_for, started_at, finished_at, status, score,
  previous_score, error_code, error_message, changes_json, alert, alert_sent_at, missed_ticks`;

/** Databases made before issue 32 have no missed_ticks column: added in place, existing runs 0. */
function addMissedTicks(db: Database.Database): void {
  const columns = db.prepare('PRAGMA table_info(monitor_runs)').all() as Array<{ name: string }>;
  if (!columns.some((c) => c.name === 'missed_ticks'))
    db.exec('ALTER TABLE monitor_runs ADD COLUMN missed_ticks INTEGER NOT NULL DEFAULT 0');
  const monitorColumns = db.prepare('PRAGMA table_info(monitors)').all() as Array<{ name: string }>;
  if (!monitorColumns.some((c) => c.name === 'credentials_sealed'))
    db.exec('ALTER TABLE monitors ADD COLUMN credentials_sealed TEXT');
}

export function sqliteMonitorStore(db: Database.Database): MonitorStore {
  db.exec(MONITOR_SCHEMA);
  addMissedTicks(db);
  const q = {
    insertMonitor: db.prepare(
      `INSERT INTO monitors (id, owner, url, schedule, timezone, crawl, min_severity, score_drop, alert_email,
        alert_slack, alert_webhook, webhook_secret, lang, paused, state, created_at, updated_at, next_run_at,
        last_run_at, credentials_sealed)
       VALUES (@id, @owner, @url, @schedule, @timezone, @crawl, @min_severity, @score_drop, @alert_email,
        @alert_slack, @alert_webhook, @webhook_secret, @lang, @paused, 'new', @now, @now, @next_run_at, NULL,
        @credentials)`,
    ),
    getMonitor: db.prepare('SELECT * FROM monitors WHERE id = ?'),
    listMonitors: db.prepare('SELECT * FROM monitors WHERE owner = ? ORDER BY created_at, rowid'),
    countMonitors: db.prepare('SELECT COUNT(*) AS n FROM monitors WHERE owner = ?'),
    activeMonitors: db.prepare('SELECT * FROM monitors WHERE paused = 0 ORDER BY created_at, rowid'),
    setState: db.prepare('UPDATE monitors SET state = ?, last_run_at = ? WHERE id = ?'),
    deleteMonitor: db.prepare('DELETE FROM monitors WHERE id = ? AND owner = ?'),
    deleteRunsOf: db.prepare('DELETE FROM monitor_runs WHERE monitor_id = ?'),
    insertRun: db.prepare(
      `INSERT OR IGNORE INTO monitor_runs (id, monitor_id, trigger, scheduled_for, status, changes_json, created_at,
        missed_ticks)
       VALUES (?, ?, ?, ?, 'queued', '{"new":[],"fixed":[]}', ?, ?)`,
    ),
    holder: db.prepare('SELECT run_id FROM monitor_active WHERE monitor_id = ? AND until > ?'),
    hold: db.prepare(
      `INSERT INTO monitor_active (monitor_id, run_id, until) VALUES (?, ?, ?)
       ON CONFLICT(monitor_id) DO UPDATE SET run_id = excluded.run_id, until = excluded.until`,
    ),
    renew: db.prepare('UPDATE monitor_active SET until = ? WHERE run_id = ?'),
    release: db.prepare('DELETE FROM monitor_active WHERE run_id = ?'),
    addMissed: db.prepare('UPDATE monitor_runs SET missed_ticks = missed_ticks + ? WHERE id = ?'),
    releaseOf: db.prepare('DELETE FROM monitor_active WHERE monitor_id = ?'),
    runByTick: db.prepare(
      `SELECT ${RUN_COLUMNS} FROM monitor_runs WHERE monitor_id = ? AND scheduled_for = ?`,
    ),
    markAlertSent: db.prepare(
      'UPDATE monitor_runs SET alert_sent_at = ? WHERE id = ? AND alert_sent_at IS NULL',
    ),
    getRun: db.prepare(`SELECT ${RUN_COLUMNS} FROM monitor_runs WHERE monitor_id = ? AND id = ?`),
    getRunReport: db.prepare('SELECT report_json FROM monitor_runs WHERE monitor_id = ? AND id = ?'),
    listRuns: db.prepare(
      `SELECT ${RUN_COLUMNS} FROM monitor_runs WHERE monitor_id = ?
       ORDER BY scheduled_for DESC, created_at DESC LIMIT ?`,
    ),
    lastOk: db.prepare(
      `SELECT ${RUN_COLUMNS}, report_json FROM monitor_runs
       WHERE monitor_id = ? AND status = 'ok' AND report_json IS NOT NULL AND finished_at < ?
       ORDER BY finished_at DESC LIMIT 1`,
    ),
    pruneOld: db.prepare('DELETE FROM monitor_runs WHERE scheduled_for < ?'),
    pruneOldOf: db.prepare('DELETE FROM monitor_runs WHERE monitor_id = ? AND scheduled_for < ?'),
    pruneExtraOf: db.prepare(
      `DELETE FROM monitor_runs WHERE id IN (
         SELECT id FROM monitor_runs WHERE monitor_id = ?
         ORDER BY scheduled_for DESC, created_at DESC LIMIT -1 OFFSET ?)`,
    ),
    pruneExtra: db.prepare(
      `DELETE FROM monitor_runs WHERE id IN (
         SELECT id FROM (
           SELECT id, ROW_NUMBER() OVER (
             PARTITION BY monitor_id ORDER BY scheduled_for DESC, created_at DESC) AS n
           FROM monitor_runs)
         WHERE n > ?)`,
    ),
    isConfirmed: db.prepare('SELECT 1 AS ok FROM alert_addresses WHERE owner = ? AND email = ?'),
    createToken: db.prepare(
      'INSERT INTO alert_address_tokens (token, owner, email, expires_at) VALUES (?, ?, ?, ?)',
    ),
    getToken: db.prepare('SELECT owner, email, expires_at FROM alert_address_tokens WHERE token = ?'),
    deleteToken: db.prepare('DELETE FROM alert_address_tokens WHERE token = ?'),
    confirmAddress: db.prepare(
      'INSERT OR IGNORE INTO alert_addresses (owner, email, confirmed_at) VALUES (?, ?, ?)',
    ),
    deleteRunsOfOwner: db.prepare(
      'DELETE FROM monitor_runs WHERE monitor_id IN (SELECT id FROM monitors WHERE owner = ?)',
    ),
    deleteMonitorsOfOwner: db.prepare('DELETE FROM monitors WHERE owner = ?'),
    deleteAddressesOfOwner: db.prepare('DELETE FROM alert_addresses WHERE owner = ?'),
    deleteTokensOfOwner: db.prepare('DELETE FROM alert_address_tokens WHERE owner = ?'),
    deleteReportsOfOwner: db.prepare('DELETE FROM reports WHERE owner = ?'),
  };

  const getMonitor = (id: string): Monitor | null => {
    const row = q.getMonitor.get(id) as MonitorRow | undefined;
    return row ? toMonitor(row) : null;
  };

  const claimRun = db.transaction(
    (
      run: Pick<MonitorRun, 'monitorId' | 'trigger' | 'scheduledFor'> & { missedTicks?: number },
      now: number,
      exclusive: boolean,
    ): { run: MonitorRun; created: boolean; busyWith?: string } => {
      const mine = q.runByTick.get(run.monitorId, run.scheduledFor) as RunRow | undefined;
      if (exclusive) {
        const holder = (q.holder.get(run.monitorId, now) as { run_id: string } | undefined)?.run_id;
        if (holder !== undefined && holder !== mine?.id) {
          // A tick that comes while another run is under way is folded into it, once.
          if (!mine && run.trigger === 'schedule') q.addMissed.run(1 + (run.missedTicks ?? 0), holder);
          return { run: mine ? toRun(mine) : placeholder(run, now), created: false, busyWith: holder };
        }
      }
      const created =
        !mine &&
        q.insertRun.run(newId(), run.monitorId, run.trigger, run.scheduledFor, now, run.missedTicks ?? 0)
          .changes > 0;
      const row = q.runByTick.get(run.monitorId, run.scheduledFor) as RunRow;
      const finished = row.status === 'ok' || row.status === 'failed';
      if (exclusive && !finished) q.hold.run(run.monitorId, row.id, now + CLAIM_LEASE_MS);
      return { run: toRun(row), created };
    },
  );
  const deleteMonitor = db.transaction((id: string, owner: string) => {
    if (q.deleteMonitor.run(id, owner).changes === 0) return false;
    q.deleteRunsOf.run(id);
    q.releaseOf.run(id);
    return true;
  });
  const confirmAlertAddress = db.transaction((token: string, now: number) => {
    const row = q.getToken.get(token) as { owner: string; email: string; expires_at: number } | undefined;
    if (!row) return null;
    q.deleteToken.run(token);
    if (row.expires_at <= now) return null;
    q.confirmAddress.run(row.owner, row.email, now);
    return { owner: row.owner, email: row.email };
  });
  const pruneRuns = db.transaction(
    (now: number, retentionMs: number, perMonitor: number, monitorId: string | undefined) => {
      const keep = Math.max(0, perMonitor);
      if (monitorId !== undefined) {
        const old = q.pruneOldOf.run(monitorId, now - retentionMs).changes;
        return old + q.pruneExtraOf.run(monitorId, keep).changes;
      }
      return q.pruneOld.run(now - retentionMs).changes + q.pruneExtra.run(keep).changes;
    },
  );
  const deleteUserData = db.transaction((owner: string) => {
    const runs = q.deleteRunsOfOwner.run(owner).changes;
    const monitors = q.deleteMonitorsOfOwner.run(owner).changes;
    q.deleteAddressesOfOwner.run(owner);
    q.deleteTokensOfOwner.run(owner);
    const reports = q.deleteReportsOfOwner.run(owner).changes;
    return { monitors, runs, reports };
  });

  return {
    async createMonitor(m, now) {
      const id = newId();
      q.insertMonitor.run({
        id,
        owner: m.owner,
        url: m.url,
        schedule: m.schedule,
        timezone: m.timezone,
        crawl: m.crawl,
        min_severity: m.minSeverity,
        score_drop: m.scoreDrop,
        alert_email: m.alerts.email,
        alert_slack: m.alerts.slack,
        alert_webhook: m.alerts.webhook,
        webhook_secret: m.webhookSecret,
        lang: m.lang,
        paused: m.paused ? 1 : 0,
        now,
        next_run_at: m.nextRunAt,
        credentials: m.credentials ?? null,
      });
      return getMonitor(id) as Monitor;
    },
    async getMonitor(id, owner) {
      const monitor = getMonitor(id);
      return monitor && (owner === undefined || monitor.owner === owner) ? monitor : null;
    },
    async listMonitors(owner) {
      return (q.listMonitors.all(owner) as MonitorRow[]).map(toMonitor);
    },
    async countMonitors(owner) {
      return (q.countMonitors.get(owner) as { n: number }).n;
    },
    async activeMonitors() {
      return (q.activeMonitors.all() as MonitorRow[]).map(toMonitor);
    },
    async updateMonitor(id, owner, patch, now) {
      const current = getMonitor(id);
      if (!current || (owner !== null && current.owner !== owner)) return null;
      const columns = { ...monitorColumns(patch), updated_at: now };
      db.prepare(`UPDATE monitors SET ${assignments(columns)} WHERE id = @id`).run({ ...columns, id });
      return getMonitor(id);
    },
    async setMonitorState(id, state, lastRunAt) {
      q.setState.run(state, lastRunAt, id);
    },
    async deleteMonitor(id, owner) {
      return deleteMonitor.immediate(id, owner);
    },
    async claimRun(run, now, options) {
      return claimRun.immediate(run, now, options?.exclusive === true);
    },
    async updateRun(id, patch, reportJson) {
      const columns = runColumns(patch);
      if (reportJson !== undefined) columns.report_json = reportJson;
      if (Object.keys(columns).length === 0) return;
      db.prepare(`UPDATE monitor_runs SET ${assignments(columns)} WHERE id = @id`).run({ ...columns, id });
      if (patch.status === 'ok' || patch.status === 'failed') q.release.run(id);
      else if (typeof patch.startedAt === 'number') q.renew.run(patch.startedAt + RUN_LEASE_MS, id);
    },
    async markAlertSent(runId, now) {
      return q.markAlertSent.run(now, runId).changes > 0;
    },
    async getRun(monitorId, runId) {
      const row = q.getRun.get(monitorId, runId) as RunRow | undefined;
      return row ? toRun(row) : null;
    },
    async getRunReport(monitorId, runId) {
      const row = q.getRunReport.get(monitorId, runId) as { report_json: string | null } | undefined;
      return row?.report_json ?? null;
    },
    async listRuns(monitorId, limit) {
      return (q.listRuns.all(monitorId, limit) as RunRow[]).map(toRun);
    },
    async lastSuccessfulRun(monitorId, before) {
      const row = q.lastOk.get(monitorId, before) as (RunRow & { report_json: string }) | undefined;
      return row ? { run: toRun(row), reportJson: row.report_json } : null;
    },
    async pruneRuns(now, retentionMs, perMonitor, monitorId) {
      return pruneRuns.immediate(now, retentionMs, perMonitor, monitorId);
    },
    async isAlertAddressConfirmed(owner, email) {
      return q.isConfirmed.get(owner, email) !== undefined;
    },
    async createAlertAddressToken(owner, email, token, expiresAt) {
      q.createToken.run(token, owner, email, expiresAt);
    },
    async confirmAlertAddress(token, now) {
      return confirmAlertAddress.immediate(token, now);
    },
    async deleteUserData(owner) {
      return deleteUserData.immediate(owner);
    },
  };
}

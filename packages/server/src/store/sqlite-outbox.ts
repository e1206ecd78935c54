/** The embedded store's delivery outbox (alerts/outbox.ts): one row per pending delivery. */
import type Database from 'better-sqlite3';
import type { DeliveryJob } from '../alerts/jobs.js';
import type { DeliveryOutbox, PendingDelivery } from '../alerts/outbox.js';

export const OUTBOX_SCHEMA = `
CREATE TABLE IF NOT EXISTS alert_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT, job_json TEXT NOT NULL, tries INTEGER NOT NULL, due_at INTEGER NOT NULL
);`;

export function sqliteOutbox(db: Database.Database): DeliveryOutbox {
  db.exec(OUTBOX_SCHEMA);
  const q = {
    add: db.prepare('INSERT INTO alert_outbox (job_json, tries, due_at) VALUES (?, 0, ?)'),
    reschedule: db.prepare('UPDATE alert_outbox SET tries = ?, due_at = ? WHERE id = ?'),
    remove: db.prepare('DELETE FROM alert_outbox WHERE id = ?'),
    pending: db.prepare('SELECT id, job_json, tries, due_at FROM alert_outbox ORDER BY due_at, id'),
  };
  return {
    async add(job, dueAt) {
      return Number(q.add.run(JSON.stringify(job), dueAt).lastInsertRowid);
    },
    async reschedule(id, tries, dueAt) {
      q.reschedule.run(tries, dueAt, id);
    },
    async remove(id) {
      q.remove.run(id);
    },
    async pending() {
      const rows = q.pending.all() as Array<{ id: number; job_json: string; tries: number; due_at: number }>;
      return rows.map((r): PendingDelivery => ({
        id: r.id,
        job: JSON.parse(r.job_json) as DeliveryJob,
        tries: r.tries,
        dueAt: r.due_at,
      }));
    },
  };
}

/**
 * The monitoring API (issue 24) through the app's one client (`call`): the signed-in user's monitors,
 * their runs and each run's report. Times arrive as ISO 8601 strings.
 */
import type { Report } from '@rankscope/engine/report';
import { call } from '@/lib/api-client';

export type Severity = 'critical' | 'recommended' | 'info';

export interface AlertTargets {
  email: string | null;
  slack: string | null;
  webhook: string | null;
}

export interface Monitor {
  id: string;
  url: string;
  schedule: string;
  timezone: string;
  crawl: number | null;
  minSeverity: Severity;
  scoreDrop: number | null;
  alerts: AlertTargets;
  paused: boolean;
  state: 'new' | 'ok' | 'failed';
  createdAt: string;
  updatedAt: string;
  nextRunAt: string | null;
  lastRunAt: string | null;
}

export interface RunChange {
  checkId: string;
  severity: Severity;
  title: string;
}

export interface Run {
  id: string;
  trigger: 'schedule' | 'manual';
  scheduledFor: string;
  startedAt: string | null;
  finishedAt: string | null;
  status: 'queued' | 'running' | 'ok' | 'failed';
  score: number | null;
  error?: { code: string; message: string } | null;
  changes: { new: RunChange[]; fixed: RunChange[] };
}

/** What the form sends (POST creates; PATCH sends the same fields, null clearing an optional one). */
export interface MonitorInput {
  url: string;
  schedule: string;
  timezone: string;
  crawl: number | null;
  minSeverity: Severity;
  scoreDrop: number | null;
  alerts: AlertTargets;
  paused?: boolean;
}

export interface Created {
  id: string;
  url: string;
  schedule: string;
  timezone: string;
  nextRunAt: string | null;
  /** `whsec_…`: answered once, when a webhook is set. */
  webhookSecret?: string;
}

const path = (id: string) => `/api/monitors/${encodeURIComponent(id)}`;
const json = async <T>(res: Promise<Response>): Promise<T> => (await res).json() as Promise<T>;

/** A new monitor leaves optional fields out rather than sending null. */
function createBody(input: MonitorInput) {
  const alerts = Object.fromEntries(Object.entries(input.alerts).filter(([, v]) => v !== null));
  return {
    url: input.url,
    schedule: input.schedule,
    timezone: input.timezone,
    minSeverity: input.minSeverity,
    alerts,
    ...(input.crawl === null ? {} : { crawl: input.crawl }),
    ...(input.scoreDrop === null ? {} : { scoreDrop: input.scoreDrop }),
  };
}

export const monitorsApi = {
  list: () => json<Monitor[]>(call('/api/monitors')),
  get: (id: string) => json<Monitor>(call(path(id))),
  create: (input: MonitorInput) =>
    json<Created>(call('/api/monitors', { method: 'POST', body: createBody(input) })),
  update: (id: string, patch: Partial<MonitorInput>) =>
    json<Monitor & { webhookSecret?: string }>(call(path(id), { method: 'PATCH', body: patch })),
  remove: async (id: string): Promise<void> => {
    await call(path(id), { method: 'DELETE' });
  },
  runNow: (id: string) => json<{ runId: string }>(call(`${path(id)}/run`, { method: 'POST', body: {} })),
  runs: (id: string) => json<Run[]>(call(`${path(id)}/runs`)),
  report: (id: string, runId: string) =>
    json<Report>(call(`${path(id)}/runs/${encodeURIComponent(runId)}`, { timeoutMs: 60_000 })),
};

/**
 * The monitoring API (issue 24) through the app's one client (`call`): the signed-in user's monitors,
 * their runs and each run's report. Times arrive as ISO 8601 strings.
 */
import type { Report } from '@rankscope/engine/report';
import { call } from '@/lib/api-client';

export type Severity = 'critical' | 'recommended' | 'info';
export type Lang = 'en' | 'es' | 'fr';

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
  /** Slack and webhook URLs come masked (`https://hooks.slack.com/…Xy12`): they are credentials. */
  alerts: AlertTargets;
  /** Whether alert e-mails reach the address (the account's own, or one its owner confirmed). */
  emailConfirmed: boolean;
  lang: Lang;
  paused: boolean;
  state: 'new' | 'ok' | 'failed';
  createdAt: string;
  nextRunAt: string | null;
  lastRunAt: string | null;
  /** The newest finished run, null before the first. */
  lastRun: Pick<Run, 'id' | 'status' | 'score' | 'finishedAt'> | null;
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
  /** The score of the run this one was compared with; null when there was none (a first run). */
  previousScore?: number | null;
  error?: { code: string; message: string } | null;
  changes: { new: RunChange[]; fixed: RunChange[] };
  /** Ticks counted on this run instead of running on their own (it was under way, or the server down). */
  missedTicks?: number;
}

/**
 * What the form sends (POST creates; PATCH sends the same fields, null clearing an optional one). An alert
 * key left out of a PATCH keeps the saved target (the masked hook URLs are never sent back).
 */
export interface MonitorInput {
  url: string;
  schedule: string;
  timezone: string;
  crawl: number | null;
  minSeverity: Severity;
  scoreDrop: number | null;
  alerts: Partial<AlertTargets>;
  /** The language of the alert texts: the one the user is using. */
  lang: Lang;
  paused?: boolean;
}

/** What the save did about a new alert address: the one confirmation mail it sent, or why not. */
export type EmailConfirmation =
  | { email: string; status: 'confirmed' | 'pending' }
  | { email: string; status: 'failed'; code?: string; error?: string };

/**
 * The monitor as created, with its webhook secret (`whsec_…`) this once, when a webhook is set, and what
 * became of a new alert address (the save itself sends its confirmation mail).
 */
export type Created = Monitor & { webhookSecret?: string; emailConfirmation?: EmailConfirmation };

/** One run with its report and the previous successful run's (the comparison's base). */
export interface RunDetail {
  run: Run;
  report: Report | null;
  baseline: Report | null;
  baselineRunId: string | null;
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
    lang: input.lang,
    alerts,
    ...(input.crawl === null ? {} : { crawl: input.crawl }),
    ...(input.scoreDrop === null ? {} : { scoreDrop: input.scoreDrop }),
  };
}

/** An alert address: the account's own or a confirmed one, or a confirmation mail just sent to it. */
export interface AddressStatus {
  email: string;
  status: 'confirmed' | 'pending';
}

export const monitorsApi = {
  /** Allows alert mails to `email`: confirmed already, or sends its owner a confirmation link. */
  requestAddress: (email: string, lang: Lang) =>
    json<AddressStatus>(call('/api/alert-addresses', { method: 'POST', body: { email, lang } })),
  /** The confirmation page's button (the mail's link opens the page; a GET confirms nothing). */
  confirmAddress: (token: string) =>
    json<{ email: string }>(call('/api/alert-addresses/confirm', { method: 'POST', body: { token } })),
  list: () => json<Monitor[]>(call('/api/monitors')),
  get: (id: string) => json<Monitor>(call(path(id))),
  create: (input: MonitorInput) =>
    json<Created>(call('/api/monitors', { method: 'POST', body: createBody(input) })),
  update: (id: string, patch: Partial<MonitorInput>) =>
    json<Created>(call(path(id), { method: 'PATCH', body: patch })),
  remove: async (id: string): Promise<void> => {
    await call(path(id), { method: 'DELETE' });
  },
  runNow: (id: string) => json<{ runId: string }>(call(`${path(id)}/run`, { method: 'POST', body: {} })),
  runs: (id: string) => json<Run[]>(call(`${path(id)}/runs`)),
  run: (id: string, runId: string) =>
    json<RunDetail>(call(`${path(id)}/runs/${encodeURIComponent(runId)}`, { timeoutMs: 60_000 })),
};

/**
 * The monitoring API (issue 24) through the app's one client (`call`): the signed-in user's monitors,
 * their runs and each run's report. Times arrive as ISO 8601 strings.
 */
import type { Report } from '@rankscope/engine/report';
import { call, type ApiSchemas, type JsonOf } from '@/lib/api-client';
import type { paths } from '@/lib/api-types.gen';

type Schemas = ApiSchemas;

export type Monitor = Omit<Schemas['Monitor'], 'webhookSecret' | 'emailConfirmation'>;
export type Severity = Monitor['minSeverity'];
export type Lang = Monitor['lang'];
export type AlertTargets = Monitor['alerts'];
export type Run = Schemas['Run'];
export type RunChange = Run['changes']['new'][number];

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
export type EmailConfirmation = NonNullable<Schemas['Monitor']['emailConfirmation']>;

/**
 * The monitor as created, with its webhook secret (`whsec_…`) this once, when a webhook is set, and what
 * became of a new alert address (the save itself sends its confirmation mail).
 */
export type Created = Schemas['Monitor'];

/** One run with its report and the previous successful run's (the comparison's base), typed by the engine. */
export type RunDetail = Omit<
  JsonOf<paths['/api/monitors/{id}/runs/{runId}']['get']['responses'][200]>,
  'report' | 'baseline' | 'diff'
> & { report: Report | null; baseline: Report | null };

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
export type AddressStatus = JsonOf<paths['/api/alert-addresses']['post']['responses'][200]>;

export const monitorsApi = {
  /** Allows alert mails to `email`: confirmed already, or sends its owner a confirmation link. */
  requestAddress: (email: string, lang: Lang) =>
    json<AddressStatus>(call('/api/alert-addresses', { method: 'POST', body: { email, lang } })),
  /** The confirmation page's button (the mail's link opens the page; a GET confirms nothing). */
  confirmAddress: (token: string) =>
    json<JsonOf<paths['/api/alert-addresses/confirm']['post']['responses'][200]>>(
      call('/api/alert-addresses/confirm', { method: 'POST', body: { token } }),
    ),
  list: () => json<Monitor[]>(call('/api/monitors')),
  get: (id: string) => json<Monitor>(call(path(id))),
  create: (input: MonitorInput) =>
    json<Created>(call('/api/monitors', { method: 'POST', body: createBody(input) })),
  update: (id: string, patch: Partial<MonitorInput>) =>
    json<Created>(call(path(id), { method: 'PATCH', body: patch })),
  remove: async (id: string): Promise<void> => {
    await call(path(id), { method: 'DELETE' });
  },
  runNow: (id: string) =>
    json<JsonOf<paths['/api/monitors/{id}/run']['post']['responses'][202]>>(
      call(`${path(id)}/run`, { method: 'POST', body: {} }),
    ),
  runs: (id: string) => json<Run[]>(call(`${path(id)}/runs`)),
  run: (id: string, runId: string) =>
    json<RunDetail>(call(`${path(id)}/runs/${encodeURIComponent(runId)}`, { timeoutMs: 60_000 })),
};

/**
 * The one API client. Every call goes to the same origin with the session cookie; every failure becomes
 * an ApiError, and `auditErrorKey`/`loginErrorKey` turn it into the texts of spec.md §8.
 */
import type { Report } from '@rankscope/engine/report';
import type { components, paths } from './api-types.gen';

/**
 * A report as the server answered it: with the server's `signature`. Share links and PDFs accept only a
 * report sent back exactly as received, so keep the whole object (never rebuild or edit it).
 */
export type SignedReport = Report & { signature?: string };

export const AUDIT_TIMEOUT_MS = 120_000;
export const LOGIN_TIMEOUT_MS = 15_000;

export type FailureKind = 'http' | 'timeout' | 'network' | 'aborted';

export class ApiError extends Error {
  constructor(
    readonly kind: FailureKind,
    /** HTTP status, 0 when there was no answer. */
    readonly status: number,
    /** The server's `error` field, when it sent one. */
    readonly serverError: string | null,
    readonly code: string | null,
    readonly requiresAuth = false,
    readonly retryAfter: number | null = null,
  ) {
    super(serverError ?? `${kind} ${status}`);
    this.name = 'ApiError';
  }
}

/** The API's shapes, generated from the server's OpenAPI document (npm run gen:api-types). */
export type ApiSchemas = components['schemas'];
/** The JSON body of an answer or a request, as the document declares it. */
export type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;

export type Me = ApiSchemas['Me'];
/** `remaining`: -1 means unlimited (signed in). */
export type Allowance = Me['allowance'];
export type PublicConfig = ApiSchemas['PublicConfig'];

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export async function call(path: string, opts: CallOptions = {}): Promise<Response> {
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? 30_000);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(path, {
      method: opts.method ?? 'GET',
      credentials: 'same-origin',
      headers: opts.body === undefined ? {} : { 'content-type': 'application/json' },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal,
    });
  } catch {
    if (timeout.aborted) throw new ApiError('timeout', 0, null, null);
    if (opts.signal?.aborted) throw new ApiError('aborted', 0, null, null);
    throw new ApiError('network', 0, null, null);
  }
  if (res.ok) return res;
  let body: { error?: unknown; code?: unknown; requiresAuth?: unknown } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    // Not JSON (a proxy's error page): the status decides the message.
  }
  const retry = Number(res.headers.get('retry-after'));
  throw new ApiError(
    'http',
    res.status,
    typeof body.error === 'string' ? body.error : null,
    typeof body.code === 'string' ? body.code : null,
    body.requiresAuth === true,
    Number.isFinite(retry) && retry > 0 ? retry : null,
  );
}

const json = async <T>(res: Promise<Response>): Promise<T> => (await res).json() as Promise<T>;

type AuditBody = JsonOf<paths['/api/audit']['post']['requestBody']>;
/** Credentials for a page behind a login, as POST /api/audit takes them (issue 26). */
export type AuditCredentialsBody = Pick<AuditBody, 'headers' | 'cookies' | 'basicAuth'>;
/** A share link as POST /api/reports answers it. */
export type ShareLink = JsonOf<paths['/api/reports']['post']['responses'][201]>;
/** A shared report as GET /api/reports/{id} answers it, the reports typed by the engine's Report. */
export type SharedReport = Omit<
  JsonOf<paths['/api/reports/{id}']['get']['responses'][200]>,
  'report' | 'baseline'
> & { report: SignedReport; baseline?: SignedReport };

export const api = {
  config: () => json<PublicConfig>(call('/api/config')),
  me: () => json<Me>(call('/api/me')),
  /**
   * One page, or with `crawl` the whole site (signed-in users; the server caps the pages). `credentials`
   * (signed-in users): for a page behind a login, sent in this request's body only.
   */
  audit: (
    url: string,
    auditId: string,
    lang: string,
    signal?: AbortSignal,
    options: { crawl?: boolean; credentials?: AuditCredentialsBody | null } = {},
  ) =>
    json<SignedReport>(
      call('/api/audit', {
        method: 'POST',
        body: {
          url,
          auditId,
          lang: lang as AuditBody['lang'],
          ...(options.crawl ? { crawl: true } : {}),
          ...(options.credentials ?? {}),
        } satisfies AuditBody,
        timeoutMs: AUDIT_TIMEOUT_MS,
        signal,
      }),
    ),
  /** Stops a running or queued audit on the server (204; 404 when it is not running). */
  cancelAudit: async (auditId: string): Promise<void> => {
    await call('/api/audit/cancel', { method: 'POST', body: { auditId } });
  },
  signIn: (credential: string) =>
    json<JsonOf<paths['/api/auth/google']['post']['responses'][200]>>(
      call('/api/auth/google', { method: 'POST', body: { credential }, timeoutMs: LOGIN_TIMEOUT_MS }),
    ),
  logout: () =>
    json<JsonOf<paths['/api/auth/logout']['post']['responses'][200]>>(
      call('/api/auth/logout', { method: 'POST', body: {} }),
    ),
  /** `baseline`: an earlier audit of the same page, shared with the report as "Changes since". */
  share: (report: SignedReport, baseline?: SignedReport | null) =>
    json<ShareLink>(
      call('/api/reports', { method: 'POST', body: baseline ? { report, baseline } : { report } }),
    ),
  shared: (id: string) =>
    // yours: the signed-in visitor made this link (they may delete it from any browser).
    json<SharedReport>(call(`/api/reports/${encodeURIComponent(id)}`)),
  /** Deletes a share link this account created (204; 404 when it is gone, expired or someone else's). */
  deleteShare: async (id: string): Promise<void> => {
    await call(`/api/reports/${encodeURIComponent(id)}`, { method: 'DELETE' });
  },
  /** The same report with the server-written texts in `lang`, signed again (no new audit). */
  localize: (report: SignedReport, lang: string, signal?: AbortSignal) =>
    json<SignedReport>(
      call('/api/reports/localize', { method: 'POST', body: { report, lang }, timeoutMs: 60_000, signal }),
    ),
  /** The report as a real-text PDF rendered by the server (Pro when plans are gated). */
  pdf: async (report: SignedReport, lang: string): Promise<Blob> =>
    (await call('/api/reports/pdf', { method: 'POST', body: { report, lang }, timeoutMs: 60_000 })).blob(),
  /** The audited page with every verified html fix applied (what `rankscope fix` writes), and its file name. */
  fixedPage: async (report: SignedReport): Promise<{ blob: Blob; fileName: string }> => {
    const res = await call('/api/reports/fixed-page', {
      method: 'POST',
      body: { report },
      timeoutMs: 90_000,
    });
    const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
    return { blob: await res.blob(), fileName: name ?? 'page-fixed.html' };
  },
  /** "Delete my data" (issue 24): the account's monitors, their runs, alert addresses and share links (204). */
  deleteMyData: async (): Promise<void> => {
    await call('/api/me/data', { method: 'DELETE' });
  },
};

/** The progress stream's URL for one audit (product.md §11). */
export function progressUrl(url: string, auditId: string, lang: string): string {
  const q = new URLSearchParams({ url, auditId, lang });
  return `/api/audit/progress?${q.toString()}`;
}

/**
 * spec.md §8 audit errors, as i18n keys of the `common` namespace, or the server's own text.
 * Returns `{ key }` to translate or `{ text }` to show as is.
 */
export function auditErrorMessage(err: unknown): { key: string } | { text: string } {
  if (!(err instanceof ApiError)) return { key: 'errors.unexpected' };
  if (err.kind === 'timeout' || err.status === 504) return { key: 'errors.auditTimeout' };
  if (err.kind !== 'http') return { key: 'errors.unexpected' };
  if (err.status === 404) return { key: 'errors.serverStarting' };
  if (err.status === 502 && !err.serverError) return { key: 'errors.unavailable' };
  if (err.status === 503) return { key: 'errors.unavailable' };
  if (err.serverError) return { text: err.serverError };
  if (err.status === 502) return { key: 'errors.unavailable' };
  return { key: 'errors.unexpected' };
}

/** spec.md §8 login errors (shown in an alert). */
export function loginErrorMessage(err: unknown): { key: string } | { text: string } {
  if (!(err instanceof ApiError)) return { key: 'errors.loginFailed' };
  if (err.kind === 'network') return { key: 'errors.loginNetwork' };
  if (err.kind === 'timeout') return { key: 'errors.loginTimeout' };
  if (err.status === 401) return { key: 'errors.loginInvalid' };
  if (err.status === 403) return { key: 'errors.loginForbidden' };
  if (err.serverError) return { text: err.serverError };
  return { key: 'errors.loginFailed' };
}

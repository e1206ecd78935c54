/**
 * The CrUX API client: POST `<CRUX_API_URL>/records:queryRecord` and `/records:queryHistoryRecord` with
 * `{ url | origin, formFactor: PHONE | DESKTOP, metrics }`, nothing else. This is Google's API (or a server
 * speaking its protocol), never the audited site, so no SSRF guard is needed; cappedFetch bounds the answer in size, a signal in
 * time. The key travels in the x-goog-api-key header (never in a URL that could be logged) and every detail
 * is scrubbed of it. A redirect is never followed: it would carry the key to wherever the answer points
 * (undici keeps custom headers across hosts). A 429 is retried once after its Retry-After (capped); a second one is reported as
 * 'quota' and, like every failure, never cached by the callers.
 */
import { cappedFetch, isBodyTooLarge } from '../fetch/capped-fetch.js';
import { parseHistory, parseRecord, type CruxHistory, type CruxRecord } from './parse.js';
import { FIELD_METRICS, type FieldFormFactor, type FieldUnavailable } from './types.js';

export const CRUX_API_URL = 'https://chromeuxreport.googleapis.com/v1';
export const CRUX_TIMEOUT_MS = 10_000;
/** A real record is ~3 KB and a 40-period history ~40 KB; anything far larger is not an answer. */
export const CRUX_MAX_BYTES = 1024 * 1024;
/** How long a 429 may hold the audit before its one retry. */
export const CRUX_MAX_RETRY_WAIT_MS = 5_000;
/** Periods of history asked for (CrUX's maximum: 40 weekly periods of 28 days). */
export const HISTORY_PERIODS = 40;

export type CruxTarget = { url: string } | { origin: string };

export interface CruxQuery {
  kind: 'record' | 'history';
  target: CruxTarget;
  formFactor: FieldFormFactor;
}

export type CruxFailure = {
  ok: false;
  reason: Exclude<FieldUnavailable, 'no-key'> | 'not-found';
  detail: string;
};
export type CruxAnswer<T> = { ok: true; value: T } | CruxFailure;

/** Where field records come from: the client below, or the server's cached and rate-limited wrapper of it. */
export interface FieldSource {
  record(
    target: CruxTarget,
    formFactor: FieldFormFactor,
    signal?: AbortSignal,
  ): Promise<CruxAnswer<CruxRecord>>;
  history(
    target: CruxTarget,
    formFactor: FieldFormFactor,
    signal?: AbortSignal,
  ): Promise<CruxAnswer<CruxHistory>>;
}

export interface CruxClientOptions {
  key: string;
  /** The API's base up to /v1 (default Google's). */
  baseUrl?: string;
  timeoutMs?: number;
  maxBytes?: number;
  maxRetryWaitMs?: number;
}

const FORM_FACTOR = { phone: 'PHONE', desktop: 'DESKTOP' } as const;
const MAX_DETAIL = 200;

export function cruxEndpoint(baseUrl: string, kind: CruxQuery['kind']): string {
  const method = kind === 'record' ? 'records:queryRecord' : 'records:queryHistoryRecord';
  return `${baseUrl.replace(/\/+$/, '')}/${method}`;
}

/** The request body, exactly as the API takes it. */
export function cruxRequestBody(query: CruxQuery): Record<string, unknown> {
  return {
    ...query.target,
    formFactor: FORM_FACTOR[query.formFactor],
    metrics: Object.values(FIELD_METRICS),
    ...(query.kind === 'history' ? { collectionPeriodCount: HISTORY_PERIODS } : {}),
  };
}

/** Google's error object's message and reason, when the body is one. */
function googleError(body: string): { message: string; reason: string } {
  try {
    const parsed = JSON.parse(body) as {
      error?: { message?: unknown; status?: unknown; details?: Array<{ reason?: unknown }> };
    };
    const message = typeof parsed.error?.message === 'string' ? parsed.error.message : '';
    const reasons = [parsed.error?.status, ...(parsed.error?.details ?? []).map((d) => d.reason)];
    return { message, reason: reasons.filter((r) => typeof r === 'string').join(' ') };
  } catch {
    return { message: '', reason: '' };
  }
}

function retryAfterMs(header: string | null, cap: number): number {
  const seconds = header === null ? NaN : Number(header);
  return Math.min(cap, Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 1000);
}

export function createCruxClient(options: CruxClientOptions): FieldSource {
  const { key } = options;
  const baseUrl = options.baseUrl ?? CRUX_API_URL;
  const timeoutMs = options.timeoutMs ?? CRUX_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? CRUX_MAX_BYTES;
  const maxRetryWaitMs = options.maxRetryWaitMs ?? CRUX_MAX_RETRY_WAIT_MS;
  const fetchCapped = cappedFetch(maxBytes);
  const scrub = (text: string): string =>
    (key ? text.replaceAll(key, '[key]').replaceAll(encodeURIComponent(key), '[key]') : text)
      // eslint-disable-next-line no-control-regex -- control characters from the API's text are dropped
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .slice(0, MAX_DETAIL);
  const fail = (reason: CruxFailure['reason'], detail: string): CruxFailure => ({
    ok: false,
    reason,
    detail: scrub(detail),
  });

  async function once(
    query: CruxQuery,
    signal: AbortSignal | undefined,
  ): Promise<{ status: number; body: string; retryAfter: string | null } | CruxFailure> {
    const deadline = AbortSignal.timeout(timeoutMs);
    const both = signal ? AbortSignal.any([signal, deadline]) : deadline;
    try {
      const response = await fetchCapped(cruxEndpoint(baseUrl, query.kind), {
        method: 'POST',
        redirect: 'manual',
        signal: both,
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-goog-api-key': key },
        body: JSON.stringify(cruxRequestBody(query)),
      });
      const body = await response.text();
      return { status: response.status, body, retryAfter: response.headers.get('retry-after') };
    } catch (err) {
      if (isBodyTooLarge(err))
        return fail('malformed', `the answer is larger than ${String(maxBytes)} bytes`);
      if (signal?.aborted) return fail('api-error', 'the audit was cancelled');
      if (deadline.aborted) return fail('api-error', `no answer within ${String(timeoutMs / 1000)} s`);
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : null;
      return fail(
        'api-error',
        `unreachable (${cause ?? (err instanceof Error ? err.message : String(err))})`,
      );
    }
  }

  async function query<T>(
    q: CruxQuery,
    parse: (body: unknown) => T | null,
    signal?: AbortSignal,
  ): Promise<CruxAnswer<T>> {
    let answer = await once(q, signal);
    if ('status' in answer && answer.status === 429) {
      const wait = retryAfterMs(answer.retryAfter, maxRetryWaitMs);
      await new Promise((resolve) => setTimeout(resolve, wait));
      answer = await once(q, signal);
    }
    if (!('status' in answer)) return answer;
    const { status, body } = answer;
    if (status === 200) {
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        return fail('malformed', 'the answer is not JSON');
      }
      const value = parse(json);
      return value === null ? fail('malformed', 'the answer is not a CrUX record') : { ok: true, value };
    }
    if (status >= 300 && status <= 399)
      return fail(
        'api-error',
        `HTTP ${String(status)}: a redirect, not followed (the key goes to the API only)`,
      );
    const error = googleError(body);
    const detail = `HTTP ${String(status)}${error.message ? `: ${error.message}` : ''}`;
    if (status === 404) return fail('not-found', detail);
    if (status === 429) return fail('quota', detail);
    if (status === 403 || (status === 400 && /API_KEY|api key/i.test(`${error.reason} ${error.message}`)))
      return fail('bad-key', detail);
    return fail('api-error', detail);
  }

  return {
    record: (target, formFactor, signal) =>
      query({ kind: 'record', target, formFactor }, parseRecord, signal),
    history: (target, formFactor, signal) =>
      query({ kind: 'history', target, formFactor }, parseHistory, signal),
  };
}

/**
 * Google PageSpeed Insights (API v5) as the source of the lab scores: one request per strategy, the answer's
 * `lighthouseResult` read like a local Lighthouse result. This is Google's API, not the audited site, so a
 * plain fetch is used (the SSRF guard is for audited URLs). The API key goes in the query string and never
 * into a reason: every message is scrubbed of it.
 */
import { cappedFetch, isBodyTooLarge } from '../fetch/capped-fetch.js';
import { labRunFromLhr } from './extract.js';
import { formatSeconds } from './lighthouse/pool.js';
import type { FormFactor, LabRun } from './types.js';

export const PSI_BASE_URL = 'https://www.googleapis.com';
export const PSI_TIMEOUT_MS = 60_000;
/** The largest PSI answer read: a full result with its screenshots is a few megabytes. */
export const PSI_MAX_BYTES = 32 * 1024 * 1024;
const fetchCapped = cappedFetch(PSI_MAX_BYTES);

export interface PsiOptions {
  key: string;
  /** Default https://www.googleapis.com (tests point it at a local server). */
  baseUrl?: string;
  strategy: FormFactor;
  signal?: AbortSignal;
  /** Default 60 s: PSI itself takes 10–30 s per run. */
  timeoutMs?: number;
}

const MAX_MESSAGE = 300;

export function psiRequestUrl(
  url: string,
  options: Pick<PsiOptions, 'key' | 'baseUrl' | 'strategy'>,
): string {
  // Relative to the base, so a base with a path (a mirror, a test server's prefix) keeps it.
  const base = options.baseUrl ?? PSI_BASE_URL;
  const endpoint = new URL('pagespeedonline/v5/runPagespeed', base.endsWith('/') ? base : `${base}/`);
  endpoint.searchParams.set('url', url);
  endpoint.searchParams.set('strategy', options.strategy);
  endpoint.searchParams.set('category', 'performance');
  endpoint.searchParams.set('key', options.key);
  return endpoint.href;
}

function errorMessage(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } };
    return typeof parsed.error?.message === 'string' ? parsed.error.message : null;
  } catch {
    return null;
  }
}

export async function runPsi(url: string, options: PsiOptions): Promise<LabRun> {
  const { key, strategy: formFactor } = options;
  const timeoutMs = options.timeoutMs ?? PSI_TIMEOUT_MS;
  const scrub = (text: string): string =>
    (key ? text.replaceAll(key, '[key]').replaceAll(encodeURIComponent(key), '[key]') : text).slice(
      0,
      MAX_MESSAGE,
    );
  const fail = (reason: string): LabRun => ({ ok: false, formFactor, reason: scrub(reason) });

  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  const started = performance.now();
  let status: number;
  let body: string;
  try {
    const response = await fetchCapped(psiRequestUrl(url, options), {
      // The key is in the URL: a redirect is an answer (an error), never followed elsewhere with it.
      redirect: 'manual',
      signal,
      headers: { accept: 'application/json' },
    });
    status = response.status;
    body = await response.text();
  } catch (err) {
    if (options.signal?.aborted) return fail('The lab run was cancelled');
    if (deadline.aborted) return fail(`PageSpeed Insights did not answer within ${formatSeconds(timeoutMs)}`);
    if (isBodyTooLarge(err))
      return fail(
        `PageSpeed Insights answered more than ${PSI_MAX_BYTES / 1024 / 1024} MB; the answer was not read`,
      );
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : null;
    const message = cause ?? (err instanceof Error ? err.message : String(err));
    return fail(`PageSpeed Insights could not be reached: ${message}`);
  }
  const durationMs = performance.now() - started;

  if (status < 200 || status > 299) {
    const message = errorMessage(body);
    return fail(`PageSpeed Insights answered HTTP ${status}${message ? `: ${message}` : ''}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return fail('PageSpeed Insights returned an answer that is not JSON');
  }
  const lhr =
    typeof parsed === 'object' && parsed !== null
      ? (parsed as { lighthouseResult?: unknown }).lighthouseResult
      : undefined;
  if (lhr === undefined) return fail('PageSpeed Insights returned no Lighthouse result');
  const run = labRunFromLhr(lhr, formFactor, 'psi', durationMs);
  return run.ok ? run : fail(run.reason);
}

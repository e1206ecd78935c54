/**
 * One try of a Slack or webhook delivery: a POST through the engine's SSRF-safe fetcher (private targets
 * only with ALLOW_PRIVATE_TARGETS, redirects re-checked, 10 s and 64 KiB caps), its answer classified.
 */
import { isAuditError, postSafe } from '@rankscope/engine';
import type { TryOutcome } from './outcome.js';

export interface PostPolicy {
  allowPrivate: boolean;
  /** Origins exempt from the guard (tests' receivers on 127.0.0.1 while it stays on for the rest). */
  trustedOrigins?: string[];
  timeoutMs?: number;
}

/** Refusals a later try cannot change. */
const PERMANENT = new Set(['BLOCKED_TARGET', 'INVALID_URL', 'UNSUPPORTED_SCHEME', 'TOO_MANY_REDIRECTS']);

export const ANSWER_TIMEOUT_MS = 10_000;
const ANSWER_BYTES = 64 * 1024;

/** `retryStatus`: which non-2xx statuses are worth another try (5xx for both; Slack's 429 too). */
export async function postOnce(
  url: string,
  body: string,
  headers: Record<string, string>,
  policy: PostPolicy,
  retryStatus: (status: number) => boolean,
): Promise<TryOutcome> {
  try {
    const answer = await postSafe(url, body, {
      allowPrivate: policy.allowPrivate,
      ...(policy.trustedOrigins ? { trustedOrigins: policy.trustedOrigins } : {}),
      headers: { 'content-type': 'application/json', 'user-agent': 'Rankscope-Alerts/1', ...headers },
      timeoutMs: policy.timeoutMs ?? ANSWER_TIMEOUT_MS,
      maxResponseBytes: ANSWER_BYTES,
    });
    if (answer.status >= 200 && answer.status < 300) return { result: 'ok' };
    return {
      result: retryStatus(answer.status) ? 'retry' : 'fail',
      reason: `HTTP ${answer.status}`,
    };
  } catch (err) {
    if (isAuditError(err))
      return {
        result: PERMANENT.has(err.code) ? 'fail' : 'retry',
        reason: `${err.code}: ${withoutPaths(err.message)}`,
      };
    throw err;
  }
}

/** URLs in a message cut to their origin: a webhook's path may be its secret (Slack's is). */
function withoutPaths(message: string): string {
  return message.replace(/(https?:\/\/[^\s/?#]+)[^\s]*/g, '$1/…');
}

/** The host of a target, for logs: Slack's and many webhooks' URLs carry their secret in the path. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'invalid URL';
  }
}

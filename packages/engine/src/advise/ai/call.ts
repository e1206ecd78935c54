/**
 * The chat-completions request through the official `openai` client, pointed at any OpenAI-compatible
 * server by its base URL. One deadline covers the whole call (the retry included); one retry on 429 and
 * 5xx; every failure becomes a FallbackReason built from status codes, never from the server's text.
 * The answer's body is capped (MODEL_ANSWER_MAX_BYTES): a server streaming hundreds of megabytes is cut
 * off there and the built-in fixes are used.
 */
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { cappedFetch, isBodyTooLarge } from '../../fetch/capped-fetch.js';
import type { AiOptions } from './options.js';
import { DEFAULT_AI_TIMEOUT_MS } from './options.js';
import type { ChatMessage } from './prompt.js';
import type { FallbackReason } from './strings.js';

export interface ModelAnswer {
  content: string | null;
  model: string;
  promptTokens: number | null;
  completionTokens: number | null;
}

export type CallResult = { ok: true; answer: ModelAnswer } | { ok: false; reason: FallbackReason };

/** Wait before the one retry, unless the server asks for longer (Retry-After); never past the deadline. */
const RETRY_DELAY_MS = 500;
const MAX_RETRY_DELAY_MS = 5000;

/** The largest answer read from a model server: a full answer is a few kilobytes of JSON. */
export const MODEL_ANSWER_MAX_BYTES = 4 * 1024 * 1024;

const retryable = (status: number | undefined): boolean =>
  status === 429 || (status !== undefined && status >= 500);

export async function callModel(
  messages: readonly ChatMessage[],
  schema: Record<string, unknown>,
  options: AiOptions,
  signal?: AbortSignal,
): Promise<CallResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS;
  const deadline = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
  let tooLarge = false;
  const client = new OpenAI({
    fetch: cappedFetch(MODEL_ANSWER_MAX_BYTES, () => (tooLarge = true)),
    baseURL: options.baseURL,
    // Servers without keys (Ollama, LM Studio) ignore it, but the client insists on one.
    apiKey: options.apiKey || 'no-key',
    // Nothing from the process environment (OPENAI_ORG_ID, OPENAI_LOG…) goes into the request or logs.
    organization: null,
    project: null,
    logLevel: 'off',
    maxRetries: 0,
    timeout: timeoutMs,
  });
  const timedOut = (): CallResult => ({
    ok: false,
    reason: { kind: 'timeout', seconds: Math.round(timeoutMs / 100) / 10 },
  });

  for (let attempt = 0; ; attempt++) {
    try {
      const completion = await client.chat.completions.create(
        {
          model: options.model,
          messages: messages.map((m) => ({ role: m.role, content: m.content })),
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'rankscope_suggestions', strict: true, schema },
          },
        },
        { signal: combined },
      );
      return {
        ok: true,
        answer: {
          content: completion.choices[0]?.message.content ?? null,
          model: completion.model || options.model,
          promptTokens: completion.usage?.prompt_tokens ?? null,
          completionTokens: completion.usage?.completion_tokens ?? null,
        },
      };
    } catch (err) {
      if (signal?.aborted) throw signal.reason;
      if (tooLarge || isBodyTooLarge(err)) {
        return { ok: false, reason: { kind: 'too-large', megabytes: MODEL_ANSWER_MAX_BYTES / 1024 / 1024 } };
      }
      if (deadline.aborted || err instanceof APIUserAbortError || err instanceof APIConnectionTimeoutError) {
        return timedOut();
      }
      if (!(err instanceof APIError) || err.status === undefined) {
        return { ok: false, reason: { kind: 'network' } };
      }
      const status = err.status;
      if (retryable(status) && attempt === 0) {
        const waited = await pause(retryDelay(err.headers), combined);
        if (!waited) {
          if (signal?.aborted) throw signal.reason;
          return timedOut();
        }
        continue;
      }
      if (status === 429) return { ok: false, reason: { kind: 'rate-limited' } };
      if (status === 401 || status === 403) return { ok: false, reason: { kind: 'auth', status } };
      return { ok: false, reason: { kind: 'http', status } };
    }
  }
}

function retryDelay(headers: Headers | undefined): number {
  const value = headers?.get('retry-after');
  const seconds = value ? Number(value) : NaN;
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_RETRY_DELAY_MS);
  return RETRY_DELAY_MS;
}

/** Resolves true after ms, false as soon as the signal aborts. */
function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

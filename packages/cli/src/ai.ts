/** The model for the suggestions: --ai / --no-ai over the AI_* variables (the server's names). */
import { DEFAULT_AI_TIMEOUT_MS, type AiOptions } from '@rankscope/engine';
import { UsageError } from './args.js';

/** AiOptions from the environment, null when the model is off; a UsageError when it cannot be on. */
export function aiFromEnv(wanted: boolean | null, env: NodeJS.ProcessEnv): AiOptions | null {
  if (wanted === false) return null;
  const baseURL = env.AI_BASE_URL?.trim() ?? '';
  const model = env.AI_MODEL?.trim() ?? '';
  if (!baseURL || !model) {
    if (wanted === true) throw new UsageError('--ai needs AI_BASE_URL and AI_MODEL in the environment.');
    if (baseURL || model) throw new UsageError('AI_BASE_URL and AI_MODEL must be set together.');
    return null;
  }
  let url: URL | null = null;
  try {
    url = new URL(baseURL);
  } catch {
    // Reported below.
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new UsageError('AI_BASE_URL must be an http(s) URL like https://api.openai.com/v1.');
  }
  const rawTimeout = env.AI_TIMEOUT_MS?.trim();
  const timeoutMs = rawTimeout ? Number(rawTimeout) : DEFAULT_AI_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1000 || timeoutMs > 60_000) {
    throw new UsageError(`AI_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 60000.`);
  }
  return { baseURL, apiKey: env.AI_API_KEY?.trim() ?? '', model, timeoutMs };
}

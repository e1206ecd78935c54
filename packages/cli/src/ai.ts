/** The model for the suggestions: --ai / --no-ai over the AI_* variables (the engine's schema, shared with the server). */
import type { AiOptions, EngineEnvOptions } from '@rankscope/engine';
import { UsageError } from './args.js';
import { readCliEnv } from './env.js';

/** AiOptions from the environment, null when the model is off; a UsageError when it cannot be on. */
export function aiFromEnv(wanted: boolean | null, env: NodeJS.ProcessEnv): AiOptions | null {
  return aiFromOptions(wanted, readCliEnv(env, { ai: wanted }).engine);
}

/** --ai / --no-ai over the options the environment gives. */
export function aiFromOptions(wanted: boolean | null, engine: EngineEnvOptions): AiOptions | null {
  if (wanted === false) return null;
  if (engine.ai === null && wanted === true)
    throw new UsageError('--ai needs AI_BASE_URL and AI_MODEL in the environment.');
  return engine.ai;
}

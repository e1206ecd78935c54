/**
 * The CLI's environment: the engine's variables (AI_*, CRUX_*, PAGESPEED_API_KEY, RANKSCOPE_LAB…, the
 * schema the server extends too) and the CLI's own, read once per run. A deprecated name works and warns;
 * a bad value is a UsageError naming the variable.
 */
import { ENGINE_ENV_SHAPE, EnvError, engineOptions, readEnv, type EngineEnvOptions } from '@rankscope/engine';
import * as z from 'zod/mini';
import { UsageError } from './args.js';

export const CliEnvSchema = z.object({
  ...ENGINE_ENV_SHAPE,
  /** https://no-color.org: set and not empty, no colour. */
  NO_COLOR: z.optional(z.string()),
  /** Set and not 0: colour even when the output is not a terminal. */
  FORCE_COLOR: z.optional(z.string()),
  /** Set by CI services: no spinner. */
  CI: z.optional(z.string()),
});

export interface CliEnv {
  engine: EngineEnvOptions;
  noColor: boolean;
  forceColor: boolean;
  ci: boolean;
  /** One line each, for stderr: deprecated names in use. */
  warnings: string[];
}

const AI_KEYS = ['AI_BASE_URL', 'AI_MODEL', 'AI_API_KEY', 'AI_TIMEOUT_MS'];

/**
 * Reads `env`; with `ai: false` (--no-ai) the AI_* variables are not read at all, and `cruxKey`
 * (--crux-key) stands for CRUX_API_KEY.
 */
export function readCliEnv(
  env: NodeJS.ProcessEnv,
  opts: { ai?: boolean | null; cruxKey?: string | null } = {},
): CliEnv {
  const input = { ...env };
  if (opts.ai === false) for (const key of AI_KEYS) delete input[key];
  if (opts.cruxKey != null) input.CRUX_API_KEY = opts.cruxKey;
  const read = readEnv(CliEnvSchema, input);
  try {
    if (!read.ok) throw new EnvError(read.problems);
    const { NO_COLOR, FORCE_COLOR, CI } = read.data;
    return {
      engine: engineOptions(read.data),
      noColor: NO_COLOR !== undefined && NO_COLOR !== '',
      forceColor: FORCE_COLOR !== undefined && FORCE_COLOR !== '0',
      ci: CI !== undefined,
      warnings: read.warnings,
    };
  } catch (err) {
    // Each problem as a sentence naming its variable.
    if (err instanceof EnvError)
      throw new UsageError(
        err.problems
          .map((p) => `${p.message.includes(p.variable) ? p.message : `${p.variable}: ${p.message}`}.`)
          .join('\n'),
      );
    throw err;
  }
}

/**
 * The engine's options read from the environment (the model, field data, PageSpeed Insights, the lab), in one
 * schema: the CLI (packages/cli/src/env.ts) and the server (packages/server/src/config.ts) extend it with
 * their own keys instead of reading these variables themselves, so the same environment gives the same
 * options to both. Written with zod/mini (~20 KB bundled): the CLI loads it at every start.
 *
 * One name per setting; an old name keeps working as an alias and says so in a one-line warning. A
 * variable set to nothing (`AI_MODEL=`) is the same as one not set.
 */
import * as z from 'zod/mini';
import { DEFAULT_AI_TIMEOUT_MS, type AiOptions } from '../advise/ai/options.js';
import { CRUX_API_URL } from '../field/client.js';

/** Old names still read, each with the name that replaces it. */
export const ENV_ALIASES: Readonly<Record<string, string>> = {
  // The server read LAB and the CLI RANKSCOPE_LAB (issue 35); the CLI's name also says whose it is.
  LAB: 'RANKSCOPE_LAB',
};

const trimmed = z.pipe(
  z.string(),
  z.transform((v) => v.trim()),
);
const httpUrl = (error: string) => z.pipe(trimmed, z.url({ protocol: /^https?$/, error }));
const TIMEOUT_ERROR = 'AI_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 60000';
const BENCHMARK_ERROR = 'RANKSCOPE_LAB_MIN_BENCHMARK must be a number of 0 or more (default 1000)';
const ON = ['on', 'true', '1'];
const OFF = ['off', 'false', '0'];

/** The engine's variables; every one optional. Error texts name their variable. */
export const ENGINE_ENV_SHAPE = {
  /** An OpenAI-compatible model for the suggestions (docs/ai.md); with AI_MODEL it turns the model on. */
  AI_BASE_URL: z.optional(httpUrl('AI_BASE_URL must be an http(s) URL like https://api.openai.com/v1')),
  AI_MODEL: z.optional(trimmed),
  /** Sent only to AI_BASE_URL; may stay empty for servers that need none (Ollama). */
  AI_API_KEY: z.optional(trimmed),
  /** The whole model step, its one retry included; then the built-in fixes are used. */
  AI_TIMEOUT_MS: z._default(
    z.coerce
      .number({ error: TIMEOUT_ERROR })
      .check(
        z.int({ error: TIMEOUT_ERROR }),
        z.minimum(1000, { error: TIMEOUT_ERROR }),
        z.maximum(60_000, { error: TIMEOUT_ERROR }),
      ),
    DEFAULT_AI_TIMEOUT_MS,
  ),
  /** A Chrome UX Report API key turns field data on. */
  CRUX_API_KEY: z.optional(trimmed),
  /** The CrUX API's base up to /v1 (tests and self-hosting: a server speaking its protocol). */
  CRUX_API_URL: z._default(
    httpUrl(`CRUX_API_URL must be an http(s) URL up to /v1, like ${CRUX_API_URL}`),
    CRUX_API_URL,
  ),
  /** Google PageSpeed Insights API key: when set, PSI supplies the lab scores instead of local Lighthouse. */
  PAGESPEED_API_KEY: z.optional(trimmed),
  /** The lab run (Lighthouse, Core Web Vitals, the rendered page): on or off; unset, each app's default. */
  RANKSCOPE_LAB: z.optional(
    z.pipe(
      z.string().check(
        z.refine((v) => [...ON, ...OFF].includes(v.trim().toLowerCase()), {
          error: 'RANKSCOPE_LAB must be on or off (or true/false, 1/0)',
        }),
      ),
      z.transform((v) => ON.includes(v.trim().toLowerCase())),
    ),
  ),
  /** The host benchmark below which lab timings are not judged (default 1000, Lighthouse's threshold). */
  RANKSCOPE_LAB_MIN_BENCHMARK: z.optional(
    z.coerce.number({ error: BENCHMARK_ERROR }).check(z.minimum(0, { error: BENCHMARK_ERROR })),
  ),
  /** The Chromium binary for the lab and PDFs; default: the usual locations (/usr/bin/chromium, …). */
  CHROME_PATH: z.optional(trimmed),
};

export const EngineEnvSchema = z.object(ENGINE_ENV_SHAPE);
export type EngineEnv = z.output<typeof EngineEnvSchema>;

/** The engine's options as read from the environment (keys included: they live only here). */
export interface EngineEnvOptions {
  /** The model for the suggestions, or null (built-in fixes only). */
  ai: AiOptions | null;
  /** Field data from the Chrome UX Report API, or null without a key. */
  crux: { key: string; baseUrl: string } | null;
  /** RANKSCOPE_LAB, or null when unset (the CLI: on when Chromium is found; the server: on). */
  lab: boolean | null;
  pagespeedKey: string | null;
  minBenchmarkIndex: number | null;
  chromePath: string | null;
}

/** A variable whose value cannot be used, with why. */
export interface EnvProblem {
  variable: string;
  message: string;
}

export class EnvError extends Error {
  constructor(readonly problems: readonly EnvProblem[]) {
    super(problems.map((p) => `${p.variable}: ${p.message}`).join('\n'));
    this.name = 'EnvError';
  }
}

export type EnvReading<T> =
  { ok: true; data: T; warnings: string[] } | { ok: false; problems: EnvProblem[]; warnings: string[] };

/**
 * Reads `env` with `schema` (the engine's, or one extending its shape): aliases are resolved first (with a
 * warning each), the engine's variables set to nothing dropped; a problem names the variable as it was
 * set (the old name when the value came from one).
 */
export function readEnv<S extends z.core.$ZodType>(
  schema: S,
  env: Readonly<Record<string, string | undefined>>,
): EnvReading<z.output<S>> {
  const input: Record<string, string | undefined> = { ...env };
  const warnings: string[] = [];
  const setAs = new Map<string, string>();
  for (const [old, name] of Object.entries(ENV_ALIASES)) {
    const value = env[old];
    if (value === undefined || value.trim() === '') continue;
    delete input[old];
    if (env[name] !== undefined && env[name].trim() !== '') {
      warnings.push(`${old} is deprecated and ignored: ${name} is set too.`);
      continue;
    }
    warnings.push(`${old} is deprecated: use ${name} instead.`);
    input[name] = value;
    setAs.set(name, old);
  }
  for (const key of Object.keys(ENGINE_ENV_SHAPE)) {
    if (input[key]?.trim() === '') delete input[key];
  }
  const parsed = z.safeParse(schema, input);
  if (parsed.success) return { ok: true, data: parsed.data, warnings };
  const problems = parsed.error.issues.map((issue) => {
    const key = issue.path.map(String).join('.');
    const variable = setAs.get(key) ?? key;
    // A message naming the new name, for a value set under the old one, names the one set.
    return { variable, message: variable === key ? issue.message : issue.message.replaceAll(key, variable) };
  });
  return { ok: false, problems, warnings };
}

/** The options the engine's variables give; an EnvError when they cannot be used together. */
export function engineOptions(env: EngineEnv): EngineEnvOptions {
  const baseURL = env.AI_BASE_URL ?? '';
  const model = env.AI_MODEL ?? '';
  if (!baseURL !== !model)
    throw new EnvError([
      {
        variable: baseURL ? 'AI_MODEL' : 'AI_BASE_URL',
        message: 'AI_BASE_URL and AI_MODEL must be set together',
      },
    ]);
  return {
    ai: baseURL ? { baseURL, apiKey: env.AI_API_KEY ?? '', model, timeoutMs: env.AI_TIMEOUT_MS } : null,
    crux: env.CRUX_API_KEY ? { key: env.CRUX_API_KEY, baseUrl: env.CRUX_API_URL } : null,
    lab: env.RANKSCOPE_LAB ?? null,
    pagespeedKey: env.PAGESPEED_API_KEY || null,
    minBenchmarkIndex: env.RANKSCOPE_LAB_MIN_BENCHMARK ?? null,
    chromePath: env.CHROME_PATH || null,
  };
}

/** createLab's options the environment gives, the same in the CLI and the server. */
export function labEnvOptions(options: EngineEnvOptions): {
  chromePath?: string;
  psi?: { key: string };
  minBenchmarkIndex?: number;
} {
  return {
    ...(options.chromePath !== null ? { chromePath: options.chromePath } : {}),
    ...(options.pagespeedKey !== null ? { psi: { key: options.pagespeedKey } } : {}),
    ...(options.minBenchmarkIndex !== null ? { minBenchmarkIndex: options.minBenchmarkIndex } : {}),
  };
}

/** readEnv with the engine's own schema, then engineOptions: what an app without keys of its own needs. */
export function engineOptionsFromEnv(env: Readonly<Record<string, string | undefined>>): {
  options: EngineEnvOptions;
  warnings: string[];
} {
  const read = readEnv(EngineEnvSchema, env);
  if (!read.ok) throw new EnvError(read.problems);
  return { options: engineOptions(read.data), warnings: read.warnings };
}

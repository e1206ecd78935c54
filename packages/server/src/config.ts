/**
 * Configuration, read once from the environment and validated at start: a bad value stops the server with
 * a message naming the variable (see .env.example).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', 'on', 'off', '1', '0'])
  .transform((v) => v === 'true' || v === 'on' || v === '1');
const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  GOOGLE_CLIENT_ID: z.string().default(''),
  /** Test/self-hosting only: where Google's signing keys are fetched (a local JWKS in tests). */
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  FREE_AUDITS_PER_DAY: z.coerce.number().int().min(0).default(3),
  SIGNED_IN_AUDITS_PER_DAY: z.coerce.number().int().min(1).default(200),
  PRO_EMAILS: list.default([]),
  PLAN_GATING: bool.default(true),
  ALLOW_PRIVATE_TARGETS: bool.default(false),
  AUDIT_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** Audits waiting beyond the running ones before the server answers 503. */
  AUDIT_QUEUE_LIMIT: z.coerce.number().int().min(0).default(50),
  CORS_ORIGINS: list.default([]),
  /**
   * Reverse proxies in front of the server: false/0 (none), true (one), or a number of hops. Only that
   * many X-Forwarded-For entries from the right are believed, so a client cannot forge its address.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|on|off|\d+)$/, 'TRUST_PROXY must be true, false or a number of proxy hops')
    .transform((v) => (v === 'true' || v === 'on' ? 1 : v === 'false' || v === 'off' ? 0 : Number(v)))
    .default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Omit<Env, 'SESSION_SECRET'> {
  SESSION_SECRET: string;
  /** Salt of the hashed IP addresses in usage counters (persisted beside the session secret). */
  USAGE_SALT: string;
  /** True when SESSION_SECRET came from the data directory (the start log warns). */
  generatedSecret: boolean;
}

export class ConfigError extends Error {}

/** Validates the environment; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  mkdirSync(e.DATA_DIR, { recursive: true });
  const secrets = persistedSecrets(e.DATA_DIR);
  return {
    ...e,
    SESSION_SECRET: e.SESSION_SECRET ?? secrets.session,
    USAGE_SALT: secrets.salt,
    generatedSecret: e.SESSION_SECRET === undefined,
  };
}

/** Secrets generated once and kept in DATA_DIR, so restarts keep sessions and usage counts valid. */
function persistedSecrets(dir: string): { session: string; salt: string } {
  const file = join(dir, 'secrets.json');
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { session?: string; salt?: string };
    if (stored.session && stored.salt) return { session: stored.session, salt: stored.salt };
  } catch {
    // First start: create them below.
  }
  const fresh = { session: randomBytes(32).toString('hex'), salt: randomBytes(16).toString('hex') };
  writeFileSync(file, JSON.stringify(fresh), { mode: 0o600 });
  return fresh;
}

/**
 * Configuration, read once from the environment and validated at start: a bad value stops the server with
 * a message naming the variable (see .env.example).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ENGINE_ENV_SHAPE,
  EnvError,
  engineOptions,
  readEnv,
  type AiOptions,
  type EngineEnvOptions,
} from '@rankscope/engine';
import { z } from 'zod';

/** The built web app beside this package (src/ in tests, dist/ in production): not the cwd. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const bool = z
  .enum(['true', 'false', 'on', 'off', '1', '0'])
  .transform((v) => v === 'true' || v === 'on' || v === '1');
const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/** Duration units of MONITOR_MIN_INTERVAL, in milliseconds. */
const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** The engine's variables (AI_*, CRUX_*, PAGESPEED_API_KEY, RANKSCOPE_LAB…, CHROME_PATH), then the server's own. */
const EnvSchema = z.object({
  ...ENGINE_ENV_SHAPE,
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
  /** Off by default: no plan can be bought yet, so PDF reports and share links stay open to everyone. */
  PLAN_GATING: bool.default(false),
  ALLOW_PRIVATE_TARGETS: bool.default(false),
  AUDIT_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** Audits waiting beyond the running ones before the server answers 503. */
  AUDIT_QUEUE_LIMIT: z.coerce.number().int().min(0).default(50),
  /** Pages at most in one site audit (`crawl: true`, signed-in users); a request may ask for fewer. */
  SITE_PAGE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(50),
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
  /** The built web app (`npm run build`): prerendered pages and assets, served from this origin. */
  WEB_DIST: z
    .string()
    .default(DEFAULT_WEB_DIST)
    .transform((v) => resolve(v)),
  /**
   * The public origin for canonicals, og:url, robots.txt and the sitemap; default: the request's own
   * (its protocol and host, believed from proxies only as TRUST_PROXY allows). Alerts need it (their
   * links must be absolute): without it monitors take no alert channel, and SMTP_URL is refused.
   */
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: 'PUBLIC_URL must be an http(s) origin like https://rankscope.example',
    })
    .refine((v) => /^https?:\/\/[^/?#]+\/?$/.test(v), 'PUBLIC_URL must be an origin without a path')
    .transform((v) => new URL(v).origin)
    .optional(),
  /** Google AdSense publisher id; ads (and their CSP sources) only when it is set. */
  ADSENSE_CLIENT: z
    .string()
    .regex(/^(ca-pub-\d{6,20})?$/, 'ADSENSE_CLIENT must look like ca-pub-1234567890123456')
    .default(''),
  /** Audits whose lab runs may overlap; each needs about 1 GB of memory (two Chromiums). */
  LAB_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(1),
  /** Queries a minute this server sends at most, over every process (the API allows 150 per key). */
  CRUX_QUERIES_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(150),
  /** Uncached queries one visitor's audits may send in an hour (an audit needs up to 6). */
  CRUX_VISITOR_QUERIES_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(60),
  /**
   * Serve HTTPS directly (PEM files), for installs without a TLS-terminating proxy in front. Both or
   * neither.
   */
  TLS_CERT_FILE: z.string().optional(),
  TLS_KEY_FILE: z.string().optional(),
  /**
   * Monitor alerts by e-mail (issue 24): an SMTP server as a URL (smtp://user:pass@host:587, or smtps://
   * for TLS from the start) and the From address, together; unset, e-mail alerts are unavailable.
   */
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: 'SMTP_URL must look like smtp://user:password@smtp.example.com:587 (or smtps:// for TLS)',
    })
    .optional(),
  ALERT_FROM: z
    .string()
    .trim()
    .regex(
      /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
      'ALERT_FROM must be an address like alerts@example.com or "Rankscope <alerts@example.com>"',
    )
    .optional(),
  /** First wait before an alert delivery is tried again; each next wait doubles (5 tries over ~30 min). */
  ALERT_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(120_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Scale-out (product.md §15): sessions, usage, shared reports and the queue live in this Redis and
   * audits run in worker processes (`npm run worker`); unset, one process does everything with SQLite.
   */
  REDIS_URL: z
    .url({
      protocol: /^rediss?$/,
      error: 'REDIS_URL must look like redis://host:6379 (or rediss:// for TLS)',
    })
    .optional(),
  /** Prefix of every Redis key and channel (several installs can share one Redis). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,32}$/, 'REDIS_PREFIX: letters, digits, _ - . : only')
    .default('rs:'),
  /**
   * Monitoring (issue 24): the shortest interval a monitor's schedule may have between two runs, as a
   * duration like 30m, 1h or 1d (measured between its next ticks).
   */
  MONITOR_MIN_INTERVAL: z
    .string()
    .regex(/^\d{1,6}[smhd]$/, 'MONITOR_MIN_INTERVAL must be a duration like 30m, 1h or 1d')
    .transform((v) => Number(v.slice(0, -1)) * UNIT_MS[v.slice(-1) as keyof typeof UNIT_MS])
    .refine((ms) => ms >= 60_000, 'MONITOR_MIN_INTERVAL must be at least 1m')
    .default(60 * 60_000),
  /** Monitors one signed-in user may keep. */
  MONITORS_PER_USER: z.coerce.number().int().min(0).max(10_000).default(10),
  /**
   * Seconds to wait before auditing a failing site once more, before it counts as failed and alerts
   * (Uptime Kuma's retries): a blip does not page anyone. 0: no re-check.
   */
  MONITOR_RECHECK_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  /**
   * Pages one user's scheduled site crawls may audit per rolling 24 h, over all their monitors (issue 32):
   * a crawl takes what is left of it, and is not made when nothing is (manual runs count against the
   * signed-in daily allowance instead).
   */
  MONITOR_CRAWL_PAGES_PER_DAY: z.coerce.number().int().min(0).max(10_000_000).default(2000),
  /** Days a monitor's runs are kept. */
  RUN_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Runs kept per monitor at most (the newest). */
  RUNS_PER_MONITOR: z.coerce.number().int().min(1).max(100_000).default(500),
  /** Audits one worker process runs at once (each with the lab needs ~1 GB). */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** A worker's job lock, renewed every half of it; a killed worker's audit restarts elsewhere after it. */
  WORKER_LOCK_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** How often workers look for audits whose worker was lost. */
  WORKER_STALLED_INTERVAL_MS: z.coerce.number().int().min(500).max(600_000).default(15_000),
  /** Times one audit may be restarted after losing its worker before it fails. */
  WORKER_MAX_STALLED: z.coerce.number().int().min(0).max(10).default(2),
  /** Pages of site crawls one worker process fetches and analyses at once (crawl-page jobs). */
  WORKER_CRAWL_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** With REDIS_URL: the signed-in site audit's page limit grows by this for each connected worker. */
  SITE_PAGE_LIMIT_PER_WORKER: z.coerce.number().int().min(0).max(10_000).default(0),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Omit<
  Env,
  'SESSION_SECRET' | 'AI_API_KEY' | 'CRUX_API_KEY' | 'SMTP_URL' | 'ALERT_FROM' | 'RANKSCOPE_LAB'
> {
  SESSION_SECRET: string;
  /** The engine's options, as the CLI reads them from the same environment (keys included: they live only here). */
  engine: EngineEnvOptions;
  /** The lab run: RANKSCOPE_LAB (formerly LAB), on unless set off. */
  LAB: boolean;
  /** Deprecated variable names in use, one line each for the start log. */
  deprecations: string[];
  /** The model for the suggestions, or null (built-in fixes only). The key lives only here. */
  ai: AiOptions | null;
  /** Field data from the Chrome UX Report API, or null without a key. The key lives only here. */
  crux: { key: string; baseUrl: string; perMinute: number; perVisitorPerHour: number } | null;
  /** E-mail alerts: SMTP_URL (with its password: it lives only here) and ALERT_FROM, or null without them. */
  smtp: { url: string; from: string } | null;
  /**
   * Salt of the hashed IP addresses in usage counters: persisted beside the session secret, or with
   * REDIS_URL derived from SESSION_SECRET (usageSalt).
   */
  USAGE_SALT: string;
  /** True when SESSION_SECRET came from the data directory (the start log warns). */
  generatedSecret: boolean;
  /** Certificate and key read from TLS_CERT_FILE / TLS_KEY_FILE, or null for plain HTTP. */
  tls: { cert: Buffer; key: Buffer } | null;
}

export class ConfigError extends Error {}

/** Why alerts need PUBLIC_URL (issue 32): said at start, in /api/config and by the monitor routes. */
export const ALERTS_NEED_PUBLIC_URL =
  "alerts need the server's public address: their links (the run's page, an address's confirmation) must be absolute";

/** Validates the environment; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = readEnv(EnvSchema, env);
  if (!parsed.ok) throw invalid(parsed.problems);
  let engine: EngineEnvOptions;
  try {
    engine = engineOptions(parsed.data);
  } catch (err) {
    throw err instanceof EnvError ? invalid(err.problems) : err;
  }
  const { AI_API_KEY: _ai, CRUX_API_KEY: _crux, RANKSCOPE_LAB, SMTP_URL, ALERT_FROM, ...e } = parsed.data;
  const smtp = smtpOptions(SMTP_URL, ALERT_FROM);
  // Every link in a mail is absolute and comes from here (never from a request's Host header).
  if (smtp && !e.PUBLIC_URL)
    throw new ConfigError(
      `Invalid configuration:\n  PUBLIC_URL: ${ALERTS_NEED_PUBLIC_URL} (set it with SMTP_URL, e.g. PUBLIC_URL=https://rankscope.example)`,
    );
  const crux = engine.crux
    ? {
        ...engine.crux,
        perMinute: e.CRUX_QUERIES_PER_MINUTE,
        perVisitorPerHour: e.CRUX_VISITOR_QUERIES_PER_HOUR,
      }
    : null;
  const ai = engine.ai;
  const shared = { engine, LAB: RANKSCOPE_LAB ?? true, deprecations: parsed.warnings };
  const tls = readTls(e.TLS_CERT_FILE, e.TLS_KEY_FILE);
  mkdirSync(e.DATA_DIR, { recursive: true });
  if (e.REDIS_URL) {
    // Every process must sign and salt alike, whatever happens to Redis: a secret kept only there is
    // recreated by the next process to start after Redis loses its data, and the processes split.
    if (e.SESSION_SECRET === undefined)
      throw new ConfigError(
        'Invalid configuration:\n  SESSION_SECRET: must be set with REDIS_URL (every process signs cookies and reports with it and derives the IP-hash salt from it)',
      );
    return {
      ...e,
      ...shared,
      SESSION_SECRET: e.SESSION_SECRET,
      USAGE_SALT: usageSalt(e.SESSION_SECRET),
      generatedSecret: false,
      tls,
      ai,
      crux,
      smtp,
    };
  }
  const secrets = persistedSecrets(e.DATA_DIR);
  return {
    ...e,
    ...shared,
    SESSION_SECRET: e.SESSION_SECRET ?? secrets.session,
    USAGE_SALT: secrets.salt,
    generatedSecret: e.SESSION_SECRET === undefined,
    tls,
    ai,
    crux,
    smtp,
  };
}

function invalid(problems: readonly { variable: string; message: string }[]): ConfigError {
  return new ConfigError(
    `Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}`,
  );
}

function smtpOptions(url: string | undefined, from: string | undefined): Config['smtp'] {
  if (!url && !from) return null;
  if (!url || !from)
    throw new ConfigError(
      `Invalid configuration:\n  ${url ? 'ALERT_FROM' : 'SMTP_URL'}: SMTP_URL and ALERT_FROM must be set together`,
    );
  return { url, from };
}

/**
 * The IP-hash salt of the scale-out path, derived from SESSION_SECRET under its own label: the same in
 * every process from the first request on, nothing to agree on through Redis, never the secret itself.
 * Rotating SESSION_SECRET starts the usage counts afresh (as it signs everyone out).
 */
export function usageSalt(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('rankscope/usage-salt/v1').digest('hex').slice(0, 32);
}

function readTls(certFile: string | undefined, keyFile: string | undefined): Config['tls'] {
  if (!certFile && !keyFile) return null;
  if (!certFile || !keyFile)
    throw new ConfigError('Invalid configuration:\n  TLS_CERT_FILE and TLS_KEY_FILE must be set together');
  const read = (name: string, file: string): Buffer => {
    try {
      return readFileSync(file);
    } catch (err) {
      throw new ConfigError(
        `Invalid configuration:\n  ${name}: cannot read ${file} (${(err as Error).message})`,
      );
    }
  };
  return { cert: read('TLS_CERT_FILE', certFile), key: read('TLS_KEY_FILE', keyFile) };
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

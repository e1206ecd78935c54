/**
 * The lab scores of one URL: Lighthouse mobile and desktop run concurrently, each in its own worker thread
 * with its own Chromium (lighthouse/pool.ts), or PageSpeed Insights when a key is configured. The runner is
 * long-lived in the server (warm workers and browsers between audits) and one-shot in the CLI
 * (`runLabOnce`). Each overlapping audit needs ~1 GB, so `concurrency` bounds them; the rest wait in line.
 * Nothing here throws on a failed run: every failure is an `ok: false` run with a plain reason.
 */
import { findChromium, type ChromiumLocation } from './chromium.js';
import { LighthousePool } from './lighthouse/pool.js';
import { clearStaleProfiles } from './lighthouse/profiles.js';
import { Semaphore } from './lighthouse/semaphore.js';
import { credentialScope } from './credential-scope.js';
import { runPsi } from './psi.js';
import type { FormFactor, LabRun } from './types.js';
import type { AuditCredentials } from '../fetch/credentials.js';

export const LAB_TIMEOUT_MS = 60_000;

/**
 * Lighthouse's own threshold: below a benchmarkIndex of 1000 it warns that the host CPU is slower than
 * its throttling assumes (lighthouse/core/gather/driver/environment.js), and on a busy 2-core machine TBT
 * rose to 393 ms on a 4 KB page with no script. Runs below it keep their figures, marked `slowHost`.
 */
export const MIN_BENCHMARK_INDEX = 1000;

/**
 * A run measured on a host below `minimum` gets `slowHost` (its timing checks are then not applicable).
 * No rerun: the load that slowed it (other audits, other processes) is usually still there seconds later,
 * and a rerun would double the lab's ~10 s and its memory.
 */
export function markSlowHost(run: LabRun, minimum: number): LabRun {
  if (!run.ok || run.benchmarkIndex === undefined || run.benchmarkIndex === null) return run;
  if (run.benchmarkIndex >= minimum) return run;
  return { ...run, slowHost: { benchmarkIndex: Math.round(run.benchmarkIndex), minimum } };
}

export interface LabRunnerOptions {
  /** The Chromium binary; default findChromium() (CHROME_PATH, then the usual install paths). */
  chromePath?: string;
  /** Audits whose lab runs may overlap; each needs ~1 GB (two Chromiums). Default 1. */
  concurrency?: number;
  /** Per Lighthouse run (or PSI request). Default 60 s. */
  timeoutMs?: number;
  /** Send every Chromium request through this proxy (the SSRF guard), e.g. 'http://127.0.0.1:41234'. */
  proxyServer?: string;
  /** Use PageSpeed Insights instead of local Lighthouse. */
  psi?: { key: string; baseUrl?: string };
  /** Runs on a host whose benchmarkIndex is below this are marked `slowHost`. Default MIN_BENCHMARK_INDEX. */
  minBenchmarkIndex?: number;
}

/**
 * PageSpeed Insights loads the page from Google's servers, which cannot be given an audit's credentials
 * (and must not be): with credentials, its scores would be the sign-in page's.
 */
export const PSI_CREDENTIALS_REASON =
  'PageSpeed Insights cannot send this audit’s credentials, so it would measure the sign-in page: lab scores of pages behind a login need local Lighthouse';

export interface LabRunOptions {
  signal?: AbortSignal;
  /** This audit's credentials (issue 26): its runs only, each in a browser context of its own. */
  credentials?: AuditCredentials | null;
}

export interface LabScores {
  mobile: LabRun;
  desktop: LabRun;
}

export type LabAvailability = { available: true; chromePath: string } | { available: false; reason: string };

/** Whether local lab runs can happen: a Chromium at `chromePath` (when given) or found by findChromium. */
export function labAvailability(chromePath?: string): LabAvailability {
  const found: ChromiumLocation = chromePath ? findChromium({ CHROME_PATH: chromePath }, []) : findChromium();
  return found.path === null
    ? { available: false, reason: found.reason }
    : { available: true, chromePath: found.path };
}

const both = (reason: string): LabScores => ({
  mobile: { ok: false, formFactor: 'mobile', reason },
  desktop: { ok: false, formFactor: 'desktop', reason },
});

export class LabRunner {
  private readonly availability: LabAvailability;
  private readonly slots: Semaphore;
  private readonly timeoutMs: number;
  private readonly pools: Record<FormFactor, LighthousePool> | null;
  private closed = false;

  constructor(private readonly options: LabRunnerOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? LAB_TIMEOUT_MS;
    this.slots = new Semaphore(Math.max(1, Math.floor(options.concurrency ?? 1)));
    this.availability = options.psi
      ? { available: true, chromePath: '' }
      : labAvailability(options.chromePath);
    if (this.availability.available && !options.psi) clearStaleProfilesOnce();
    this.pools =
      this.availability.available && !options.psi
        ? {
            mobile: this.pool('mobile', this.availability.chromePath),
            desktop: this.pool('desktop', this.availability.chromePath),
          }
        : null;
  }

  /** Why local runs cannot happen (no Chromium), or null. */
  get unavailableReason(): string | null {
    return this.availability.available ? null : this.availability.reason;
  }

  /** Mobile and desktop of one URL, concurrently; waits for a free slot when `concurrency` audits run. */
  async run(url: string, opts: LabRunOptions = {}): Promise<LabScores> {
    const { mobile, desktop } = await this.runBoth(url, opts);
    const minimum = this.options.minBenchmarkIndex ?? MIN_BENCHMARK_INDEX;
    return { mobile: markSlowHost(mobile, minimum), desktop: markSlowHost(desktop, minimum) };
  }

  private async runBoth(url: string, opts: LabRunOptions): Promise<LabScores> {
    if (this.closed) return both('The lab runner is shutting down');
    if (!this.availability.available) return both(this.availability.reason);
    const { signal } = opts;
    const credentials = opts.credentials ?? null;
    const psi = this.options.psi;
    if (psi && credentialScope(url, credentials) !== null) return both(PSI_CREDENTIALS_REASON);
    if (psi) {
      // Google runs these; no local memory is at stake, so they do not take a slot.
      const strategy = (s: FormFactor) =>
        runPsi(url, { ...psi, strategy: s, timeoutMs: this.timeoutMs, ...(signal ? { signal } : {}) });
      const [mobile, desktop] = await Promise.all([strategy('mobile'), strategy('desktop')]);
      return { mobile, desktop };
    }
    const pools = this.pools;
    if (!pools) return both('The lab runner is shutting down');
    try {
      await this.slots.acquire(signal);
    } catch {
      return both('The lab run was cancelled');
    }
    try {
      const [mobile, desktop] = await Promise.all([
        pools.mobile.run(url, signal, credentials),
        pools.desktop.run(url, signal, credentials),
      ]);
      return { mobile, desktop };
    } finally {
      this.slots.release();
    }
  }

  /** Starts one mobile and one desktop worker (and their Chromiums) now, so the first audit finds them warm. */
  warm(): void {
    if (this.closed || !this.pools) return;
    this.pools.mobile.warm();
    this.pools.desktop.warm();
  }

  /** Closes the workers and their Chromiums; later runs answer "shutting down". */
  async close(): Promise<void> {
    this.closed = true;
    if (this.pools) await Promise.all([this.pools.mobile.close(), this.pools.desktop.close()]);
  }

  private pool(formFactor: FormFactor, chromePath: string): LighthousePool {
    return new LighthousePool({
      formFactor,
      chromePath,
      timeoutMs: this.timeoutMs,
      ...(this.options.proxyServer ? { proxyServer: this.options.proxyServer } : {}),
    });
  }
}

let staleCleared = false;
/** Profiles (and their Chromiums) that a killed process left behind: cleared at the first runner's start. */
function clearStaleProfilesOnce(): void {
  if (staleCleared) return;
  staleCleared = true;
  clearStaleProfiles();
}

/** One audit's lab scores with a runner of its own (the CLI): created, run, closed. */
export async function runLabOnce(
  url: string,
  opts: LabRunnerOptions & LabRunOptions = {},
): Promise<LabScores> {
  const { signal, credentials, ...options } = opts;
  const runner = new LabRunner(options);
  try {
    return await runner.run(url, { ...(signal ? { signal } : {}), credentials: credentials ?? null });
  } finally {
    await runner.close();
  }
}

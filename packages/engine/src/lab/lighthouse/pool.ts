/**
 * Warm Lighthouse workers for one form factor. Each worker is a thread running Lighthouse (worker.ts) plus
 * the Chromium it runs in, launched from this (main) thread so that it can always be killed and reaped:
 * Chromium is its own process group and would outlive a terminated thread. Idle workers are reused, so
 * later audits skip starting a thread, loading Lighthouse and launching Chromium. A Chromium that stopped
 * answering is replaced before the next run; a run past its timeout, or cancelled, terminates the thread
 * and kills its Chromium, and a fresh worker takes the next run. Callers bound concurrency: the pool
 * starts a worker for every run that finds none idle.
 */
import type { Worker } from 'node:worker_threads';
import { workerScript } from '../../runtime/worker-script.js';
import { labUnavailable } from '../chromium.js';
import { answers, labChromeFlags, launchChromium, type Browser } from './browser.js';
import { PROFILE_PREFIX } from './profiles.js';
import type { AuditCredentials } from '../../fetch/credentials.js';
import type { FormFactor, LabRun } from '../types.js';
import type { FromWorker, ToWorker, WorkerInit } from './protocol.js';

export const formatSeconds = (ms: number): string =>
  `${Number((ms / 1000).toFixed(ms < 1000 ? 2 : ms < 10_000 ? 1 : 0))} s`;

type Spawn = (init: WorkerInit) => Worker;

/** The Lighthouse worker script (see workerScript), with its form factor as workerData. */
function resolveSpawn(): Spawn | null {
  const spawn = workerScript(import.meta.url, 'worker', 'lighthouse-worker.mjs');
  return spawn && ((init) => spawn({ workerData: init }));
}

let spawnWorker: Spawn | null | undefined;

const messageOf = (err: unknown): string =>
  (err instanceof Error ? err.message : String(err)).split('\n')[0] ?? '';

/** One worker thread and the Chromium it runs Lighthouse in; both launched at once, both kept warm. */
class LighthouseWorker {
  private readonly thread: Worker;
  /** Chromiums launched (or starting) and not yet killed; normally one. */
  private readonly browsers = new Set<Browser>();
  /** The browser runs go to (maybe still starting). */
  private browser: Browser | null = null;
  private pending: { id: number; settle: (run: LabRun) => void } | null = null;
  private nextId = 1;
  private gone = false;
  readonly exited: Promise<void>;

  constructor(
    spawn: Spawn,
    private readonly options: PoolOptions & { flags: string[] },
  ) {
    this.thread = spawn({ formFactor: options.formFactor });
    this.thread.on('message', (message: FromWorker) => {
      if (this.pending?.id !== message.id) return;
      if (message.replaceChrome) this.replaceBrowser();
      this.pending.settle(message.run);
    });
    this.thread.on('error', (err) => this.crashed(err.message));
    this.exited = new Promise((resolve) =>
      this.thread.once('exit', () => {
        this.crashed('the worker exited');
        this.destroy();
        resolve();
      }),
    );
    this.browser = this.launchOrNull();
  }

  get alive(): boolean {
    return !this.gone;
  }

  run(
    url: string,
    timeoutMs: number,
    signal?: AbortSignal,
    credentials: AuditCredentials | null = null,
  ): Promise<LabRun> {
    const formFactor = this.options.formFactor;
    if (this.gone)
      return Promise.resolve({ ok: false, formFactor, reason: 'Lighthouse stopped unexpectedly' });
    if (signal?.aborted)
      return Promise.resolve({ ok: false, formFactor, reason: 'The lab run was cancelled' });
    return new Promise((resolve) => {
      const id = this.nextId++;
      const settle = (run: LabRun): void => {
        if (this.pending?.id !== id) return;
        this.pending = null;
        clearTimeout(timer);
        signal?.removeEventListener('abort', cancel);
        resolve(run);
      };
      const timer = setTimeout(() => {
        settle({ ok: false, formFactor, reason: `Lighthouse timed out after ${formatSeconds(timeoutMs)}` });
        this.destroy();
      }, timeoutMs);
      const cancel = (): void => {
        settle({ ok: false, formFactor, reason: 'The lab run was cancelled' });
        this.destroy();
      };
      this.pending = { id, settle };
      signal?.addEventListener('abort', cancel, { once: true });
      const maxWaitForLoadMs = Math.max(1000, Math.min(45_000, Math.round(timeoutMs / 2)));
      this.readyBrowser().then(
        (browser) => {
          if (this.pending?.id !== id) return;
          const port = browser.port;
          this.thread.postMessage({
            type: 'run',
            id,
            url,
            port,
            maxWaitForLoadMs,
            credentials,
          } satisfies ToWorker);
        },
        (err: unknown) =>
          settle({
            ok: false,
            formFactor,
            reason: labUnavailable(`Chromium could not be started (${messageOf(err)})`),
          }),
      );
    });
  }

  /** Stops the thread and kills its Chromium now, launched or still starting (its launch then settles). */
  destroy(): void {
    this.gone = true;
    for (const browser of this.browsers) browser.kill();
    this.browsers.clear();
    void this.thread.terminate();
  }

  /** Lets the thread exit and kills its Chromium; terminates the thread if it has not gone within graceMs. */
  async close(graceMs = 3000): Promise<void> {
    if (!this.gone) {
      this.gone = true;
      this.thread.postMessage({ type: 'close' } satisfies ToWorker);
      // Now, not once a launch finishes: the process may exit right after close().
      for (const browser of this.browsers) browser.kill();
      this.browsers.clear();
      const grace = new Promise<'late'>((resolve) => setTimeout(resolve, graceMs, 'late').unref());
      if ((await Promise.race([this.exited, grace])) === 'late') this.destroy();
    }
    await this.exited;
  }

  /** Spawns a Chromium (its handle exists at once, so destroy() can always kill it). */
  private launch(): Browser {
    if (this.gone) throw new Error('the Lighthouse worker stopped');
    const prefix = `${PROFILE_PREFIX}${this.options.formFactor}-`;
    const browser = launchChromium(this.options.chromePath, this.options.flags, prefix);
    this.browsers.add(browser);
    // A failed launch has killed its group and removed its profile already.
    browser.ready.catch(() => this.browsers.delete(browser));
    return browser;
  }

  /** launch() for warm starts: a failure now is reported by the run that needs the browser. */
  private launchOrNull(): Browser | null {
    try {
      return this.launch();
    } catch {
      return null;
    }
  }

  private kill(browser: Browser): void {
    this.browsers.delete(browser);
    browser.kill();
  }

  /** The warm Chromium if it still answers, else a new one (the old one killed). */
  private async readyBrowser(): Promise<Browser> {
    const warm = this.browser;
    if (warm) {
      const started = await warm.ready.then(
        () => true,
        () => false,
      );
      const usable = started && (!warm.used || (await answers(warm)));
      if (usable && warm === this.browser) {
        warm.used = true;
        return warm;
      }
      if (warm === this.browser) {
        this.kill(warm);
        this.browser = null;
      }
    }
    // The replacement replaceBrowser() started meanwhile, or a fresh one; its failure is the run's reason.
    const fresh = this.browser ?? this.launch();
    this.browser = fresh;
    await fresh.ready;
    fresh.used = true;
    return fresh;
  }

  /** After a run that threw, start the next on a fresh Chromium (tracing or a tab may be left behind). */
  private replaceBrowser(): void {
    const old = this.browser;
    this.browser = this.gone ? null : this.launchOrNull();
    if (old) this.kill(old);
  }

  private crashed(detail: string): void {
    this.gone = true;
    this.pending?.settle({
      ok: false,
      formFactor: this.options.formFactor,
      reason: `Lighthouse stopped unexpectedly (${detail})`,
    });
  }
}

export interface PoolOptions {
  formFactor: FormFactor;
  chromePath: string;
  /** Per run, from the moment a worker takes it; past it the worker and its Chromium are killed. */
  timeoutMs: number;
  /** Send every Chromium request through this proxy (the SSRF guard). */
  proxyServer?: string;
}

export class LighthousePool {
  private readonly idle: LighthouseWorker[] = [];
  private readonly workers = new Set<LighthouseWorker>();
  private readonly flags: string[];
  private closed = false;

  constructor(private readonly options: PoolOptions) {
    this.flags = labChromeFlags(options.proxyServer);
  }

  /** Live worker threads (each with its Chromium), idle or running. */
  get size(): number {
    return this.workers.size;
  }

  /**
   * One Lighthouse run of `url`; never rejects: every failure is an `ok: false` run with a reason.
   * `credentials` are this run's only (its own browser context in the worker's Chromium).
   */
  async run(url: string, signal?: AbortSignal, credentials: AuditCredentials | null = null): Promise<LabRun> {
    const formFactor = this.options.formFactor;
    if (this.closed) return { ok: false, formFactor, reason: 'The lab runner is shutting down' };
    let worker: LighthouseWorker | undefined;
    while ((worker = this.idle.pop()) && !worker.alive) this.workers.delete(worker);
    if (!worker) {
      const spawned = this.spawn();
      if (typeof spawned === 'string') return { ok: false, formFactor, reason: spawned };
      worker = spawned;
    }
    const result = await worker.run(url, this.options.timeoutMs, signal, credentials);
    if (worker.alive && !this.closed) this.idle.push(worker);
    else {
      this.workers.delete(worker);
      if (worker.alive) void worker.close();
    }
    return result;
  }

  /** Starts a worker and its Chromium ahead of the first run, when none is idle. */
  warm(): void {
    if (this.closed || this.idle.some((w) => w.alive)) return;
    const spawned = this.spawn();
    if (typeof spawned !== 'string') this.idle.push(spawned);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.idle.length = 0;
    await Promise.all([...this.workers].map((w) => w.close()));
    this.workers.clear();
  }

  private spawn(): LighthouseWorker | string {
    spawnWorker ??= resolveSpawn();
    if (!spawnWorker) return labUnavailable('the Lighthouse worker script is missing from this build');
    try {
      const worker = new LighthouseWorker(spawnWorker, { ...this.options, flags: this.flags });
      this.workers.add(worker);
      return worker;
    } catch (err) {
      return labUnavailable(`Lighthouse could not be started (${messageOf(err)})`);
    }
  }
}

/**
 * Where the crawl's page analysis runs. Gathering and checking a page is CPU work (~5 ms for a 30 KB
 * article) while fetching is mostly waiting, so a crawl spreads the analysis over worker threads, one per
 * core up to four, started with the crawl, while the main thread keeps fetching. Each worker analyses one
 * page at a time; a page goes to an idle worker, else to the one with the fewest pages waiting. A worker
 * that dies is replaced for later pages, and the pages it held fail with the reason. With no worker
 * script in this build, or `workers: 0`, the analysis runs inline on the calling thread.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { FetchedPage } from '../fetch/types.js';
import { workerScript, type SpawnWorker } from '../runtime/worker-script.js';
import { analysePage, type AnalysisContext, type PageAnalysis } from './page-analysis.js';

export type AnalysisReply =
  { id: number; ok: true; analysis: PageAnalysis } | { id: number; ok: false; error: string };

export interface PageAnalyser {
  analyse(fetched: FetchedPage, context: AnalysisContext): Promise<PageAnalysis>;
  /** Stops the workers; pages still waiting fail. */
  close(): Promise<void>;
  /** Worker threads in use (0: inline). */
  readonly threads: number;
}

/** Default worker count: one per core, at most four; none on a single core (a worker would only add copying). */
export function defaultAnalysisWorkers(): number {
  const cores = availableParallelism();
  return cores > 1 ? Math.min(cores, 4) : 0;
}

let spawnScript: SpawnWorker | null | undefined;

/**
 * A page's analysis allocates a few MB of short-lived objects; a larger young generation than the
 * default means fewer scavenges. 64 MB (issue 7) was ~8 % faster per page but let each worker's RSS grow
 * by ~65 MiB over a long crawl (two workers: ~450 → ~330 MiB RSS at 2,500–7,500 pages with 32 MB, issue
 * 18), which the bounded-memory aim cannot afford.
 */
const YOUNG_GENERATION_MB = 32;

interface Pending {
  resolve: (analysis: PageAnalysis) => void;
  reject: (err: Error) => void;
}

class AnalysisWorker {
  readonly pending = new Map<number, Pending>();
  private readonly thread: Worker;
  dead = false;

  constructor(spawn: SpawnWorker, onDeath: (worker: AnalysisWorker) => void) {
    this.thread = spawn({ resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
    this.thread.on('message', (reply: AnalysisReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.analysis);
      else waiting.reject(new Error(reply.error));
    });
    const die = (reason: string): void => {
      if (this.dead) return;
      this.dead = true;
      for (const waiting of this.pending.values()) waiting.reject(new Error(reason));
      this.pending.clear();
      onDeath(this);
    };
    this.thread.on('error', (err) => die(`The page analysis thread failed: ${err.message}`));
    this.thread.on('exit', (code) => die(`The page analysis thread stopped (exit code ${code}).`));
  }

  send(id: number, fetched: FetchedPage, context: AnalysisContext): Promise<PageAnalysis> {
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.thread.postMessage({ id, fetched, context });
    });
  }

  async terminate(): Promise<void> {
    this.dead = true;
    for (const waiting of this.pending.values()) waiting.reject(new Error('The crawl stopped.'));
    this.pending.clear();
    await this.thread.terminate();
  }
}

const inline: PageAnalyser = {
  analyse: async (fetched, context) => analysePage(fetched, context),
  close: async () => undefined,
  threads: 0,
};

/**
 * An analyser with `workers` threads (default: defaultAnalysisWorkers()). `spawnThread` replaces the
 * worker script (tests).
 */
export function createPageAnalyser(
  workers = defaultAnalysisWorkers(),
  spawnThread?: SpawnWorker,
): PageAnalyser {
  if (workers <= 0) return inline;
  spawnScript ??= workerScript(import.meta.url, 'analyse-worker', 'crawl-worker.mjs');
  const spawn = spawnThread ?? spawnScript;
  if (!spawn) return inline;
  const pool: AnalysisWorker[] = [];
  let nextId = 0;
  let closed = false;
  const remove = (worker: AnalysisWorker): void => {
    const at = pool.indexOf(worker);
    if (at >= 0) pool.splice(at, 1);
  };
  // Started now, not on the first page: loading the engine in a thread takes ~0.4 s, which then overlaps
  // the crawl's robots.txt and sitemap requests.
  for (let i = 0; i < workers; i++) pool.push(new AnalysisWorker(spawn, remove));
  const pick = (): AnalysisWorker => {
    const idle = pool.find((w) => w.pending.size === 0);
    if (idle) return idle;
    if (pool.length < workers) {
      const worker = new AnalysisWorker(spawn, remove);
      pool.push(worker);
      return worker;
    }
    return pool.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  };
  return {
    threads: workers,
    analyse: (fetched, context) => {
      if (closed) return Promise.reject(new Error('The crawl stopped.'));
      return pick().send(nextId++, fetched, context);
    },
    close: async () => {
      closed = true;
      await Promise.allSettled(pool.splice(0).map((w) => w.terminate()));
    },
  };
}

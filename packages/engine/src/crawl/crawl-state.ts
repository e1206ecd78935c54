/**
 * The crawl's store and its --state file: which store a crawl uses (memory spilling to a temporary file,
 * or the state file), what a checkpoint saves besides the frontier, and how a resume reads it back.
 */
import { rmSync } from 'node:fs';
import type { Frontier, FrontierCounters } from './frontier.js';
import type { CrawlOptions } from './options.js';
import { DEFAULT_SPILL_THRESHOLD, SpillingStore } from './store/spill.js';
import { SqliteStore } from './store/sqlite-store.js';
import type { CrawlStore } from './store/store.js';

/** What a checkpoint keeps besides the frontier rows. */
export interface SavedRun extends FrontierCounters {
  startUrl: string;
  blockedByRobots: number;
  sitemapFound: boolean;
  sitemapSeeded: boolean;
  /** Crawl time of the earlier runs, ms. */
  elapsedMs: number;
}

const STATE_VERSION = '1';

export interface OpenedState {
  store: CrawlStore;
  /** The earlier run to continue, or null for a fresh crawl. */
  saved: SavedRun | null;
}

/** Opens the crawl's store; with a resumable state file, restores its frontier into `frontier`. */
export function openCrawlStore(options: CrawlOptions, start: string, frontier: Frontier): OpenedState {
  const state = options.state;
  if (!state)
    return { store: new SpillingStore(options.spillThreshold ?? DEFAULT_SPILL_THRESHOLD), saved: null };
  if (!state.resume) for (const suffix of ['', '-wal', '-shm']) rmSync(state.path + suffix, { force: true });
  const store = SqliteStore.state(state.path);
  const meta = store.meta();
  if (meta.version === undefined) return { store, saved: null };
  if (meta.version !== STATE_VERSION || meta.run === undefined) {
    store.close();
    throw new Error(`${state.path} is not a crawl state this version of Rankscope can resume.`);
  }
  const saved = JSON.parse(meta.run) as SavedRun;
  if (saved.startUrl !== start) {
    store.close();
    throw new Error(`${state.path} holds the crawl of ${saved.startUrl}, not of ${start}.`);
  }
  frontier.restore(store.frontier(), saved);
  return { store, saved };
}

/** Saves the frontier changes and the run's counters with the pages recorded since the last one. */
export function checkpoint(
  store: CrawlStore,
  frontier: Frontier,
  run: Omit<SavedRun, keyof FrontierCounters>,
): void {
  if (!store.persistent) return;
  const saved: SavedRun = { ...run, ...frontier.counters() };
  store.checkpoint(frontier.changedRows(), { version: STATE_VERSION, run: JSON.stringify(saved) });
}

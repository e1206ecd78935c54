/**
 * The crawl's store and its --state file: which store a crawl uses (memory spilling to a temporary file,
 * or the state file), what a checkpoint saves besides the frontier, and how a resume reads it back. A
 * state file that cannot be used (not SQLite, damaged, a directory, another site's or version's, rows
 * edited out of line) gives a CrawlStateError with the reason.
 */
import { closeSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import type { Frontier, FrontierCounters } from './frontier.js';
import type { CrawlOptions } from './options.js';
import { CrawlStateError, parseSavedRun, restoreCheckedState, type SavedRun } from './state-check.js';
import { DEFAULT_SPILL_THRESHOLD, SpillingStore } from './store/spill.js';
import { SqliteStore } from './store/sqlite-store.js';
import { SQLITE_HEADER } from './store/state-schema.js';
import type { CrawlStore } from './store/store.js';

export { CrawlStateError, type SavedRun } from './state-check.js';

const STATE_VERSION = '1';

export interface OpenedState {
  store: CrawlStore;
  /** The earlier run to continue, or null for a fresh crawl. */
  saved: SavedRun | null;
}

/** Throws unless `path` is absent, empty, or an SQLite file (what --state may start afresh or resume). */
function assertStateFile(path: string): void {
  let size: number;
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) throw new Error('it is a directory');
    if (!stat.isFile()) throw new Error('it is not a regular file');
    size = stat.size;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  if (size === 0) return;
  const head = Buffer.alloc(SQLITE_HEADER.length);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  // Never deleted or overwritten when it is something else (a report given by mistake).
  if (head.toString('latin1') !== SQLITE_HEADER) throw new Error('it is not a crawl state (not SQLite)');
}

/** Opens the crawl's store; with a resumable state file, restores its frontier into `frontier`. */
export function openCrawlStore(
  options: CrawlOptions,
  start: string,
  frontier: Frontier,
  maxPages: number,
): OpenedState {
  const state = options.state;
  if (!state)
    return { store: new SpillingStore(options.spillThreshold ?? DEFAULT_SPILL_THRESHOLD), saved: null };
  let store: SqliteStore | null = null;
  try {
    assertStateFile(state.path);
    if (!state.resume) {
      // Started afresh, but only over a crawl state: opening it checks its schema.
      SqliteStore.state(state.path).close();
      for (const suffix of ['', '-wal', '-shm']) rmSync(state.path + suffix, { force: true });
    }
    store = SqliteStore.state(state.path);
    const meta = store.meta();
    if (meta.version === undefined) {
      // Never checkpointed: a fresh crawl, if it really holds nothing.
      if (store.pageCount > 0 || store.strayRows(0) > 0) throw new Error('it is not a crawl state');
      return { store, saved: null };
    }
    if (meta.version !== STATE_VERSION)
      throw new Error(`it is a crawl state this version of Rankscope cannot resume`);
    const saved = parseSavedRun(meta.run);
    restoreCheckedState(store, saved, frontier, { start, maxPages });
    return { store, saved };
  } catch (err) {
    store?.close();
    const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
    throw new CrawlStateError(`--state ${state.path} cannot be used: ${reason}.`, { cause: err });
  }
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

/**
 * The crawl's frontier: URLs queued breadth-first (ids in the UrlTable), the page and asset limits, and
 * what a --state file needs to continue — the URLs changed since the last checkpoint and the counters.
 */
import type { FrontierRow } from './store/store.js';
import { ASSET, BLOCKED, DISPATCHED, DONE, QUEUED, REACHABLE, UrlTable } from './url-table.js';

/** Non-HTML link targets status-checked, per HTML page allowed. */
const ASSETS_PER_PAGE = 5;

export interface FrontierCounters {
  pagesStarted: number;
  assetsStarted: number;
  limitHit: boolean;
}

export class Frontier {
  readonly urls = new UrlTable();
  private queue: number[] = [];
  private head = 0;
  pagesStarted = 0;
  assetsStarted = 0;
  limitHit = false;
  /** Dispatched and not done yet. */
  private readonly inFlight = new Set<number>();

  constructor(
    private readonly maxPages: number,
    private readonly maxDepth: number,
    private readonly looksAsset: (url: string) => boolean,
  ) {}

  /** URLs waiting to be fetched. */
  get queued(): number {
    return this.queue.length - this.head;
  }

  /** Queues `url` once; a URL still waiting gets the shallowest depth it is met at. Returns its id. */
  enqueue(url: string, depth: number, reachable: boolean): number {
    const { urls } = this;
    const id = urls.intern(url);
    if (urls.has(id, QUEUED)) {
      // BFS with concurrency can meet a URL deeper first; fix its depth while it still waits.
      if (!urls.has(id, DISPATCHED)) {
        if (depth < urls.depth(id)) urls.setDepth(id, depth);
        if (reachable) urls.set(id, REACHABLE);
      }
      return id;
    }
    if (depth > this.maxDepth) return id;
    urls.set(id, QUEUED | (reachable ? REACHABLE : 0) | (this.looksAsset(url) ? ASSET : 0));
    urls.setDepth(id, depth);
    this.queue.push(id);
    return id;
  }

  /** The next id to fetch, within the page and asset limits; null when none is left. */
  next(): number | null {
    const { urls } = this;
    while (this.head < this.queue.length) {
      const id = this.queue[this.head++]!;
      if (this.head > 65_536 && this.head * 2 > this.queue.length) {
        this.queue = this.queue.slice(this.head);
        this.head = 0;
      }
      if (urls.has(id, DISPATCHED)) continue;
      if (!urls.has(id, ASSET)) {
        if (this.pagesStarted >= this.maxPages) {
          this.limitHit = true;
          continue;
        }
        this.pagesStarted++;
      } else {
        if (this.assetsStarted >= this.maxPages * ASSETS_PER_PAGE) continue;
        this.assetsStarted++;
      }
      urls.set(id, DISPATCHED);
      this.inFlight.add(id);
      return id;
    }
    return null;
  }

  /** A dispatched URL robots.txt refuses: done, and it does not count against the limits. */
  blocked(id: number): void {
    if (this.urls.has(id, ASSET)) this.assetsStarted--;
    else this.pagesStarted--;
    this.urls.set(id, BLOCKED);
    this.done(id);
  }

  /** Recorded for good (or given up: a stopped crawl leaves the rest to a resume). */
  done(id: number): void {
    this.urls.set(id, DONE);
    this.inFlight.delete(id);
  }

  /** URL rows changed since the last call (new and modified), for a checkpoint. */
  changedRows(): FrontierRow[] {
    const { urls } = this;
    const row = (id: number): FrontierRow => ({
      id,
      url: urls.url(id),
      depth: urls.depth(id),
      flags: urls.flags(id),
      inlinks: urls.inlinkCount(id),
    });
    const rows = [...urls.dirty].map(row);
    for (let id = urls.savedCount; id < urls.size; id++) rows.push(row(id));
    urls.dirty.clear();
    urls.savedCount = urls.size;
    return rows;
  }

  /**
   * Counters as a checkpoint saves them: URLs dispatched but not done are fetched again on resume, so
   * they are not counted as started.
   */
  counters(): FrontierCounters {
    let pages = this.pagesStarted;
    let assets = this.assetsStarted;
    for (const id of this.inFlight) {
      if (this.urls.has(id, DONE)) continue;
      if (this.urls.has(id, ASSET)) assets--;
      else pages--;
    }
    return { pagesStarted: pages, assetsStarted: assets, limitHit: this.limitHit };
  }

  /** Restores a saved frontier: URLs queued and not done wait again, breadth first. */
  restore(rows: Iterable<FrontierRow>, counters: FrontierCounters): void {
    const { urls } = this;
    const waiting: number[] = [];
    for (const r of rows) {
      let flags = r.flags;
      if ((flags & QUEUED) !== 0 && (flags & DONE) === 0) {
        flags &= ~DISPATCHED;
        waiting.push(r.id);
      }
      urls.restore(r.url, r.depth, flags, r.inlinks);
    }
    urls.savedCount = urls.size;
    waiting.sort((a, b) => urls.depth(a) - urls.depth(b) || a - b);
    this.queue = waiting;
    this.head = 0;
    Object.assign(this, counters);
  }
}

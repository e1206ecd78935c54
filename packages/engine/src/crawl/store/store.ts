/**
 * Where the crawl keeps what it found: the compact record of each crawled URL and, per target, the first
 * pages linking to it (ids from the UrlTable). The site-wide checks read it in streaming passes
 * (aggregate.ts), so the same code serves a store in memory and one in an SQLite file; the crawler keeps
 * small crawls in memory and spills to a temporary SQLite file beyond a threshold (spill.ts), or keeps
 * everything in the --state file so an interrupted crawl can resume.
 */
import type { PageRecord } from '../types.js';

/** A crawled URL as stored: its record (inbound links are read from the inlinks), and its id. */
export type StoredPage = PageRecord & { id: number };

/** One URL of the frontier as saved in a state file. */
export interface FrontierRow {
  id: number;
  url: string;
  depth: number;
  flags: number;
  inlinks: number;
}

export interface CrawlStore {
  readonly kind: 'memory' | 'sqlite';
  /** True when checkpoints must carry the frontier (a --state file). */
  readonly persistent: boolean;
  readonly pageCount: number;
  addPage(page: StoredPage): void;
  /** Records that `source` links to `target` (the crawler caps how many per target). */
  addInlink(target: number, source: number): void;
  /** Sources linking to `target`, in the order recorded. */
  inlinks(target: number): number[];
  /** Every stored page, in the order added; safe to call more than once. */
  pages(): Iterable<StoredPage>;
  /**
   * Makes the pages and links added so far durable together with the given frontier rows and meta values
   * (one transaction), so a crash never leaves results without the frontier that produced them.
   */
  checkpoint(urls: readonly FrontierRow[], meta: Readonly<Record<string, string>>): void;
  close(): void;
}

/** The in-memory store: an array of pages and a map of short inlink lists. */
export class MemoryStore implements CrawlStore {
  readonly kind = 'memory';
  readonly persistent = false;
  private readonly list: StoredPage[] = [];
  private readonly links = new Map<number, number[]>();

  get pageCount(): number {
    return this.list.length;
  }

  addPage(page: StoredPage): void {
    this.list.push(page);
  }

  addInlink(target: number, source: number): void {
    const list = this.links.get(target);
    if (list) list.push(source);
    else this.links.set(target, [source]);
  }

  inlinks(target: number): number[] {
    return this.links.get(target) ?? [];
  }

  pages(): Iterable<StoredPage> {
    return this.list;
  }

  /** Every recorded link as [target, sources] (for moving to SQLite). */
  allInlinks(): Iterable<[number, number[]]> {
    return this.links;
  }

  checkpoint(): void {}

  close(): void {
    this.list.length = 0;
    this.links.clear();
  }
}

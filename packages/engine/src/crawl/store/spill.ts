/**
 * The crawl's default store: in memory while the crawl is small, moved to a temporary SQLite file once it
 * holds more than `threshold` pages, so a 100,000-page crawl keeps only the URL table and the frontier in
 * memory. The move copies every page and link, then the memory store is dropped.
 */
import { SqliteStore } from './sqlite-store.js';
import { MemoryStore, type CrawlStore, type FrontierRow, type StoredPage } from './store.js';

/** Pages kept in memory before the crawl spills to disk (CrawlOptions.spillThreshold). */
export const DEFAULT_SPILL_THRESHOLD = 5_000;

export class SpillingStore implements CrawlStore {
  readonly persistent = false;
  private memory: MemoryStore | null = new MemoryStore();
  private disk: SqliteStore | null = null;

  constructor(private readonly threshold: number) {}

  get kind(): 'memory' | 'sqlite' {
    return this.disk ? 'sqlite' : 'memory';
  }

  private get store(): CrawlStore {
    return (this.disk ?? this.memory)!;
  }

  get pageCount(): number {
    return this.store.pageCount;
  }

  addPage(page: StoredPage): void {
    this.store.addPage(page);
    if (this.memory && this.memory.pageCount > this.threshold) this.spill(this.memory);
  }

  addInlink(target: number, source: number): void {
    this.store.addInlink(target, source);
  }

  inlinks(target: number): number[] {
    return this.store.inlinks(target);
  }

  pages(): Iterable<StoredPage> {
    return this.store.pages();
  }

  checkpoint(urls: readonly FrontierRow[], meta: Readonly<Record<string, string>>): void {
    this.store.checkpoint(urls, meta);
  }

  close(): void {
    this.memory?.close();
    this.disk?.close();
  }

  private spill(memory: MemoryStore): void {
    const disk = SqliteStore.temporary();
    for (const page of memory.pages()) disk.addPage(page);
    for (const [target, sources] of memory.allInlinks()) for (const s of sources) disk.addInlink(target, s);
    this.disk = disk;
    this.memory = null;
    memory.close();
  }
}

/**
 * The crawl store in an SQLite file (better-sqlite3): pages as JSON rows in crawl order, inlinks as
 * (target, source) rows, and for a --state file the frontier (every URL with its depth and flags) and a
 * few meta values. Writes are batched and committed in one transaction at each checkpoint. A temporary
 * store (the crawl's spill file) skips durability and is deleted on close.
 */
import { readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { isProcessRunning } from '../../runtime/process-alive.js';
import { assertOwnSchema, SCHEMA } from './state-schema.js';
import type { CrawlStore, FrontierRow, StoredPage } from './store.js';

type Database = BetterSqlite3.Database;
type Statement<P extends unknown[] = unknown[], R = unknown> = BetterSqlite3.Statement<P, R>;

/** Rows read per query when streaming the pages (keyset pagination keeps the connection free). */
const PAGE_BATCH = 1000;
/** Pending writes of a temporary store before they are flushed. */
const TEMP_FLUSH = 512;

// Loaded on first use: most audits never spill, and the web build never sees the native module.
let sqlite: typeof BetterSqlite3 | null = null;
function openDatabase(file: string): Database {
  sqlite ??= createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3;
  return new sqlite(file);
}

const SPILL_PREFIX = 'rankscope-crawl-';

/**
 * Removes the spill files of crawls whose process no longer runs (killed with SIGKILL, out of memory):
 * their names carry the owner's pid. Files of live processes are left alone. Returns the files removed.
 */
export function clearStaleSpillFiles(root = tmpdir()): string[] {
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const owner = /^rankscope-crawl-(\d+)-[^/]*\.sqlite(-wal|-shm)?$/.exec(name)?.[1];
    if (owner === undefined || isProcessRunning(Number(owner))) continue;
    try {
      rmSync(join(root, name), { force: true });
      removed.push(name);
    } catch {
      // Not ours to remove (another user's temp file): left alone.
    }
  }
  return removed;
}

export class SqliteStore implements CrawlStore {
  readonly kind = 'sqlite';
  readonly persistent: boolean;
  private readonly db: Database;
  private count: number;
  private pendingPages: StoredPage[] = [];
  private pendingLinks: number[] = [];
  private readonly insertPage: Statement;
  private readonly insertLink: Statement;
  private readonly selectLinks: Statement<[number], { source: number }>;
  private readonly selectPages: Statement<[number, number], { seq: number; data: string }>;
  private readonly upsertUrl: Statement;
  private readonly upsertMeta: Statement;
  private closed = false;

  private constructor(
    private readonly file: string,
    private readonly temporary: boolean,
  ) {
    this.db = openDatabase(file);
    this.persistent = !temporary;
    if (!temporary) {
      // A state file may come from elsewhere: its schema must be ours before anything runs or is
      // written, and no function it names is trusted.
      try {
        this.db.pragma('trusted_schema = OFF');
        assertOwnSchema(this.db);
      } catch (err) {
        this.db.close();
        throw err;
      }
    }
    // A temporary file need not survive a crash; a state file must stay consistent (WAL, one
    // transaction per checkpoint).
    this.db.pragma(temporary ? 'journal_mode = OFF' : 'journal_mode = WAL');
    this.db.pragma(temporary ? 'synchronous = OFF' : 'synchronous = NORMAL');
    this.db.exec(SCHEMA);
    this.insertPage = this.db.prepare('INSERT INTO pages (id, data) VALUES (?, ?)');
    this.insertLink = this.db.prepare('INSERT INTO inlinks (target, source) VALUES (?, ?)');
    this.selectLinks = this.db.prepare('SELECT source FROM inlinks WHERE target = ? ORDER BY rowid');
    this.selectPages = this.db.prepare('SELECT seq, data FROM pages WHERE seq > ? ORDER BY seq LIMIT ?');
    this.upsertUrl = this.db.prepare(
      'INSERT OR REPLACE INTO urls (id, url, depth, flags, inlinks) VALUES (?, ?, ?, ?, ?)',
    );
    this.upsertMeta = this.db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
    this.count = (this.db.prepare('SELECT count(*) AS n FROM pages').get() as { n: number }).n;
  }

  /** A store in a fresh temporary file, deleted on close (and by a later crawl if this process is killed). */
  static temporary(root = tmpdir()): SqliteStore {
    clearStaleSpillFiles(root);
    const name = `${SPILL_PREFIX}${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}.sqlite`;
    return new SqliteStore(join(root, name), true);
  }

  /** The store of a --state file, created or reopened. */
  static state(file: string): SqliteStore {
    return new SqliteStore(file, false);
  }

  get pageCount(): number {
    return this.count;
  }

  addPage(page: StoredPage): void {
    this.pendingPages.push(page);
    this.count++;
    if (this.temporary && this.pendingPages.length >= TEMP_FLUSH) this.flush();
  }

  addInlink(target: number, source: number): void {
    this.pendingLinks.push(target, source);
    if (this.temporary && this.pendingLinks.length >= TEMP_FLUSH * 2) this.flush();
  }

  inlinks(target: number): number[] {
    if (this.pendingLinks.length > 0) this.flush();
    return this.selectLinks.all(target).map((r) => r.source);
  }

  *pages(): Iterable<StoredPage> {
    if (this.pendingPages.length > 0) this.flush();
    for (let after = 0; ;) {
      const rows = this.selectPages.all(after, PAGE_BATCH);
      for (const row of rows) yield JSON.parse(row.data) as StoredPage;
      if (rows.length < PAGE_BATCH) return;
      after = rows[rows.length - 1]!.seq;
    }
  }

  checkpoint(urls: readonly FrontierRow[], meta: Readonly<Record<string, string>>): void {
    this.db.transaction(() => {
      this.writePending();
      for (const u of urls) this.upsertUrl.run(u.id, u.url, u.depth, u.flags, u.inlinks);
      for (const [key, value] of Object.entries(meta)) this.upsertMeta.run(key, value);
    })();
  }

  /** The saved frontier, in id order (resume). */
  *frontier(): Iterable<FrontierRow> {
    const select = this.db.prepare<[number, number], FrontierRow>(
      'SELECT id, url, depth, flags, inlinks FROM urls WHERE id > ? ORDER BY id LIMIT ?',
    );
    for (let after = -1; ;) {
      const rows = select.all(after, PAGE_BATCH * 10);
      yield* rows;
      if (rows.length < PAGE_BATCH * 10) return;
      after = rows[rows.length - 1]!.id;
    }
  }

  /** SQLite's own consistency check of the whole file: 'ok', or the first problem found. */
  integrity(): string {
    return String(this.db.pragma('quick_check', { simple: true }));
  }

  /** Rows of the pages and inlinks tables that name no URL of a frontier of `size` URLs. */
  strayRows(size: number): number {
    const outside = (col: string): string =>
      `NOT (typeof(${col}) = 'integer' AND ${col} BETWEEN 0 AND ${size - 1})`;
    const sql = `SELECT (SELECT count(*) FROM pages WHERE ${outside('id')}) +
      (SELECT count(*) FROM inlinks WHERE ${outside('target')} OR ${outside('source')}) AS n`;
    return (this.db.prepare(sql).get() as { n: number }).n;
  }

  meta(): Record<string, string> {
    const rows = this.db.prepare('SELECT key, value FROM meta').all() as Array<{
      key: string;
      value: string;
    }>;
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    // Unsaved pages of a state file are dropped: without their checkpoint the frontier would not know
    // them, and a resume fetches them again.
    this.db.close();
    if (this.temporary)
      for (const suffix of ['', '-wal', '-shm']) rmSync(this.file + suffix, { force: true });
  }

  private flush(): void {
    this.db.transaction(() => this.writePending())();
  }

  private writePending(): void {
    for (const page of this.pendingPages) this.insertPage.run(page.id, JSON.stringify(page));
    for (let i = 0; i < this.pendingLinks.length; i += 2) {
      this.insertLink.run(this.pendingLinks[i], this.pendingLinks[i + 1]);
    }
    this.pendingPages = [];
    this.pendingLinks = [];
  }
}

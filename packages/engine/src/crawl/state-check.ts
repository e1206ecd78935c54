/**
 * What a resumed --state file holds is checked before the crawl trusts it: the file is a crawl state of
 * this version, of this start URL, within this run's --crawl budget, and its rows agree with each other
 * (every page a done URL of the frontier, on the site, its record readable). A file that fails gets a
 * one-line CrawlStateError; nothing of it reaches the report.
 */
import type { Frontier, FrontierCounters } from './frontier.js';
import { siteKey } from './normalize.js';
import type { SqliteStore } from './store/sqlite-store.js';
import type { FrontierRow } from './store/store.js';
import { ASSET, DONE } from './url-table.js';

/** A --state file that cannot be used: the CLI prints the message on one line and exits with code 2. */
export class CrawlStateError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CrawlStateError';
  }
}

/** What a checkpoint keeps besides the frontier rows. */
export interface SavedRun extends FrontierCounters {
  startUrl: string;
  blockedByRobots: number;
  sitemapFound: boolean;
  sitemapSeeded: boolean;
  /** Crawl time of the earlier runs, ms. */
  elapsedMs: number;
}

/** Non-HTML link targets status-checked per page allowed (frontier.ts's limit). */
const ASSETS_PER_PAGE = 5;

const count = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/** The saved run's counters, or the reason they cannot be read. */
export function parseSavedRun(text: string | undefined): SavedRun {
  let run: unknown;
  try {
    run = JSON.parse(text ?? '');
  } catch {
    throw new Error('its saved run is not readable');
  }
  const r = run as Partial<Record<keyof SavedRun, unknown>> | null;
  const ok =
    r !== null &&
    typeof r === 'object' &&
    typeof r.startUrl === 'string' &&
    count(r.blockedByRobots) &&
    count(r.pagesStarted) &&
    count(r.assetsStarted) &&
    typeof r.sitemapFound === 'boolean' &&
    typeof r.sitemapSeeded === 'boolean' &&
    typeof r.limitHit === 'boolean' &&
    typeof r.elapsedMs === 'number' &&
    Number.isFinite(r.elapsedMs) &&
    r.elapsedMs >= 0;
  if (!ok) throw new Error('its saved run is not readable');
  return run as SavedRun;
}

/** The saved frontier rows, checked one by one as they are restored. */
function* checkedRows(rows: Iterable<FrontierRow>): Iterable<FrontierRow> {
  let expected = 0;
  for (const r of rows) {
    if (r.id !== expected++) throw new Error('its frontier has gaps');
    const valid =
      typeof r.url === 'string' &&
      /^https?:\/\//.test(r.url) &&
      URL.canParse(r.url) &&
      count(r.depth) &&
      count(r.inlinks) &&
      Number.isInteger(r.flags) &&
      r.flags >= 0 &&
      r.flags <= 255;
    if (!valid) throw new Error(`its frontier row ${r.id} is not valid`);
    yield r;
  }
}

/**
 * Restores the saved frontier of `store` into `frontier` and checks every saved row against it and the
 * limits of this run; throws with the reason when something does not hold.
 */
export function restoreCheckedState(
  store: SqliteStore,
  saved: SavedRun,
  frontier: Frontier,
  limits: { start: string; maxPages: number },
): void {
  const { start, maxPages } = limits;
  if (saved.startUrl !== start) throw new Error(`it holds the crawl of ${saved.startUrl}, not of ${start}`);
  const integrity = store.integrity();
  if (integrity !== 'ok') throw new Error(`it is damaged (${integrity})`);
  if (saved.pagesStarted > maxPages || saved.assetsStarted > maxPages * ASSETS_PER_PAGE) {
    throw new Error(
      `it holds more pages than --crawl ${maxPages} allows: resume with the budget it was made with`,
    );
  }
  let rows = 0;
  frontier.restore(
    (function* () {
      for (const r of checkedRows(store.frontier())) {
        rows++;
        yield r;
      }
    })(),
    saved,
  );
  const { urls } = frontier;
  if (urls.size !== rows) throw new Error('its frontier holds the same URL twice');
  if (store.strayRows(rows) > 0) throw new Error('it holds rows that name no URL of its frontier');
  const site = siteKey(start);
  let pages = 0;
  let assets = 0;
  for (const page of store.pages()) {
    const id = page.id;
    const own =
      page !== null &&
      typeof page === 'object' &&
      page.url === urls.url(id) &&
      urls.has(id, DONE) &&
      siteKey(page.url) === site;
    if (!own) throw new Error(`its page row ${String(id)} does not belong to this crawl`);
    if (urls.has(id, ASSET)) assets++;
    else pages++;
  }
  // A URL started as a page may turn out an asset (its content type), never the other way.
  if (pages > saved.pagesStarted || pages + assets > saved.pagesStarted + saved.assetsStarted) {
    throw new Error(`it holds more pages than its run started (${pages + assets})`);
  }
}

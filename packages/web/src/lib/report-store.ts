/**
 * Recent reports, kept in this browser only (IndexedDB; product.md §7: nothing is stored on the
 * server), so a report's address (/report?url=…&at=…) survives a reload, back/forward and a second tab
 * without running the audit again. Each report is stored exactly as the server answered it (its
 * signature included), because Share and Download send it back unchanged.
 */
import type { Report } from '@rankscope/engine/report';

const DB_NAME = 'rankscope';
const STORE = 'reports';
/** Kept per browser; older ones are dropped when a new one is saved. */
export const MAX_RECENT = 20;

export interface RecentAudit {
  url: string;
  at: string;
  title: string;
  score: number;
  savedAt: number;
}

interface Row extends RecentAudit {
  key: string;
  report: Report;
}

/** The address of a stored report: the audited URL and the time the page was fetched. */
export function reportPath(url: string, at: string): string {
  return `/report?${new URLSearchParams({ url, at }).toString()}`;
}

const keyOf = (url: string, at: string): string => `${at} ${url}`;

let opening: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    let req: IDBOpenDBRequest;
    try {
      req = indexedDB.open(DB_NAME, 1);
    } catch {
      return resolve(null); // Storage disabled (some private modes): the report stays in memory only.
    }
    req.onupgradeneeded = () => {
      const store = req.result.createObjectStore(STORE, { keyPath: 'key' });
      store.createIndex('savedAt', 'savedAt');
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => resolve(null);
    req.onblocked = () => resolve(null);
  });
  return opening;
}

function done<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/** Saves a report the server returned; keeps the newest MAX_RECENT. Failures only lose the copy. */
export async function saveReport(report: Report): Promise<void> {
  const db = await open();
  if (!db) return;
  try {
    const tx = db.transaction(STORE, 'readwrite');
    const store = tx.objectStore(STORE);
    const row: Row = {
      key: keyOf(report.url, report.fetchedAt),
      url: report.url,
      at: report.fetchedAt,
      title: report.title,
      score: report.seoScore,
      savedAt: Date.now(),
      report,
    };
    store.put(row);
    const keys = (await done(store.index('savedAt').getAllKeys())) as IDBValidKey[];
    for (const key of keys.slice(0, Math.max(0, keys.length - MAX_RECENT))) store.delete(key);
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    });
  } catch (err) {
    console.error('Could not keep the report in this browser:', err);
  }
}

/** The stored report at this address, or null. */
export async function loadReport(url: string, at: string): Promise<Report | null> {
  const db = await open();
  if (!db) return null;
  try {
    const row = (await done(db.transaction(STORE).objectStore(STORE).get(keyOf(url, at)))) as Row | undefined;
    return row?.report ?? null;
  } catch {
    return null;
  }
}

/** The stored reports, newest first, without their bodies' weight in the list. */
export async function recentAudits(): Promise<RecentAudit[]> {
  const db = await open();
  if (!db) return [];
  try {
    const rows = (await done(db.transaction(STORE).objectStore(STORE).index('savedAt').getAll())) as Row[];
    return rows.reverse().map(({ url, at, title, score, savedAt }) => ({ url, at, title, score, savedAt }));
  } catch {
    return [];
  }
}

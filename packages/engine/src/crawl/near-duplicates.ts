/**
 * Near-duplicate groups among the crawl's comparable pages, without comparing every pair: SimHashes
 * within NEAR_DUPLICATE_BITS (6) bits of each other agree exactly on at least one of 7 bands of the 64
 * bits (pigeonhole), so only pages sharing a band value are compared — the same pairs as the full
 * comparison, at a cost that grows with the number of similar pages, not with the square of all pages.
 */
import type { DuplicateGroup } from './types.js';

/** SimHash bits that may differ for two pages to count as near duplicates: 1 − 6/64 ≈ 90.6 % similar. */
export const NEAR_DUPLICATE_BITS = 6;
/** Pages with fewer words are left out of the near-duplicate comparison (boilerplate-only pages). */
export const NEAR_DUPLICATE_MIN_WORDS = 20;

/** What the comparison needs of a page. */
export interface NearCandidate {
  finalUrl: string;
  canonical: string | null;
  title: string | null;
  simhash: string;
  contentHash: string | null;
}

/** 7 bands (bit offset, width) covering bits 0–63: one of them is equal for hashes ≤ 6 bits apart. */
const BANDS: ReadonlyArray<readonly [number, number]> = [
  [0, 10],
  [10, 9],
  [19, 9],
  [28, 9],
  [37, 9],
  [46, 9],
  [55, 9],
];

function popcount32(n: number): number {
  let v = n >>> 0;
  v = v - ((v >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** Bits [offset, offset + width) of the 64-bit value hi:lo (width ≤ 10, so it may straddle the halves). */
function band(hi: number, lo: number, offset: number, width: number): number {
  const mask = (1 << width) - 1;
  if (offset + width <= 32) return (lo >>> offset) & mask;
  if (offset >= 32) return (hi >>> (offset - 32)) & mask;
  const low = lo >>> offset;
  const high = hi << (32 - offset);
  return (low | high) & mask;
}

/** Two pages that declare each other (or the same URL) canonical are one page to search engines. */
function canonicalised(a: NearCandidate, b: NearCandidate): boolean {
  const ca = a.canonical ?? a.finalUrl;
  const cb = b.canonical ?? b.finalUrl;
  return ca === b.finalUrl || cb === a.finalUrl || ca === cb;
}

/**
 * Pairs within NEAR_DUPLICATE_BITS bits (or with the same content hash) that do not canonicalise to
 * each other, joined into groups (union-find). Similarity is the group's least similar pair; 1 when all
 * its pages have the same main text. Groups and their URLs keep the pages' order; a group is named by
 * the title of its member with the smallest URL.
 */
export function nearDuplicateGroups(pages: readonly NearCandidate[]): DuplicateGroup[] {
  const n = pages.length;
  const hi = new Int32Array(n);
  const lo = new Int32Array(n);
  pages.forEach((p, i) => {
    hi[i] = parseInt(p.simhash.slice(0, 8), 16) | 0;
    lo[i] = parseInt(p.simhash.slice(8), 16) | 0;
  });
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const worst = new Map<number, number>();
  const pairs: Array<[number, number]> = [];
  const compare = (i: number, j: number, bandIndex: number): void => {
    // A pair sharing several bands is judged in the first of them only.
    for (let b = 0; b < bandIndex; b++) {
      const [off, w] = BANDS[b]!;
      if (band(hi[i]!, lo[i]!, off, w) === band(hi[j]!, lo[j]!, off, w)) return;
    }
    const a = pages[i]!;
    const c = pages[j]!;
    const exact = a.contentHash !== null && a.contentHash === c.contentHash;
    const d = exact ? 0 : popcount32(hi[i]! ^ hi[j]!) + popcount32(lo[i]! ^ lo[j]!);
    if (d > NEAR_DUPLICATE_BITS || canonicalised(a, c)) return;
    // Same SimHash but different text is very similar, not identical.
    pairs.push([i, exact ? 0 : Math.max(d, 0.5)]);
    const ri = find(i);
    const rj = find(j);
    if (ri !== rj) parent[ri] = rj;
  };
  BANDS.forEach(([off, w], bandIndex) => {
    const buckets = new Map<number, number[]>();
    for (let i = 0; i < n; i++) {
      const key = band(hi[i]!, lo[i]!, off, w);
      const bucket = buckets.get(key);
      if (!bucket) {
        buckets.set(key, [i]);
        continue;
      }
      for (const j of bucket) compare(j, i, bandIndex);
      bucket.push(i);
    }
  });
  for (const [i, d] of pairs) {
    const root = find(i);
    worst.set(root, Math.max(worst.get(root) ?? 0, d));
  }
  const members = new Map<number, number[]>();
  for (let i = 0; i < n; i++) {
    const root = find(i);
    if (!worst.has(root)) continue;
    const list = members.get(root);
    if (list) list.push(i);
    else members.set(root, [i]);
  }
  return [...members.entries()]
    .map(([root, list]): DuplicateGroup => {
      // Labelled by the member with the smallest URL, not the first analysed: crawls whose pages finish
      // in another order (threads, workers) name the group alike.
      const first = list.map((i) => pages[i]!).reduce((a, b) => (b.finalUrl < a.finalUrl ? b : a));
      const d = worst.get(root) ?? 0;
      return {
        value: first.title ?? first.finalUrl,
        urls: list.map((i) => pages[i]!.finalUrl),
        similarity: d === 0 ? 1 : Math.min(0.99, Math.round((1 - d / 64) * 100) / 100),
      };
    })
    .sort((a, b) => (b.similarity ?? 0) - (a.similarity ?? 0) || b.urls.length - a.urls.length);
}

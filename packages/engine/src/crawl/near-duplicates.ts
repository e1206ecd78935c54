/**
 * Near-duplicate groups among the crawl's comparable pages, in time and memory that grow linearly with the
 * pages whatever their similarity (issue 22: a site of 20,000 template pages used to compare every pair):
 *
 * 1. Pages with the same SimHash are one node. Exact duplicates (same content hash) always share their
 *    SimHash, so a site of identical pages is one node and no pair of its pages is compared.
 * 2. Distinct SimHashes within NEAR_DUPLICATE_BITS (6) bits agree exactly on at least one of 7 bands of
 *    the 64 bits (pigeonhole), so a node is compared only with nodes sharing a band value (LSH).
 * 3. A band's bucket keeps at most BUCKET_LIMIT nodes, its representatives, taken in a fixed order
 *    (nodes with the most pages first, then by hash, so the template's commonest text leads): the first
 *    BUCKET_CAP nodes, then only nodes that none of the bucket's members is near (so the outskirts of a
 *    large cluster are represented too). Every node is compared with the representatives of its 7
 *    buckets. Below BUCKET_CAP every pair sharing a band is compared, as a comparison of all pairs would;
 *    above it a node costs at most 7 × BUCKET_LIMIT comparisons, and what is held is a few numbers a
 *    page plus the capped buckets. A pair of near duplicates is missed only when neither is a
 *    representative of a bucket they share and no chain of compared pairs joins them.
 *
 * Groups are the connected components of "within 6 bits and not the same page to search engines"
 * (union-find), as before; the order of nodes is fixed, so the groups do not depend on the crawl's order.
 */
import type { DuplicateGroup } from './types.js';

/** SimHash bits that may differ for two pages to count as near duplicates: 1 − 6/64 ≈ 90.6 % similar. */
export const NEAR_DUPLICATE_BITS = 6;
/** Pages with fewer words are left out of the near-duplicate comparison (boilerplate-only pages). */
export const NEAR_DUPLICATE_MIN_WORDS = 20;
/** Nodes a band's bucket keeps whatever they are (below it, every pair sharing the band is compared). */
export const BUCKET_CAP = 32;
/** Nodes a band's bucket keeps at most: beyond BUCKET_CAP, only nodes none of its members is near. */
export const BUCKET_LIMIT = 2 * BUCKET_CAP;

/** What the comparison needs of a page. */
export interface NearCandidate {
  finalUrl: string;
  canonical: string | null;
  title: string | null;
  simhash: string;
  contentHash: string | null;
}

/** Work done by one search (tests assert it grows linearly with the pages). */
export interface NearDuplicateWork {
  /** SimHash comparisons between two nodes. */
  comparisons: number;
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
const BAND_COUNT = BANDS.length;

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

/**
 * The URL search engines index a page under. Comparable pages are indexable, so their canonical is absent
 * or their own URL: two of them are one page to search engines exactly when they share this key (the
 * same URL reached twice), and such a pair is not a finding.
 */
const pageKey = (p: NearCandidate): string => p.canonical ?? p.finalUrl;

/** Pages sharing one SimHash. */
interface Nodes {
  /** Node of each page. */
  of: Int32Array;
  hi: Int32Array;
  lo: Int32Array;
  /** Pages per node. */
  size: Int32Array;
  /** The node's one page key, or null when its pages have several (they are then near duplicates). */
  key: Array<string | null>;
  /** 0 when the node's pages all have one content hash, 0.5 (same SimHash, other text) otherwise. */
  spread: Float64Array;
  hashes: string[];
}

function nodesOf(pages: readonly NearCandidate[]): Nodes {
  const index = new Map<string, number>();
  const of = new Int32Array(pages.length);
  const hashes: string[] = [];
  const sizes: number[] = [];
  const keys: Array<string | null> = [];
  const contents: Array<string | null> = [];
  const spreads: number[] = [];
  pages.forEach((p, i) => {
    let node = index.get(p.simhash);
    if (node === undefined) {
      node = hashes.length;
      index.set(p.simhash, node);
      hashes.push(p.simhash);
      sizes.push(0);
      keys.push(pageKey(p));
      contents.push(p.contentHash);
      spreads.push(0);
    } else {
      if (keys[node] !== pageKey(p)) keys[node] = null;
      // A page without a content hash is never an exact duplicate of another.
      if (p.contentHash === null || contents[node] !== p.contentHash) spreads[node] = 0.5;
    }
    sizes[node]! += 1;
    of[i] = node;
  });
  const m = hashes.length;
  const hi = new Int32Array(m);
  const lo = new Int32Array(m);
  hashes.forEach((h, k) => {
    hi[k] = parseInt(h.slice(0, 8), 16) | 0;
    lo[k] = parseInt(h.slice(8), 16) | 0;
  });
  return {
    of,
    hi,
    lo,
    size: Int32Array.from(sizes),
    key: keys,
    spread: Float64Array.from(spreads),
    hashes,
  };
}

/**
 * Components of the near-duplicate graph over nodes: the root of each node, and per root the least
 * similar pair's distance in bits (0 exact, 0.5 same SimHash but other text), −1 for a node with no pair.
 */
function connect(
  nodes: Nodes,
  work?: NearDuplicateWork,
): { find: (k: number) => number; worst: Float64Array } {
  const m = nodes.hashes.length;
  const parent = Int32Array.from({ length: m }, (_, k) => k);
  const find = (k: number): number => {
    while (parent[k] !== k) {
      parent[k] = parent[parent[k]!]!;
      k = parent[k]!;
    }
    return k;
  };
  // A node of pages with several keys holds near-duplicate pairs of its own.
  const worst = Float64Array.from({ length: m }, (_, k) => (nodes.key[k] === null ? nodes.spread[k]! : -1));
  const bands = new Uint16Array(m * BAND_COUNT);
  for (let k = 0; k < m; k++) {
    BANDS.forEach(([off, w], b) => (bands[k * BAND_COUNT + b] = band(nodes.hi[k]!, nodes.lo[k]!, off, w)));
  }
  const order = Array.from({ length: m }, (_, k) => k).sort(
    (a, b) => nodes.size[b]! - nodes.size[a]! || (nodes.hashes[a]! < nodes.hashes[b]! ? -1 : 1),
  );
  // Bit b set: the node is stored in its bucket of band b (it was compared there with every later node).
  const stored = new Uint8Array(m);
  let comparisons = 0;
  for (let b = 0; b < BAND_COUNT; b++) {
    const buckets = new Map<number, number[]>();
    for (const x of order) {
      const value = bands[x * BAND_COUNT + b]!;
      const bucket = buckets.get(value);
      if (!bucket) {
        buckets.set(value, [x]);
        stored[x]! |= 1 << b;
        continue;
      }
      // Whether a node of this bucket is within reach of x: then x need not represent the bucket.
      let covered = false;
      for (const j of bucket) {
        // A pair already compared in an earlier band (both there, j stored) is not joined again.
        let seen = false;
        for (let e = 0; e < b && !seen; e++) {
          seen = (stored[j]! & (1 << e)) !== 0 && bands[j * BAND_COUNT + e] === bands[x * BAND_COUNT + e];
        }
        if (seen && covered) continue;
        comparisons++;
        const d = popcount32(nodes.hi[x]! ^ nodes.hi[j]!) + popcount32(nodes.lo[x]! ^ nodes.lo[j]!);
        if (d > NEAR_DUPLICATE_BITS) continue;
        covered = true;
        if (seen) continue;
        // Two nodes whose pages are all one page to search engines make no pair.
        const key = nodes.key[x];
        if (key !== null && key === nodes.key[j]) continue;
        const rx = find(x);
        const rj = find(j);
        const w = Math.max(worst[rx]!, worst[rj]!, d);
        parent[rx] = rj;
        worst[rj] = w;
      }
      if (bucket.length < BUCKET_CAP || (!covered && bucket.length < BUCKET_LIMIT)) {
        bucket.push(x);
        stored[x]! |= 1 << b;
      }
    }
  }
  if (work) work.comparisons += comparisons;
  return { find, worst };
}

/**
 * Pages within NEAR_DUPLICATE_BITS bits (or with the same content hash) that are not the same page to
 * search engines, joined into groups. Similarity is the group's least similar pair compared; 1 when all
 * its pages have the same main text. Groups and their URLs keep the pages' order; a group is named by the
 * title of its member with the smallest URL.
 */
export function nearDuplicateGroups(
  pages: readonly NearCandidate[],
  work?: NearDuplicateWork,
): DuplicateGroup[] {
  const nodes = nodesOf(pages);
  const { find, worst } = connect(nodes, work);
  const members = new Map<number, number[]>();
  for (let i = 0; i < pages.length; i++) {
    const root = find(nodes.of[i]!);
    if (worst[root]! < 0) continue;
    const list = members.get(root);
    if (list) list.push(i);
    else members.set(root, [i]);
  }
  return [...members.entries()]
    .map(([root, list]): DuplicateGroup => {
      // Labelled by the member with the smallest URL, not the first analysed: crawls whose pages finish
      // in another order (threads, workers) name the group alike.
      const first = list.map((i) => pages[i]!).reduce((a, b) => (b.finalUrl < a.finalUrl ? b : a));
      const d = worst[root]!;
      return {
        value: first.title ?? first.finalUrl,
        urls: list.map((i) => pages[i]!.finalUrl),
        similarity: d === 0 ? 1 : Math.min(0.99, Math.round((1 - d / 64) * 100) / 100),
      };
    })
    .sort((a, b) => (b.similarity ?? 0) - (a.similarity ?? 0) || b.urls.length - a.urls.length);
}

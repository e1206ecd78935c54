import { describe, expect, it } from 'vitest';
import {
  BUCKET_LIMIT,
  NEAR_DUPLICATE_BITS,
  nearDuplicateGroups,
  type NearCandidate,
  type NearDuplicateWork,
} from './near-duplicates.js';
import { fingerprint, hammingDistance } from './simhash.js';
import type { DuplicateGroup } from './types.js';

/** Deterministic pseudo-random numbers (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const hex = (hi: number, lo: number): string =>
  (hi >>> 0).toString(16).padStart(8, '0') + (lo >>> 0).toString(16).padStart(8, '0');

/** `hash` with `bits` distinct random bits flipped. */
function flip(hash: string, bits: number, r: () => number): string {
  let hi = parseInt(hash.slice(0, 8), 16);
  let lo = parseInt(hash.slice(8), 16);
  const chosen = new Set<number>();
  while (chosen.size < bits) chosen.add(Math.floor(r() * 64));
  for (const bit of chosen) {
    if (bit < 32) lo ^= 1 << bit;
    else hi ^= 1 << (bit - 32);
  }
  return hex(hi, lo);
}

const page = (i: number, simhash: string, extra: Partial<NearCandidate> = {}): NearCandidate => ({
  finalUrl: `https://example.com/p/${String(i).padStart(5, '0')}`,
  canonical: null,
  title: `Page ${i}`,
  simhash,
  contentHash: `c${i}`,
  ...extra,
});

/** What the pass computed before issue 22: every pair compared, no bound (the reference on small sets). */
function everyPair(pages: readonly NearCandidate[]): DuplicateGroup[] {
  const n = pages.length;
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  const worst = new Map<number, number>();
  const edges: Array<[number, number]> = [];
  for (let j = 1; j < n; j++) {
    for (let i = 0; i < j; i++) {
      const a = pages[i]!;
      const b = pages[j]!;
      const exact = a.contentHash !== null && a.contentHash === b.contentHash;
      const d = exact ? 0 : hammingDistance(a.simhash, b.simhash);
      const ca = a.canonical ?? a.finalUrl;
      const cb = b.canonical ?? b.finalUrl;
      if (d > NEAR_DUPLICATE_BITS || ca === b.finalUrl || cb === a.finalUrl || ca === cb) continue;
      edges.push([i, exact ? 0 : Math.max(d, 0.5)]);
      parent[find(i)] = find(j);
    }
  }
  for (const [i, d] of edges) worst.set(find(i), Math.max(worst.get(find(i)) ?? 0, d));
  const members = new Map<number, number[]>();
  for (let i = 0; i < n; i++) {
    if (!worst.has(find(i))) continue;
    members.set(find(i), [...(members.get(find(i)) ?? []), i]);
  }
  return [...members.entries()].map(([root, list]) => {
    const first = list.map((i) => pages[i]!).reduce((a, b) => (b.finalUrl < a.finalUrl ? b : a));
    const d = worst.get(root)!;
    return {
      value: first.title ?? first.finalUrl,
      urls: list.map((i) => pages[i]!.finalUrl),
      similarity: d === 0 ? 1 : Math.min(0.99, Math.round((1 - d / 64) * 100) / 100),
    };
  });
}

/** Groups as a comparable set: each group's URLs sorted, groups sorted. */
const normal = (groups: DuplicateGroup[]): string[] =>
  groups.map((g) => `${g.value} ${g.similarity} ${[...g.urls].sort().join(' ')}`).sort();

/** A small site: clusters of similar hashes, exact copies, pages without a content hash, the same URL twice. */
function smallSite(seed: number): NearCandidate[] {
  const r = rng(seed);
  const centers = Array.from({ length: 6 }, () => hex(r() * 2 ** 32, r() * 2 ** 32));
  const pages: NearCandidate[] = [];
  for (let i = 0; i < 160; i++) {
    const roll = r();
    const prev = pages[Math.floor(r() * pages.length)];
    if (prev && roll < 0.1) {
      // An exact copy, or the same URL reached twice.
      pages.push(r() < 0.5 ? page(i, prev.simhash, { contentHash: prev.contentHash }) : { ...prev });
    } else if (prev && roll < 0.15) {
      pages.push(page(i, prev.simhash, { contentHash: r() < 0.5 ? null : `other${i}` }));
    } else {
      const center = centers[Math.floor(r() * centers.length)]!;
      pages.push(page(i, flip(center, Math.floor(r() * 10), r), r() < 0.3 ? { title: null } : {}));
    }
  }
  return pages;
}

describe('near-duplicate groups', () => {
  it('finds the same groups, similarity and labels as comparing every pair, on sites below the cap', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const pages = smallSite(seed);
      const expected = everyPair(pages);
      expect(expected.length).toBeGreaterThan(0);
      expect(normal(nearDuplicateGroups(pages))).toEqual(normal(expected));
    }
  });

  it('gives the same groups whatever order the crawl finished its pages in', () => {
    const pages = similarPages(2_000, 4, 9);
    const shuffled = [...pages].reverse();
    const r = rng(3);
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
    }
    expect(normal(nearDuplicateGroups(shuffled))).toEqual(normal(nearDuplicateGroups(pages)));
  });

  it('keeps the groups users see: exact copies, near copies, and a pair that is one page', () => {
    const text = fingerprint(Array.from({ length: 60 }, (_, i) => `word${i % 40}`).join(' '))!;
    const other = fingerprint(Array.from({ length: 60 }, (_, i) => `term${i % 33}`).join(' '))!;
    const groups = nearDuplicateGroups([
      page(3, text.simhash, { contentHash: text.contentHash }),
      page(1, text.simhash, { contentHash: text.contentHash }),
      page(2, flip(other.simhash, 3, rng(1))),
      page(4, other.simhash),
      // The same URL reached twice: one page, not a pair.
      page(9, flip(other.simhash, 40, rng(2))),
      page(9, flip(other.simhash, 40, rng(2))),
    ]);
    expect(groups).toEqual([
      { value: 'Page 1', urls: [page(3, '').finalUrl, page(1, '').finalUrl], similarity: 1 },
      { value: 'Page 2', urls: [page(2, '').finalUrl, page(4, '').finalUrl], similarity: 0.95 },
    ]);
  });
});

/** `n` pages whose SimHashes are all within `spread` bits of one template's (distinct hashes), as
 * generated tag archives or product variants give. */
function similarPages(n: number, spread: number, seed: number): NearCandidate[] {
  const r = rng(seed);
  const template = hex(0x9e3779b9, 0x7f4a7c15);
  return Array.from({ length: n }, (_, i) => page(i, flip(template, 1 + Math.floor(r() * spread), r)));
}

describe('near-duplicate work is bounded (issue 22)', () => {
  const run = (pages: NearCandidate[]): { groups: DuplicateGroup[]; work: NearDuplicateWork } => {
    const work: NearDuplicateWork = { comparisons: 0 };
    return { groups: nearDuplicateGroups(pages, work), work };
  };

  it('compares no pair among 3,000 identical pages, and reports them as one exact group', () => {
    const same = similarPages(1, 1, 1)[0]!.simhash;
    const pages = Array.from({ length: 3_000 }, (_, i) => page(i, same, { contentHash: 'same' }));
    const { groups, work } = run(pages);
    expect(work.comparisons).toBe(0);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ value: 'Page 0', similarity: 1 });
    expect(groups[0]!.urls).toHaveLength(3_000);
  });

  it('grows linearly with 1,500 → 3,000 → 6,000 near-identical pages, and finds them all in one group', () => {
    const counts = [1_500, 3_000, 6_000].map((n) => {
      const { groups, work } = run(similarPages(n, 6, n));
      expect(groups).toHaveLength(1);
      expect(groups[0]!.urls).toHaveLength(n);
      expect(groups[0]!.similarity).toBeGreaterThanOrEqual(0.9);
      return work.comparisons;
    });
    // Every pair compared would be n²/2: 1.1 M at 1,500, 18 M at 6,000 (×16 for ×4 pages). Bounded: each
    // page costs at most 7 × BUCKET_LIMIT comparisons, so ×4 pages is about ×4 work (buckets still filling
    // at 1,500 pages add a little).
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[2]! / counts[0]!).toBeLessThan(6);
    expect(counts[1]).toBeLessThanOrEqual(3_000 * 7 * BUCKET_LIMIT);
    expect(counts[2]).toBeLessThanOrEqual(6_000 * 7 * BUCKET_LIMIT);
  });
});

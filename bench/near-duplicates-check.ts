/**
 * Does the bounded near-duplicate pass find what comparing every pair finds, on the bench's sites?
 *
 *   npx tsx bench/near-duplicates-check.ts 5000,20000
 *
 * For each size and site (crawl-scale-site.ts, main texts fingerprinted as in bench/near-duplicates.ts),
 * every pair of pages is compared (n²/2 SimHash distances, union-find, memory O(n): what the pass did
 * before issue 22 without keeping the pairs) and the groups, their pages and the least similar pair are
 * compared with nearDuplicateGroups()'s. Slow on purpose: 20,000 pages are 200 M comparisons.
 */
import { scaleMainText, scaleParts, type ScaleSite } from './crawl-scale-site.js';
import { nearDuplicateGroups, NEAR_DUPLICATE_BITS } from '../packages/engine/src/crawl/near-duplicates.js';
import { fingerprint } from '../packages/engine/src/crawl/simhash.js';

function popcount32(n: number): number {
  let v = n >>> 0;
  v = v - ((v >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** Groups as sorted lists of page numbers with their similarity, from comparing every pair. */
function everyPair(hashes: Array<{ simhash: string; contentHash: string }>): string[] {
  const n = hashes.length;
  const hi = Int32Array.from(hashes, (h) => parseInt(h.simhash.slice(0, 8), 16) | 0);
  const lo = Int32Array.from(hashes, (h) => parseInt(h.simhash.slice(8), 16) | 0);
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  const worst = new Float64Array(n).fill(-1);
  for (let j = 1; j < n; j++) {
    for (let i = 0; i < j; i++) {
      const exact = hashes[i]!.contentHash === hashes[j]!.contentHash;
      const bits = popcount32(hi[i]! ^ hi[j]!) + popcount32(lo[i]! ^ lo[j]!);
      const d = exact ? 0 : Math.max(0.5, bits);
      if (d > NEAR_DUPLICATE_BITS) continue;
      const a = find(i);
      const b = find(j);
      const w = Math.max(worst[a]!, worst[b]!, d);
      parent[a] = b;
      worst[b] = w;
    }
  }
  const groups = new Map<number, number[]>();
  for (let i = 0; i < n; i++) {
    const root = find(i);
    if (worst[root]! >= 0) groups.set(root, [...(groups.get(root) ?? []), i]);
  }
  return [...groups].map(([root, list]) => {
    const d = worst[root]!;
    const similarity = d === 0 ? 1 : Math.min(0.99, Math.round((1 - d / 64) * 100) / 100);
    return `${similarity} ${list.join(',')}`;
  });
}

const sizes = (process.argv[2] ?? '5000,20000').split(',').map(Number);
for (const n of sizes) {
  for (const site of ['similar', 'varied'] as ScaleSite[]) {
    const hashes = Array.from({ length: n }, (_, i) => {
      const print = fingerprint(scaleMainText(scaleParts(i, n, site)))!;
      return { simhash: print.simhash, contentHash: print.contentHash, title: `Page ${i}` };
    });
    const pages = hashes.map((h, i) => ({ ...h, finalUrl: String(i), canonical: null }));
    const bounded = nearDuplicateGroups(pages).map(
      (g) =>
        `${g.similarity} ${g.urls
          .map(Number)
          .sort((a, b) => a - b)
          .join(',')}`,
    );
    const reference = everyPair(hashes);
    const same = JSON.stringify([...bounded].sort()) === JSON.stringify([...reference].sort());
    const sizesOf = (groups: string[]): string =>
      groups.map((g) => g.split(' ')[1]!.split(',').length).join(', ') || 'none';
    console.log(
      `${n} ${site} pages: every pair → groups of ${sizesOf(reference)}; bounded pass → ${sizesOf(bounded)}: ${same ? 'same groups and similarity' : 'DIFFERENT'}`,
    );
  }
}

/**
 * SimHash (Charikar) of a text: 64 bits from word 3-shingles. Each word is hashed with two 32-bit FNV-1a
 * hashes (different offset bases); a shingle's high and low halves mix its words' hashes. Similar texts
 * get hashes a few bits apart: similarity = 1 − hamming / 64. Pure number arithmetic (no BigInt).
 */
import { tokenize } from '../text/words.js';

const FNV_PRIME = 0x01000193;
const BASIS_LO = 0x811c9dc5;
// A second offset basis (FNV-1a of "rankscope" from the standard basis) for the high half.
const BASIS_HI = fnv1a('rankscope', BASIS_LO);

/** 32-bit FNV-1a over the UTF-16 code units of `text`. */
export function fnv1a(text: string, basis = BASIS_LO): number {
  let h = basis;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h >>> 0;
}

const hex8 = (n: number): string => (n >>> 0).toString(16).padStart(8, '0');

/** Mixes word hashes into a shingle or text hash (multiply–xorshift, as in MurmurHash3's finaliser). */
function mix(h: number, word: number): number {
  let x = Math.imul(h ^ word, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  return x ^ (x >>> 16);
}

/** Bit planes of the counters: up to 2^31 shingles. */
const PLANES = 31;

function addBits(planes: Int32Array, bits: number): void {
  for (let k = 0, carry = bits; carry !== 0; k++) {
    const plane = planes[k]!;
    planes[k] = plane ^ carry;
    carry &= plane;
  }
}

/** The 32 bits whose counter (read from the planes) is more than half of `total`. */
function majority(planes: Int32Array, total: number): number {
  // No counter exceeds `total`, so planes above its highest bit are empty.
  const used = Math.min(PLANES, 32 - Math.clz32(total));
  let out = 0;
  for (let bit = 0; bit < 32; bit++) {
    let count = 0;
    for (let k = 0; k < used; k++) count += ((planes[k]! >>> bit) & 1) * 2 ** k;
    if (count * 2 > total) out |= 1 << bit;
  }
  return out >>> 0;
}

export interface TextFingerprint {
  /** 64-bit SimHash of the word 3-shingles, 16 hex digits. */
  simhash: string;
  /** 64-bit hash of the sequence of case-folded words (exact duplicates), 16 hex digits. */
  contentHash: string;
}

/**
 * Both hashes from one tokenisation. Each distinct word is case-folded and hashed once (two 32-bit FNV-1a
 * hashes with different bases); shingles and the whole text are hashed by mixing those word hashes, so no
 * shingle or joined string is built. Null when the text has no words.
 */
export function fingerprint(text: string): TextFingerprint | null {
  const tokens = tokenize(text);
  if (tokens.length === 0) return null;
  const n = tokens.length;
  const wordLo = new Int32Array(n);
  const wordHi = new Int32Array(n);
  const cache = new Map<string, number>();
  const cachedHi: number[] = [];
  const cachedLo: number[] = [];
  for (let i = 0; i < n; i++) {
    const raw = tokens[i]!;
    let slot = cache.get(raw);
    if (slot === undefined) {
      const word = raw.toLowerCase();
      slot = cachedLo.length;
      cachedLo.push(fnv1a(word, BASIS_LO));
      cachedHi.push(fnv1a(word, BASIS_HI));
      cache.set(raw, slot);
    }
    wordLo[i] = cachedLo[slot]!;
    wordHi[i] = cachedHi[slot]!;
  }
  // Per-bit counts of ones, bit-sliced: plane k holds bit k of each of the 32 counters (a ripple-carry
  // add per shingle, two steps on average), so a shingle costs a few word operations, not 64 increments.
  const onesLo = new Int32Array(PLANES);
  const onesHi = new Int32Array(PLANES);
  const size = Math.min(3, n);
  const shingles = n - size + 1;
  let textLo = BASIS_LO;
  let textHi = BASIS_HI;
  for (let i = 0; i < n; i++) {
    textLo = mix(textLo, wordLo[i]!);
    textHi = mix(textHi, wordHi[i]!);
    if (i >= shingles) continue;
    let lo = wordLo[i]!;
    let hi = wordHi[i]!;
    for (let k = 1; k < size; k++) {
      lo = mix(lo, wordLo[i + k]!);
      hi = mix(hi, wordHi[i + k]!);
    }
    addBits(onesLo, lo);
    addBits(onesHi, hi);
  }
  // A bit is set when more shingles have it set than not (Charikar's sum of ±1 above zero).
  const simhash = hex8(majority(onesHi, shingles)) + hex8(majority(onesLo, shingles));
  return { simhash, contentHash: hex8(textHi) + hex8(textLo) };
}

/** 64-bit SimHash as 16 hex digits; null when the text has no words. */
export function simhash(text: string): string | null {
  return fingerprint(text)?.simhash ?? null;
}

function popcount32(n: number): number {
  let v = n >>> 0;
  v = v - ((v >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** Bits that differ between two 16-hex-digit hashes (0–64). */
export function hammingDistance(a: string, b: string): number {
  const hiA = parseInt(a.slice(0, 8), 16);
  const loA = parseInt(a.slice(8), 16);
  const hiB = parseInt(b.slice(0, 8), 16);
  const loB = parseInt(b.slice(8), 16);
  return popcount32(hiA ^ hiB) + popcount32(loA ^ loB);
}

/** Hash of the normalised text (case-folded words), for exact duplicates; null when there are no words. */
export function contentHash(text: string): string | null {
  return fingerprint(text)?.contentHash ?? null;
}

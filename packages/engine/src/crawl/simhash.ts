/**
 * SimHash (Charikar) of a text: 64 bits from word 3-shingles, each shingle hashed with two 32-bit FNV-1a
 * hashes (different offset bases) that make up the high and low halves. Similar texts get hashes a few
 * bits apart: similarity = 1 − hamming / 64. Pure number arithmetic (no BigInt) to stay fast.
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

/** The words of a text, case-folded, as the shingles see them. */
export function shingleWords(text: string): string[] {
  return tokenize(text.toLowerCase());
}

/** 64-bit SimHash as 16 hex digits; null when the text has no words. */
export function simhash(text: string): string | null {
  const words = shingleWords(text);
  if (words.length === 0) return null;
  const counts = new Int32Array(64);
  const size = Math.min(3, words.length);
  for (let i = 0; i + size <= words.length; i++) {
    const shingle = words.slice(i, i + size).join(' ');
    const lo = fnv1a(shingle, BASIS_LO);
    const hi = fnv1a(shingle, BASIS_HI);
    for (let bit = 0; bit < 32; bit++) {
      counts[bit]! += (lo >>> bit) & 1 ? 1 : -1;
      counts[bit + 32]! += (hi >>> bit) & 1 ? 1 : -1;
    }
  }
  let lo = 0;
  let hi = 0;
  for (let bit = 0; bit < 32; bit++) {
    if (counts[bit]! > 0) lo |= 1 << bit;
    if (counts[bit + 32]! > 0) hi |= 1 << bit;
  }
  return hex8(hi) + hex8(lo);
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
  const words = shingleWords(text);
  if (words.length === 0) return null;
  const joined = words.join(' ');
  return hex8(fnv1a(joined, BASIS_HI)) + hex8(fnv1a(joined, BASIS_LO));
}

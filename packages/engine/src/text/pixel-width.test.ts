import { describe, expect, it } from 'vitest';
import { textWidth, truncateToWidth } from './pixel-width.js';

describe('textWidth (Arial metrics)', () => {
  it('measures per glyph: W is wider than i', () => {
    expect(textWidth('WWWWWWWWWW', 20)).toBe(189); // 944/1000 em × 20 px × 10
    expect(textWidth('iiiiiiiiii', 20)).toBe(44);
  });

  it('counts CJK characters as one em', () => {
    expect(textWidth('日本語', 20)).toBe(60);
  });

  it('gives unknown scripts a fallback width instead of zero', () => {
    expect(textWidth('مرحبا', 14)).toBeGreaterThan(30);
  });
});

describe('truncateToWidth', () => {
  it('keeps text that fits', () => {
    const r = truncateToWidth('Handmade Oak Dining Tables | Smith Workshop', 580, 20);
    expect(r).toEqual({
      text: 'Handmade Oak Dining Tables | Smith Workshop',
      truncated: false,
      widthPx: r.widthPx,
    });
    expect(r.widthPx).toBeLessThan(580);
  });

  it('cuts at a word boundary and appends an ellipsis, within the width', () => {
    const long =
      'Handmade Oak Dining Tables, Chairs, Benches and Sideboards Made to Order in Yorkshire Since 1987';
    const r = truncateToWidth(long, 580, 20);
    expect(r.truncated).toBe(true);
    expect(r.text.endsWith(' ...')).toBe(true);
    expect(textWidth(r.text, 20)).toBeLessThanOrEqual(580);
    expect(long.startsWith(r.text.replace(/ \.\.\.$/, ''))).toBe(true);
    expect(r.widthPx).toBe(textWidth(long, 20));
  });

  it('wide glyphs overflow earlier than narrow ones with the same character count', () => {
    expect(truncateToWidth('W'.repeat(40), 580, 20).truncated).toBe(true);
    expect(truncateToWidth('i'.repeat(40), 580, 20).truncated).toBe(false);
  });
});

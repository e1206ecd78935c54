/**
 * Text width as a result page renders it: Arial metrics (from Liberation Sans, metric-compatible), summed
 * per character. Google truncates titles (~580 px at 20 px) and descriptions (~920 px at 14 px) by pixels.
 */
import data from './arial-widths.json' with { type: 'json' };

const WIDTHS = new Map<number, number>(Object.entries(data.widths).map(([cp, w]) => [parseInt(cp, 16), w]));
/** Full-width scripts (CJK, Hangul, full-width forms) render one em per character. */
const FULL_WIDTH =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
/** Unknown glyphs (Arabic, Devanagari, emoji…): the average Latin lower-case advance. */
const FALLBACK = 556;

function charWidth(ch: string): number {
  const cp = ch.codePointAt(0) ?? 0x20;
  const w = WIDTHS.get(cp);
  if (w !== undefined) return w;
  if (FULL_WIDTH.test(ch)) return 1000;
  if (cp >= 0x300 && cp <= 0x36f) return 0; // combining marks
  return FALLBACK;
}

/** Width in CSS pixels of `text` set in Arial at `fontPx`. */
export function textWidth(text: string, fontPx: number): number {
  let units = 0;
  for (const ch of text) units += charWidth(ch);
  return Math.round((units * fontPx) / 1000);
}

export interface Truncated {
  text: string;
  truncated: boolean;
  widthPx: number;
}

const ELLIPSIS = ' ...';

/** Cuts `text` to fit `maxPx` the way result pages do: at a word boundary when possible, then ' ...'. */
export function truncateToWidth(text: string, maxPx: number, fontPx: number): Truncated {
  const full = textWidth(text, fontPx);
  if (full <= maxPx) return { text, truncated: false, widthPx: full };
  const budget = (maxPx * 1000) / fontPx - [...ELLIPSIS].reduce((s, c) => s + charWidth(c), 0);
  // Walked up to the budget in place: spreading the whole text made an 8 MB title an 8-million-item array.
  let units = 0;
  let cut = 0;
  for (const ch of text) {
    units += charWidth(ch);
    if (units > budget) break;
    cut += ch.length;
  }
  let kept = text.slice(0, cut);
  const lastSpace = kept.lastIndexOf(' ');
  if (lastSpace > kept.length * 0.6) kept = kept.slice(0, lastSpace);
  kept = kept.replace(/[\s,;:.\-–—|]+$/u, '');
  return { text: kept + ELLIPSIS, truncated: true, widthPx: full };
}

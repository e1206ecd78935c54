// Regenerates packages/engine/src/text/arial-widths.json: advance widths (1/1000 em) of Liberation Sans,
// which is metric-compatible with Arial (the font of Google's result titles and snippets).
// Run: npx tsx scripts/gen-arial-widths.ts /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf
// (Debian package fonts-liberation). Reads the TrueType 'head', 'hhea', 'hmtx' and 'cmap' (format 4) tables.
import { readFileSync, writeFileSync } from 'node:fs';

const font = readFileSync(
  process.argv[2] ?? '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
);
const numTables = font.readUInt16BE(4);
const tables = new Map<string, number>();
for (let i = 0; i < numTables; i++) {
  const rec = 12 + i * 16;
  tables.set(font.toString('latin1', rec, rec + 4), font.readUInt32BE(rec + 8));
}
const at = (t: string): number => {
  const o = tables.get(t);
  if (o === undefined) throw new Error(`table ${t} missing`);
  return o;
};
const unitsPerEm = font.readUInt16BE(at('head') + 18);
const numHMetrics = font.readUInt16BE(at('hhea') + 34);
const advance = (glyph: number): number =>
  font.readUInt16BE(at('hmtx') + 4 * Math.min(glyph, numHMetrics - 1));

// cmap: find the Windows Unicode BMP (3,1) subtable, format 4.
const cmap = at('cmap');
let sub = -1;
for (let i = 0; i < font.readUInt16BE(cmap + 2); i++) {
  const rec = cmap + 4 + i * 8;
  if (font.readUInt16BE(rec) === 3 && font.readUInt16BE(rec + 2) === 1)
    sub = cmap + font.readUInt32BE(rec + 4);
}
if (sub < 0 || font.readUInt16BE(sub) !== 4) throw new Error('no format-4 (3,1) cmap');
const segX2 = font.readUInt16BE(sub + 6);
const ends = sub + 14;
const starts = ends + segX2 + 2;
const deltas = starts + segX2;
const rangeOffsets = deltas + segX2;
function glyphOf(cp: number): number {
  for (let s = 0; s < segX2 / 2; s++) {
    const end = font.readUInt16BE(ends + 2 * s);
    if (cp > end) continue;
    const start = font.readUInt16BE(starts + 2 * s);
    if (cp < start) return 0;
    const delta = font.readInt16BE(deltas + 2 * s);
    const ro = font.readUInt16BE(rangeOffsets + 2 * s);
    if (ro === 0) return (cp + delta) & 0xffff;
    const g = font.readUInt16BE(rangeOffsets + 2 * s + ro + 2 * (cp - start));
    return g === 0 ? 0 : (g + delta) & 0xffff;
  }
  return 0;
}

const ranges: [number, number][] = [
  [0x20, 0x24f], // Basic Latin … Latin Extended-B
  [0x370, 0x3ff], // Greek
  [0x400, 0x4ff], // Cyrillic
  [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese)
  [0x2000, 0x206f], // General Punctuation
  [0x20a0, 0x20bf], // Currency
  [0x2100, 0x215f], // Letterlike
  [0x2190, 0x21ff], // Arrows
];
const widths: Record<string, number> = {};
for (const [from, to] of ranges) {
  for (let cp = from; cp <= to; cp++) {
    const g = glyphOf(cp);
    if (g !== 0) widths[cp.toString(16)] = Math.round((advance(g) / unitsPerEm) * 1000);
  }
}
writeFileSync(
  'packages/engine/src/text/arial-widths.json',
  JSON.stringify({ source: 'Liberation Sans Regular (Arial metrics)', unitsPerEm: 1000, widths }) + '\n',
);
console.log(`${Object.keys(widths).length} glyph widths written`);

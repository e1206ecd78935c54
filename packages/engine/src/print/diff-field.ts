/** The comparison's field-data section (issue 27): p75s that moved beyond their tolerance, then the rest counted. */
import { FIELD_TOLERANCE, type FieldChange } from '../diff/field.js';
import { formatNumber, type Lang } from '../i18n/lang.js';
import { diffLabel } from './diff-labels.js';
import { signed } from './diff-format.js';
import { FIELD_LABELS } from './field-labels.js';

/** The same shapes as diff-sections' blocks (declared here: that module imports this one). */
type FieldBlock =
  | { kind: 'p'; text: string }
  | {
      kind: 'table';
      head: string[];
      rows: Array<{ marker: 'recommended' | 'fixed' | null; cells: string[] }>;
    };

const NAMES = { lcp: 'LCP', inp: 'INP', cls: 'CLS', fcp: 'FCP', ttfb: 'TTFB' } as const;

const value = (metric: FieldChange['metric'], v: number, lang: Lang): string =>
  metric === 'cls' ? formatNumber(v, lang) : `${formatNumber(Math.round(v), lang)} ms`;

function floors(lang: Lang): string {
  return (Object.keys(FIELD_TOLERANCE) as Array<FieldChange['metric']>)
    .map((m) => `${NAMES[m]} ${value(m, FIELD_TOLERANCE[m].absolute, lang)}`)
    .join(', ');
}

export function fieldSection(changes: readonly FieldChange[], lang: Lang): FieldBlock[] {
  if (changes.length === 0) return [];
  const moved = changes.filter((c) => c.verdict !== 'same');
  const blocks: FieldBlock[] = [];
  if (moved.length > 0) {
    blocks.push({
      kind: 'table',
      head: ['', diffLabel(lang, 'before'), diffLabel(lang, 'now'), diffLabel(lang, 'change')],
      rows: moved.map((c) => ({
        marker: c.verdict === 'worse' ? 'recommended' : 'fixed',
        cells: [
          `${NAMES[c.metric]} (${FIELD_LABELS[lang][c.formFactor]})`,
          value(c.metric, c.old, lang),
          value(c.metric, c.new, lang),
          signed(c.metric === 'cls' ? Math.round(c.delta * 100) / 100 : Math.round(c.delta), lang),
        ],
      })),
    });
  }
  const within = changes.length - moved.length;
  if (within > 0) blocks.push({ kind: 'p', text: diffLabel(lang, 'fieldWithin', { n: within }) });
  blocks.push({ kind: 'p', text: diffLabel(lang, 'fieldBand', { bands: floors(lang) }) });
  return blocks;
}

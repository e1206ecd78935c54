/**
 * The command line of comparisons: `rankscope diff <old.json> <new.json>` and the gates of
 * `--fail-on` (shared with `rankscope <url> --baseline <report.json>`).
 */
import { parseArgs } from 'node:util';
import { isLang, parseGate, type Gate, type Lang } from '@rankscope/engine';
import { UsageError } from './usage-error.js';

export const DIFF_FORMATS = ['text', 'markdown', 'json'] as const;
export type DiffFormat = (typeof DIFF_FORMATS)[number];

export interface DiffCliOptions {
  old: string;
  new: string;
  format: DiffFormat;
  out: string | null;
  lang: Lang;
  gates: Gate[];
  failUnder: number | null;
  color: boolean | null;
}

/** The default gate of a comparison: fail on a new critical problem only. */
export const DEFAULT_GATES: readonly Gate[] = [{ kind: 'new-critical' }];

/**
 * `--fail-on` values, comma-separated or repeated: new-critical, new-any, score-drop:<n>, or none (report
 * the changes, never fail on them). Absent: the default gate.
 */
export function parseFailOn(values: readonly string[] | undefined): Gate[] {
  if (values === undefined || values.length === 0) return [...DEFAULT_GATES];
  const names = values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  if (names.length === 1 && names[0] === 'none') return [];
  return names.map((name) => {
    const gate = parseGate(name);
    if (!gate) {
      throw new UsageError(
        `--fail-on expects new-critical, new-any, score-drop:<points> or none, not "${name}".`,
      );
    }
    return gate;
  });
}

export function parseFailUnder(value: string | undefined): number | null {
  if (value === undefined) return null;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 100) {
    throw new UsageError(`--fail-under expects a score from 0 to 100, not "${value}".`);
  }
  return n;
}

/** `rankscope diff …` after the word diff. */
export function parseDiffCli(argv: readonly string[]): DiffCliOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        format: { type: 'string' },
        out: { type: 'string', short: 'o' },
        lang: { type: 'string' },
        'fail-on': { type: 'string', multiple: true },
        'fail-under': { type: 'string' },
        'no-color': { type: 'boolean' },
        color: { type: 'boolean' },
      },
    });
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  const v = parsed.values;
  const [old, now, ...rest] = parsed.positionals;
  if (old === undefined || now === undefined || rest.length > 0) {
    throw new UsageError('rankscope diff expects two saved reports: rankscope diff old.json new.json');
  }
  const format = v.format ?? 'text';
  if (!(DIFF_FORMATS as readonly string[]).includes(format)) {
    throw new UsageError(`A comparison prints as ${DIFF_FORMATS.join(', ')}, not "${format}".`);
  }
  const lang = v.lang ?? 'en';
  if (!isLang(lang)) throw new UsageError(`--lang must be en, es or fr, not "${lang}".`);
  return {
    old,
    new: now,
    format: format as DiffFormat,
    out: v.out ?? null,
    lang,
    gates: parseFailOn(v['fail-on']),
    failUnder: parseFailUnder(v['fail-under']),
    color: v['no-color'] ? false : v.color ? true : null,
  };
}

/**
 * `rankscope --list-checks [--format text|json]` and `rankscope --explain <check-id> [--format text|json]`:
 * the check catalogue, from the same reference as docs/checks.md. English, like --help.
 */
import { parseArgs } from 'node:util';
import { checkReference, closestCheckIds, t, type CheckReference } from '@rankscope/engine';
import { UsageError } from './usage-error.js';

export type CatalogueCommand =
  { kind: 'list'; format: 'text' | 'json' } | { kind: 'explain'; id: string; format: 'text' | 'json' };

interface Out {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

const OPTIONS = {
  'list-checks': { type: 'boolean' },
  explain: { type: 'string' },
  format: { type: 'string' },
} as const;

/** The options given; a URL or any other option is a usage error. */
function optionValues(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: OPTIONS, strict: true }).values;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    throw new UsageError(`--list-checks and --explain take only --format text|json. ${message}`);
  }
}

/** The catalogue command argv asks for, or null when it asks for none (an audit, diff, help). */
export function parseCatalogueCommand(argv: readonly string[]): CatalogueCommand | null {
  const asked = argv.some((a) => a === '--list-checks' || a === '--explain' || a.startsWith('--explain='));
  if (!asked || argv[0] === 'diff') return null;
  const v = optionValues(argv);
  const format = v.format ?? 'text';
  if (format !== 'text' && format !== 'json') {
    throw new UsageError(`--list-checks and --explain print text or json, not "${format}".`);
  }
  if (v['list-checks'] && v.explain !== undefined) {
    throw new UsageError('Use --list-checks or --explain <check-id>, not both.');
  }
  if (v.explain !== undefined) {
    if (v.explain.trim() === '')
      throw new UsageError('--explain needs a check id, e.g. --explain h1-single.');
    return { kind: 'explain', id: v.explain.trim(), format };
  }
  return { kind: 'list', format };
}

function table(checks: readonly CheckReference[]): string {
  const head = ['ID', 'CATEGORY', 'SEVERITY', 'WEIGHT', 'SCOPE', 'TITLE'];
  const rows = checks.map((c) => [c.id, c.category, c.severity, String(c.weight), c.scope, c.title ?? '—']);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return `${[head, ...rows].map(line).join('\n')}\n\n${checks.length} checks. rankscope --explain <id> describes one.\n`;
}

/** Catalogue text is Markdown: code spans read as plain text in a terminal. */
const plain = (s: string): string => s.replace(/`([^`]*)`/g, '$1');

/** Words wrapped at `width` columns, each line indented. */
function wrap(text: string, indent = '  ', width = 100): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(indent + line);
  return lines.join('\n');
}

function explanation(c: CheckReference): string {
  const bands = [
    ['Pass', c.pass],
    ['Recommended', c.recommended],
    ['Critical', c.critical],
  ].filter(([, band]) => band !== '—');
  return [
    `${c.id}: ${c.title ?? '(not implemented yet: reported as n/a)'}`,
    '',
    `  Category  ${c.category} (${t('en', `category.${c.category}`)})`,
    `  Severity  ${c.severity}${c.severity === 'critical' ? ' (counts twice in the score)' : ''}`,
    `  Weight    ${c.weight}`,
    `  Scope     ${c.scope}`,
    `  Needs     ${c.needs.length ? c.needs.join(', ') : '—'}`,
    '',
    'What it checks',
    wrap(plain(c.measures)),
    ...bands.map(([name, band]) => wrap(`${name}: ${plain(band ?? '')}`)),
    '',
    'How to fix',
    wrap(c.fix ?? '—'),
    '',
    'Why it matters',
    wrap(plain(c.rationale)),
    '',
  ].join('\n');
}

/** Prints the list or one check; returns the exit code (2: no such check). */
export function runCatalogueCommand(command: CatalogueCommand, io: Out): number {
  const checks = checkReference('en');
  if (command.kind === 'list') {
    io.stdout.write(
      command.format === 'json'
        ? `${JSON.stringify(
            checks.map(({ id, category, severity, weight, scope, needs, title, fix }) => ({
              id,
              category,
              severity,
              weight,
              scope,
              needs,
              title,
              fix,
            })),
            null,
            2,
          )}\n`
        : table(checks),
    );
    return 0;
  }
  const check = checks.find((c) => c.id === command.id);
  if (!check) {
    const near = closestCheckIds(command.id);
    const hint = near.length ? ` Did you mean ${near.join(', ')}?` : '';
    io.stderr.write(
      `rankscope: no check with the id "${command.id}".${hint}\nRun "rankscope --list-checks" for every id.\n`,
    );
    return 2;
  }
  io.stdout.write(command.format === 'json' ? `${JSON.stringify(check, null, 2)}\n` : explanation(check));
  return 0;
}

/**
 * Comparisons on the command line: `rankscope diff old.json new.json`, and the end of
 * `rankscope <url> --baseline old.json` once the audit is done. Prints what changed (text, Markdown for a
 * pull-request comment, or the diff as JSON) and applies the gates.
 *
 * Exit codes: 0 no gate failed; 1 a gate failed (--fail-on, --fail-under); 2 a report could not be read
 * or the two cannot be compared (not a report, cut short, another page).
 */
import { readFile, writeFile } from 'node:fs/promises';
import {
  diffReports,
  failedGates,
  gateName,
  gateScore,
  renderDiffMarkdown,
  renderDiffText,
  ReportDiffError,
  type Gate,
  type Lang,
  type Report,
  type ReportDiff,
} from '@rankscope/engine';
import type { DiffFormat } from './compare-args.js';

/** What a comparison writes to (main.ts's Io). */
interface Io {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream;
  env: NodeJS.ProcessEnv;
}

export interface CompareOutput {
  format: DiffFormat;
  out: string | null;
  lang: Lang;
  gates: readonly Gate[];
  failUnder: number | null;
  color: boolean | null;
}

/** Reads and validates a saved report; the schema (zod) is loaded only here, not at every start. */
export async function readReport(path: string): Promise<Report> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new ReportDiffError('not-a-report', `cannot read ${path}: ${reason}`);
  }
  const { parseReportJson } = await import('@rankscope/engine/schema');
  return parseReportJson(text, path);
}

function useColor(options: CompareOutput, io: Io): boolean {
  if (options.color !== null) return options.color;
  if (io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== '') return false;
  return options.out === null && io.stdout.isTTY === true;
}

function render(diff: ReportDiff, options: CompareOutput, io: Io): string {
  switch (options.format) {
    case 'json':
      return `${JSON.stringify(diff, null, 2)}\n`;
    case 'markdown':
      return renderDiffMarkdown(diff, options.lang);
    case 'text':
      return renderDiffText(diff, options.lang, { color: useColor(options, io) });
  }
}

/** Compares, prints and gates; returns the exit code. */
export async function compareAndReport(
  old: Report,
  now: Report,
  options: CompareOutput,
  io: Io,
): Promise<number> {
  let diff: ReportDiff;
  try {
    diff = diffReports(old, now);
  } catch (err) {
    if (!(err instanceof ReportDiffError)) throw err;
    io.stderr.write(`rankscope: ${err.message}\n`);
    return 2;
  }
  const output = render(diff, options, io);
  if (options.out) {
    await writeFile(options.out, output);
    io.stderr.write(`rankscope: ${options.format} comparison written to ${options.out}\n`);
  } else io.stdout.write(output);

  let code = 0;
  for (const failure of failedGates(diff, options.gates)) {
    const what = failure.loginWall
      ? 'the new audit reached a sign-in page, not the content, so no gate can pass on it (pass credentials with --header, --cookie or --auth)'
      : failure.gate.kind === 'score-drop'
        ? `the score fell by ${failure.count} points`
        : // Every regression the gate counts: new or worse checks, signals, lab figures, the crawl.
          `${failure.count} ${failure.gate.kind === 'new-critical' ? 'critical ' : ''}regression${failure.count === 1 ? '' : 's'}`;
    io.stderr.write(`rankscope: --fail-on ${gateName(failure.gate)} failed: ${what}\n`);
    code = 1;
  }
  const score = gateScore(diff).new;
  if (options.failUnder !== null && score !== null && score < options.failUnder) {
    io.stderr.write(`rankscope: score ${score} is below --fail-under ${options.failUnder}\n`);
    code = 1;
  } else if (options.failUnder !== null && diff.loginWall?.new) {
    io.stderr.write(`rankscope: ${LOGIN_WALL_FAIL_UNDER(options.failUnder)}\n`);
    code = 1;
  }
  return code;
}

/** Why --fail-under fails whatever the score when the audit reached a sign-in page (report.loginWall). */
export const LOGIN_WALL_FAIL_UNDER = (min: number): string =>
  `the audit reached a sign-in page, not the content, so its score cannot pass --fail-under ${min} (pass credentials with --header, --cookie or --auth)`;

/** The --baseline report, read before the audit so a bad file fails at once; null (said on stderr) when unreadable. */
export async function loadBaseline(path: string, io: Io): Promise<Report | null> {
  try {
    return await readReport(path);
  } catch (err) {
    if (!(err instanceof ReportDiffError)) throw err;
    io.stderr.write(`rankscope: --baseline: ${err.message}\n`);
    return null;
  }
}

/** `rankscope diff old.json new.json`. */
export async function runDiff(
  oldPath: string,
  newPath: string,
  options: CompareOutput,
  io: Io,
): Promise<number> {
  let old: Report;
  let now: Report;
  try {
    [old, now] = await Promise.all([readReport(oldPath), readReport(newPath)]);
  } catch (err) {
    if (!(err instanceof ReportDiffError)) throw err;
    io.stderr.write(`rankscope: ${err.message}\n`);
    return 2;
  }
  return compareAndReport(old, now, options, io);
}

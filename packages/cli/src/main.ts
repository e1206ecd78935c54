import { readFile, writeFile } from 'node:fs/promises';
import {
  CrawlStateError,
  ENGINE_VERSION,
  createLab,
  findChromium,
  isAuditError,
  PdfUnavailableError,
  printPdf,
  renderReportHtml,
  runAudit,
  runSiteAudit,
  terminalSafe,
  type AiOptions,
  type AuditCredentials,
  type ChromiumLocation,
  type EngineEnvOptions,
  type FieldSource,
  type CrawlFacts,
  type Lab,
  type LabMissing,
  type ProgressEvent,
  type Report,
} from '@rankscope/engine';
import { aiFromOptions } from './ai.js';
import { credentialsFor } from './credentials.js';
import { runFixCommand } from './fix-command.js';
import { fieldFromOptions } from './field.js';
import { readCliEnv, type CliEnv } from './env.js';
import { startCrawlRun } from './crawl-run.js';
import { HELP, parseCli, UsageError, type CliOptions } from './args.js';
import { parseCatalogueCommand, runCatalogueCommand } from './list-checks.js';
import { compareAndReport, loadBaseline, LOGIN_WALL_FAIL_UNDER, runDiff } from './compare.js';
import { renderCsv } from './reporters/csv.js';
import { renderHtml } from './reporters/html.js';
import { jsonChunks } from './reporters/json.js';
import { writeChunks, writeChunksToFile } from './write-chunks.js';
import { renderSiteText } from './reporters/site-text.js';
import { renderSuggestionsCsv } from './reporters/suggestions-csv.js';
import { renderText } from './reporters/text.js';
import { Spinner } from './spinner.js';

export interface Io {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  env: NodeJS.ProcessEnv;
  /** Where Chromium is, for --format pdf (default: findChromium over env; tests replace it). */
  chromium?: () => ChromiumLocation;
  /** The site audit of --crawl (default: the engine's runSiteAudit; tests replace it). */
  runSiteAudit?: typeof runSiteAudit;
}

/** What the crawl found, when the report comes from a site audit. */
function crawlOf(report: Report): CrawlFacts | null {
  return report.crawl ?? null;
}

function useColor(options: CliOptions, io: Io, env: CliEnv): boolean {
  if (options.color !== null) return options.color;
  if (env.noColor) return false;
  if (env.forceColor) return true;
  return options.out === null && io.stdout.isTTY === true;
}

async function render(
  report: Report,
  options: CliOptions,
  io: Io,
  env: CliEnv,
  chromium: string | null,
): Promise<string | Buffer | Generator<string>> {
  const crawl = crawlOf(report);
  switch (options.format) {
    case 'pdf':
      // The same page as --format html, in its print layout.
      return printPdf(crawl ? renderHtml(report, crawl, true) : renderReportHtml(report, { print: true }), {
        executablePath: chromium,
      });
    case 'json':
    case 'ndjson': // streamed by the crawl (crawl-run.ts); never rendered whole
      // In pieces: a large crawl's page list is never one string.
      return jsonChunks(report);
    case 'html':
      return renderHtml(report, crawl);
    case 'csv':
      // With --crawl a row per page; for one page, a row per suggestion with its fix.
      return options.crawl ? renderCsv(crawl ?? emptyCrawl(report)) : renderSuggestionsCsv(report);
    case 'markdown':
      throw new UsageError('--format markdown prints a comparison: add --baseline <report.json>.');
    case 'text': {
      const color = useColor(options, io, env);
      const page = renderText(report, { color });
      return crawl ? `${page}\n${renderSiteText(crawl, report.reportLang, { color })}` : page;
    }
  }
}

/** Runs the CLI; returns the exit code (0 ok, 1 a gate failed: --fail-under or --fail-on, 2 fetch, report or usage error). */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  let parsed;
  let ai: AiOptions | null = null;
  if (argv[0] === 'fix') return runFixCommand(argv.slice(1), io);
  let field: FieldSource | null = null;
  let credentials: AuditCredentials | null = null;
  let env: CliEnv | null = null;
  try {
    const catalogue = parseCatalogueCommand(argv);
    if (catalogue) return runCatalogueCommand(catalogue, io);
    parsed = parseCli(argv);
    if (parsed.kind === 'run') {
      env = readCliEnv(io.env, { ai: parsed.options.ai, cruxKey: parsed.options.cruxKey });
      for (const warning of env.warnings) io.stderr.write(`rankscope: ${warning}\n`);
      ai = aiFromOptions(parsed.options.ai, env.engine);
      field = fieldFromOptions(env.engine);
      credentials = await credentialsFor(parsed.options.url, parsed.options.credentials, io.env);
    }
  } catch (err) {
    if (err instanceof UsageError) {
      io.stderr.write(`rankscope: ${err.message}\nRun "rankscope --help" for usage.\n`);
      return 2;
    }
    throw err;
  }
  if (parsed.kind === 'help') {
    io.stdout.write(HELP);
    return 0;
  }
  if (parsed.kind === 'version') {
    io.stdout.write(`rankscope ${ENGINE_VERSION}\n`);
    return 0;
  }
  if (parsed.kind === 'diff') return runDiff(parsed.options.old, parsed.options.new, parsed.options, io);
  const options = parsed.options;
  if (env === null) throw new Error('the environment is read for every run');
  // Before the audit: no point auditing for a PDF that cannot be printed.
  let chromium: string | null = null;
  if (options.format === 'pdf') {
    const found = (io.chromium ?? (() => findChromium(io.env)))();
    if (found.path === null) {
      io.stderr.write(`rankscope: cannot write a PDF. ${found.reason} (CHROME_PATH=/path/to/chromium).\n`);
      return 2;
    }
    chromium = found.path;
  }
  let ca: string | undefined;
  if (options.caFile !== null) {
    try {
      ca = await readFile(options.caFile, 'utf8');
    } catch (err) {
      io.stderr.write(
        `rankscope: cannot read --ca file ${options.caFile}: ${err instanceof Error ? err.message : String(err)}\n`,
      );
      return 2;
    }
  }
  const baseline = options.baseline !== null ? await loadBaseline(options.baseline, io) : null;
  if (options.baseline !== null && baseline === null) return 2;
  const lab = await startLab(options, io, env.engine);
  const spinner = io.stderr.isTTY && !env.ci ? new Spinner(io.stderr) : null;
  const crawlRun = options.crawl ? startCrawlRun(options, io, spinner) : null;
  let report: Report;
  try {
    const auditOptions = {
      lab,
      ...(lab ? {} : { labMissing: labOffCause(options, env.engine) }),
      ai,
      field,
      ...(credentials ? { credentials } : {}),
      lang: options.lang,
      allowPrivate: !options.noPrivate,
      site: !options.noSite,
      ...(ca !== undefined ? { fetch: { ca } } : {}),
      timeoutMs: options.timeoutMs,
      onProgress: (e: ProgressEvent) => (crawlRun ? crawlRun.onProgress(e) : spinner?.update(e.message)),
    };
    if (crawlRun) {
      report = await (io.runSiteAudit ?? runSiteAudit)(options.url, {
        ...auditOptions,
        signal: crawlRun.signal,
        crawl: crawlRun.crawl,
      });
    } else {
      report = await runAudit(options.url, auditOptions);
    }
  } catch (err) {
    spinner?.stop();
    crawlRun?.dispose();
    await lab?.close();
    if (isAuditError(err)) {
      // Messages may quote what a site or a state file holds (URLs, a saved start URL).
      io.stderr.write(`rankscope: ${terminalSafe(err.message)} [${err.code}]\n`);
      return 2;
    }
    if (err instanceof CrawlStateError) {
      io.stderr.write(`rankscope: ${terminalSafe(err.message)}\n`);
      return 2;
    }
    io.stderr.write(
      `rankscope: unexpected error: ${terminalSafe(err instanceof Error ? err.message : String(err))}\n`,
    );
    return 2;
  }
  spinner?.stop();
  crawlRun?.dispose();
  await lab?.close();
  if (options.saveReport !== null) await writeChunksToFile(options.saveReport, jsonChunks(report));
  if (baseline) {
    const { format, out, lang, gates, failUnder, color } = options;
    return compareAndReport(
      baseline,
      report,
      { format: format as 'text' | 'json' | 'markdown', out, lang, gates, failUnder, color },
      io,
    );
  }
  let output: string | Buffer | Generator<string> = '';
  try {
    if (!crawlRun?.stream) output = await render(report, options, io, env, chromium);
  } catch (err) {
    if (!(err instanceof PdfUnavailableError)) throw err;
    const cause = err.cause instanceof Error ? `: ${err.cause.message.split('\n')[0]}` : '';
    io.stderr.write(`rankscope: ${err.message}${cause}. Set CHROME_PATH to a working Chromium.\n`);
    return 2;
  }
  // With --crawl, --fail-under and the summary line speak of the site score (the start page's when
  // no page could be scored).
  const siteScore = options.crawl ? (crawlOf(report)?.siteScore ?? null) : null;
  const score = siteScore ?? report.seoScore;
  const scoreName = siteScore !== null ? 'site score' : 'score';
  if (crawlRun?.stream) {
    // Pages were written as the crawl went; the summary closes the output.
    await crawlRun.finish(report);
    if (options.out) {
      io.stderr.write(
        `rankscope: ${options.format} report written to ${options.out} (${scoreName} ${score})\n`,
      );
    }
  } else if (options.out) {
    if (typeof output === 'string' || Buffer.isBuffer(output)) await writeFile(options.out, output);
    else await writeChunksToFile(options.out, output);
    io.stderr.write(
      `rankscope: ${options.format} report written to ${options.out} (${scoreName} ${score})\n`,
    );
  } else if (typeof output === 'string' || Buffer.isBuffer(output)) {
    io.stdout.write(output);
  } else {
    await writeChunks(io.stdout, output);
  }
  if (options.failUnder !== null && score < options.failUnder) {
    io.stderr.write(`rankscope: ${scoreName} ${score} is below --fail-under ${options.failUnder}\n`);
    return 1;
  }
  // A sign-in page's score is not the site's: a gate on it must not read as a pass.
  if (options.failUnder !== null && report.loginWall) {
    io.stderr.write(`rankscope: ${LOGIN_WALL_FAIL_UNDER(options.failUnder)}\n`);
    return 1;
  }
  return 0;
}

/** A crawl with no pages: the CSV of a site audit whose report has no crawl is its header alone. */
function emptyCrawl(report: Report): CrawlFacts {
  return {
    startUrl: report.url,
    stopReason: 'complete',
    pages: [],
    statusCounts: {},
    duplicateTitles: [],
    duplicateDescriptions: [],
    nearDuplicates: [],
    brokenLinks: [],
    redirectLinks: [],
    orphans: [],
    notInSitemap: null,
    issues: [],
    siteScore: null,
    durationMs: 0,
  };
}

/** Why this run has no lab, for the report: switched off (--no-lab, RANKSCOPE_LAB=off) or no Chromium found. */
function labOffCause(options: CliOptions, engine: EngineEnvOptions): LabMissing {
  return options.lab === false || engine.lab === false ? 'cli' : 'no-chromium';
}

/**
 * The lab for this run: --lab/--no-lab, else RANKSCOPE_LAB=on|off, else on when Chromium is found. The
 * CLI audits what its user points it at (localhost included), so the lab browser may reach private
 * addresses unless --no-private is given.
 */
async function startLab(options: CliOptions, io: Io, engine: EngineEnvOptions): Promise<Lab | null> {
  const chromium = (io.chromium ?? (() => findChromium(io.env)))();
  const wanted = options.lab ?? engine.lab ?? chromium.path !== null;
  if (!wanted) return null;
  const key = engine.pagespeedKey;
  // The host benchmark below which lab timings are not judged (default 1000, Lighthouse's own threshold).
  const minBenchmark = engine.minBenchmarkIndex;
  const lab = await createLab({
    allowPrivate: !options.noPrivate,
    ...(chromium.path ? { chromePath: chromium.path } : {}),
    ...(key ? { psi: { key } } : {}),
    ...(minBenchmark !== null ? { minBenchmarkIndex: minBenchmark } : {}),
  });
  // Chromium runs in its own process group, so Ctrl-C does not reach it: close the lab, then exit.
  const onInterrupt = (): void => void lab.close().finally(() => process.exit(130));
  // A crawl takes Ctrl-C itself (the first stops it and reports, the second exits; the lab's browsers
  // are killed on exit either way).
  if (!options.crawl) process.once('SIGINT', onInterrupt);
  return {
    run: (url, opts) => lab.run(url, opts),
    close: async () => {
      process.off('SIGINT', onInterrupt);
      await lab.close();
    },
  };
}

/**
 * The CLI side of `--crawl`: the crawl's options from the command line, the progress line on a terminal
 * (pages done and queued, pages per second, elapsed time, memory), Ctrl-C (the first stops the crawl and
 * reports what it found, saving the state file; the second quits at once), and the streamed output of
 * `--format csv|ndjson`.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import type { CrawlOptions, ProgressEvent, Report } from '@rankscope/engine';
import type { CliOptions } from './args.js';
import { createPageStream, isStreamed, type PageStream } from './reporters/site-stream.js';
import type { Spinner } from './spinner.js';
import { writeWithBackpressure } from './write-chunks.js';

export interface CrawlRun {
  crawl: CrawlOptions;
  signal: AbortSignal;
  /** The streamed output (csv, ndjson), or null when the report is rendered at the end. */
  stream: PageStream | null;
  onProgress(event: ProgressEvent): void;
  /** Writes the end of the streamed output and closes its file. */
  finish(report: Report): Promise<void>;
  dispose(): void;
}

const MiB = (n: number): string => `${Math.round(n / 2 ** 20)} MiB`;

/** Crawls allowed more pages than this run in bounded-memory mode (the report lists them compactly too). */
export const LARGE_CRAWL_PAGES = 5_000;

/**
 * Bounded memory for a large crawl: V8 grows its heaps by smaller steps and collects sooner, in this
 * thread and the analysis threads started after it. Measured on a 30,000-page crawl (bench/README.md):
 * peak RSS ~480 → ~225 MiB for ~15 % more time; small crawls keep the faster default. Set before the
 * crawl starts; a V8 that ignores flags set at run time just keeps its default.
 */
function boundMemory(): void {
  setFlagsFromString('--optimize-for-size');
}

function elapsed(ms: number): string {
  const s = Math.floor(ms / 1000);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
}

/** The progress line: "1,234 pages crawled · 567 queued · 89.0 pages/s · 13s · 210 MiB". */
export function progressLine(done: number, queued: number, ms: number, rss: number): string {
  const rate = ms > 0 ? (done / ms) * 1000 : 0;
  return `${done.toLocaleString('en')} pages crawled · ${queued.toLocaleString('en')} queued · ${rate.toFixed(1)} pages/s · ${elapsed(ms)} · ${MiB(rss)}`;
}

export function startCrawlRun(
  options: CliOptions,
  io: { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream },
  spinner: Spinner | null,
): CrawlRun {
  const cli = options.crawl!;
  if (cli.maxPages > LARGE_CRAWL_PAGES) boundMemory();
  const controller = new AbortController();
  const startedAt = performance.now();
  let crawling = false;

  const file: WriteStream | null =
    isStreamed(options.format) && options.out !== null ? createWriteStream(options.out) : null;
  const out = file ?? io.stdout;
  const stream: PageStream | null = isStreamed(options.format)
    ? createPageStream(options.format, (text) => writeWithBackpressure(out, text))
    : null;

  let interrupts = 0;
  const onSigint = (): void => {
    if (++interrupts > 1) process.exit(130);
    io.stderr.write(
      '\nrankscope: stopping the crawl and reporting what it found (Ctrl-C again to quit now)\n',
    );
    controller.abort();
  };
  process.on('SIGINT', onSigint);

  const crawl: CrawlOptions = {
    maxPages: cli.maxPages,
    ...(cli.maxDepth !== null ? { maxDepth: cli.maxDepth } : {}),
    ...(cli.concurrency !== null ? { concurrency: cli.concurrency } : {}),
    ...(cli.threads !== null ? { workers: cli.threads } : {}),
    ...(cli.rate !== null ? { rate: cli.rate } : {}),
    ...(cli.state !== null ? { state: { path: cli.state, resume: cli.resume } } : {}),
    // The CLI's crawl runs until it is done or stopped; the server keeps its own budget.
    timeBudgetMs: 7 * 24 * 3600_000,
    allowPrivate: !options.noPrivate,
    lang: options.lang,
    ...(stream ? { onRecord: (page) => stream.page(page) } : {}),
    onPage: ({ done, queued }) => {
      crawling = true;
      spinner?.update(progressLine(done, queued, performance.now() - startedAt, process.memoryUsage.rss()));
    },
  };

  return {
    crawl,
    signal: controller.signal,
    stream,
    onProgress: (event) => {
      if (!crawling) spinner?.update(event.message);
    },
    finish: async (report) => {
      await stream?.end(report);
      if (file) {
        const f = file;
        await new Promise<void>((resolve, reject) =>
          f.end((err?: Error | null) => (err ? reject(err) : resolve())),
        );
      }
    },
    dispose: () => {
      process.off('SIGINT', onSigint);
      // After a failed audit nothing else is written: the pages crawled so far stay in the output.
      void Promise.resolve(stream?.flush()).catch(() => undefined);
    },
  };
}

/**
 * HTML → PDF with headless Chromium (`page.pdf`): real text, letter size, the report's margins and page
 * numbers in the footer. The HTML is self-contained (the print view), so JavaScript is off and every
 * network request is aborted: a hostile report cannot make the browser fetch or run anything.
 *
 * `PdfPrinter` keeps one warm browser for the server (launched on first use, relaunched if it died, a
 * few pages at once, the rest queued); `printPdf` is the one-shot form for the CLI.
 */
import type { Browser, chromium as Chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.js';

export const PDF_TIMEOUT_MS = 30_000;

/** Chromium is missing or cannot start: the caller answers "unavailable", not "failed". */
export class PdfUnavailableError extends Error {
  readonly code = 'PDF_UNAVAILABLE';
}

/** More documents are waiting than the printer accepts. */
export class PdfBusyError extends Error {
  readonly code = 'PDF_BUSY';
}

export interface PrinterOptions {
  /** The Chromium binary; default: findChromium(env) (CHROME_PATH, then the usual locations). */
  executablePath?: string | null;
  /** Where findChromium reads CHROME_PATH; default process.env. */
  env?: NodeJS.ProcessEnv;
  /** Documents printed at once (each is a page in the shared browser). */
  maxPages?: number;
  /** Documents waiting beyond those; more are refused with PdfBusyError. */
  maxQueue?: number;
  timeoutMs?: number;
}

export interface PrintOptions {
  signal?: AbortSignal;
  /** Chromium's footer template; default: "page / pages", centred. */
  footerTemplate?: string;
}

const FOOTER =
  '<div style="width:100%;font:9px Arial,\'Liberation Sans\',sans-serif;color:#5f6673;text-align:center">' +
  '<span class="pageNumber"></span> / <span class="totalPages"></span></div>';

// A variable specifier: playwright-core (several MB) loads only when a PDF is printed, and bundlers
// (the CLI's single-file build) leave it out instead of inlining it.
const PLAYWRIGHT = 'playwright-core';

export class PdfPrinter {
  readonly executablePath: string | null;
  readonly unavailableReason: string | null;
  private readonly maxPages: number;
  private readonly maxQueue: number;
  private readonly timeoutMs: number;
  private browser: Promise<Browser> | null = null;
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private closed = false;

  constructor(options: PrinterOptions = {}) {
    const found =
      options.executablePath === undefined
        ? findChromium(options.env)
        : options.executablePath === null
          ? { path: null, reason: 'PDF rendering is disabled' }
          : { path: options.executablePath };
    this.executablePath = found.path;
    this.unavailableReason = found.path === null ? found.reason : null;
    this.maxPages = options.maxPages ?? 2;
    this.maxQueue = options.maxQueue ?? 16;
    this.timeoutMs = options.timeoutMs ?? PDF_TIMEOUT_MS;
  }

  /** Whether a Chromium was found (it may still fail to start: print() then throws PdfUnavailableError). */
  get available(): boolean {
    return this.executablePath !== null;
  }

  /** Prints one HTML document to PDF bytes; at most timeoutMs, waiting in the queue included. */
  async print(html: string, options: PrintOptions = {}): Promise<Buffer> {
    if (this.closed) throw new PdfUnavailableError('The PDF printer is shutting down');
    if (this.executablePath === null) throw new PdfUnavailableError(this.unavailableReason ?? '');
    const deadline = AbortSignal.timeout(this.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
    await this.acquire(signal);
    try {
      const browser = await this.launch();
      signal.throwIfAborted();
      const context = await browser.newContext({ javaScriptEnabled: false });
      const abort = (): void => void context.close().catch(() => undefined);
      signal.addEventListener('abort', abort, { once: true });
      try {
        await context.route('**', (route) => route.abort());
        const page = await context.newPage();
        await page.setContent(html, { waitUntil: 'load', timeout: this.timeoutMs });
        const pdf = await page.pdf({
          format: 'Letter',
          printBackground: true,
          margin: { top: '0.5in', right: '0.5in', bottom: '0.75in', left: '0.5in' },
          displayHeaderFooter: true,
          headerTemplate: '<span></span>',
          footerTemplate: options.footerTemplate ?? FOOTER,
        });
        signal.throwIfAborted();
        return pdf;
      } catch (err) {
        // Closing the context on abort makes Playwright throw "Target closed": report the abort instead.
        signal.throwIfAborted();
        throw err;
      } finally {
        signal.removeEventListener('abort', abort);
        await context.close().catch(() => undefined);
      }
    } finally {
      this.release();
    }
  }

  /** Closes the browser; later print() calls fail with PdfUnavailableError. */
  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close().catch(() => undefined);
  }

  private launch(): Promise<Browser> {
    this.browser ??= (async () => {
      const { chromium } = (await import(PLAYWRIGHT)) as { chromium: typeof Chromium };
      try {
        const browser = await chromium.launch({
          executablePath: this.executablePath ?? undefined,
          args: [...CHROMIUM_ARGS],
          timeout: this.timeoutMs,
          // The server owns its signals; Playwright still kills the browser when this process exits.
          handleSIGINT: false,
          handleSIGTERM: false,
          handleSIGHUP: false,
        });
        // A crashed or killed browser is replaced on the next print.
        browser.on('disconnected', () => {
          if (this.browser === launched) this.browser = null;
        });
        return browser;
      } catch (err) {
        throw new PdfUnavailableError('Chromium could not be started for PDF rendering', { cause: err });
      }
    })();
    const launched = this.browser;
    // A failed launch is retried next time instead of being remembered.
    launched.catch(() => {
      if (this.browser === launched) this.browser = null;
    });
    return launched;
  }

  private acquire(signal: AbortSignal): Promise<void> {
    if (signal.aborted) return Promise.reject(signal.reason);
    if (this.running < this.maxPages) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxQueue) {
      return Promise.reject(new PdfBusyError('Too many PDF documents are being printed; try again soon'));
    }
    return new Promise<void>((resolve, reject) => {
      const turn = (): void => {
        signal.removeEventListener('abort', gone);
        resolve();
      };
      const gone = (): void => {
        const i = this.waiting.indexOf(turn);
        if (i >= 0) this.waiting.splice(i, 1);
        reject(signal.reason);
      };
      signal.addEventListener('abort', gone, { once: true });
      this.waiting.push(turn);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    // The slot passes straight to the next document in line.
    if (next) next();
    else this.running--;
  }
}

/** One document, one browser: for the CLI. Throws PdfUnavailableError when no Chromium is found. */
export async function printPdf(
  html: string,
  options: PrintOptions & Pick<PrinterOptions, 'executablePath' | 'timeoutMs'> = {},
): Promise<Buffer> {
  const printer = new PdfPrinter({
    ...(options.executablePath !== undefined ? { executablePath: options.executablePath } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    maxPages: 1,
  });
  try {
    return await printer.print(html, options);
  } finally {
    await printer.close();
  }
}

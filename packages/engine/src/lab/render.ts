/**
 * The page as a browser sees it: load the URL in headless Chromium with JavaScript on, wait for the
 * load event and a short network-idle spell, take the DOM (`page.content()`), and read it with the
 * engine's own gather() and parityFactsOf(), exactly as the raw HTML is read, for `js-rendered-parity`.
 *
 * Every request the page makes goes through the SSRF guard proxy (lab/guard-proxy.ts): the caller's
 * (`proxyServer`), or one the Renderer starts for itself with the guard on. Chromium resolves no names
 * itself, so nothing reaches the network around the proxy. A new browser context per render (no cookies
 * or storage shared between audits), downloads refused, dialogs dismissed, pop-ups closed, service
 * workers blocked.
 *
 * An audit's credentials (issue 26) are applied to its own context only, before the page loads
 * (credential-cdp.ts: headers to the credential origins through request interception, cookies in the
 * context's jar, localStorage set first): renders of other audits in the same browser never see them.
 *
 * `Renderer` keeps one warm browser (the server's); `renderPage` is the one-shot form (the CLI). Every
 * failure is an `{ ok: false, reason }` in plain language, never a throw.
 */
import type { Browser, BrowserContext, CDPSession, Page, chromium as Chromium } from 'playwright-core';
import type { AuditCredentials } from '../fetch/credentials.js';
import type { FetchedPage } from '../fetch/types.js';
import { gather } from '../gather/index.js';
import { DEFAULT_TRUNCATE_AT_BYTES, DEFAULT_USER_AGENT } from '../fetch/options.js';
import { findChromium, labUnavailable } from './chromium.js';
import { applyCredentials, type CdpSession } from './credential-cdp.js';
import { credentialScope } from './credential-scope.js';
import {
  GUARD_HEADER,
  guardedChromiumArgs,
  startGuardProxy,
  type GuardProxy,
  type GuardProxyOptions,
} from './guard-proxy.js';
import { parityFactsOf } from './parity-facts.js';
import type { RenderResult } from './types.js';

export const RENDER_TIMEOUT_MS = 20_000;
/** After the load event, how long to wait for the network to go quiet (capped by the time left). */
export const NETWORK_IDLE_MS = 3_000;

export interface RendererOptions {
  /** The Chromium binary; default: findChromium(env) (CHROME_PATH, then the usual locations). */
  chromePath?: string;
  /** Where findChromium reads CHROME_PATH; default process.env. */
  env?: NodeJS.ProcessEnv;
  /**
   * The SSRF guard proxy every request goes through (startGuardProxy().url). Default: the Renderer
   * starts its own with `guard` options (private addresses refused) and closes it with the browser.
   */
  proxyServer?: string;
  /** Options of the Renderer's own guard proxy when no proxyServer is given. */
  guard?: GuardProxyOptions;
  /** Pages rendered at once in the shared browser; more wait their turn (within their timeout). */
  maxPages?: number;
  /** User-Agent of the rendering browser; default the engine's fetch UA, so both sides get the same page. */
  userAgent?: string;
}

export interface RenderOptions {
  /** Whole render, waiting for a slot included. Default 20 000. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** This audit's credentials: its own browser context only. */
  credentials?: AuditCredentials | null;
}

type Failure = { ok: false; reason: string };

// A variable specifier, as in pdf.ts: playwright-core loads only when a page is rendered and the CLI's
// single-file bundle leaves it out.
const PLAYWRIGHT = 'playwright-core';

const seconds = (ms: number): string => `${Math.round(ms / 100) / 10} s`;

export class Renderer {
  readonly chromePath: string | null;
  readonly unavailableReason: string | null;
  private readonly options: RendererOptions;
  private readonly maxPages: number;
  private browser: Promise<Browser> | null = null;
  private proxy: Promise<GuardProxy> | null = null;
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private closed = false;

  constructor(options: RendererOptions = {}) {
    const found = options.chromePath !== undefined ? { path: options.chromePath } : findChromium(options.env);
    this.chromePath = found.path;
    this.unavailableReason = found.path === null ? found.reason : null;
    this.options = options;
    this.maxPages = Math.max(1, options.maxPages ?? 2);
  }

  get available(): boolean {
    return this.chromePath !== null;
  }

  /** Renders one page; never throws. */
  async render(url: string, options: RenderOptions = {}): Promise<RenderResult> {
    const started = performance.now();
    const timeoutMs = options.timeoutMs ?? RENDER_TIMEOUT_MS;
    if (this.closed) return fail('The page renderer is shutting down.');
    if (this.chromePath === null) return fail(this.unavailableReason ?? 'No Chromium found.');
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return fail(`"${url}" is not a valid URL.`);
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') {
      return fail('Only http(s) pages can be rendered.');
    }
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
    const outOfTime = (): Failure =>
      options.signal?.aborted
        ? fail('The render was cancelled.')
        : fail(`The page did not finish loading in Chromium within ${seconds(timeoutMs)}.`);
    const left = (): number => Math.max(1, timeoutMs - (performance.now() - started));

    if (!(await this.acquire(signal))) return outOfTime();
    try {
      let browser: Browser;
      try {
        // A cancelled audit does not wait for a browser that is still starting (it stays for the next).
        browser = await untilAborted(this.launch(left()), signal);
      } catch (err) {
        return signal.aborted
          ? outOfTime()
          : fail(labUnavailable(`Chromium could not be started (${firstLine(err)}).`));
      }
      if (signal.aborted) return outOfTime();
      let context: BrowserContext | null = null;
      const abort = (): void => void context?.close().catch(() => undefined);
      signal.addEventListener('abort', abort, { once: true });
      try {
        // Each step gives way to a cancel: a browser still closing earlier pages can hold them for minutes.
        const opening = browser.newContext({
          acceptDownloads: false,
          serviceWorkers: 'block',
          javaScriptEnabled: true,
          userAgent: this.options.userAgent ?? DEFAULT_USER_AGENT,
        });
        void opening.then(
          (late) => {
            if (signal.aborted && context === null) void late.close().catch(() => undefined);
          },
          () => undefined,
        );
        context = await untilAborted(opening, signal);
        if (signal.aborted) return outOfTime();
        const page = await untilAborted(context.newPage(), signal);
        // window.open() and target=_blank pop-ups are closed: only the audited page renders.
        context.on('page', (other) => {
          if (other !== page) void other.close().catch(() => undefined);
        });
        page.on('dialog', (dialog) => void dialog.dismiss().catch(() => undefined));
        const scope = credentialScope(target.href, options.credentials);
        if (scope) await applyCredentials(cdpSession(await context.newCDPSession(page)), scope);
        if (signal.aborted) return outOfTime();
        // A cancelled render answers at once: closing a context whose page waits on a server that never
        // answers can take minutes in Chromium, so neither the load nor the close is awaited past the abort.
        const html = await untilAborted(this.load(page, target.href, left), signal);
        if ('ok' in html) return html;
        const gathered = gather(fetchedPage(target.href, html.finalUrl, html.content), { lines: 'none' });
        const facts = parityFactsOf(gathered);
        // JSON-LD blocks of the rendered DOM: rich results read the items scripts add (source "rendered").
        const jsonLd = gathered.jsonLd;
        return { ok: true, ...facts, jsonLd, durationMs: Math.round(performance.now() - started) };
      } catch (err) {
        if (signal.aborted) return outOfTime();
        return fail(describeError(err, timeoutMs));
      } finally {
        signal.removeEventListener('abort', abort);
        const closing = context?.close().catch(() => undefined);
        if (!signal.aborted) await closing;
      }
    } finally {
      this.release();
    }
  }

  /** Closes the browser (and the Renderer's own guard proxy); later renders answer "shutting down". */
  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    const proxy = this.proxy;
    this.browser = null;
    this.proxy = null;
    if (browser) await (await browser.catch(() => null))?.close().catch(() => undefined);
    if (proxy) await (await proxy.catch(() => null))?.close();
  }

  /** Navigates, waits for load and a quiet network, and returns the DOM; a failure as a plain reason. */
  private async load(
    page: Page,
    url: string,
    left: () => number,
  ): Promise<{ content: string; finalUrl: string } | Failure> {
    const response = await page.goto(url, { waitUntil: 'load', timeout: left() });
    const guard = response?.headers()[GUARD_HEADER];
    if (guard === 'blocked') {
      return fail(
        'The page was not rendered: its address is private or internal, and the lab browser may not reach it.',
      );
    }
    if (guard !== undefined)
      return fail(`The page could not be reached from the lab browser (${await bodyOf(response)}).`);
    // Requests still in flight after load (client-side data fetching) get a short spell to finish.
    await page
      .waitForLoadState('networkidle', { timeout: Math.min(NETWORK_IDLE_MS, left()) })
      .catch(() => undefined);
    try {
      return { content: await page.content(), finalUrl: page.url() };
    } catch (err) {
      // A script navigated away while the DOM was being read: take the new document once it has loaded.
      if (!/navigat/i.test(String(err))) throw err;
      await page.waitForLoadState('load', { timeout: left() });
      return { content: await page.content(), finalUrl: page.url() };
    }
  }

  private async guardProxyUrl(): Promise<string> {
    if (this.options.proxyServer !== undefined) return this.options.proxyServer;
    this.proxy ??= startGuardProxy(this.options.guard);
    const started = this.proxy;
    started.catch(() => {
      if (this.proxy === started) this.proxy = null;
    });
    return (await started).url;
  }

  private launch(timeoutMs: number): Promise<Browser> {
    this.browser ??= (async () => {
      const proxyUrl = await this.guardProxyUrl();
      const { chromium } = (await import(PLAYWRIGHT)) as { chromium: typeof Chromium };
      const browser = await chromium.launch({
        executablePath: this.chromePath ?? undefined,
        args: guardedChromiumArgs(proxyUrl),
        timeout: Math.min(timeoutMs, 30_000),
        // The server owns its signals (running audits finish first); Playwright still kills the browser's
        // process group when this process exits, whatever the path.
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      });
      // A crashed or killed browser is replaced on the next render.
      browser.on('disconnected', () => {
        if (this.browser === launched) this.browser = null;
      });
      if (this.closed) {
        await browser.close().catch(() => undefined);
        throw new Error('shutting down');
      }
      return browser;
    })();
    const launched = this.browser;
    // A failed launch is retried next time instead of being remembered.
    launched.catch(() => {
      if (this.browser === launched) this.browser = null;
    });
    return launched;
  }

  /** Waits for a page slot; false when the signal fired first. */
  private acquire(signal: AbortSignal): Promise<boolean> {
    if (signal.aborted) return Promise.resolve(false);
    if (this.running < this.maxPages) {
      this.running++;
      return Promise.resolve(true);
    }
    return new Promise<boolean>((resolve) => {
      const turn = (): void => {
        signal.removeEventListener('abort', gone);
        resolve(true);
      };
      const gone = (): void => {
        const i = this.waiting.indexOf(turn);
        if (i >= 0) this.waiting.splice(i, 1);
        resolve(false);
      };
      signal.addEventListener('abort', gone, { once: true });
      this.waiting.push(turn);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}

/** One page, one browser (and one guard proxy unless given): for the CLI. Never throws. */
export async function renderPage(
  url: string,
  options: RenderOptions & Omit<RendererOptions, 'maxPages'> = {},
): Promise<RenderResult> {
  const { timeoutMs, signal, credentials, ...rest } = options;
  const renderer = new Renderer({ ...rest, maxPages: 1 });
  try {
    return await renderer.render(url, {
      ...(timeoutMs !== undefined ? { timeoutMs } : {}),
      ...(signal ? { signal } : {}),
      credentials: credentials ?? null,
    });
  } finally {
    await renderer.close();
  }
}

/** The rendered DOM as a FetchedPage: serialised by Chromium, so UTF-8, status 200 and no headers. */
function fetchedPage(requestedUrl: string, finalUrl: string, content: string): FetchedPage {
  const all = Buffer.from(content, 'utf8');
  const truncated = all.length > DEFAULT_TRUNCATE_AT_BYTES;
  const body = truncated ? all.subarray(0, DEFAULT_TRUNCATE_AT_BYTES) : all;
  return {
    requestedUrl,
    finalUrl: /^https?:/.test(finalUrl) ? finalUrl : requestedUrl,
    status: 200,
    statusText: 'OK',
    redirects: [],
    headers: {},
    contentType: 'text/html; charset=utf-8',
    httpVersion: '1.1',
    timings: { ttfbMs: 0, downloadMs: 0, totalMs: 0 },
    transferBytes: body.length,
    bodyBytes: all.length,
    body,
    truncated,
    contentEncoding: null,
    fetchedAt: Date.now(),
  };
}

/** Playwright's CDP session as credential-cdp.ts uses it. */
function cdpSession(session: CDPSession): CdpSession {
  return {
    send: (method, params) => session.send(method as never, params as never),
    on: (event, listener) => session.on(event as never, listener as never),
    off: (event, listener) => session.off(event as never, listener as never),
  };
}

/** Resolves as `promise` does, or rejects as soon as `signal` aborts (the promise is left to settle). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new Error('aborted'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function fail(reason: string): Failure {
  return { ok: false, reason };
}

function firstLine(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return (text.split('\n')[0] ?? text).replace(/[.\s]+$/, '');
}

async function bodyOf(response: { text(): Promise<string> } | null): Promise<string> {
  const text = await response?.text().catch(() => '');
  return (text ?? '').trim().slice(0, 200) || 'no answer';
}

/** Playwright's errors in plain language. */
function describeError(err: unknown, timeoutMs: number): string {
  const message = err instanceof Error ? err.message : String(err);
  if ((err as { name?: string } | null)?.name === 'TimeoutError' || /Timeout \d+ms exceeded/.test(message)) {
    return `The page did not finish loading in Chromium within ${seconds(timeoutMs)}.`;
  }
  if (/Download is starting/i.test(message))
    return 'The address starts a file download instead of showing a page.';
  if (/crash/i.test(message)) return 'Chromium crashed while rendering the page.';
  if (/ERR_TUNNEL_CONNECTION_FAILED/.test(message)) {
    return 'The page could not be reached from the lab browser: its address is private or internal, or it did not answer.';
  }
  const net = /net::(ERR_[A-Z_]+)/.exec(message)?.[1];
  if (net) return `Chromium could not load the page (${net}).`;
  if (/(Target|Browser|Context).*closed|has been closed/i.test(message)) {
    return 'Chromium closed while rendering the page.';
  }
  return `Chromium could not render the page: ${firstLine(err)}.`;
}

/**
 * Worker-thread entry: runs Lighthouse for one form factor, one run at a time, against the Chromium its
 * pool launched for it. Lighthouse keeps global state (performance marks, its logger), so two runs in one
 * JS realm crash, and two performance runs in one Chromium fail with TRACING_ALREADY_STARTED: hence one
 * thread and one browser per form factor. The thread stays warm between runs (Lighthouse loaded once);
 * only the trimmed LabRun crosses back, never the multi-megabyte LHR.
 *
 * Each run gets a browser context of its own (a fresh cookie jar and storage), opened here through
 * Puppeteer and handed to Lighthouse as its page, and closed after the run: cookies a site set in one
 * audit, and one audit's credentials (issue 26, applied by credential-cdp.ts before Lighthouse navigates),
 * never reach a later audit in the same warm Chromium. Lighthouse's own navigation runs in that page, so
 * its requests carry the credentials; its storage reset keeps cookies and localStorage (clearStorageTypes).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type * as LH from 'lighthouse';
import type * as Puppeteer from 'puppeteer-core';
import type { AuditCredentials } from '../../fetch/credentials.js';
import { applyCredentials, type CdpSession } from '../credential-cdp.js';
import { credentialScope } from '../credential-scope.js';
import { labRunFromLhr } from '../extract.js';
import type { LabRun } from '../types.js';
import type { FromWorker, ToWorker, WorkerInit } from './protocol.js';

// Variable specifiers: loaded at run time, never inlined by a bundler (Lighthouse is tens of MB).
const LIGHTHOUSE = 'lighthouse';
const DESKTOP_CONFIG = 'lighthouse/core/config/desktop-config.js';
const PUPPETEER = 'puppeteer-core';

const { formFactor } = workerData as WorkerInit;
const port = parentPort;
if (!port) throw new Error('lighthouse/worker.ts must run in a worker thread');

interface Modules {
  lighthouse: typeof LH.default;
  desktop: LH.Config;
  puppeteer: typeof Puppeteer.default;
}
let modules: Promise<Modules> | null = null;
function loadLighthouse(): Promise<Modules> {
  modules ??= Promise.all([import(LIGHTHOUSE), import(DESKTOP_CONFIG), import(PUPPETEER)]).then(
    ([lh, desktop, puppeteer]) => ({
      lighthouse: (lh as typeof LH).default,
      desktop: (desktop as { default: LH.Config }).default,
      puppeteer: (puppeteer as typeof Puppeteer).default,
    }),
  );
  return modules;
}
// Load now: the pool starts the thread and Chromium together, so both are ready for the first run.
loadLighthouse().catch(() => undefined);

/** Puppeteer's CDP session as credential-cdp.ts uses it. */
function cdpSession(session: Puppeteer.CDPSession): CdpSession {
  return {
    send: (method, params) => session.send(method as never, params as never),
    on: (event, listener) => session.on(event as never, listener as never),
    off: (event, listener) => session.off(event as never, listener as never),
  };
}

async function run(
  url: string,
  debuggingPort: number,
  maxWaitForLoadMs: number,
  credentials: AuditCredentials | null,
): Promise<[LabRun, boolean]> {
  const started = performance.now();
  let browser: Puppeteer.Browser | null = null;
  try {
    const { lighthouse, desktop, puppeteer } = await loadLighthouse();
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${debuggingPort}`,
      defaultViewport: null,
    });
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const scope = credentialScope(url, credentials);
    if (scope) await applyCredentials(cdpSession(await page.createCDPSession()), scope);
    const flags: LH.Flags = {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: 'simulate',
      maxWaitForLoad: maxWaitForLoadMs,
      maxWaitForFcp: maxWaitForLoadMs,
      // The report shows no screenshot; taking it costs about a second per run on two cores.
      disableFullPageScreenshot: true,
    };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktop : undefined, page);
    const lab = labRunFromLhr(result?.lhr, formFactor, 'lighthouse', performance.now() - started);
    // The context goes with its cookies, storage and interception. If it cannot be closed, the browser
    // is in an unknown state and may still hold them: the pool replaces it.
    const closed = await context.close().then(
      () => true,
      () => false,
    );
    return [lab, !closed];
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).split('\n')[0] ?? '';
    return [{ ok: false, formFactor, reason: `Lighthouse failed: ${message}` }, true];
  } finally {
    await browser?.disconnect().catch(() => undefined);
  }
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'close') {
    // In a worker thread process.exit ends the thread only; Lighthouse may leave timers and sockets open.
    process.exit(0);
  }
  void run(message.url, message.port, message.maxWaitForLoadMs, message.credentials ?? null).then(
    ([result, replaceChrome]) =>
      port.postMessage({ type: 'result', id: message.id, run: result, replaceChrome } satisfies FromWorker),
  );
});

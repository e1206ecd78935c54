/**
 * Worker-thread entry: runs Lighthouse for one form factor, one run at a time, against the Chromium its
 * pool launched for it. Lighthouse keeps global state (performance marks, its logger), so two runs in one
 * JS realm crash, and two performance runs in one Chromium fail with TRACING_ALREADY_STARTED: hence one
 * thread and one browser per form factor. The thread stays warm between runs (Lighthouse loaded once);
 * only the trimmed LabRun crosses back, never the multi-megabyte LHR.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type * as LH from 'lighthouse';
import { labRunFromLhr } from '../extract.js';
import type { LabRun } from '../types.js';
import type { FromWorker, ToWorker, WorkerInit } from './protocol.js';

// Variable specifiers: loaded at run time, never inlined by a bundler (Lighthouse is tens of MB).
const LIGHTHOUSE = 'lighthouse';
const DESKTOP_CONFIG = 'lighthouse/core/config/desktop-config.js';

const { formFactor } = workerData as WorkerInit;
const port = parentPort;
if (!port) throw new Error('lighthouse/worker.ts must run in a worker thread');

interface Modules {
  lighthouse: typeof LH.default;
  desktop: LH.Config;
}
let modules: Promise<Modules> | null = null;
function loadLighthouse(): Promise<Modules> {
  modules ??= Promise.all([import(LIGHTHOUSE), import(DESKTOP_CONFIG)]).then(([lh, desktop]) => ({
    lighthouse: (lh as typeof LH).default,
    desktop: (desktop as { default: LH.Config }).default,
  }));
  return modules;
}
// Load now: the pool starts the thread and Chromium together, so both are ready for the first run.
loadLighthouse().catch(() => undefined);

async function run(url: string, debuggingPort: number, maxWaitForLoadMs: number): Promise<[LabRun, boolean]> {
  const started = performance.now();
  try {
    const { lighthouse, desktop } = await loadLighthouse();
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
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktop : undefined);
    return [labRunFromLhr(result?.lhr, formFactor, 'lighthouse', performance.now() - started), false];
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).split('\n')[0] ?? '';
    return [{ ok: false, formFactor, reason: `Lighthouse failed: ${message}` }, true];
  }
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'close') {
    // In a worker thread process.exit ends the thread only; Lighthouse may leave timers and sockets open.
    process.exit(0);
  }
  void run(message.url, message.port, message.maxWaitForLoadMs).then(([result, replaceChrome]) =>
    port.postMessage({ type: 'result', id: message.id, run: result, replaceChrome } satisfies FromWorker),
  );
});

/**
 * The lab: Lighthouse mobile + desktop (local workers, or PageSpeed Insights) and the rendered-DOM run,
 * side by side, as one `run(url) → LabFacts`. Long-lived: the server keeps one (warm browsers); the CLI
 * makes one per audit. When audits must not reach private networks, every browser request goes through
 * the SSRF-guarding proxy.
 *
 * Audits behind a login (issue 26): `run(url, { credentials })` applies the credentials per run, never
 * globally. Lighthouse (mobile and desktop) runs each in a browser context of its own in its worker's
 * Chromium, the rendered run in a context of its own in the Renderer's shared browser; in each, before the
 * page loads, credential-cdp.ts adds the headers (and HTTP Basic) to requests for the audited origin and
 * `credentials.origins` only (exact scheme, host and port) through CDP request interception, sets the
 * cookies in that context's jar for those hosts, and sets their localStorage. Request interception in the
 * browser rather than in the guard proxy: the proxy sees only CONNECT tunnels for https, and it is
 * shared by every audit, while a context is one run's and closes with it. Lighthouse's global
 * `extraHeaders` is not used: it would send the headers to every third party of the page.
 */
import { labUnavailable } from './chromium.js';
import { Renderer } from './render.js';
import { LabRunner } from './runner.js';
import type { LabFacts } from './types.js';
import type { AuditCredentials } from '../fetch/credentials.js';

export interface LabOptions {
  chromePath?: string;
  /** Audits whose lab runs may overlap (each needs about 1 GB). Default 1. */
  concurrency?: number;
  /** Per Lighthouse run. Default 60 s. */
  timeoutMs?: number;
  /** PageSpeed Insights instead of local Lighthouse for the scores. */
  psi?: { key: string; baseUrl?: string };
  /** The benchmarkIndex below which a run's timings are not judged (runner.ts, default 1000). */
  minBenchmarkIndex?: number;
  /**
   * Allow the lab browser to reach private, loopback and link-local addresses (the guard proxy every
   * browser request goes through refuses them otherwise, as the fetcher's SSRF guard does).
   */
  allowPrivate: boolean;
}

export interface Lab {
  /**
   * `credentials`: sent to the audited origin and `credentials.origins` only (exact origins), never to
   * third-party requests, by this run's own browser contexts; its localStorage is set before the page loads.
   */
  run(url: string, opts?: { signal?: AbortSignal; credentials?: AuditCredentials | null }): Promise<LabFacts>;
  close(): Promise<void>;
}

export async function createLab(options: LabOptions): Promise<Lab> {
  // Every browser request goes through the guard proxy: Chromium resolves no names itself, and the
  // proxy refuses private addresses unless allowed (the CLI auditing localhost).
  const { startGuardProxy } = await import('./guard-proxy.js');
  let proxy;
  try {
    proxy = await startGuardProxy({ allowPrivate: options.allowPrivate });
  } catch (err) {
    // The audits go on without a lab and say why, rather than the server not starting.
    return unavailableLab(
      `the guard proxy could not be started (${err instanceof Error ? err.message : String(err)})`,
    );
  }
  const proxyServer = proxy.url;
  const runner = new LabRunner({
    ...(options.chromePath ? { chromePath: options.chromePath } : {}),
    ...(options.concurrency ? { concurrency: options.concurrency } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.psi ? { psi: options.psi } : {}),
    ...(options.minBenchmarkIndex !== undefined ? { minBenchmarkIndex: options.minBenchmarkIndex } : {}),
    proxyServer,
  });
  const renderer = new Renderer({
    ...(options.chromePath ? { chromePath: options.chromePath } : {}),
    proxyServer,
  });
  return {
    async run(url, opts = {}) {
      const each = { ...(opts.signal ? { signal: opts.signal } : {}), credentials: opts.credentials ?? null };
      const [scores, rendered] = await Promise.all([runner.run(url, each), renderer.render(url, each)]);
      return { mobile: scores.mobile, desktop: scores.desktop, rendered };
    },
    async close() {
      await Promise.allSettled([runner.close(), renderer.close()]);
      await proxy.close();
    },
  };
}

/** A lab whose every run is the same "Lab unavailable: …" reason. */
function unavailableLab(detail: string): Lab {
  const reason = labUnavailable(detail);
  return {
    run: () =>
      Promise.resolve({
        mobile: { ok: false, formFactor: 'mobile', reason },
        desktop: { ok: false, formFactor: 'desktop', reason },
        rendered: { ok: false, reason },
      }),
    close: () => Promise.resolve(),
  };
}

export { labAvailability } from './runner.js';
export type { LabFacts, LabRun, RenderResult } from './types.js';

/**
 * The Chromium of a Lighthouse worker: its flags, launching it, asking whether it still answers, and
 * killing it. We spawn it ourselves (not chrome-launcher) so that the process handle exists from the first
 * instant: a browser can be killed at any point of its launch, and the launch then settles at once. With
 * chrome-launcher, killing a browser mid-launch left the launcher polling a removed profile until it threw
 * an uncaught ENOENT (issue 13). Chromium is its own process group (it would outlive a terminated worker
 * thread), so the whole group is killed; a watcher (parent-watch.ts) kills it too if this process dies
 * without running its exit hooks (SIGKILL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { CHROMIUM_ARGS } from '../chromium.js';
import { guardedChromiumArgs } from '../guard-proxy.js';
import { watchParent } from './parent-watch.js';
import { createProfile, killGroup, removeProfile, track, untrack } from './profiles.js';

/** Without a proxy Chromium resolves names itself; these stop its own background lookups (offline here). */
export const LAB_HOST_RULES =
  '--host-resolver-rules=MAP accounts.google.com ~NOTFOUND, MAP *.googleapis.com ~NOTFOUND, MAP clients2.google.com ~NOTFOUND';

/** Chromium answers within ~0.3 s here; past this a launch is given up (the group killed, a reason given). */
export const LAUNCH_TIMEOUT_MS = 30_000;

/**
 * The flags chrome-launcher adds for tools, which Lighthouse's numbers assume: no extensions, no
 * background throttling of the page under test, no background services competing for the two cores.
 */
const TOOL_FLAGS = [
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,CalculateNativeWinOcclusion,InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater,AutofillServerCommunication,PrivacySandboxSettings4,RenderDocument',
  '--disable-extensions',
  '--disable-component-extensions-with-background-pages',
  '--disable-client-side-phishing-detection',
  '--metrics-recording-only',
  '--disable-default-apps',
  '--mute-audio',
  '--no-default-browser-check',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-ipc-flooding-protection',
  '--password-store=basic',
  '--force-fieldtrials=*BackgroundTracing/default/',
  '--disable-hang-monitor',
  '--disable-prompt-on-repost',
  '--disable-domain-reliability',
  '--propagate-iph-for-testing',
];

/**
 * Chromium flags for a lab run. With a proxy (the SSRF guard), Chromium resolves no names at all and sends
 * everything, loopback included, through the proxy, which decides what may be reached.
 */
export function labChromeFlags(proxyServer?: string): string[] {
  const common = CHROMIUM_ARGS.filter((flag) => !flag.startsWith('--host-resolver-rules='));
  if (!proxyServer) return ['--headless=new', ...TOOL_FLAGS, ...common, LAB_HOST_RULES];
  // The guard proxy's own flags: names resolve nowhere but at the proxy, which Chromium must still reach.
  return ['--headless=new', ...TOOL_FLAGS, ...guardedChromiumArgs(proxyServer)];
}

/** A lab Chromium, from the moment it is spawned: killable at once, `ready` once it answers. */
export interface Browser {
  readonly pid: number;
  /** The profile directory (`--user-data-dir`), removed when the browser is killed. */
  readonly dir: string;
  readonly process: ChildProcess;
  /** The debugging port, once ready (0 before). */
  port: number;
  /** Served a run already (a fresh one needs no liveness check). */
  used: boolean;
  /** Resolves when the debugging endpoint listens; rejects (plain message) if it exits, is killed or times out. */
  readonly ready: Promise<Browser>;
  /** Kills the process group now and removes the profile; idempotent, synchronous (exit hooks use it). */
  kill(): void;
}

const DEVTOOLS = /DevTools listening on ws:\/\/[^/\s]+:(\d+)\//;

/** Spawns Chromium with a fresh profile (`<profileRoot()>/<prefix>XXXXXX`) on a free debugging port. */
export function launchChromium(
  chromePath: string,
  flags: readonly string[],
  prefix: string,
  timeoutMs = LAUNCH_TIMEOUT_MS,
): Browser {
  const dir = createProfile(prefix);
  // Watched from before it exists (parent-watch.ts), so no SIGKILL of this process can orphan it.
  const watch = watchParent(dir);
  const child = spawn(
    chromePath,
    [...flags, '--remote-debugging-port=0', `--user-data-dir=${dir}`, 'about:blank'],
    // detached: its own process group, so kill(-pid) reaches every helper process it starts.
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let killed = false;
  let settled = false;
  const pid = child.pid ?? 0;
  if (pid > 0) watch.attach(pid);
  else watch.stop();
  const browser: Browser = {
    pid,
    dir,
    process: child,
    port: 0,
    used: false,
    ready: null as unknown as Promise<Browser>,
    kill() {
      if (killed) return;
      killed = true;
      untrack(browser);
      if (pid > 0) killGroup(pid);
      watch.stop();
      removeProfile(dir);
    },
  };
  if (pid > 0) track(browser);
  (browser as { ready: Promise<Browser> }).ready = new Promise<Browser>((resolve, reject) => {
    let stderr = '';
    const fail = (why: string): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      browser.kill();
      const last = stderr.trim().split('\n').filter(Boolean).at(-1);
      reject(new Error(last && !killed ? `${why}: ${last}` : why));
    };
    const timer = setTimeout(
      () => fail(`it did not answer within ${Math.round(timeoutMs / 1000)} s`),
      timeoutMs,
    );
    child.once('error', (err) => fail(err.message));
    child.once('exit', (code, signal) => {
      watch.stop();
      // A killed browser's profile may have been written to until the leader died: remove it again.
      if (killed) removeProfile(dir);
      fail(killed ? 'it was stopped while starting' : `it exited (${signal ?? `code ${code}`})`);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      if (settled) return; // still drained, so Chromium never blocks on a full pipe
      stderr = (stderr + chunk.toString('utf8')).slice(-4000);
      const port = DEVTOOLS.exec(stderr)?.[1];
      if (!port) return;
      settled = true;
      clearTimeout(timer);
      browser.port = Number(port);
      resolve(browser);
    });
  });
  // A launch nobody awaits any more (its worker gone) must not become an unhandled rejection.
  browser.ready.catch(() => undefined);
  return browser;
}

/** Asks Chromium's debugging endpoint whether the browser still answers (it may have crashed). */
export async function answers(browser: Browser): Promise<boolean> {
  if (browser.process.exitCode !== null || browser.process.signalCode !== null) return false;
  try {
    const response = await fetch(`http://127.0.0.1:${browser.port}/json/version`, {
      signal: AbortSignal.timeout(2000),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The Chromium of a Lighthouse worker: its flags, launching it with chrome-launcher, asking whether it
 * still answers, and killing it — by the handle when we have one, else by the PID chrome-launcher wrote
 * into the profile (a launch cut short). Chromium starts as its own process group, so the whole group is
 * killed: it would otherwise outlive a terminated worker thread.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type * as ChromeLauncher from 'chrome-launcher';
import type { LaunchedChrome } from 'chrome-launcher';
import { CHROMIUM_ARGS } from '../chromium.js';
import { guardedChromiumArgs } from '../guard-proxy.js';

/** Without a proxy Chromium resolves names itself; these stop its own background lookups (offline here). */
export const LAB_HOST_RULES =
  '--host-resolver-rules=MAP accounts.google.com ~NOTFOUND, MAP *.googleapis.com ~NOTFOUND, MAP clients2.google.com ~NOTFOUND';

/**
 * Chromium flags for a lab run. With a proxy (the SSRF guard), Chromium resolves no names at all and sends
 * everything, loopback included, through the proxy, which decides what may be reached.
 */
export function labChromeFlags(proxyServer?: string): string[] {
  const common = CHROMIUM_ARGS.filter((flag) => !flag.startsWith('--host-resolver-rules='));
  if (!proxyServer) return ['--headless=new', ...common, LAB_HOST_RULES];
  // The guard proxy's own flags: names resolve nowhere but at the proxy, which Chromium must still reach.
  return ['--headless=new', ...guardedChromiumArgs(proxyServer)];
}

export interface Browser {
  chrome: LaunchedChrome;
  /** The profile directory (`--user-data-dir`), removed when the browser is killed. */
  dir: string;
  /** Served a run already (a fresh one needs no liveness check). */
  used: boolean;
}

// Loaded at run time (a variable specifier keeps it out of bundles), like Lighthouse in the worker.
const CHROME_LAUNCHER = 'chrome-launcher';

/** Launches Chromium on a free debugging port with this profile. */
export async function startChromium(
  chromePath: string,
  flags: string[],
  dir: string,
): Promise<LaunchedChrome> {
  const { launch } = (await import(CHROME_LAUNCHER)) as typeof ChromeLauncher;
  return launch({
    chromePath,
    chromeFlags: flags,
    userDataDir: dir,
    logLevel: 'silent',
    // The server and CLI own their signals; the pool's exit hook and close() kill Chromium.
    handleSIGINT: false,
    // Chromium answers within ~0.3 s here; the default 500 ms poll would add up to half a second.
    connectionPollInterval: 50,
    maxConnectionRetries: 300,
  });
}

/** Kills the browser's process group (helpers may outlive a crashed browser) and removes its profile. */
export function killBrowser(browser: Browser): void {
  browser.chrome.kill(); // also closes chrome-launcher's log files
  rmSync(browser.dir, { recursive: true, force: true, maxRetries: 3 });
}

/** Whether a PID still runs a Chromium with this profile (guards against killing a reused PID). */
function runsProfile(pid: number, userDataDir: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'latin1').includes(`--user-data-dir=${userDataDir}`);
  } catch {
    return !existsSync('/proc/self'); // no procfs: trust chrome-launcher's pid file
  }
}

/**
 * Kills the Chromium of a profile by the PID chrome-launcher wrote there (its whole process group: it is
 * started detached, so it would outlive us), then removes the profile. Synchronous, for the exit hook.
 */
export function killProfile(dir: string): void {
  try {
    const pid = Number(readFileSync(join(dir, 'chrome.pid'), 'utf8'));
    if (Number.isInteger(pid) && pid > 0 && runsProfile(pid, dir)) process.kill(-pid, 'SIGKILL');
  } catch {
    // Not started yet, or already gone.
  }
  rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}

/** Asks Chromium's debugging endpoint whether the browser still answers (it may have crashed). */
export async function answers(browser: Browser): Promise<boolean> {
  if (browser.chrome.process.exitCode !== null || browser.chrome.process.signalCode !== null) return false;
  try {
    const response = await fetch(`http://127.0.0.1:${browser.chrome.port}/json/version`, {
      signal: AbortSignal.timeout(2000),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

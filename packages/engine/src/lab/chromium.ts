/**
 * Where the headless Chromium is, for everything the engine does in a browser (PDF printing now, the lab
 * run later). Playwright's own browser download does not work here, so a system Chromium is used:
 * CHROME_PATH first, then the usual Debian, Ubuntu, Google and snap locations.
 */
import { accessSync, constants, statSync } from 'node:fs';

export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
] as const;

export const NO_CHROMIUM_REASON = 'No Chromium found: set CHROME_PATH or install chromium';

/** A lab failure that is about the lab itself (its browser or worker), not the page audited. */
export const labUnavailable = (detail: string): string => `Lab unavailable: ${detail}`;

export type ChromiumLocation = { path: string } | { path: null; reason: string };

/**
 * Flags for a headless Chromium in a server: no sandbox (containers run as root), no GPU, /tmp instead
 * of a small /dev/shm, no background traffic, and no name resolution at all, so a page can never reach
 * the network even if a request slipped past the caller's own blocking.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND',
] as const;

function isExecutableFile(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable Chromium: CHROME_PATH (when it exists), then the usual locations. */
export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  candidates: readonly string[] = CHROMIUM_CANDIDATES,
): ChromiumLocation {
  const configured = env.CHROME_PATH?.trim();
  for (const path of configured ? [configured, ...candidates] : candidates) {
    if (isExecutableFile(path)) return { path };
  }
  return { path: null, reason: NO_CHROMIUM_REASON };
}

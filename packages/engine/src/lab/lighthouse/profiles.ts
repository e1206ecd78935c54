/**
 * Ownership of the lab's Chromium processes and their temporary profiles, so that none outlives the process
 * that launched it: every live browser is registered and killed (its whole process group) when this
 * process exits, whatever the path (process.exit after SIGTERM/SIGINT, an uncaught error, a normal close).
 * Only SIGKILL (or a power cut) escapes that; for it, each profile records its owner's PID and the next
 * start clears profiles whose owner is gone, killing any Chromium still running on them. Only directories
 * with our own prefix are ever touched.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isProcessRunning } from '../../process-alive.js';

/** Every lab profile directory is `<tmp>/rankscope-lh-…`. */
export const PROFILE_PREFIX = 'rankscope-lh-';
const OWNER_FILE = 'rankscope-owner';
/** A profile without an owner file this young may be one another process is creating right now. */
const CREATING_MS = 60_000;

interface Killable {
  kill(): void;
}

const live = new Set<Killable>();
let hooked = false;

/** Registers a live browser: the process exit hook kills it if nothing else does first. */
export function track(browser: Killable): void {
  live.add(browser);
  if (hooked) return;
  hooked = true;
  process.on('exit', killAllBrowsers);
}

export function untrack(browser: Killable): void {
  live.delete(browser);
}

/** Kills every lab browser of this process now (synchronous: also runs in the exit hook). */
export function killAllBrowsers(): void {
  for (const browser of [...live]) browser.kill();
}

/** SIGKILLs a process group; a group already gone is fine. */
export function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already exited.
  }
}

/**
 * Removes a profile. Right after a SIGKILL, helpers of the group can still be dying and write into the
 * profile after a first removal (seen under load), so the removal is repeated until the folder stays gone
 * for 25 ms, for at most ~250 ms. Synchronous on purpose: it also runs in the process exit hook.
 */
export function removeProfile(dir: string): void {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let attempt = 0; attempt < 10; attempt++) {
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    } catch {
      // A helper still writing into it: try again below.
    }
    Atomics.wait(pause, 0, 0, 25);
    if (!existsSync(dir)) return;
  }
  // Still there: the next start's clearStaleProfiles removes what is left.
}

/** Marks a profile as this process's, for clearStaleProfiles in other processes. */
export function writeOwner(dir: string): void {
  writeFileSync(join(dir, OWNER_FILE), String(process.pid));
}

function ownerOf(dir: string): number | null {
  try {
    const pid = Number(readFileSync(join(dir, OWNER_FILE), 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Processes whose command line names this profile (a Chromium and its helpers), with their groups. */
function processesUsing(dir: string): Array<{ pid: number; pgid: number }> {
  const flag = `--user-data-dir=${dir}\0`;
  const found: Array<{ pid: number; pgid: number }> = [];
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return found; // no procfs: the profile is still removed
  }
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (!readFileSync(`/proc/${name}/cmdline`, 'latin1').includes(flag)) continue;
      const stat = readFileSync(`/proc/${name}/stat`, 'latin1');
      const pgid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      found.push({ pid: Number(name), pgid });
    } catch {
      // Exited while listing.
    }
  }
  return found;
}

/**
 * Removes lab profiles left behind by processes that no longer run (killed with SIGKILL, crashed before
 * this code existed), and kills any Chromium still running on them. Profiles of live processes, ours
 * included, are left alone. Returns the directories removed.
 */
export function clearStaleProfiles(root = tmpdir(), now = Date.now()): string[] {
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return [];
  }
  const ownGroup = ownProcessGroup();
  const cleared: string[] = [];
  for (const name of names) {
    if (!name.startsWith(PROFILE_PREFIX)) continue;
    const dir = join(root, name);
    const owner = ownerOf(dir);
    if (owner !== null ? isProcessRunning(owner) : isYoung(dir, now)) continue;
    for (const { pid, pgid } of processesUsing(dir)) {
      if (pgid === pid && pgid !== ownGroup) killGroup(pgid);
      else
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Already exited.
        }
    }
    removeProfile(dir);
    cleared.push(dir);
  }
  return cleared;
}

function isYoung(dir: string, now: number): boolean {
  try {
    return now - statSync(dir).mtimeMs < CREATING_MS;
  } catch {
    return true; // gone already
  }
}

function ownProcessGroup(): number | null {
  try {
    const stat = readFileSync('/proc/self/stat', 'latin1');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
  } catch {
    return null;
  }
}

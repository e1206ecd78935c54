/**
 * Ownership of the lab's Chromium processes and their temporary profiles, so that none outlives the process
 * that launched it: every live browser is registered and killed (its whole process group) when this
 * process exits, whatever the path (process.exit after SIGTERM/SIGINT, an uncaught error, a normal close).
 * Only SIGKILL (or a power cut) escapes that; for it, each profile records its owner's PID and the next
 * start clears profiles whose owner is gone, killing any Chromium still running on them.
 *
 * Profiles live in a folder of our own (`<tmp>/rankscope-lab-<uid>`, mode 0700, ours), and the sweep only
 * ever removes directories there that carry our owner marker: the system temporary folder is shared, and a
 * sweep of every `rankscope-lh-*` name in it deleted other people's files and folders.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isProcessRunning } from '../../runtime/process-alive.js';

/** Every lab profile directory is `<profileRoot()>/rankscope-lh-…`. */
export const PROFILE_PREFIX = 'rankscope-lh-';
const OWNER_FILE = 'rankscope-owner';
/** The owner marker's content: this line, then the owner's PID. */
const MARKER = 'rankscope lab profile';

/** The folder of our own that holds every lab profile of this user. */
export function profileRoot(): string {
  const uid = process.getuid?.() ?? 0;
  return join(tmpdir(), `rankscope-lab-${String(uid)}`);
}

/**
 * Creates the profile root if needed and checks it is ours: a directory (not a link), owned by this user,
 * writable by no one else. Anything else there (someone's file, a link planted in the shared temporary
 * folder) is refused rather than written into.
 */
export function ensureProfileRoot(root = profileRoot()): string {
  try {
    mkdirSync(root, { mode: 0o700 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const st = lstatSync(root);
  const uid = process.getuid?.();
  if (!st.isDirectory() || (uid !== undefined && st.uid !== uid) || (st.mode & 0o022) !== 0)
    throw new Error(
      `${root} is not a private folder of this user; the lab will not keep browser profiles in it`,
    );
  return root;
}

/** A fresh, marked profile directory (`<root>/<prefix>XXXXXX`). */
export function createProfile(prefix: string, root = profileRoot()): string {
  const dir = mkdtempSync(join(ensureProfileRoot(root), prefix));
  writeOwner(dir);
  return dir;
}

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
export function writeOwner(dir: string, pid = process.pid): void {
  writeFileSync(join(dir, OWNER_FILE), `${MARKER}\n${String(pid)}\n`);
}

/** The PID our marker in `dir` names, or null when it has none (not ours, or not written yet). */
export function ownerOf(dir: string): number | null {
  try {
    const [marker, pidText] = readFileSync(join(dir, OWNER_FILE), 'utf8').split('\n');
    const pid = Number(pidText);
    return marker === MARKER && Number.isInteger(pid) && pid > 0 ? pid : null;
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
 * Removes lab profiles left behind by processes that no longer run (killed with SIGKILL, crashed), and
 * kills any Chromium still running on them. Only directories in our profile root that carry our marker
 * naming a process that is gone are touched: files, links, unmarked directories (one being created, or
 * someone else's) and profiles of live processes, ours included, are left alone. Returns those removed.
 */
export function clearStaleProfiles(root = profileRoot()): string[] {
  let names: string[];
  try {
    const st = lstatSync(root);
    if (!st.isDirectory() || st.uid !== (process.getuid?.() ?? st.uid)) return [];
    names = readdirSync(root);
  } catch {
    return [];
  }
  const ownGroup = ownProcessGroup();
  const cleared: string[] = [];
  for (const name of names) {
    if (!name.startsWith(PROFILE_PREFIX)) continue;
    const dir = join(root, name);
    if (!isRealDirectory(dir)) continue;
    const owner = ownerOf(dir);
    if (owner === null || isProcessRunning(owner)) continue;
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

function isRealDirectory(path: string): boolean {
  try {
    return lstatSync(path).isDirectory();
  } catch {
    return false; // gone already
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

/**
 * Ties a lab Chromium to this process's life, whatever ends it (SIGKILL and the out-of-memory killer
 * included, which run no exit hook). A tiny shell process, in a session of its own, blocks reading a
 * pipe whose only write end this process holds; when this process dies the kernel closes that end, the
 * read returns, and the shell kills the browser's process group and removes its profile. While the
 * browser runs the watcher sleeps in read(); once the browser is gone the watcher is killed, so it never
 * signals a group id the system may have given to someone else.
 *
 * The watcher starts before the browser, so there is no moment in which a browser runs unwatched: it
 * learns the browser's group from the pipe (`attach`). If this process dies between spawning the browser
 * and telling the watcher (a few milliseconds; under load a SIGKILL landed there once in eight tries), the
 * watcher finds the browser by its profile directory instead, which no other process names.
 */
import { spawn } from 'node:child_process';

const SCRIPT = [
  'dir=$1',
  'read pgid',
  'read line',
  'if [ -n "$pgid" ]; then kill -s KILL -- "-$pgid" 2>/dev/null',
  // No pid yet: one grep lists the processes naming the profile; each one's whole group is killed (a
  // browser may start helpers meanwhile), never this watcher's own (grep ran in it).
  'else for f in $(grep -lsF -- "--user-data-dir=$dir" /proc/[0-9]*/cmdline); do',
  '  p=${f#/proc/}; p=${p%/cmdline}',
  '  read -r stat < "/proc/$p/stat" || continue',
  '  set -- ${stat##*) }',
  '  [ "$3" = "$$" ] || kill -s KILL -- "-$3" 2>/dev/null',
  'done; fi',
  'sleep 0.3',
  'rm -rf -- "$dir"',
].join('\n');

export interface ParentWatch {
  /** Tells the watcher the browser's process group (its leader's pid). */
  attach(pgid: number): void;
  /** Ends the watcher without it doing anything (the browser is gone already, or being killed). */
  stop(): void;
}

/** Starts the watcher of the browser that will run on `profileDir`; call before spawning the browser. */
export function watchParent(profileDir: string): ParentWatch {
  const watcher = spawn('/bin/sh', ['-c', SCRIPT, 'rankscope-lab-watch', profileDir], {
    // Its own session: a signal to this process's group (a terminal's Ctrl-C, a supervisor) spares it.
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  watcher.on('error', () => undefined);
  watcher.stdin?.on('error', () => undefined);
  // Neither the watcher nor its pipe keeps this process's event loop alive.
  watcher.unref();
  (watcher.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  let stopped = false;
  return {
    attach(pgid) {
      if (!stopped) watcher.stdin?.write(`${pgid}\n`);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        watcher.kill('SIGKILL');
      } catch {
        // Already gone.
      }
    },
  };
}

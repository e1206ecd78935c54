/**
 * Ties a lab Chromium to this process's life, whatever ends it (SIGKILL and the out-of-memory killer
 * included, which run no exit hook). A tiny shell process, in a session of its own, blocks reading a
 * pipe whose only write end this process holds; when this process dies the kernel closes that end, the
 * read returns, and the shell kills the browser's process group and removes its profile. While the
 * browser runs the watcher sleeps in read(); once the browser is gone the watcher is killed, so it never
 * signals a group id the system may have given to someone else.
 */
import { spawn } from 'node:child_process';

const SCRIPT = 'read line; kill -s KILL -- "-$1" 2>/dev/null; sleep 0.3; rm -rf -- "$2"';

export interface ParentWatch {
  /** Ends the watcher without it doing anything (the browser is gone already, or being killed). */
  stop(): void;
}

export function watchParent(pgid: number, profileDir: string): ParentWatch {
  const watcher = spawn('/bin/sh', ['-c', SCRIPT, 'rankscope-lab-watch', String(pgid), profileDir], {
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

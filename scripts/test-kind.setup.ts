/**
 * The `unit` and `web` projects' guard that a pure test is pure (vitest.config.ts): a `*.test.ts` file that
 * listens or connects on a socket, starts a child process or a worker thread fails, naming what it did and
 * the suffix its kind takes (`*.local.test.ts`, or `*.browser.test.ts` for Chromium). So a test's name says
 * what it needs, and `npm run test:unit` never waits on servers it does not know about.
 */
import childProcess from 'node:child_process';
import module from 'node:module';
import net from 'node:net';
import { promisify } from 'node:util';
import workerThreads from 'node:worker_threads';
import { afterAll, expect } from 'vitest';

interface Guard {
  seen: Set<string>;
}
const state = globalThis as unknown as { __rankscopeTestKind?: Guard };

/** Wraps the process-wide entry points once per worker (its modules are shared between files). */
function install(): Guard {
  const guard: Guard = { seen: new Set() };
  const note = (what: string) => guard.seen.add(what);
  const wrap = <T extends object>(target: T, key: keyof T & string, what: (args: unknown[]) => string) => {
    type Fn = ((...args: unknown[]) => unknown) & { [promisify.custom]?: Fn };
    const noting = (original: Fn): Fn =>
      function (this: unknown, ...args: unknown[]) {
        note(what(args));
        return original.apply(this, args);
      };
    const original = target[key] as unknown as Fn;
    const wrapped = noting(original);
    // `promisify(execFile)` resolves with { stdout, stderr } through this property.
    const custom = original[promisify.custom];
    if (custom) wrapped[promisify.custom] = noting(custom);
    Object.defineProperty(target, key, { configurable: true, writable: true, value: wrapped });
  };
  wrap(net.Server.prototype, 'listen', () => 'listened on a socket');
  wrap(net.Socket.prototype, 'connect', () => 'connected a socket');
  for (const key of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const) {
    wrap(childProcess, key, (args) => `started a child process (${key} ${String(args[0])})`);
  }
  const Worker = workerThreads.Worker;
  workerThreads.Worker = class extends Worker {
    constructor(...args: ConstructorParameters<typeof Worker>) {
      note('started a worker thread');
      super(...args);
    }
  };
  // `import { spawn } from 'node:child_process'` in the modules under test sees the wrapped functions.
  module.syncBuiltinESMExports();
  return guard;
}

const guard = (state.__rankscopeTestKind ??= install());
guard.seen.clear();

afterAll(() => {
  // The web project holds its local tests too (jsdom with a child process: `*.local.test.tsx`).
  if (guard.seen.size === 0 || /\.(local|browser)\.test\.tsx?$/.test(expect.getState().testPath ?? ''))
    return;
  const did = [...guard.seen].join('; ');
  guard.seen.clear();
  throw new Error(
    `A pure test (*.test.ts) ${did}: name the file *.local.test.ts (servers, child processes, worker threads) or *.browser.test.ts (Chromium).`,
  );
});

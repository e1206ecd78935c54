/**
 * The built server and worker (`dist/server.js`, `dist/worker-main.js`, as `npm start` and `npm run worker`
 * run them) as child processes, for the scale-out tests: each on a temporary data directory, with the lab
 * off, private targets allowed and a killed worker's job handed out again after about 3 + 1 s (instead of
 * the production 30 + 15 s).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dist = (file: string): string => join(import.meta.dirname, '../../dist', file);

/** Whether `npm run build` has made the server and the worker. */
export const built = (): boolean => existsSync(dist('worker-main.js'));

export interface BuiltProcess {
  child: ChildProcess;
  /** Everything it printed so far (for failure messages and readiness checks). */
  output: () => string;
}

/** Starts `entry` with `env` over the defaults above; `onEvent` is called on each output and on exit. */
export function startBuilt(
  entry: 'server.js' | 'worker-main.js',
  env: Record<string, string>,
  onEvent: () => void = () => undefined,
): BuiltProcess {
  let output = '';
  const child = spawn(process.execPath, [dist(entry)], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      LAB: 'off',
      ALLOW_PRIVATE_TARGETS: 'true',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'rankscope-built-')),
      WORKER_LOCK_MS: '3000',
      WORKER_STALLED_INTERVAL_MS: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const append = (d: Buffer): void => {
    output += d.toString();
    onEvent();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  child.on('exit', onEvent);
  return { child, output: () => output };
}

/**
 * The server process from source (tsx), as a user starts it: its whole output captured, started when its
 * log says where it listens. For tests that read the real log (keys that must never reach it).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../../../..');

export interface SourceServer {
  /** The origin the log names, e.g. http://127.0.0.1:41234. */
  origin: string;
  /** The server's process id. */
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/** Spawns the server with exactly `env` (plus PATH and the test tsconfig); rejects when it exits first. */
export async function startSourceServer(env: Record<string, string>): Promise<SourceServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'packages/server/src/server.ts')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', TSX_TSCONFIG_PATH: join(root, 'tsconfig.test.json'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let origin = '';
  for (let i = 0; i < 300 && !origin; i++) {
    await new Promise((r) => setTimeout(r, 100));
    origin = /Rankscope is listening on (http:\/\/[\d.:]+)/.exec(out)?.[1] ?? '';
  }
  if (!origin) {
    child.kill('SIGKILL');
    throw new Error(`the server did not start:\n${out}`);
  }
  return {
    origin,
    pid: child.pid ?? 0,
    output: () => out,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

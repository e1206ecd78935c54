import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const entry = join(import.meta.dirname, '../dist/server.js');

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [entry], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: mkdtempSync(join(tmpdir(), 'rankscope-srv-')), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

describe('the server process', () => {
  it('starts on its embedded defaults, says where it listens, serves, and stops gracefully', async () => {
    const s = start({ PORT: '0', HOST: '127.0.0.1' });
    let url = '';
    for (let i = 0; i < 100 && !url; i++) {
      await new Promise((r) => setTimeout(r, 100));
      url = /Rankscope is listening on (http:\/\/[\d.:]+)/.exec(s.output())?.[1] ?? '';
    }
    expect(url).not.toBe('');
    expect(s.output()).toContain('SESSION_SECRET is not set');
    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
  }, 20_000);

  it('refuses a bad configuration with a readable message and exit code 1', async () => {
    const s = start({ PORT: 'eighty' });
    expect(await s.exited).toBe(1);
    expect(s.output()).toContain('Invalid configuration');
    expect(s.output()).toContain('PORT');
  });
});

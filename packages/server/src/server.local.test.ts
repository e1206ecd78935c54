import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, fetch as undiciFetch } from 'undici';
import { describe, expect, it } from 'vitest';
import { testCertificate } from '../../engine/src/test-support/certificates.js';

const entry = join(import.meta.dirname, '../dist/server.js');

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [entry], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: mkdtempSync(join(tmpdir(), 'rankscope-srv-')), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const seen: (() => void)[] = [];
  const read = (d: Buffer): void => {
    out += d.toString();
    for (const wake of seen.splice(0)) wake();
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  /**
   * The address from the server's "listening" line, as soon as it is printed: read on each output event,
   * not polled for a fixed time (a loaded machine starts the server later, not wrongly). Fails with the
   * output if the process exits first.
   */
  async function listening(pattern: RegExp): Promise<string> {
    let exit: number | null | undefined;
    void exited.then((code) => {
      exit = code;
      for (const wake of seen.splice(0)) wake();
    });
    for (;;) {
      const url = pattern.exec(out)?.[1];
      if (url) return url;
      if (exit !== undefined)
        throw new Error(`the server exited (${String(exit)}) before listening:\n${out}`);
      await new Promise<void>((wake) => seen.push(wake));
    }
  }
  return { child, output: () => out, exited, listening };
}

/** A cap against a hang only: how long a start takes is bench/server-start.ts's figure, not a verdict here. */
const PROCESS_TEST_CAP = 120_000;

describe('the server process', () => {
  it(
    'starts on its embedded defaults, says where it listens, serves, and stops gracefully',
    async () => {
      const s = start({ PORT: '0', HOST: '127.0.0.1' });
      const url = await s.listening(/Rankscope is listening on (http:\/\/[\d.:]+)/);
      expect(s.output()).toContain('SESSION_SECRET is not set');
      const health = await fetch(`${url}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok' });
      s.child.kill('SIGTERM');
      expect(await s.exited).toBe(0);
    },
    PROCESS_TEST_CAP,
  );

  it('refuses a bad configuration with a readable message and exit code 1', async () => {
    const s = start({ PORT: 'eighty' });
    expect(await s.exited).toBe(1);
    expect(s.output()).toContain('Invalid configuration');
    expect(s.output()).toContain('PORT');
  });

  it(
    'serves HTTPS itself when TLS_CERT_FILE and TLS_KEY_FILE are set, and refuses one without the other',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'rankscope-tls-'));
      const pems = await testCertificate({ ips: ['127.0.0.1'] });
      writeFileSync(join(dir, 'cert.pem'), pems.cert);
      writeFileSync(join(dir, 'key.pem'), pems.key);
      const s = start({
        PORT: '0',
        HOST: '127.0.0.1',
        TLS_CERT_FILE: join(dir, 'cert.pem'),
        TLS_KEY_FILE: join(dir, 'key.pem'),
      });
      const url = await s.listening(/Rankscope is listening on (https:\/\/[\d.:]+)/);
      const dispatcher = new Agent({ connect: { ca: pems.cert } });
      const res = await undiciFetch(`${url}/api/health`, { dispatcher });
      expect(res.status).toBe(200);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      s.child.kill('SIGTERM');
      expect(await s.exited).toBe(0);
      await dispatcher.close();

      const half = start({ TLS_CERT_FILE: join(dir, 'cert.pem') });
      expect(await half.exited).toBe(1);
      expect(half.output()).toContain('TLS_CERT_FILE and TLS_KEY_FILE must be set together');
    },
    PROCESS_TEST_CAP,
  );
});

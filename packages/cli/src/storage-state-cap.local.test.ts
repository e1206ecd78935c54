/**
 * --storage-state is capped like every other input: a 77 MB file was read and parsed whole (165 s,
 * 1.1 GB). A regular file over the cap is refused from its size, before any of it is read; a pipe is cut
 * off at the cap. Either way the CLI exits 2 with a plain message.
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, html, type TestServer } from '../../engine/src/test-support/test-server.js';
import { STORAGE_STATE_MAX_BYTES } from './credentials.js';
import { runCli } from './test-support/run-cli.js';

const MB = 1024 * 1024;
let dir: string;
let site: TestServer;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rankscope-storage-cap-'));
  site = await startTestServer({ '/': html('<!doctype html><title>Signed in</title><h1>Hi</h1>') });
});
afterAll(async () => {
  await site.close();
  await rm(dir, { recursive: true, force: true });
});

describe('--storage-state size cap', () => {
  it('refuses a 77 MB file with exit 2 from its size, without reading it', async () => {
    const file = join(dir, 'huge.json');
    await writeFile(file, '');
    // Sparse: 77 MB long, nothing written (zeros; reading it whole would still take the time and memory).
    await truncate(file, 77 * MB);
    const res = await runCli([site.url('/'), '--storage-state', file, '--no-site']);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain(`--storage-state file ${file} is larger than 8 MB; it was not read`);
  });

  it('stops reading a pipe at the cap (a file without a size)', async () => {
    const fifo = join(dir, 'state.fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    // A writer that sends 40 MB and then keeps the pipe open: read whole, the audit would wait forever.
    const writer = createWriteStream(fifo);
    let written = 0;
    writer.on('error', () => undefined);
    const chunk = Buffer.alloc(MB, ' ');
    const pump = (): void => {
      while (written < 40 * MB && !writer.destroyed) {
        written += chunk.length;
        if (!writer.write(chunk)) return void writer.once('drain', pump);
      }
    };
    writer.once('open', pump);
    try {
      const res = await runCli([site.url('/'), '--storage-state', fifo, '--no-site']);
      expect(res.code).toBe(2);
      expect(res.stderr).toContain('is larger than 8 MB; it was not read');
      // What the pipe took: the cap, a chunk in flight and the kernel's pipe buffer, not the 40 MB.
      expect(written).toBeLessThanOrEqual(STORAGE_STATE_MAX_BYTES + 3 * MB);
    } finally {
      writer.destroy();
    }
  });

  it('still reads a state under the cap', async () => {
    const file = join(dir, 'ok.json');
    const cookie = { name: 'sid', value: 'abc', domain: '127.0.0.1', path: '/', expires: -1 };
    await writeFile(file, JSON.stringify({ cookies: [cookie], origins: [] }));
    const res = await runCli([site.url('/'), '--storage-state', file, '--no-site', '--format', 'json']);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
  });
});

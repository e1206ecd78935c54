/**
 * The guard that keeps pure tests pure (scripts/test-kind.setup.ts), run by a real vitest on fixtures: a
 * `*.test.ts` file that listens on a socket, starts a child process or a worker thread fails and is told
 * its kind's suffix; a pure one passes, in the same worker, after them.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface JsonReport {
  testResults: { name: string; status: string; message: string }[];
}

it('fails a pure test that listens, connects, spawns or starts a thread, and names the suffix', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'rankscope-test-kind-'));
  try {
    const out = join(dir, 'report.json');
    const args = [
      join(ROOT, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--config',
      join(ROOT, 'scripts/test-kind-fixtures/vitest.config.ts'),
      '--sequence.shuffle=false',
      '--reporter=json',
      `--outputFile=${out}`,
    ];
    const code = await new Promise<number>((resolve) =>
      execFile(process.execPath, args, { cwd: ROOT }, (error) => resolve(Number(error?.code ?? 0))),
    );
    expect(code).toBe(1);
    const report = JSON.parse(readFileSync(out, 'utf8')) as JsonReport;
    const byFile = Object.fromEntries(
      report.testResults.map((r) => [r.name.split('/').pop(), { status: r.status, message: r.message }]),
    );
    expect(byFile['pure.fixture.ts']?.status).toBe('passed');
    expect(byFile['listens.fixture.ts']).toMatchObject({ status: 'failed' });
    expect(byFile['listens.fixture.ts']?.message).toMatch(
      /listened on a socket; connected a socket: name the file \*\.local\.test\.ts/,
    );
    expect(byFile['spawns.fixture.ts']?.message).toMatch(/started a child process \(execFile true\)/);
    expect(byFile['threads.fixture.ts']?.message).toMatch(/started a worker thread/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

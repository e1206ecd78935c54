import { execFile } from 'node:child_process';
import { expect, it } from 'vitest';

it('runs a child process', async () => {
  const code = await new Promise((resolve) => execFile('true', (error) => resolve(error?.code ?? 0)));
  expect(code).toBe(0);
});

it('keeps promisify(execFile) answering { stdout, stderr }', async () => {
  const { promisify } = await import('node:util');
  const { stdout, stderr } = await promisify(execFile)('echo', ['kind']);
  expect([stdout, stderr]).toEqual(['kind\n', '']);
});

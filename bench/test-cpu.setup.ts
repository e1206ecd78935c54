/**
 * With VITEST_CPU_LOG=<file> (vitest.config.ts), every test file appends one line when it ends: the test
 * worker's pid, its CPU ticks so far (user, system; 1/100 s) and those of its finished children (the
 * servers, CLIs and browsers it started), and the file. bench/test-cpu.ts sums them per file and per
 * project ("Test suite time" in bench/README.md).
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { afterAll, expect } from 'vitest';

afterAll(() => {
  const log = process.env.VITEST_CPU_LOG;
  if (!log) return;
  const stat = readFileSync('/proc/self/stat', 'latin1');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = [fields[11], fields[12], fields[13], fields[14]].map(Number);
  appendFileSync(log, `${process.pid} ${ticks.join(' ')} ${expect.getState().testPath ?? '?'}\n`);
});

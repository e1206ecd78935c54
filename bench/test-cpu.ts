/**
 * Sums a VITEST_CPU_LOG file (bench/test-cpu.setup.ts): CPU seconds per test file and in all, workers and
 * their finished children (servers, CLIs, browsers) together. With isolated files every file has a process
 * of its own, whose start-up and imports are counted; with shared workers a file's share is what its worker
 * used since the file before it.
 *
 *   VITEST_CPU_LOG=/tmp/cpu.log npx vitest run --project node
 *   npx tsx bench/test-cpu.ts /tmp/cpu.log [top N]
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const [file, topArg] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: npx tsx bench/test-cpu.ts <VITEST_CPU_LOG file> [top N]\n');
  process.exit(2);
}
const TICK = 100; // Linux clock ticks per second (USER_HZ)
const lastOfPid = new Map<string, number>();
const perFile: Array<{ path: string; seconds: number }> = [];
for (const line of readFileSync(file, 'utf8').split('\n')) {
  const [pid, ...rest] = line.split(' ');
  if (!pid || rest.length < 5) continue;
  const ticks = rest.slice(0, 4).reduce((sum, t) => sum + Number(t), 0);
  const path = rest.slice(4).join(' ');
  const before = lastOfPid.get(pid) ?? 0;
  lastOfPid.set(pid, ticks);
  perFile.push({ path: relative(process.cwd(), path), seconds: (ticks - before) / TICK });
}
const total = perFile.reduce((sum, f) => sum + f.seconds, 0);
process.stdout.write(
  `${perFile.length} files, ${lastOfPid.size} worker processes, ${total.toFixed(1)} CPU-s in all\n`,
);
for (const f of perFile.sort((a, b) => b.seconds - a.seconds).slice(0, Number(topArg ?? 15))) {
  process.stdout.write(`${f.seconds.toFixed(1).padStart(7)} s  ${f.path}\n`);
}

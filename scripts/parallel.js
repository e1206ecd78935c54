// Runs shell commands side by side, at most `--jobs N` at once (default: one per CPU core), in the order
// given (put the longest first). Each command's output is printed in one block when it ends, with its time
// and exit code; the exit code is 1 when any command failed (all of them still run, so one run reports
// every failure). `npm test` runs its independent checks with it (build then the tests' type check, which
// reads the engine's built .d.ts through bench/; lint; the web type check; deps; format): each is mostly one
// thread, so on 2 cores two at a time take about half the time of one after another. Run it through npm
// (`npm run checks`), which puts node_modules/.bin on the PATH.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const args = process.argv.slice(2);
let jobs = availableParallelism();
const commands = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--jobs') jobs = Number(args[++i]);
  else commands.push(args[i]);
}
if (commands.length === 0 || !(jobs >= 1)) {
  process.stderr.write('usage: node scripts/parallel.js [--jobs N] "<command>" …\n');
  process.exit(2);
}

/** Runs one command in a shell; resolves with its exit code once its output is printed. */
function run(command) {
  const started = performance.now();
  const output = [];
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => output.push(d));
    child.stderr.on('data', (d) => output.push(d));
    child.on('error', (err) => output.push(Buffer.from(`${err.message}\n`)));
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 128 : 1);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const verdict = status === 0 ? 'ok' : `FAILED (exit ${code ?? signal})`;
      process.stdout.write(
        `\n== ${command}: ${verdict} in ${seconds} s\n${Buffer.concat(output).toString()}`,
      );
      resolve(status);
    });
  });
}

const queue = [...commands];
let failed = 0;
async function lane() {
  for (let command = queue.shift(); command !== undefined; command = queue.shift()) {
    if ((await run(command)) !== 0) failed++;
  }
}
await Promise.all(Array.from({ length: Math.min(jobs, commands.length) }, lane));
if (failed > 0) {
  process.stdout.write(`\n${failed} of ${commands.length} checks failed\n`);
  process.exit(1);
}

/** Test helper: runs the CLI in-process as `rankscope <argv>`, with its output captured. */
import { main } from '../main.js';
import { Capture } from './capture.js';

/** The exit code and what the CLI wrote; the lab is off unless `env` says otherwise. */
export async function runCli(
  argv: string[],
  env: Record<string, string> = { RANKSCOPE_LAB: 'off' },
): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new Capture();
  const stderr = new Capture();
  const code = await main(argv, { stdout, stderr, env });
  return { code, stdout: stdout.text, stderr: stderr.text };
}

/**
 * A test's servers end whatever its outcome: stopServers() ends one the test never stopped, one whose
 * start failed leaves nothing behind, and a test process that exits with servers still running (a failed
 * or timed-out file) takes them with it.
 */
import { spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  nginxConfig,
  removeSite,
  runningServers,
  startNginx,
  stopServers,
  tempSite,
} from './real-servers.js';

const dirs: string[] = [];
afterEach(async () => {
  await stopServers();
  for (const dir of dirs.splice(0)) removeSite(dir);
});

const accepts = (port: number): Promise<boolean> =>
  new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });

async function site(server = ''): Promise<{ dir: string; file: string; port: number }> {
  const dir = tempSite({ 'index.html': 'ok' });
  dirs.push(dir);
  return { dir, ...(await nginxConfig(dir, { server })) };
}

describe('real servers end with their test', () => {
  it('stopServers() ends a server its test never stopped', async () => {
    const { dir, file, port } = await site();
    await startNginx(dir, file, port);
    expect([runningServers(), await accepts(port)]).toEqual([1, true]);
    await stopServers();
    expect([runningServers(), await accepts(port)]).toEqual([0, false]);
  }, 30_000);

  it('a server that fails to start is not left behind', async () => {
    const { dir, file, port } = await site('    not_a_directive on;');
    await expect(startNginx(dir, file, port)).rejects.toThrow(/unknown directive/);
    expect(runningServers()).toBe(0);
  }, 30_000);

  it('a test process that exits with a server running takes it with it', async () => {
    const { dir, file, port } = await site();
    const module = fileURLToPath(new URL('./real-servers.ts', import.meta.url));
    // Starts nginx, then exits at once as a failed test file's process does: no stop, no afterEach.
    const script = `import { startNginx } from ${JSON.stringify(module)};
await startNginx(${JSON.stringify(dir)}, ${JSON.stringify(file)}, ${port});
console.log('started');
process.exit(1);`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(child.stdout).toContain('started');
    // SIGKILL of the master: its workers notice and exit; the port is free once the master is gone.
    expect(await accepts(port)).toBe(false);
  }, 30_000);
});

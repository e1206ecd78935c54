/**
 * The lab's own Chromium launch (issue 13): real Chromium, no Lighthouse run. A browser killed at any
 * moment of its launch settles at once and leaves nothing behind; a process that dies takes its browsers
 * with it; a profile a SIGKILLed process left behind is cleared, with its Chromium, at the next start.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../../test-support/wait.js';
import { answers, labChromeFlags, launchChromium } from './browser.js';
import { clearStaleProfiles, createProfile, PROFILE_PREFIX, profileRoot, writeOwner } from './profiles.js';

const CHROME = '/usr/bin/chromium';
const flags = labChromeFlags();

/** PIDs of processes whose command line names this profile (Chromium and its helpers). */
function usingProfile(dir: string): number[] {
  const flag = `--user-data-dir=${dir}\0`;
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return readFileSync(`/proc/${name}/cmdline`, 'latin1').includes(flag);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** PIDs of the watchers (parent-watch.ts) of the browser on this profile. */
function watchers(dir: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const argv = readFileSync(`/proc/${name}/cmdline`, 'latin1').split('\0');
        return argv.includes('rankscope-lab-watch') && argv.includes(dir);
      } catch {
        return false;
      }
    })
    .map(Number);
}

const gone = (dir: string) => waitFor(() => usingProfile(dir).length === 0 && !existsSync(dir));

describe('launchChromium', () => {
  it('answers on its debugging port, as its own process group, and kill() leaves nothing behind', async () => {
    const browser = launchChromium(CHROME, flags, `${PROFILE_PREFIX}test-`);
    expect(browser.dir.startsWith(join(profileRoot(), PROFILE_PREFIX))).toBe(true);
    await browser.ready;
    expect(browser.port).toBeGreaterThan(0);
    expect(await answers(browser)).toBe(true);
    // The browser (its helpers start around the time it answers; how many is Chromium's business).
    expect(usingProfile(browser.dir).length).toBeGreaterThan(0);
    expect(watchers(browser.dir)).toHaveLength(1);
    browser.kill();
    expect(await gone(browser.dir)).toBe(true);
    expect(await answers(browser)).toBe(false);
    expect(await waitFor(() => watchers(browser.dir).length === 0)).toBe(true);
  });

  it.each([0, 5, 40, 150])(
    'killed %d ms into its launch: the launch settles at once, processes and profile gone',
    async (afterMs) => {
      const browser = launchChromium(CHROME, flags, `${PROFILE_PREFIX}test-`);
      await new Promise((r) => setTimeout(r, afterMs));
      browser.kill();
      // It may have become ready just before the kill; otherwise it rejects with a plain reason. Either way
      // it settles (a launch left pending would hold this test to its cap), whatever the machine's load.
      await browser.ready.then(
        () => undefined,
        (err: Error) => expect(err.message).toBe('it was stopped while starting'),
      );
      expect(await gone(browser.dir)).toBe(true);
    },
  );

  it('a Chromium that cannot start is a rejected launch with the reason, never a throw', async () => {
    const browser = launchChromium('/nonexistent/chromium', flags, `${PROFILE_PREFIX}test-`);
    await expect(browser.ready).rejects.toThrow(/ENOENT/);
    expect(existsSync(browser.dir)).toBe(false);
    const quits = launchChromium('/bin/false', flags, `${PROFILE_PREFIX}test-`);
    await expect(quits.ready).rejects.toThrow('it exited (code 1)');
  });
});

// A child process that launches a lab Chromium, prints its profile once it answers, then ends as asked.
const CHILD = `
import { launchChromium, labChromeFlags } from ${JSON.stringify(fileURLToPath(new URL('./browser.ts', import.meta.url)))};
const browser = launchChromium('${CHROME}', labChromeFlags(), '${PROFILE_PREFIX}test-');
await browser.ready;
console.log(browser.dir);
const how = process.argv[1];
// It ends only when the test says so, after the test has seen its browser running.
process.stdin.once('data', () => {
  if (how === 'throw') throw new Error('boom');
  if (how === 'exit') process.exit(3);
});
setInterval(() => {}, 1000);
`;

function child(how: 'throw' | 'exit' | 'hang') {
  const proc = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD, how], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const dir = new Promise<string>((resolve, reject) => {
    proc.stdout.on('data', (d: Buffer) => resolve(d.toString().trim()));
    proc.once('exit', (code) => reject(new Error(`child exited (${code}) before its browser answered`)));
  });
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return { proc, dir, exited };
}

describe('no lab Chromium outlives its process', () => {
  it.each(['throw', 'exit'] as const)(
    '%s: the exit hook kills the browser and removes its profile',
    async (how) => {
      const c = child(how);
      const dir = await c.dir;
      expect(usingProfile(dir).length).toBeGreaterThan(0);
      c.proc.stdin.write('end\n');
      expect(await c.exited).toBe(how === 'throw' ? 1 : 3);
      expect(await gone(dir)).toBe(true);
    },
  );

  it('SIGKILL: the browser dies with its process (no exit hook runs), profile removed', async () => {
    const c = child('hang');
    const dir = await c.dir;
    expect(usingProfile(dir).length).toBeGreaterThan(0);
    c.proc.kill('SIGKILL');
    await c.exited;
    expect(await gone(dir)).toBe(true);
    // Its watcher went with it.
    expect(watchers(dir)).toEqual([]);
  });

  it('SIGKILL between spawning the browser and telling its watcher: the watcher finds it by its profile', async () => {
    // The moment launchChromium cannot close: the browser runs, its watcher does not know its pid yet.
    const script = `
import { spawn } from 'node:child_process';
import { watchParent } from ${JSON.stringify(fileURLToPath(new URL('./parent-watch.ts', import.meta.url)))};
import { labChromeFlags } from ${JSON.stringify(fileURLToPath(new URL('./browser.ts', import.meta.url)))};
import { createProfile } from ${JSON.stringify(fileURLToPath(new URL('./profiles.ts', import.meta.url)))};
const dir = createProfile('${PROFILE_PREFIX}test-');
watchParent(dir);
spawn('${CHROME}', [...labChromeFlags(), '--remote-debugging-port=0', '--user-data-dir=' + dir, 'about:blank'], { detached: true, stdio: 'ignore' });
console.log(dir);
setInterval(() => {}, 1000);
`;
    const proc = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    const dir = await new Promise<string>((resolve) =>
      proc.stdout.once('data', (d: Buffer) => resolve(d.toString().trim())),
    );
    expect(await waitFor(() => usingProfile(dir).length > 0)).toBe(true);
    expect(watchers(dir)).toHaveLength(1);
    proc.kill('SIGKILL');
    await exited;
    expect(await gone(dir)).toBe(true);
    expect(watchers(dir)).toEqual([]);
  });

  it('a browser that ends by itself takes its watcher with it', async () => {
    const browser = launchChromium(CHROME, flags, `${PROFILE_PREFIX}test-`);
    await browser.ready;
    expect(watchers(browser.dir)).toHaveLength(1);
    process.kill(browser.pid, 'SIGKILL');
    expect(await waitFor(() => watchers(browser.dir).length === 0)).toBe(true);
    browser.kill();
  });

  it('the next start clears a profile orphaned before watchers existed, and kills its Chromium, not live owners’', async () => {
    // A Chromium on a profile whose owner is gone and that nothing watches (an older version's).
    const dir = createProfile(`${PROFILE_PREFIX}test-`);
    writeOwner(dir, spawnSync('/bin/true').pid);
    const orphan = spawn(
      CHROME,
      [...flags, '--remote-debugging-port=0', `--user-data-dir=${dir}`, 'about:blank'],
      {
        detached: true,
        stdio: 'ignore',
      },
    );
    orphan.unref();
    expect(await waitFor(() => usingProfile(dir).length > 0)).toBe(true);
    const mine = createProfile(`${PROFILE_PREFIX}test-`);
    const cleared = clearStaleProfiles();
    expect(cleared).toContain(dir);
    expect(cleared).not.toContain(mine);
    expect(await gone(dir)).toBe(true);
    expect(existsSync(mine)).toBe(true);
    spawnSync('rm', ['-rf', mine]);
  });
});

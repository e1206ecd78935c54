import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS } from '../chromium.js';
import { LAB_HOST_RULES, labChromeFlags } from './browser.js';
import { formatSeconds, LighthousePool } from './pool.js';
import { ownerOf, PROFILE_PREFIX, profileRoot } from './profiles.js';
import { waitFor } from '../../test-support/wait.js';

describe('labChromeFlags', () => {
  it('without a proxy: headless, the shared flags, and only Chromium’s own background lookups blocked', () => {
    const flags = labChromeFlags();
    expect(flags[0]).toBe('--headless=new');
    expect(flags).toContain('--no-sandbox');
    expect(flags).toContain('--disable-dev-shm-usage');
    expect(flags).toContain(LAB_HOST_RULES);
    expect(flags.filter((f) => f.startsWith('--host-resolver-rules='))).toHaveLength(1);
    expect(flags.some((f) => f.startsWith('--proxy'))).toBe(false);
  });

  it('with a proxy: no name resolution in Chromium, everything (loopback too) through the proxy', () => {
    const flags = labChromeFlags('http://127.0.0.1:41234');
    expect(flags).toEqual(
      expect.arrayContaining([
        ...CHROMIUM_ARGS.filter((f) => !f.startsWith('--host-resolver-rules=')),
        '--proxy-server=http://127.0.0.1:41234',
        '--proxy-bypass-list=<-loopback>',
      ]),
    );
    // Nothing resolves in Chromium except the proxy's own address, which it must reach.
    expect(flags.filter((f) => f.startsWith('--host-resolver-rules='))).toEqual([
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ]);
  });
});

describe('formatSeconds', () => {
  it.each([
    [60_000, '60 s'],
    [45_500, '46 s'],
    [2500, '2.5 s'],
    [1000, '1 s'],
    [300, '0.3 s'],
    [50, '0.05 s'],
  ])('%d ms → %s', (ms, text) => expect(formatSeconds(ms)).toBe(text));
});

/** This test process's mobile lab profiles (other processes may be running lab tests too). */
function ourProfiles(): string[] {
  return readdirSync(profileRoot())
    .filter((name) => name.startsWith(`${PROFILE_PREFIX}mobile-`))
    .map((name) => join(profileRoot(), name))
    .filter((dir) => ownerOf(dir) === process.pid);
}

/** Whether any process still runs with this profile (a Chromium or one of its helpers). */
function inUse(dir: string): boolean {
  return readdirSync('/proc').some((name) => {
    try {
      return (
        /^\d+$/.test(name) &&
        readFileSync(`/proc/${name}/cmdline`, 'latin1').includes(`--user-data-dir=${dir}\0`)
      );
    } catch {
      return false;
    }
  });
}

const pool = () =>
  new LighthousePool({ formFactor: 'mobile', chromePath: '/usr/bin/chromium', timeoutMs: 20_000 });

describe('LighthousePool browsers (real Chromium, no page measured)', () => {
  it('a run cancelled while its Chromium is still starting: killed at once, nothing left, the pool empty', async () => {
    const p = pool();
    const controller = new AbortController();
    const running = p.run('http://127.0.0.1:1/', controller.signal);
    setTimeout(() => controller.abort(), 30);
    expect(await running).toEqual({ ok: false, formFactor: 'mobile', reason: 'The lab run was cancelled' });
    expect(await waitFor(() => ourProfiles().length === 0)).toBe(true);
    expect(p.size).toBe(0);
    await p.close();
  });

  it('replaces the browser after a run that threw, and kills the one it replaced', async () => {
    const p = pool();
    try {
      // Lighthouse throws INVALID_URL for about:blank: the worker asks for a fresh Chromium.
      const first = await p.run('about:blank');
      expect(first).toEqual({ ok: false, formFactor: 'mobile', reason: 'Lighthouse failed: INVALID_URL' });
      const [a] = ourProfiles();
      expect(ourProfiles()).toHaveLength(1);
      await p.run('about:blank');
      expect(await waitFor(() => !existsSync(a ?? '') && !inUse(a ?? ''))).toBe(true);
      const now = ourProfiles();
      expect(now).toHaveLength(1);
      expect(now).not.toContain(a);
      expect(p.size).toBe(1);
      await p.close();
      expect(await waitFor(() => ourProfiles().length === 0 && now.every((dir) => !inUse(dir)))).toBe(true);
    } finally {
      await p.close();
    }
  });
});

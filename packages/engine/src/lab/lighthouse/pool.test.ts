import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS } from '../chromium.js';
import { LAB_HOST_RULES, labChromeFlags } from './browser.js';
import { formatSeconds } from './pool.js';

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

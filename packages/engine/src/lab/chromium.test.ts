import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findChromium, NO_CHROMIUM_REASON } from './chromium.js';

describe('findChromium', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rankscope-chromium-'));
  const fake = join(dir, 'my-chrome');
  writeFileSync(fake, '#!/bin/sh\n');
  chmodSync(fake, 0o755);
  const plain = join(dir, 'not-executable');
  writeFileSync(plain, '');

  it('prefers CHROME_PATH when it is an executable file', () => {
    expect(findChromium({ CHROME_PATH: fake }, [])).toEqual({ path: fake });
    expect(findChromium({ CHROME_PATH: ` ${fake} ` }, ['/usr/bin/chromium'])).toEqual({ path: fake });
  });

  it('falls through to the usual locations when CHROME_PATH is missing or not executable', () => {
    expect(findChromium({ CHROME_PATH: join(dir, 'missing') }, [plain, fake])).toEqual({ path: fake });
    expect(findChromium({}, [join(dir, 'missing'), dir, fake])).toEqual({ path: fake });
  });

  it('says how to fix it when there is no Chromium at all', () => {
    const none = findChromium({ CHROME_PATH: join(dir, 'missing') }, [plain, dir]);
    expect(none).toEqual({ path: null, reason: NO_CHROMIUM_REASON });
    expect(NO_CHROMIUM_REASON).toBe('No Chromium found: set CHROME_PATH or install chromium');
  });
});

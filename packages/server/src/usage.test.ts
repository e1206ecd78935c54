import { describe, expect, it } from 'vitest';
import type { Visitor } from './context.js';
import { hashIp } from './plugins/visitor.js';
import { testApp } from './test-support.js';
import { allowance, limitMessage, recordAudit, USAGE_WINDOW_MS } from './usage.js';

const anon = (ipHash: string, anonId: string): Visitor => ({ email: null, ipHash, anonId });

describe('fair use', () => {
  it('allows 3 anonymous audits per rolling 24 h, by IP hash even when the cookie changes', async () => {
    const t = await testApp();
    try {
      const v = anon('ip1', 'cookieA');
      for (let i = 0; i < 3; i++) {
        expect(allowance(t.ctx, v).allowed).toBe(true);
        recordAudit(t.ctx, v);
      }
      expect(allowance(t.ctx, v)).toMatchObject({ allowed: false, remaining: 0, used: 3 });
      // Cleared cookies: same IP, new anonymous id — still counted.
      expect(allowance(t.ctx, anon('ip1', 'cookieB')).allowed).toBe(false);
      // Rolling window: 24 h after the first audit one is free again.
      t.advance(USAGE_WINDOW_MS + 1);
      expect(allowance(t.ctx, v)).toMatchObject({ allowed: true, remaining: 3 });
    } finally {
      await t.close();
    }
  });

  it('counts a cookie across IP changes too', async () => {
    const t = await testApp({ FREE_AUDITS_PER_DAY: '1' });
    try {
      recordAudit(t.ctx, anon('ip1', 'cookieA'));
      expect(allowance(t.ctx, anon('ip2', 'cookieA')).allowed).toBe(false);
      expect(allowance(t.ctx, anon('ip2', 'cookieC')).allowed).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('signed-in users are unlimited (-1) up to the fair-use cap', async () => {
    const t = await testApp({ SIGNED_IN_AUDITS_PER_DAY: '2' });
    try {
      const v: Visitor = { email: 'a@example.com', ipHash: 'ip1', anonId: 'x' };
      expect(allowance(t.ctx, v)).toMatchObject({ signedIn: true, remaining: -1, allowed: true });
      recordAudit(t.ctx, v);
      recordAudit(t.ctx, v);
      expect(allowance(t.ctx, v).allowed).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('words the limit as spec.md does', () => {
    expect(limitMessage(0)).toBe(
      "You've reached your free check limit (0 remaining). Please sign in with Google to continue analyzing websites.",
    );
  });
});

describe('fair use across restarts', () => {
  it('keeps counting after the server restarts on the same data directory', async () => {
    const first = await testApp();
    const dataDir = first.ctx.config.DATA_DIR;
    const headers = { 'x-forwarded-for': '198.51.100.7' };
    const me = async (t: Awaited<ReturnType<typeof testApp>>) =>
      (await t.app.inject({ url: '/api/me', remoteAddress: '198.51.100.7', headers })).json() as {
        allowance: { remaining: number };
      };
    try {
      const v: Visitor = {
        email: null,
        ipHash: hashIp('198.51.100.7', first.ctx.config.USAGE_SALT),
        anonId: 'a',
      };
      recordAudit(first.ctx, v);
      recordAudit(first.ctx, v);
      expect((await me(first)).allowance.remaining).toBe(1);
    } finally {
      await first.close();
    }
    const second = await testApp({ DATA_DIR: dataDir });
    try {
      expect((await me(second)).allowance.remaining).toBe(1);
    } finally {
      await second.close();
    }
  });
});

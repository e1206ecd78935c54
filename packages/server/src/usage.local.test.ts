import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite } from '../../engine/src/test-support/fixture-site.js';
import type { TestServer } from '../../engine/src/test-support/test-server.js';
import type { Visitor } from './context.js';
import { hashIp } from './plugins/visitor.js';
import { testApp } from './test-support/index.js';
import { allowance, limitMessage, recordAudit, USAGE_WINDOW_MS } from './usage.js';

const anon = (ipHash: string, anonId: string): Visitor => ({ email: null, ipHash, anonId });

describe('fair use', () => {
  it('allows 3 anonymous audits per rolling 24 h, by IP hash even when the cookie changes', async () => {
    const t = await testApp();
    try {
      const v = anon('ip1', 'cookieA');
      for (let i = 0; i < 3; i++) {
        expect((await allowance(t.ctx, v)).allowed).toBe(true);
        await recordAudit(t.ctx, v);
      }
      expect(await allowance(t.ctx, v)).toMatchObject({ allowed: false, remaining: 0, used: 3 });
      // Cleared cookies: same IP, new anonymous id — still counted.
      expect((await allowance(t.ctx, anon('ip1', 'cookieB'))).allowed).toBe(false);
      // Rolling window: 24 h after the first audit one is free again.
      t.advance(USAGE_WINDOW_MS + 1);
      expect(await allowance(t.ctx, v)).toMatchObject({ allowed: true, remaining: 3 });
    } finally {
      await t.close();
    }
  });

  it('counts a cookie across IP changes too', async () => {
    const t = await testApp({ FREE_AUDITS_PER_DAY: '1' });
    try {
      await recordAudit(t.ctx, anon('ip1', 'cookieA'));
      expect((await allowance(t.ctx, anon('ip2', 'cookieA'))).allowed).toBe(false);
      expect((await allowance(t.ctx, anon('ip2', 'cookieC'))).allowed).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('signed-in users are unlimited (-1) up to the fair-use cap', async () => {
    const t = await testApp({ SIGNED_IN_AUDITS_PER_DAY: '2' });
    try {
      const v: Visitor = { email: 'a@example.com', ipHash: 'ip1', anonId: 'x' };
      expect(await allowance(t.ctx, v)).toMatchObject({ signedIn: true, remaining: -1, allowed: true });
      await recordAudit(t.ctx, v);
      await recordAudit(t.ctx, v);
      expect((await allowance(t.ctx, v)).allowed).toBe(false);
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
      await recordAudit(first.ctx, v);
      await recordAudit(first.ctx, v);
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

describe('fair use by network', () => {
  let site: TestServer;
  beforeAll(async () => {
    site = await startFixtureSite();
  });
  afterAll(async () => site.close());

  /** One audit from `ip` (no cookie: every request is a new browser), then what each other address has left. */
  async function leftAfterAuditFrom(ip: string, others: string[]): Promise<number[]> {
    const t = await testApp({ FREE_AUDITS_PER_DAY: '1', ALLOW_PRIVATE_TARGETS: 'true' });
    try {
      const audit = await t.app.inject({
        method: 'POST',
        url: '/api/audit',
        remoteAddress: ip,
        payload: { url: site.url('/tables') },
      });
      expect(audit.statusCode).toBe(200);
      const left: number[] = [];
      for (const other of others) {
        const me = await t.app.inject({ url: '/api/me', remoteAddress: other });
        left.push(me.json<{ allowance: { remaining: number } }>().allowance.remaining);
      }
      return left;
    } finally {
      await t.close();
    }
  }

  it('counts an IPv6 visitor by /64: addresses of one /64 share an allowance, two /64s do not', async () => {
    expect(
      await leftAfterAuditFrom('2001:db8:1:2::1', ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:3::1']),
    ).toEqual([0, 1]);
  }, 60_000);

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    expect(await leftAfterAuditFrom('::ffff:198.51.100.7', ['198.51.100.7', '198.51.100.8'])).toEqual([0, 1]);
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { testApp } from './test-support.js';

describe('server app', () => {
  it('answers liveness and readiness', async () => {
    const t = await testApp();
    try {
      expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
      expect((await t.app.inject({ url: '/api/ready' })).json()).toEqual({ status: 'ready' });
    } finally {
      await t.close();
    }
  });

  it('reports not ready when the store fails', async () => {
    const t = await testApp();
    t.ctx.store.ping = () => {
      throw new Error('disk gone');
    };
    try {
      const res = await t.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
    } finally {
      await t.close();
    }
  });

  it('refuses a bad configuration with a message naming each variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', FREE_AUDITS_PER_DAY: '-1', SESSION_SECRET: 'short' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', SESSION_SECRET: 'short' });
    } catch (err) {
      expect(String(err)).toMatch(/PORT/);
      expect(String(err)).toMatch(/SESSION_SECRET must be at least 32 characters/);
    }
  });
});

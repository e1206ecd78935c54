import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { NO_PUBLIC_URL_WARNING } from './startup-warnings.js';
import { testApp } from './test-support/index.js';

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

describe('web configuration', () => {
  it('validates PUBLIC_URL and ADSENSE_CLIENT and resolves WEB_DIST beside the server package', () => {
    const data = mkdtempSync(join(tmpdir(), 'rankscope-config-'));
    const dir = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: data });
    expect(dir.WEB_DIST).toMatch(/packages\/web\/dist$/);
    expect(dir.PUBLIC_URL).toBeUndefined();
    const ok = loadConfig({ DATA_DIR: data, PUBLIC_URL: 'https://seo.example/' });
    expect(ok.PUBLIC_URL).toBe('https://seo.example');
    expect(() => loadConfig({ DATA_DIR: data, PUBLIC_URL: 'https://seo.example/app' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ DATA_DIR: data, PUBLIC_URL: 'ftp://seo.example' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ DATA_DIR: data, ADSENSE_CLIENT: 'pub-1' })).toThrow(/ADSENSE_CLIENT/);
  });
});

describe('lab configuration', () => {
  it('runs the lab by default, one audit at a time; LAB=off turns it off; bad values stop the server', () => {
    const data = mkdtempSync(join(tmpdir(), 'rankscope-config-'));
    const defaults = loadConfig({ DATA_DIR: data });
    expect(defaults.LAB).toBe(true);
    expect(defaults.LAB_CONCURRENCY).toBe(1);
    expect(defaults.PAGESPEED_API_KEY).toBeUndefined();
    const off = loadConfig({ DATA_DIR: data, LAB: 'off', LAB_CONCURRENCY: '3', PAGESPEED_API_KEY: 'k' });
    expect([off.LAB, off.LAB_CONCURRENCY, off.PAGESPEED_API_KEY]).toEqual([false, 3, 'k']);
    expect(() => loadConfig({ DATA_DIR: data, LAB: 'maybe' })).toThrow(/LAB/);
    expect(() => loadConfig({ DATA_DIR: data, LAB_CONCURRENCY: '0' })).toThrow(/LAB_CONCURRENCY/);
  });
});

describe('client address behind a proxy', () => {
  it('believes only the configured number of proxy hops, so a forged X-Forwarded-For is ignored', async () => {
    const t = await testApp();
    try {
      const config = loadConfig({
        LOG_LEVEL: 'silent',
        DATA_DIR: t.ctx.config.DATA_DIR,
        TRUST_PROXY: 'true',
      });
      const app = await buildApp({ ...t.ctx, config });
      app.get('/ip', async (req) => ({ ip: req.ip }));
      const res = await app.inject({
        url: '/ip',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
      });
      expect(res.json()).toEqual({ ip: '203.0.113.9' });
      await app.close();
    } finally {
      await t.close();
    }
  });
});

describe('start-up warnings', () => {
  /** The messages an app logs while it is built, under the given NODE_ENV and PUBLIC_URL. */
  async function warningsAt(nodeEnv: string | undefined, publicUrl?: string): Promise<string[]> {
    const t = await testApp();
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const before = process.env.NODE_ENV;
    try {
      const config = loadConfig({
        LOG_LEVEL: 'warn',
        DATA_DIR: t.ctx.config.DATA_DIR,
        ...(publicUrl ? { PUBLIC_URL: publicUrl } : {}),
      });
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
      const app = await buildApp({ ...t.ctx, config }, stream);
      await app.close();
    } finally {
      process.env.NODE_ENV = before;
      await t.close();
    }
    return lines
      .map((l) => JSON.parse(l) as { level: number; msg: string })
      .filter((l) => l.level === 40)
      .map((l) => l.msg);
  }

  it('warns a production start without PUBLIC_URL that canonicals follow the Host header', async () => {
    expect(await warningsAt('production')).toContain(NO_PUBLIC_URL_WARNING);
    expect(NO_PUBLIC_URL_WARNING).toMatch(/PUBLIC_URL is not set.*Host header/);
    expect(await warningsAt('production', 'https://seo.example')).not.toContain(NO_PUBLIC_URL_WARNING);
    expect(await warningsAt(undefined)).not.toContain(NO_PUBLIC_URL_WARNING);
  });
});

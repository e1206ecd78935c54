/**
 * The model path through the server: AI_* configuration is validated, audits use it, and the key never
 * reaches the log, the report or the browser. The server runs as its own process (from source, through
 * tsx) at the most verbose log level, against a local chat-completions server.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSourceServer, type SourceServer } from './test-support/source-server.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChatServer, errorBody, type ChatServer } from '../../engine/src/test-support/chat-server.js';
import { html, startTestServer, type TestServer } from '../../engine/src/test-support/test-server.js';
import { ConfigError, loadConfig } from './config.js';

const KEY = 'sk-proj-Lk3Jd9Qw7Zx1Mv5Np2Rt';
const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Oak</title></head>
<body><h1>Handmade oak dining tables</h1><p>Every table is built by hand from air-dried English oak in our workshop.</p></body></html>`;

/** A process's peak resident set size (VmHWM), bytes. */
const peakRss = (pid: number): number =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) * 1024;

const dataDir = (): string => mkdtempSync(join(tmpdir(), 'rankscope-ai-'));

describe('AI configuration', () => {
  it('is off unless AI_BASE_URL and AI_MODEL are both set, and keeps the key out of the plain config', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).ai).toBeNull();
    const config = loadConfig({
      DATA_DIR: dataDir(),
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'llama3.1',
      AI_API_KEY: KEY,
    });
    expect(config.ai).toEqual({
      baseURL: 'http://127.0.0.1:11434/v1',
      model: 'llama3.1',
      apiKey: KEY,
      timeoutMs: 20_000,
    });
    expect('AI_API_KEY' in config).toBe(false);
  });

  it.each([
    [{ AI_BASE_URL: 'http://127.0.0.1:11434/v1' }, 'AI_BASE_URL and AI_MODEL must be set together'],
    [{ AI_MODEL: 'gpt-4o-mini' }, 'AI_BASE_URL and AI_MODEL must be set together'],
    [{ AI_BASE_URL: 'ftp://models.example', AI_MODEL: 'm' }, 'AI_BASE_URL must be an http(s) URL'],
    [{ AI_BASE_URL: 'https://api.openai.com/v1', AI_MODEL: 'm', AI_TIMEOUT_MS: '50' }, 'AI_TIMEOUT_MS'],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });
});

describe('the server with a model', () => {
  let site: TestServer;
  let chat: ChatServer;
  let server: SourceServer;
  let origin = '';

  beforeAll(async () => {
    site = await startTestServer({ '/tables': html(PAGE) });
    // First audit: the key is refused (and the error body quotes it); second: a usable answer.
    chat = await startChatServer((req, n) => {
      // Third audit: a runaway model streaming 256 MB.
      if (n === 2) return { huge: { bytes: 256 * 1024 * 1024 } };
      if (n === 0)
        return {
          status: 401,
          body: errorBody(`Incorrect API key provided: ${KEY}`, 'invalid_request_error'),
        };
      const [checkId] =
        req.body.response_format?.json_schema?.schema.properties.suggestions.items.properties.checkId.enum ??
        [];
      return {
        content: JSON.stringify({
          suggestions: [{ checkId, priority: 'high', text: 'A model-written suggestion.', fix: null }],
        }),
      };
    });
    server = await startSourceServer({
      DATA_DIR: dataDir(),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'trace',
      LAB: 'off',
      ALLOW_PRIVATE_TARGETS: 'true',
      AI_BASE_URL: chat.baseURL,
      AI_MODEL: 'test-model',
      AI_API_KEY: KEY,
    });
    origin = server.origin;
  }, 60_000);

  afterAll(async () => {
    await server.stop();
    await site.close();
    await chat.close();
  });

  it('audits with the model, falls back without leaking the key into the log, the report or the browser', async () => {
    const audit = async (): Promise<{ status: number; body: string }> => {
      const res = await fetch(`${origin}/api/audit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: site.url('/tables') }),
      });
      return { status: res.status, body: await res.text() };
    };
    const refused = await audit();
    expect(refused.status).toBe(200);
    const fallback = JSON.parse(refused.body) as Record<string, unknown>;
    expect(fallback.suggestionsSource).toBe('rules');
    expect(fallback.suggestionsNote).toMatch(/refused the API key \(HTTP 401\)/);

    const used = await audit();
    expect(used.status).toBe(200);
    const report = JSON.parse(used.body) as Record<string, unknown>;
    expect(report.suggestionsSource).toBe('ai');
    expect(report.aiRecommendations).toEqual(['A model-written suggestion.']);
    expect(report.ai).toMatchObject({ model: 'test-model', promptTokens: 1234, completionTokens: 321 });

    // The model server did receive the key, so it was really in play.
    expect(chat.chats.map((c) => c.headers.authorization)).toEqual([`Bearer ${KEY}`, `Bearer ${KEY}`]);
    const config = await (await fetch(`${origin}/api/config`)).text();
    for (const seen of [refused.body, used.body, config, server.output()]) {
      expect(seen).not.toContain(KEY);
      expect(seen).not.toContain(KEY.slice(-8));
    }
    expect(server.output()).toContain('audit done');
    expect(server.output()).toMatch(/"aiFallback":"auth".*"msg":"audit done"/);
  }, 60_000);

  it('cuts a runaway model answer off at its cap: the process stays small and logs why', async () => {
    const peakBefore = peakRss(server.pid);
    const res = await fetch(`${origin}/api/audit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: site.url('/tables') }),
    });
    expect(res.status).toBe(200);
    const report = (await res.json()) as Record<string, unknown>;
    expect(report.suggestionsSource).toBe('rules');
    expect(report.suggestionsNote).toMatch(/larger than 4 MB and was cut off/);
    expect(server.output()).toMatch(/"aiFallback":"too-large".*"msg":"audit done"/);
    // The server's peak resident memory (the kernel's high-water mark) barely moved: the answer was not held.
    expect(peakRss(server.pid) - peakBefore).toBeLessThan(100 * 1024 * 1024);
    expect(chat.bytesSent[2]).toBeLessThan(40 * 1024 * 1024);
  }, 60_000);
});

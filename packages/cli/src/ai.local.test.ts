/** --ai / --no-ai over the AI_* variables, with real audits against a local chat-completions server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChatServer, type ChatServer } from '../../engine/src/test-support/chat-server.js';
import { html, startTestServer, type TestServer } from '../../engine/src/test-support/test-server.js';
import { aiFromEnv } from './ai.js';
import { parseCli, UsageError } from './args.js';
import { Capture } from './test-support/capture.js';
import { main } from './main.js';

const KEY = 'sk-cli-Hq4Wn8Rv2Kx6';
const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Oak</title></head>
<body><h1>Handmade oak dining tables</h1><p>Every table is built by hand from air-dried English oak.</p></body></html>`;

let site: TestServer;
let chat: ChatServer;
beforeAll(async () => {
  site = await startTestServer({ '/': html(PAGE) });
  chat = await startChatServer((req) => {
    const schema = req.body.response_format?.json_schema?.schema;
    const [checkId] = schema?.properties.suggestions.items.properties.checkId.enum ?? [];
    const suggestions = [{ checkId, priority: 'high', text: 'Written by the model.', fix: null }];
    return { content: JSON.stringify({ suggestions }) };
  });
});
afterAll(async () => {
  await site.close();
  await chat.close();
});

async function cli(argv: string[], env: Record<string, string>) {
  const stdout = new Capture();
  const stderr = new Capture();
  const code = await main(argv, { stdout, stderr, env: { RANKSCOPE_LAB: 'off', ...env } });
  return { code, stdout: stdout.text, stderr: stderr.text };
}

describe('the CLI model switch', () => {
  const env = (): Record<string, string> => ({
    AI_BASE_URL: chat.baseURL,
    AI_MODEL: 'cli-model',
    AI_API_KEY: KEY,
  });

  it('parses --ai and --no-ai', () => {
    const run = (argv: string[]) => {
      const parsed = parseCli(argv);
      return parsed.kind === 'run' ? parsed.options.ai : undefined;
    };
    expect(run(['x'])).toBeNull();
    expect(run(['x', '--ai'])).toBe(true);
    expect(run(['x', '--no-ai'])).toBe(false);
  });

  it('reads the AI_* variables and refuses half a configuration', () => {
    expect(aiFromEnv(null, {})).toBeNull();
    expect(aiFromEnv(false, env())).toBeNull();
    expect(aiFromEnv(null, { ...env(), AI_TIMEOUT_MS: '5000' })).toEqual({
      baseURL: chat.baseURL,
      model: 'cli-model',
      apiKey: KEY,
      timeoutMs: 5000,
    });
    expect(() => aiFromEnv(true, {})).toThrow(UsageError);
    expect(() => aiFromEnv(null, { AI_MODEL: 'm' })).toThrow('must be set together');
    expect(() => aiFromEnv(null, { AI_BASE_URL: 'file:///etc', AI_MODEL: 'm' })).toThrow('http(s) URL');
    expect(() => aiFromEnv(null, { ...env(), AI_TIMEOUT_MS: 'soon' })).toThrow('AI_TIMEOUT_MS');
  });

  it('uses the model when configured, skips it with --no-ai, and never prints the key', async () => {
    const before = chat.chats.length;
    const withModel = await cli([site.url('/'), '--format', 'json', '--no-site'], env());
    expect(withModel.code).toBe(0);
    const report = JSON.parse(withModel.stdout) as { suggestionsSource: string; aiRecommendations: string[] };
    expect(report.suggestionsSource).toBe('ai');
    expect(report.aiRecommendations).toEqual(['Written by the model.']);
    expect(chat.chats.length).toBe(before + 1);
    expect(withModel.stdout + withModel.stderr).not.toContain(KEY);

    const without = await cli([site.url('/'), '--format', 'json', '--no-site', '--no-ai'], env());
    expect((JSON.parse(without.stdout) as { suggestionsSource: string }).suggestionsSource).toBe('rules');
    expect(chat.chats.length).toBe(before + 1);
  });

  it('exits 2 when --ai is asked for without a model', async () => {
    const result = await cli([site.url('/'), '--ai'], {});
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--ai needs AI_BASE_URL and AI_MODEL');
  });
});

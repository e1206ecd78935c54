/**
 * Fixes in the web report, in real Chromium against the built server with a model configured (a local
 * chat-completions server): the section is called AI, each fix shows where it goes and its snippet as
 * text, and the copy button puts the snippet on the clipboard.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChatServer, type ChatServer } from '../packages/engine/src/test-support/chat-server.js';
import { startFixtureSite } from '../packages/engine/src/test-support/fixture-site.js';
import type { TestServer } from '../packages/engine/src/test-support/test-server.js';
import { launchChromium, newContext, startRankscope, type Rankscope } from './support/rankscope.js';

// Page markup inside the snippet: the report must show it as text, never build elements from it.
const SNIPPET = '<meta property="og:title" content="Tables &amp; <b>benches</b>">';

let app: Rankscope;
let site: TestServer;
let chat: ChatServer;
let browser: Browser;

beforeAll(async () => {
  chat = await startChatServer((req) => {
    const ids =
      req.body.response_format?.json_schema?.schema.properties.suggestions.items.properties.checkId.enum ??
      [];
    const checkId = ids.includes('og-title') ? 'og-title' : (ids[0] ?? 'none');
    const fix = { kind: 'html', language: 'html', snippet: SNIPPET, where: 'inside <head>', note: null };
    return {
      content: JSON.stringify({
        suggestions: [{ checkId, priority: 'high', text: 'Give shared links a title of their own.', fix }],
      }),
    };
  });
  [app, site, browser] = await Promise.all([
    startRankscope({ AI_BASE_URL: chat.baseURL, AI_MODEL: 'e2e-model', AI_API_KEY: 'sk-e2e-never-shown' }),
    startFixtureSite(),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([app?.close(), site?.close(), chat?.close()]);
});

describe('fixes in the web report', () => {
  it('shows a model-written fix as text in a code block and copies it', async () => {
    const context = await newContext(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.origin });
    const page = await context.newPage();
    await page.goto(`${app.origin}/`);
    await page.locator('main input[name=url]').first().fill(`${site.origin}/bad`);
    await page.getByRole('button', { name: 'Run SEO Audit' }).click();
    await page.getByRole('button', { name: 'New Analysis' }).waitFor({ timeout: 45_000 });

    const section = page.getByRole('region', { name: 'AI suggestions' });
    await section.waitFor({ timeout: 10_000 });
    expect(await section.getByText('Written by e2e-model, checked against this audit.').count()).toBe(1);
    const item = section.getByRole('listitem').filter({ hasText: 'Give shared links a title of their own.' });
    expect(await item.getByText('inside <head>').count()).toBe(1);
    expect(await item.getByLabel('HTML', { exact: true }).textContent()).toBe(SNIPPET);
    expect(await item.locator('pre b').count()).toBe(0);
    expect(await item.getByText('Written by AI: review it before use').count()).toBe(1);

    await item.getByRole('button', { name: 'Copy the HTML snippet' }).click();
    await item.getByText('Copied', { exact: true }).waitFor({ timeout: 5000 });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SNIPPET);
    expect(chat.chats).toHaveLength(1);
    expect(await page.content()).not.toContain('sk-e2e-never-shown');
    await context.close();
  }, 90_000);
});

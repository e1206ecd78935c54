/**
 * The model path end to end: a real audit of a page served on 127.0.0.1, the real `openai` client, and a
 * local server speaking the chat-completions protocol with programmed answers (good, rate-limited,
 * failing, slow, malformed, inventive).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportSchema } from '../../report/schema.js';
import type { ProgressEvent, Report } from '../../report/index.js';
import { runAudit } from '../../run/audit.js';
import {
  startChatServer,
  errorBody,
  type ChatRequest,
  type ChatResponder,
  type ChatServer,
} from '../../test-support/chat-server.js';
import {
  closeAfterEach,
  freePort,
  html,
  startTestServer,
  type TestServer,
} from '../../test-support/test-server.js';
import type { Lang } from '../../i18n/lang.js';

const KEY = 'sk-test-Zq7mN4pL9vX2rT8k';
const LONG_TITLE =
  'Oak Tables, Oak Chairs, Oak Benches, Oak Shelves and Every Other Oak Thing We Make in Our Workshop';
const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${LONG_TITLE}</title></head><body>
<header><nav><a href="/">Home</a> <a href="/about">About</a></nav></header>
<main><h1>Handmade oak dining tables</h1>
<p>Every table is built by hand from air-dried English oak in our workshop in Shropshire. We plane, join and oil each board ourselves, so a table lasts for generations.</p>
<h2>Sizes and finishes</h2>
<p>Tables seat four to twelve people. Choose a natural oil, a white oil or a dark wax finish; each is food safe and easy to renew at home.</p>
<p>Delivery takes six to eight weeks after you order, and we carry the table into the room you choose.</p>
</main></body></html>`;

const track = closeAfterEach();
let site: TestServer;
beforeAll(async () => {
  site = await startTestServer({ '/tables': html(PAGE) });
});
afterAll(async () => {
  await site.close();
});

/** The check ids the request allowed (the strict schema's enum). */
function allowedIds(req: ChatRequest): string[] {
  return (
    req.body.response_format?.json_schema?.schema.properties.suggestions.items.properties.checkId.enum ?? []
  );
}

const answer = (suggestions: unknown[]): string => JSON.stringify({ suggestions });
const GOOD_TITLE = '<title>Handmade Oak Dining Tables | Shropshire Workshop</title>';
const goodItems = [
  {
    checkId: 'title-length',
    priority: 'high',
    text: 'Shorten the title to the tables this page sells.',
    fix: { kind: 'html', language: 'html', snippet: GOOD_TITLE, where: 'inside <head>', note: null },
  },
  {
    checkId: 'meta-description-present',
    priority: 'high',
    text: 'Add a description naming air-dried English oak and the delivery time.',
    fix: {
      kind: 'html',
      language: 'html',
      snippet:
        '<meta name="description" content="Handmade dining tables of air-dried English oak, built in our Shropshire workshop. Seats four to twelve; delivered in six to eight weeks.">',
      where: 'inside <head>',
      note: null,
    },
  },
];

async function audit(
  respond: ChatResponder,
  options: { lang?: Lang; timeoutMs?: number; baseURL?: string } = {},
): Promise<{ report: Report; chat: ChatServer; events: ProgressEvent[] }> {
  const chat = track(await startChatServer(respond));
  const events: ProgressEvent[] = [];
  const report = await runAudit(site.url('/tables'), {
    allowPrivate: true,
    site: false,
    probes: false,
    lang: options.lang ?? 'en',
    onProgress: (e) => events.push(e),
    ai: {
      baseURL: options.baseURL ?? chat.baseURL,
      apiKey: KEY,
      model: 'test-model-1',
      timeoutMs: options.timeoutMs ?? 3000,
    },
  });
  expect(() => ReportSchema.parse(report)).not.toThrow();
  expect(JSON.stringify(report)).not.toContain(KEY);
  return { report, chat, events };
}

describe('the model path', () => {
  it('sends one structured-output request with the page facts and uses the grounded answer', async () => {
    const { report, chat, events } = await audit(() => ({ content: answer(goodItems) }));
    expect(chat.chats).toHaveLength(1);
    const [req] = chat.chats as [ChatRequest];
    expect(req.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(req.body.model).toBe('test-model-1');
    expect(req.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'rankscope_suggestions', strict: true },
    });
    const failed = report.checks.filter((c) => c.status === 'critical' || c.status === 'recommended');
    expect(allowedIds(req).sort()).toEqual(failed.map((c) => c.id).sort());
    const data = JSON.parse(req.body.messages[1]?.content ?? '{}') as {
      page: { url: string; title: string; mainText: string; topKeywords: string[]; headings: unknown[] };
      failedChecks: { id: string; measured?: unknown }[];
      builtInFixes: { checkId: string; fix: { snippet: string } }[];
    };
    expect(data.page.url).toBe(site.url('/tables'));
    expect(data.page.title).toBe(LONG_TITLE);
    expect(data.page.mainText).toContain('air-dried English oak');
    expect(data.page.topKeywords).toContain('oak');
    expect(data.failedChecks.find((c) => c.id === 'title-length')?.measured).toBe([...LONG_TITLE].length);
    expect(req.body.messages[0]?.content).toContain('Write "text", "where" and "note" in English');
    // The built-in fix writer's fixes for the listed checks go along, e.g. a title built from the page.
    expect(data.builtInFixes.every((f) => allowedIds(req).includes(f.checkId))).toBe(true);
    expect(data.builtInFixes.find((f) => f.checkId === 'title-length')?.fix.snippet).toMatch(/^<title>/);

    expect(events.find((e) => e.stage === 'ai')?.message).toBe('Generating AI recommendations...');
    expect(report.suggestionsSource).toBe('ai');
    expect(report.suggestionsNote).toBeUndefined();
    expect(report.ai).toMatchObject({ model: 'test-model-1', promptTokens: 1234, completionTokens: 321 });
    expect(report.ai?.ms).toBeGreaterThanOrEqual(0);
    expect(report.aiRecommendations.sort()).toEqual(goodItems.map((i) => i.text).sort());
    const title = report.suggestions.find((s) => s.checkId === 'title-length');
    expect(title).toMatchObject({ text: goodItems[0]?.text, priority: 'high' });
    expect(title?.fix).toMatchObject({ snippet: GOOD_TITLE, needsReview: true });
    expect(title?.scoreGain).toBeGreaterThan(0);
    // Checks the model did not speak about keep their built-in suggestions, biggest gain first.
    const gains = report.suggestions.map((s) => s.scoreGain);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
  });

  it('keeps the built-in fix under a model item that brings none', async () => {
    const item = {
      checkId: 'meta-description-present',
      priority: 'high',
      text: 'Describe the tables.',
      fix: null,
    };
    const { report } = await audit(() => ({ content: answer([item]) }));
    const suggestion = report.suggestions.find((s) => s.checkId === 'meta-description-present');
    expect(suggestion?.text).toBe('Describe the tables.');
    expect(suggestion?.fix?.snippet).toMatch(/^<meta name="description" content="[^"]*air-dried English oak/);
    expect(suggestion?.fix?.needsReview).toBeUndefined();
  });

  it('retries once after 429 and then uses the answer', async () => {
    const { report, chat } = await audit((_req, n) =>
      n === 0
        ? {
            status: 429,
            body: errorBody('Rate limit reached', 'rate_limit_error'),
            headers: { 'retry-after': '0' },
          }
        : { content: answer(goodItems) },
    );
    expect(chat.chats).toHaveLength(2);
    expect(report.suggestionsSource).toBe('ai');
  });

  it('falls back to the built-in fixes after 500 twice, saying why', async () => {
    const { report, chat } = await audit(() => ({ status: 500, body: errorBody('boom') }));
    expect(chat.chats).toHaveLength(2);
    expect(report.suggestionsSource).toBe('rules');
    expect(report.ai).toBeNull();
    expect(report.suggestionsNote).toBe(
      'AI unavailable: the model server answered HTTP 500. These are the built-in expert fixes.',
    );
    expect(report.suggestions.length).toBeGreaterThan(0);
    expect(report.aiRecommendations).toEqual(report.suggestions.map((s) => s.text));
  });

  it('gives up on a slow model at the timeout, and the audit still completes', async () => {
    const started = performance.now();
    const { report, events } = await audit(() => ({ content: answer(goodItems), delayMs: 5000 }), {
      timeoutMs: 700,
    });
    // The model answers after 5 s: the 0.7 s timeout ended the wait (the note says so), not the answer.
    expect(performance.now() - started).toBeGreaterThanOrEqual(690);
    expect(report.suggestionsNote).toBe(
      'AI unavailable: timed out after 0.7 s. These are the built-in expert fixes.',
    );
    expect(report.suggestionsSource).toBe('rules');
    expect(events.at(-1)?.stage).toBe('complete');
  });

  it('falls back when the answer is not JSON in the requested shape', async () => {
    for (const content of ['{"suggestions": [', 'Sure! Here are some tips.', '{"tips": []}']) {
      const { report } = await audit(() => ({ content }));
      expect(report.suggestionsSource).toBe('rules');
      expect(report.suggestionsNote).toMatch(/not in the requested format/);
    }
  });

  it('drops items about checks that did not fail, and falls back when nothing is left', async () => {
    const invented = { checkId: 'made-up-check', priority: 'high', text: 'Do something.', fix: null };
    const passing = { checkId: 'doctype', priority: 'low', text: 'Add a doctype.', fix: null };
    const mixed = await audit(() => ({ content: answer([invented, passing, ...goodItems]) }));
    expect(mixed.report.suggestionsSource).toBe('ai');
    expect(mixed.report.suggestions.map((s) => s.checkId)).not.toContain('made-up-check');
    expect(mixed.report.suggestions.map((s) => s.checkId)).not.toContain('doctype');
    expect(mixed.report.aiRecommendations).not.toContain('Do something.');

    const none = await audit(() => ({ content: answer([invented, passing]) }));
    expect(none.report.suggestionsSource).toBe('rules');
    expect(none.report.suggestionsNote).toMatch(/none of the model’s suggestions passed our checks/);
  });

  it('re-measures a proposed title with our pixel widths and drops it when it would still fail', async () => {
    const tooWide = {
      checkId: 'title-length',
      priority: 'high',
      text: 'Use this title.',
      fix: {
        kind: 'html',
        language: 'html',
        snippet: '<title>WWWW MMMM WWWW MMMM WWWW MMMM WWWW MMMM WWWW MMMM</title>',
        where: 'inside <head>',
        note: null,
      },
    };
    const { report } = await audit(() => ({ content: answer([tooWide, goodItems[1]]) }));
    expect(report.suggestionsSource).toBe('ai');
    const title = report.suggestions.find((s) => s.checkId === 'title-length');
    // The built-in suggestion stays for the title; the model's wide title is gone.
    expect(title?.text).not.toBe('Use this title.');
    expect(JSON.stringify(report.suggestions)).not.toContain('WWWW MMMM');
  });

  it('asks for the report language and says why in it when the model is unavailable', async () => {
    const { report, chat, events } = await audit(() => ({ status: 503, body: errorBody('down') }), {
      lang: 'es',
    });
    expect(chat.chats[0]?.body.messages[0]?.content).toContain('in Spanish');
    expect(events.find((e) => e.stage === 'ai')?.message).toBe('Generando recomendaciones con IA...');
    expect(report.suggestionsNote).toBe(
      'IA no disponible: el servidor del modelo respondió HTTP 503. Estas son las correcciones expertas integradas.',
    );
  });

  it('never puts a server’s error text (which may quote the key) into the report', async () => {
    const { report } = await audit(() => ({
      status: 401,
      body: errorBody(`Incorrect API key provided: ${KEY}`, 'invalid_request_error'),
    }));
    expect(report.suggestionsNote).toBe(
      'AI unavailable: the model server refused the API key (HTTP 401). These are the built-in expert fixes.',
    );
  });

  it('says the server could not be reached when nothing listens there', async () => {
    const port = await freePort();
    const { report } = await audit(() => ({ content: '' }), { baseURL: `http://127.0.0.1:${port}/v1` });
    expect(report.suggestionsNote).toBe(
      'AI unavailable: the model server could not be reached. These are the built-in expert fixes.',
    );
  });
});

/**
 * A model server that answers hundreds of megabytes (a runaway or hostile endpoint): the answer is cut
 * off at MODEL_ANSWER_MAX_BYTES, the connection closed, and the audit completes with the built-in fixes
 * and a note saying why. The local server counts what it could send before the client stopped reading:
 * that, not wall time, shows the body was not read (or held) past the cap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../report/index.js';
import { runAudit } from '../../run/audit.js';
import { startChatServer, type ChatReply } from '../../test-support/chat-server.js';
import { closeAfterEach, html, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { MODEL_ANSWER_MAX_BYTES } from './call.js';

const MB = 1024 * 1024;
const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Oak</title></head>
<body><h1>Handmade oak dining tables</h1><p>Every table is built by hand from air-dried English oak.</p></body></html>`;

const track = closeAfterEach();
let site: TestServer;
beforeAll(async () => {
  site = await startTestServer({ '/tables': html(PAGE) });
});
afterAll(() => site.close());

/** Audits with a model that gives `reply`; the report, the bytes the model server sent, the peak RSS growth. */
async function audit(reply: ChatReply): Promise<{ report: Report; sent: number; rssGrowth: number }> {
  const chat = track(await startChatServer(() => reply));
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
  try {
    const report = await runAudit(site.url('/tables'), {
      allowPrivate: true,
      site: false,
      probes: false,
      ai: { baseURL: chat.baseURL, apiKey: 'sk-test', model: 'm', timeoutMs: 15_000 },
    });
    // The server notices the closed connection a moment after the client: wait for its count.
    for (let i = 0; i < 200 && chat.bytesSent[0] === undefined; i++)
      await new Promise((r) => setTimeout(r, 10));
    return { report, sent: chat.bytesSent[0] ?? Infinity, rssGrowth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

const NOTE =
  'AI unavailable: the model server’s answer was larger than 4 MB and was cut off. These are the built-in expert fixes.';

describe('a model answer larger than the cap', () => {
  it('is cut off while streamed: built-in fixes, the reason in the note, bounded memory', async () => {
    const { report, sent, rssGrowth } = await audit({ huge: { bytes: 256 * MB } });
    expect(report.suggestionsSource).toBe('rules');
    expect(report.suggestionsNote).toBe(NOTE);
    expect(report.suggestionsNoteRef).toEqual({ key: 'too-large', values: { megabytes: 4 } });
    expect(report.suggestions.length).toBeGreaterThan(0);
    // Read up to the cap, then the connection closed: what the kernel's socket buffers hold at most.
    expect(sent).toBeLessThan(MODEL_ANSWER_MAX_BYTES + 32 * MB);
    expect(rssGrowth).toBeLessThan(150 * MB);
  }, 60_000);

  it('is refused from its declared Content-Length before the body is read', async () => {
    const { report, sent } = await audit({ huge: { bytes: 256 * MB, declareLength: true } });
    expect(report.suggestionsNote).toBe(NOTE);
    expect(sent).toBeLessThan(MODEL_ANSWER_MAX_BYTES + 32 * MB);
  }, 60_000);

  it('an answer under the cap is still used', async () => {
    const { report } = await audit({ huge: { bytes: MB } });
    // A megabyte of filler is not a valid answer, but it was read and judged, not cut off.
    expect(report.suggestionsNoteRef).toEqual({ key: 'invalid-answer' });
  }, 60_000);
});

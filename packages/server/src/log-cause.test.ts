/**
 * A page the engine could not analyse answers 422 ANALYSIS_FAILED; the log keeps why (at warn level), cut
 * so that page text and credentials stay out of it.
 */
import { PassThrough } from 'node:stream';
import { analysisFailed } from '@rankscope/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { causeForLog } from './log-cause.js';
import { testApp, type TestApp } from './test-support/index.js';

const PAGE_TEXT = 'oak '.repeat(2_000);

/** What the engine threw when it tripped over a page: its message quotes the page and the audited URL. */
function pageError(): Error {
  return new SyntaxError(`Unexpected token in https://user:hunter2@shop.example/p: ${PAGE_TEXT}`);
}

interface LogLine {
  level: number;
  msg: string;
  code?: string;
  cause?: { type: string; message: string; stack?: string };
}

const open: TestApp[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((t) => t.close()));
});

async function auditLogs(error: Error): Promise<{ status: number; lines: LogLine[] }> {
  const t = await testApp({ ALLOW_PRIVATE_TARGETS: 'true', LAB: 'false' });
  open.push(t);
  const lines: LogLine[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) =>
    lines.push(
      ...chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as LogLine),
    ),
  );
  const config = loadConfig({ LOG_LEVEL: 'info', DATA_DIR: t.ctx.config.DATA_DIR });
  const app = await buildApp(
    {
      ...t.ctx,
      config,
      runAudit: async () => {
        throw error;
      },
    },
    stream,
  );
  try {
    const res = await app.inject({
      method: 'POST',
      url: '/api/audit',
      payload: { url: 'http://127.0.0.1:9/p' },
    });
    return { status: res.statusCode, lines };
  } finally {
    await app.close();
  }
}

describe('the log of an analysis that failed', () => {
  it('is a warning with the cause: type, message cut to 200 characters, stack frames', async () => {
    const { status, lines } = await auditLogs(analysisFailed(pageError()));
    expect(status).toBe(422);
    const failed = lines.find((l) => l.msg === 'audit failed');
    expect(failed).toMatchObject({ level: 40, code: 'ANALYSIS_FAILED' });
    expect(failed?.cause?.type).toBe('SyntaxError');
    expect(failed?.cause?.message).toMatch(/^Unexpected token in https:\/\/\*\*\*@shop\.example\/p: oak oak/);
    expect(failed?.cause?.message.length).toBeLessThanOrEqual(200);
    expect(failed?.cause?.stack).toMatch(/^at .*log-cause\.test\.ts/);
    // Neither the page's text beyond the cut nor the URL's password reaches any line.
    const all = lines.map((l) => JSON.stringify(l)).join('\n');
    expect(all).not.toContain('hunter2');
    expect(all).not.toContain('oak '.repeat(60));
  });

  it('stays an info line without a cause for the other audit errors', async () => {
    const { lines } = await auditLogs(Object.assign(analysisFailed(new Error('x')), { code: 'NOT_HTML' }));
    expect(lines.find((l) => l.msg === 'audit failed')).toEqual(
      expect.objectContaining({ level: 30, code: 'NOT_HTML' }),
    );
    expect(lines.find((l) => l.msg === 'audit failed')?.cause).toBeUndefined();
  });
});

describe('causeForLog', () => {
  it('reads a thrown value that is not an Error as text, cut', () => {
    expect(causeForLog(PAGE_TEXT)).toEqual({ type: 'string', message: `${'oak '.repeat(49)}oak…` });
  });
});

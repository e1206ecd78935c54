/**
 * Issue 32: pages of 10,000 nested RDFa property elements (~0.4 MB) and Microdata items (~1.3 MB), audited through the
 * real app listening on 127.0.0.1 with the server's audit threads (engine createAuditThreads, as
 * server.ts wires them). While the audit analyses the page, /api/health is answered at once: before the
 * audit finishes. On the main thread the same audit held /api/health until it was done.
 */
import { createAuditThreads, type AuditOptions, type AuditThreads, type Report } from '@rankscope/engine';
import { ReportSchema } from '@rankscope/engine/schema';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html, startTestServer, type TestServer } from '../../../engine/src/test-support/test-server.js';
import { testApp, type TestApp } from '../test-support/index.js';

const ENV = { ALLOW_PRIVATE_TARGETS: 'true', LAB: 'false' };

const nested = (open: string, depth: number): string => {
  let body = '';
  for (let i = 0; i < depth; i++) body += `${open}n${i} `;
  return body + '</div>'.repeat(depth);
};
const page = (title: string, body: string): string =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

let site: TestServer;
let threads: AuditThreads;
beforeAll(async () => {
  site = await startTestServer({
    '/rdfa': html(
      page(
        'Deep RDFa',
        `<div vocab="https://schema.org/" typeof="Product">${nested('<div property="description">', 10_000)}</div>`,
      ),
    ),
    '/microdata': html(
      page(
        'Deep Microdata',
        `<div itemscope itemtype="https://schema.org/Product">${nested('<div itemscope itemtype="https://schema.org/Thing" itemprop="isRelatedTo"><div itemprop="description">', 10_000)}${'</div>'.repeat(10_000)}</div>`,
      ),
    ),
  });
  const made = createAuditThreads();
  if (!made) throw new Error('no audit worker script in this build');
  threads = made;
});
afterAll(async () => {
  await threads.close();
  await site.close();
});

/**
 * Audits `path` through the app on 127.0.0.1; once the audit reports the analysis of the fetched page is
 * under way, asks /api/health. Returns which answer came first, and the audit's answer.
 */
async function auditWithHealth(path: string, run: (url: string, o: AuditOptions) => Promise<unknown>) {
  const order: string[] = [];
  let health: Promise<void> | null = null;
  let t: TestApp | null = null;
  t = await testApp(ENV, {
    runAudit: (url, options) =>
      run(url, {
        ...options,
        onProgress: (event) => {
          options.onProgress?.(event);
          // The checks are done: the fixes are being written and verified on the patched page.
          if (event.stage === 'ai' && health === null)
            health = fetch(`${origin()}/api/health`).then(async (res) => {
              expect(res.status).toBe(200);
              await res.text();
              order.push('health');
            });
        },
      }) as Promise<Report>,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = (): string => `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  try {
    const res = await fetch(`${origin()}/api/audit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: site.url(path) }),
    });
    const body = await res.text();
    order.push('audit');
    await health;
    return { order, status: res.status, body, html: site.requests.length };
  } finally {
    await t.close();
  }
}

describe('audits in threads', () => {
  it.each(['/rdfa', '/microdata'])(
    'answers /api/health while %s is analysed, before the audit finishes',
    { timeout: 180_000 },
    async (path) => {
      const { order, status, body } = await auditWithHealth(path, (url, o) => threads.run(url, o));
      expect(status, body.slice(0, 300)).toBe(200);
      const report = ReportSchema.parse(JSON.parse(body));
      expect(report.title).toMatch(/^Deep /);
      expect(order).toEqual(['health', 'audit']);
    },
  );

  it('gives the engine’s own errors with their codes (a blocked target is still a 4xx, not a 500)', async () => {
    const t = await testApp({ LAB: 'false' }, { runAudit: (url, o) => threads.run(url, o) });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/audit',
        payload: { url: site.url('/rdfa') },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ code: 'BLOCKED_TARGET' });
    } finally {
      await t.close();
    }
  });
});

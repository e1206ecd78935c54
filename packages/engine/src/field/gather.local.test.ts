import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  answer,
  cruxRecordJson,
  QUOTA,
  startCruxServer,
  type CruxServer,
} from '../test-support/crux-server.js';
import { cruxRequestBody, createCruxClient } from './client.js';
import { gatherField } from './gather.js';

const KEY = 'AIzaCruxTestKey-0123456789_secret';
const PAGE = 'https://shop.example/tables';
let crux: CruxServer;

beforeAll(async () => {
  crux = await startCruxServer(KEY);
});
afterAll(() => crux.close());

const client = (extra: Partial<Parameters<typeof createCruxClient>[0]> = {}) =>
  createCruxClient({ key: KEY, baseUrl: crux.baseUrl, maxRetryWaitMs: 50, ...extra });

describe('the CrUX request', () => {
  it('is the documented body: url or origin, PHONE/DESKTOP, the five metrics; history asks for 40 periods', () => {
    expect(cruxRequestBody({ kind: 'record', target: { url: PAGE }, formFactor: 'phone' })).toEqual({
      url: PAGE,
      formFactor: 'PHONE',
      metrics: [
        'largest_contentful_paint',
        'interaction_to_next_paint',
        'cumulative_layout_shift',
        'first_contentful_paint',
        'experimental_time_to_first_byte',
      ],
    });
    expect(
      cruxRequestBody({ kind: 'history', target: { origin: 'https://shop.example' }, formFactor: 'desktop' }),
    ).toMatchObject({ origin: 'https://shop.example', formFactor: 'DESKTOP', collectionPeriodCount: 40 });
  });
});

describe('gatherField', () => {
  it('reads the page’s own record: p75 (CLS from its string), shares, period, 40-period history', async () => {
    const url = `${PAGE}/own`;
    crux.setRecord(
      { url },
      { lcp: [2154, 0.78, 0.14, 0.08], inp: [180, 0.81, 0.13, 0.06], cls: [0.05, 0.9, 0.06, 0.04] },
      { lcp: [2154, 0, 0, 0] },
    );
    const before = crux.queries.length;
    const facts = await gatherField(url, client());
    expect(facts.source).toBe('url');
    expect(facts.key).toBe(url);
    expect(facts.phone?.lcp).toEqual({ p75: 2154, good: 0.78, needsImprovement: 0.14, poor: 0.08 });
    expect(facts.desktop?.cls).toEqual({ p75: 0.05, good: 0.9, needsImprovement: 0.06, poor: 0.04 });
    expect(facts.phone?.fcp).toBeUndefined();
    expect(facts.collectionPeriod).toEqual({ firstDate: '2026-10-26', lastDate: '2026-11-22' });
    expect(facts.history?.collectionPeriods).toHaveLength(40);
    expect(facts.history?.phone?.lcp).toHaveLength(40);
    const mine = crux.queries.slice(before);
    expect(mine.map((q) => q.kind).sort()).toEqual(['history', 'history', 'record', 'record']);
    expect(mine.every((q) => q.key === KEY)).toBe(true);
  });

  it('falls back to the origin (whole site) when the page has no record (404)', async () => {
    const url = 'https://site.example/rare-page';
    crux.setRecord({ origin: 'https://site.example' }, { lcp: [3100, 0.6, 0.25, 0.15] });
    const facts = await gatherField(url, client());
    expect(facts.source).toBe('origin');
    expect(facts.key).toBe('https://site.example');
    expect(facts.phone?.lcp?.p75).toBe(3100);
    expect(facts.history).toBeUndefined();
  });

  it('says "no data" when neither the page nor the site has a record', async () => {
    const facts = await gatherField('https://tiny.example/', client());
    expect(facts).toEqual({ source: null, unavailable: 'no-data' });
  });

  it('reports a refused key (400 API_KEY_INVALID) without the key, and does not try the origin', async () => {
    const before = crux.queries.length;
    const facts = await gatherField(PAGE, createCruxClient({ key: `${KEY}-wrong`, baseUrl: crux.baseUrl }));
    expect(facts).toMatchObject({ source: null, unavailable: 'bad-key' });
    expect(facts.detail).toContain('API key not valid');
    expect(JSON.stringify(facts)).not.toContain(KEY);
    expect(crux.queries.length - before).toBe(2);
  });

  it('retries a 429 once after Retry-After, then reports the quota', async () => {
    const url = `${PAGE}/busy`;
    let calls = 0;
    const once = answer(200, cruxRecordJson({ url }, 'PHONE', { lcp: [1900, 0.9, 0.06, 0.04] }));
    crux.set('record', url, 'PHONE', (req, res) => (calls++ === 0 ? QUOTA(req, res) : once(req, res)));
    crux.set('record', url, 'DESKTOP', QUOTA);
    const facts = await gatherField(url, client());
    expect(calls).toBe(2);
    expect(facts.source).toBe('url');
    expect(facts.phone?.lcp?.p75).toBe(1900);
    expect(facts.desktop).toBeUndefined();

    const gone = `${PAGE}/quota`;
    crux.set('record', gone, 'PHONE', QUOTA);
    crux.set('record', gone, 'DESKTOP', QUOTA);
    const none = await gatherField(gone, client());
    expect(none).toMatchObject({ source: null, unavailable: 'quota' });
    expect(none.detail).toContain('HTTP 429');
  });

  it.each([
    ['not JSON', answer(200, '<html>error</html>')],
    ['no record', answer(200, { kind: 'something else' })],
    [
      'two bins',
      answer(200, {
        record: {
          key: { url: 'x' },
          metrics: {
            largest_contentful_paint: {
              histogram: [
                { start: 0, density: 1 },
                { start: 1, density: 0 },
              ],
              percentiles: { p75: 10 },
            },
          },
          collectionPeriod: {
            firstDate: { year: 2026, month: 1, day: 1 },
            lastDate: { year: 2026, month: 1, day: 28 },
          },
        },
      }),
    ],
    [
      'a p75 that is no number',
      answer(
        200,
        JSON.stringify(cruxRecordJson({ url: 'x' }, 'PHONE', { cls: [0.1, 0.5, 0.3, 0.2] })).replace(
          '"p75":"0.10"',
          '"p75":"lots"',
        ),
      ),
    ],
  ])('reports a malformed answer (%s) instead of numbers', async (_name, responder) => {
    const url = `${PAGE}/malformed-${_name.replaceAll(' ', '-')}`;
    crux.set('record', url, 'PHONE', responder);
    crux.set('record', url, 'DESKTOP', responder);
    const facts = await gatherField(url, client());
    expect(facts).toMatchObject({ source: null, unavailable: 'malformed' });
  });

  it('stops reading a huge answer at the size bound', async () => {
    const url = `${PAGE}/huge`;
    const huge = (_req: unknown, res: ServerResponse): void => {
      res.writeHead(200, { 'content-type': 'application/json' });
      // Chunked, no content-length: the bound must hold while streaming.
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const pump = (): void => {
        while (sent < 200 && res.write(chunk)) sent++;
        if (sent < 200) res.once('drain', pump);
        else res.end();
      };
      pump();
    };
    crux.set('record', url, 'PHONE', huge);
    crux.set('record', url, 'DESKTOP', huge);
    const facts = await gatherField(url, client({ maxBytes: 256 * 1024 }));
    expect(facts).toMatchObject({ source: null, unavailable: 'malformed' });
    expect(facts.detail).toContain('larger than 262144 bytes');
  });

  it('gives up on a silent API at its time bound, and on an unreachable one', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', () => r()));
    const { port } = silent.address() as AddressInfo;
    const slow = await gatherField(
      PAGE,
      createCruxClient({ key: KEY, baseUrl: `http://127.0.0.1:${String(port)}/v1`, timeoutMs: 300 }),
    );
    silent.closeAllConnections();
    silent.close();
    expect(slow).toMatchObject({ source: null, unavailable: 'api-error', detail: 'no answer within 0.3 s' });
    const down = await gatherField(
      PAGE,
      createCruxClient({ key: KEY, baseUrl: `http://127.0.0.1:${String(port)}/v1`, timeoutMs: 2000 }),
    );
    expect(down).toMatchObject({ source: null, unavailable: 'api-error' });
    expect(down.detail).toMatch(/^unreachable/);
  });

  it('gives the whole lookup a time budget, whatever the client’s own timeout', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', () => r()));
    const { port } = silent.address() as AddressInfo;
    const started = performance.now();
    const facts = await gatherField(
      PAGE,
      createCruxClient({ key: KEY, baseUrl: `http://127.0.0.1:${String(port)}/v1`, timeoutMs: 10_000 }),
      undefined,
      300,
    );
    silent.closeAllConnections();
    silent.close();
    // The 0.3 s budget ended it (the detail says so), not the client's own 10 s timeout, and not before it.
    expect(facts).toEqual({ source: null, unavailable: 'api-error', detail: 'no answer within 0.3 s' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('keeps the key out of details even when the API echoes it', async () => {
    const url = `${PAGE}/echo`;
    const echo = answer(500, {
      error: { code: 500, message: `internal error for key ${KEY}`, status: 'INTERNAL' },
    });
    crux.set('record', url, 'PHONE', echo);
    crux.set('record', url, 'DESKTOP', echo);
    const facts = await gatherField(url, client());
    expect(facts).toMatchObject({ source: null, unavailable: 'api-error' });
    expect(facts.detail).toContain('[key]');
    expect(facts.detail).not.toContain(KEY);
  });

  it('reads a history with periods CrUX had too little data for ("NaN" densities, null p75s)', async () => {
    const url = `${PAGE}/gappy`;
    crux.setRecord({ url }, { cls: [0.12, 0.7, 0.2, 0.1] });
    const { cruxHistoryJson } = await import('../test-support/crux-server.js');
    crux.set(
      'history',
      url,
      'PHONE',
      answer(200, cruxHistoryJson({ url }, 'PHONE', { cls: [null, 0.1, 0.12] })),
    );
    const facts = await gatherField(url, client());
    expect(facts.history?.phone?.cls).toEqual([null, 0.1, 0.12]);
    expect(facts.history?.desktop).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { TtfbSample } from '../../gather/site/server.js';
import { doc, messageOf, pageFromHtml, runCheck, runOn } from '../../test-support/index.js';
import { serverFacts, withFailedServer, withServer } from '../../test-support/delivery.js';
import check from './ttfb.js';

const URL = 'https://example.com/page';
const html = doc('<title>Oak</title>');

const ok = (ttfbMs: number): TtfbSample => ({ ttfbMs, status: 200, error: null });
const failed = (error: string): TtfbSample => ({ ttfbMs: null, status: null, error });

function run(samples: TtfbSample[], medianMs: number | null, coldMs = 412.6) {
  const page = pageFromHtml(html, { url: URL });
  page.fetch.timings.ttfbMs = coldMs;
  return runCheck(check, withServer(page, serverFacts({ ttfb: { url: URL, samples, medianMs } })));
}

describe('ttfb', () => {
  it('passes a fast server, naming the median, the spread and the cold first request', () => {
    const out = run([ok(310.2), ok(250), ok(280.4)], 280.4);
    expect(out).toMatchObject({ status: 'good', key: 'pass', value: 280 });
    expect(messageOf(check, out)).toBe(
      `The server answers ${URL} fast: median time to first byte 280 ms over 3 of 3 warm requests (fastest 250 ms, slowest 310 ms); the first, cold request took 413 ms.`,
    );
    expect(messageOf(check, out, 'es')).toContain('mediana del tiempo hasta el primer byte 280 ms');
    expect(messageOf(check, out, 'fr')).toContain('temps médian jusqu’au premier octet 280 ms');
  });

  it('applies the bands to the median as shown: 800 good, 801 rec., 1800 rec., 1801 crit.', () => {
    expect(run([ok(800.4)], 800.4).status).toBe('good');
    expect(run([ok(801)], 801).status).toBe('recommended');
    expect(run([ok(1800)], 1800).status).toBe('recommended');
    expect(run([ok(1801)], 1801).status).toBe('critical');
  });

  it('recommends a faster server between 801 and 1800 ms, listing every sample', () => {
    const out = run([ok(950), ok(1020), ok(990)], 990, 1430);
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      `The server answers ${URL} slowly: median time to first byte 990 ms over 3 of 3 warm requests (fastest 950 ms, slowest 1,020 ms), above the 800 ms goal; the first, cold request took 1,430 ms.`,
    );
    expect(out.items).toMatchObject([
      { value: URL, note: 'warm request 1: 950 ms' },
      { value: URL, note: 'warm request 2: 1,020 ms' },
      { value: URL, note: 'warm request 3: 990 ms' },
      { value: URL, note: 'first (cold) request: 1,430 ms' },
    ]);
  });

  it('fails a very slow server and says how many samples answered when some did not', () => {
    const out = run([ok(2400), failed('TIMEOUT'), ok(2600)], 2500);
    expect(out).toMatchObject({ status: 'critical', value: 2500 });
    expect(messageOf(check, out)).toContain('median time to first byte 2,500 ms over 2 of 3 warm requests');
    expect(messageOf(check, out, 'fr')).toMatch(/2\s500 ms sur 2 des 3 requêtes à chaud/);
    expect(out.items?.[1]).toMatchObject({ value: URL, note: 'warm request 2: TIMEOUT' });
  });

  it('is n/a when no warm sample answered, naming the error and the cold value', () => {
    const out = run([failed('TIME_BUDGET'), failed('TIME_BUDGET'), failed('TIME_BUDGET')], null);
    expect(out.status).toBe('na');
    expect(messageOf(check, out)).toBe(
      `None of the 3 warm requests to ${URL} got an answer (TIME_BUDGET), so no median could be measured; the first, cold request took 413 ms.`,
    );
  });

  it('is n/a without server facts, still naming the cold request', () => {
    const out = runOn(check, html);
    expect(out.status).toBe('na');
    expect(messageOf(check, out)).toBe(
      'The warm requests that measure the server response did not run (site-level requests are off in this audit); the first, cold request took 50 ms.',
    );
    const failedPhase = runCheck(check, withFailedServer(pageFromHtml(html), 'socket hang up'));
    expect(messageOf(check, failedPhase, 'es')).toBe(
      'Fallaron las peticiones en caliente que miden la respuesta del servidor (socket hang up); la primera petición, en frío, tardó 50 ms.',
    );
  });

  it('fails a first answer slower than 1800 ms when a second one on a quiet host is as slow', () => {
    const page = pageFromHtml(html, { url: URL });
    page.fetch.timings.ttfbMs = 3012.4;
    const facts = serverFacts({
      ttfb: { url: URL, samples: [{ ...ok(2950.2), lagMs: 12 }], medianMs: null, skippedSlowCold: true },
    });
    const out = runCheck(check, withServer(page, facts));
    expect(out).toMatchObject({ status: 'critical', key: 'coldVerySlow', value: 2950 });
    expect(messageOf(check, out)).toBe(
      `The server answers ${URL} very slowly: the first request waited 3,012 ms for its first byte and a second one 2,950 ms, above the 1800 ms limit, so no further (warm) requests were made.`,
    );
    expect(messageOf(check, out, 'es')).toMatch(/esperó 3.?012 ms .* y una segunda 2.?950 ms/);
    expect(messageOf(check, out, 'fr')).toMatch(/a attendu 3.?012 ms .* et une deuxième 2.?950 ms/);
  });

  it('does not count samples this host held up, and judges the clean ones', () => {
    const held = { ...ok(1450), lagMs: 1400, disturbed: true };
    const out = run([ok(210), held, ok(190), ok(230)], 210);
    expect(out).toMatchObject({ status: 'good', key: 'pass', value: 210 });
    expect(messageOf(check, out)).toContain('median time to first byte 210 ms over 3 of 4 warm requests');
    expect(messageOf(check, out)).toContain('(fastest 190 ms, slowest 230 ms)');
  });

  it('is not measurable, not failed, when this host was busy for every sample of a slow median', () => {
    const held = (ms: number, lagMs: number) => ({ ...ok(ms), lagMs, disturbed: true });
    const samples = [held(8364, 8200), held(7990, 7800), held(9120, 9000)];
    const page = pageFromHtml(html, { url: URL });
    page.fetch.timings.ttfbMs = 412.6;
    const facts = serverFacts({ ttfb: { url: URL, samples, medianMs: 8364, busy: { lagMs: 9000 } } });
    const out = runCheck(check, withServer(page, facts));
    expect(out).toMatchObject({ status: 'na', key: 'busyHost' });
    expect(messageOf(check, out)).toBe(
      `Not measurable: the host running the audit was busy. The answers from ${URL} took 8,364 ms (median of 3), but this host held the measurement up by as much as 9,000 ms, so the time says more about it than about the server; the first, cold request took 413 ms. Audit again when it is less loaded.`,
    );
    expect(messageOf(check, out, 'es')).toMatch(
      /^No se puede medir: el equipo que hace la auditoría estaba ocupado/,
    );
    expect(messageOf(check, out, 'fr')).toMatch(
      /^Non mesurable\u00a0: la machine qui fait l’audit était occupée/,
    );
    // A busy host only slows answers down: a fast median measured on it still passes.
    const fast = serverFacts({
      ttfb: { url: URL, samples: [held(240, 200)], medianMs: 240, busy: { lagMs: 200 } },
    });
    expect(runCheck(check, withServer(pageFromHtml(html, { url: URL }), fast))).toMatchObject({
      status: 'good',
      value: 240,
    });
  });
});

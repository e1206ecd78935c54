import { describe, expect, it } from 'vitest';
import type { AssetFacts } from '../../gather/site/server.js';
import { doc, messageOf, pageFromHtml, runCheck, runOn } from '../../test-support/index.js';
import check from './static-cache.js';
import {
  assetFacts,
  serverFacts,
  withAssets,
  withFailedServer,
  withServer,
} from '../../test-support/delivery.js';

const html = doc('<title>Oak</title>');
const run = (assets: AssetFacts[], total = assets.length) =>
  runCheck(check, withAssets(pageFromHtml(html), assets, total));

const plain = (cacheControl: string | null, extra: Partial<AssetFacts> = {}) =>
  assetFacts('/site.css', { cacheControl, ...extra });
const hashed = (cacheControl: string | null, extra: Partial<AssetFacts> = {}) =>
  assetFacts('/app.3f2a9c1b.js', { cacheControl, fingerprinted: true, kind: 'script', ...extra });

describe('static-cache', () => {
  it('passes long lifetimes: fingerprinted ≥ 30 days or immutable, others ≥ 1 day', () => {
    const out = run([
      hashed('public, max-age=2592000'),
      assetFacts('/b.5f1e2d3c.css', { fingerprinted: true, cacheControl: 'public, immutable' }),
      plain('max-age=86400'),
      assetFacts('/logo.png', {
        kind: 'image',
        expires: 'Sat, 17 Jan 2026 12:00:00 GMT',
        date: 'Thu, 15 Jan 2026 12:00:00 GMT',
      }),
    ]);
    expect(out).toMatchObject({ status: 'good', value: 0 });
    expect(messageOf(check, out)).toBe(
      'Every same-origin static file checked is cached long enough: fingerprinted files (2) for 30 days or more or immutable, the others for at least 1 day (checked 4 of 4).',
    );
  });

  it('recommends longer lifetimes just below the thresholds', () => {
    expect(run([plain('max-age=86399')]).status).toBe('recommended');
    expect(run([hashed('max-age=2591999')]).status).toBe('recommended');
    // A fingerprinted file cached for a week is fine for a plain file, not for a hashed one.
    expect(run([hashed('max-age=604800')]).status).toBe('recommended');
  });

  it('lists no-cache, no-store, missing headers and invalid or past dates, with the header as served', () => {
    const out = run([
      plain('no-cache, max-age=31536000', { line: 2 }),
      hashed('private, no-store'),
      assetFacts('/oak.jpg', { kind: 'image' }),
      assetFacts('/font.woff2', { kind: 'font', expires: '0' }),
      assetFacts('/old.svg', { kind: 'image', expires: 'Wed, 14 Jan 2026 12:00:00 GMT' }),
      assetFacts('/bad.css', { cacheControl: 'max-age="abc"' }),
    ]);
    expect(out).toMatchObject({ status: 'recommended', key: 'short', value: 6 });
    expect(out.items).toEqual([
      {
        value: 'https://example.com/site.css',
        note: 'Cache-Control: no-cache, max-age=31536000; stylesheet',
        line: 2,
      },
      {
        value: 'https://example.com/app.3f2a9c1b.js',
        note: 'Cache-Control: private, no-store; script, fingerprinted',
        line: null,
      },
      { value: 'https://example.com/oak.jpg', note: 'no Cache-Control or Expires; image', line: null },
      { value: 'https://example.com/font.woff2', note: 'Expires: 0; font', line: null },
      {
        value: 'https://example.com/old.svg',
        note: 'Expires: Wed, 14 Jan 2026 12:00:00 GMT; image',
        line: null,
      },
      { value: 'https://example.com/bad.css', note: 'Cache-Control: max-age="abc"; stylesheet', line: null },
    ]);
    expect(messageOf(check, out)).toBe(
      'Same-origin static files cached too briefly or not at all: 6, e.g. https://example.com/site.css (Cache-Control: no-cache, max-age=31536000); files with a hash in their URL need 30 days or immutable, others 1 day (checked 6 of 6).',
    );
    expect(messageOf(check, out, 'es')).toContain(
      'Archivos estáticos del mismo origen con caché demasiado corta',
    );
  });

  it('lets max-age win over Expires, and measures Expires from the audit time without a Date header', () => {
    const far = 'Thu, 01 Jan 2037 00:00:00 GMT';
    expect(run([plain('max-age=60', { expires: far })]).status).toBe('recommended');
    // Fetched 2026-01-15T12:00Z: one day and one second later is enough, one second short is not.
    expect(run([plain(null, { expires: 'Fri, 16 Jan 2026 12:00:01 GMT' })]).status).toBe('good');
    expect(run([plain(null, { expires: 'Fri, 16 Jan 2026 11:59:59 GMT' })]).status).toBe('recommended');
    // Cache-Control without a lifetime falls through to Expires.
    expect(run([plain('public', { expires: far })]).status).toBe('good');
  });

  it('judges only assets that answered 2xx and says how many of how many were checked', () => {
    const out = run(
      [plain('max-age=86400'), plain(null, { url: 'https://example.com/x.css', status: 404 })],
      40,
    );
    expect(out.status).toBe('good');
    expect(messageOf(check, out, 'fr')).toContain('(1 vérifié sur 40)');
  });

  it('is n/a without same-origin assets, when none answered, or when the budget ran out first', () => {
    expect(messageOf(check, run([]))).toBe(
      'The page loads no same-origin stylesheets, scripts, fonts or images, so there is no static file to judge.',
    );
    const gone = run([plain(null, { status: 404 }), plain(null, { status: null, error: 'TIMEOUT' })]);
    expect(gone.status).toBe('na');
    expect(messageOf(check, gone)).toBe(
      'None of the 2 same-origin static files answered with 2xx (e.g. https://example.com/site.css: 404), so their caching headers are unknown.',
    );
    const page = withServer(
      pageFromHtml(html),
      serverFacts({ assets: { checked: [], total: 12, overLimit: 0, skippedByBudget: 12 } }),
    );
    expect(runCheck(check, page).key).toBe('skipped');
  });

  it('is n/a without server facts', () => {
    expect(runOn(check, html)).toMatchObject({ status: 'na', key: 'notRun' });
    const out = runCheck(check, withFailedServer(pageFromHtml(html), 'ECONNRESET'));
    expect(messageOf(check, out)).toBe(
      'The static file requests failed (ECONNRESET), so their caching headers are unknown.',
    );
  });
});

/**
 * The rich result fix, round trip over HTTP with the real runAudit: the fix completes the page's JSON-LD
 * with what the page states (name, image, price and currency in the text, a <time> date), the owner pastes
 * it in place of the old block, and the audit that follows finds the item eligible. What the page does not
 * state is a marked placeholder, and nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../report/index.js';
import { runAudit } from '../run/audit.js';
import { html, startTestServer, type TestServer } from '../test-support/test-server.js';
import { placeholder, statedDate, statedPrice } from './rich-results.js';

const pages: Record<string, string> = {};
let site: TestServer;

const PRODUCT = (block: string): string => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>Oak dining table | Smith Workshop</title><meta name="description" content="A solid oak dining table for eight.">
${block}</head><body><h1>Oak dining table</h1>
<img src="/img/oak-table.jpg" width="800" height="600" alt="Oak dining table">
<p>Seats eight. Price: 1.299,00 € including VAT.</p></body></html>`;

const EVENT = (block: string): string => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>Oak fair</title>${block}</head><body><h1>Oak fair</h1>
<p>Opens <time datetime="2026-05-01T10:00:00+02:00">1 May, 10:00</time> in the market hall.</p></body></html>`;

const ld = (json: object): string =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...json })}</script>`;

beforeAll(async () => {
  pages['/product'] = PRODUCT(ld({ '@type': 'Product', name: 'Oak dining table' }));
  pages['/event'] = EVENT(ld({ '@type': 'Event', name: 'Oak fair' }));
  site = await startTestServer({
    '/product': (req, res) => html(pages['/product']!)(req, res),
    '/event': (req, res) => html(pages['/event']!)(req, res),
    '/img/oak-table.jpg': (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end(Buffer.alloc(100));
    },
  });
});
afterAll(async () => {
  await site.close();
});

const audit = (path: string): Promise<Report> => runAudit(site.url(path), { allowPrivate: true });
const check = (r: Report, id: string) => r.checks.find((c) => c.id === id);
const fixOf = (r: Report, id: string) => r.suggestions.find((s) => s.checkId === id)?.fix;
/** What the owner does: the snippet in place of the page's JSON-LD block. */
const paste = (path: string, snippet: string): void => {
  pages[path] = pages[path]!.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/, snippet);
};

describe('rich result fix, round trip', () => {
  it('completes a Product from the page: the audit after the fix finds it eligible', async () => {
    const before = await audit('/product');
    expect(check(before, 'rich-results-errors')?.status).toBe('critical');
    const fix = fixOf(before, 'rich-results-errors');
    expect(fix).toBeDefined();
    expect(fix?.snippet).toContain('"price": "1299.00"');
    expect(fix?.snippet).toContain('"priceCurrency": "EUR"');
    expect(fix?.snippet).toContain(`"image": "${site.url('/img/oak-table.jpg')}"`);
    expect(fix?.snippet).not.toContain('FILL IN');
    expect(fix?.note).toBe('Completed from the page: image, offers.price, offers.priceCurrency.');
    expect(fix?.texts?.fr.where).toBe('dans <head>, à la place du bloc JSON-LD de la ligne 3');

    paste('/product', fix!.snippet);
    const after = await audit('/product');
    expect(check(after, 'rich-results-errors')?.status).toBe('good');
    const merchant = after.richResults?.find((r) => r.feature === 'Merchant listing');
    expect(merchant).toMatchObject({ status: 'eligible', missingRequired: [], invalidValues: [] });
  });

  it('takes an Event date from <time> and marks what the page does not state', async () => {
    const before = await audit('/event');
    const fix = fixOf(before, 'rich-results-errors');
    expect(fix?.snippet).toContain('"startDate": "2026-05-01T10:00:00+02:00"');
    expect(fix?.snippet).toContain(`"address": "${placeholder('location.address')}"`);
    expect(fix?.needsReview).toBe(true);
    expect(fix?.note).toBe(
      'Completed from the page: startDate. Replace each "[FILL IN: …]" with the real value: location.address.',
    );

    paste('/event', fix!.snippet);
    const after = await audit('/event');
    const event = after.richResults?.find((r) => r.feature === 'Event');
    // Required properties are all there; the placeholder itself is what is left to fill.
    expect(event?.missingRequired).toEqual([]);
    expect(check(after, 'rich-results-errors')?.status).toBe('good');
  });
});

describe('what the page states', () => {
  it.each([
    ['Price: €499', { price: '499', currency: 'EUR' }],
    ['Only $1,299.99 today', { price: '1299.99', currency: 'USD' }],
    ['1.299,00 € TTC', { price: '1299.00', currency: 'EUR' }],
    ['CHF 80.50', { price: '80.50', currency: 'CHF' }],
    ['No price here, 3 apples', null],
  ])('%s', (text, want) => {
    expect(statedPrice(text)).toEqual(want);
  });

  it('reads the first valid <time datetime>', () => {
    expect(
      statedDate(
        '<time datetime="soon">x</time><time datetime="2026-02-30">y</time><time datetime="2026-03-01">z</time>',
      ),
    ).toBe('2026-03-01');
  });
});

import { describe, expect, it } from 'vitest';
import { crawlFacts, crawledPage, pageWithCrawl } from '../../test-support/crawl-fixtures.js';
import { messageOf, runCheck } from '../../test-support/index.js';
import check from './crawl-error-pages.js';

const ok = (n: number) => Array.from({ length: n }, (_, i) => crawledPage(`https://example.com/p/${i}`));

describe('crawl-error-pages', () => {
  it('passes when every crawled URL answers without an error (redirects are fine)', () => {
    const pages = [...ok(3), crawledPage('https://example.com/r', { status: 200, redirects: 2 })];
    expect(runCheck(check, pageWithCrawl(crawlFacts(pages)))).toMatchObject({
      status: 'good',
      values: { total: 4 },
    });
  });

  it('warns for 4xx on at most 5 % of the crawled URLs (boundary: 1 of 20)', () => {
    const pages = [...ok(19), crawledPage('https://example.com/missing', { status: 404, score: null })];
    const out = runCheck(check, pageWithCrawl(crawlFacts(pages)));
    expect(out).toMatchObject({ status: 'recommended', key: 'some' });
    expect(out.items).toEqual([{ value: 'https://example.com/missing', note: 'HTTP 404' }]);
    expect(messageOf(check, out)).toBe(
      '1 of 20 crawled URLs answers with a 4xx error (5 %), e.g. https://example.com/missing.',
    );
  });

  it('fails for 4xx above 5 %, any 5xx, or no response', () => {
    const many = [...ok(18), ...[1, 2].map((i) => crawledPage(`https://example.com/m${i}`, { status: 410 }))];
    expect(runCheck(check, pageWithCrawl(crawlFacts(many)))).toMatchObject({
      status: 'critical',
      key: 'many',
    });
    const server = [...ok(50), crawledPage('https://example.com/boom', { status: 503 })];
    expect(runCheck(check, pageWithCrawl(crawlFacts(server)))).toMatchObject({
      status: 'critical',
      key: 'severe',
    });
    const timeout = [
      ...ok(50),
      crawledPage('https://example.com/slow', { status: 0, errorCode: 'TIMEOUT', error: 'timed out' }),
    ];
    const out = runCheck(check, pageWithCrawl(crawlFacts(timeout)));
    expect(out).toMatchObject({
      status: 'critical',
      items: [{ value: 'https://example.com/slow', note: 'TIMEOUT' }],
    });
  });

  it('leaves out URLs Rankscope refused itself; n/a without a crawl', () => {
    const pages = [
      ...ok(2),
      crawledPage('https://admin.example.com/', { status: 0, errorCode: 'BLOCKED_TARGET' }),
    ];
    expect(runCheck(check, pageWithCrawl(crawlFacts(pages)))).toMatchObject({
      status: 'good',
      values: { total: 2 },
    });
    expect(runCheck(check, pageWithCrawl(null)).status).toBe('na');
  });
});

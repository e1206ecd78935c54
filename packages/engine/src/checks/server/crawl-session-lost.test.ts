import { describe, expect, it } from 'vitest';
import { crawlFacts, crawledPage, pageWithCrawl } from '../../test-support/crawl-fixtures.js';
import { messageOf, runCheck } from '../../test-support/index.js';
import check from './crawl-session-lost.js';

const pages = ['/', '/a', '/b', '/c'].map((p) => crawledPage(`https://example.com${p}`));
const lost = {
  afterPages: 3,
  url: 'https://example.com/c',
  signInUrl: 'https://example.com/login',
  pages: 1,
};

describe('crawl-session-lost', () => {
  it('passes when a crawl with credentials kept its session, naming the sign-out links left alone', () => {
    const out = runCheck(
      check,
      pageWithCrawl(crawlFacts(pages, { session: { signOutSkipped: 1, lost: null } })),
    );
    expect(out).toMatchObject({ status: 'good', key: 'pass' });
    expect(messageOf(check, out)).toBe(
      'The crawl kept its session: no page redirected to a sign-in page (1 sign-out link was left alone).',
    );
  });

  it('fails (critical) when the session was lost, saying after how many pages and where', () => {
    const out = runCheck(check, pageWithCrawl(crawlFacts(pages, { session: { signOutSkipped: 0, lost } })));
    expect(out).toMatchObject({ status: 'critical', key: 'lost', value: 3 });
    expect(out.items).toEqual([{ value: 'https://example.com/c', note: '→ https://example.com/login' }]);
    expect(messageOf(check, out)).toBe(
      'The session was lost after 3 pages: from https://example.com/c on, 1 page of the 4 crawled redirected to the sign-in page https://example.com/login, so the crawl audited the sign-in page instead of them.',
    );
    expect(messageOf(check, out, 'es')).toMatch(/^La sesión se perdió tras 3 páginas/);
    expect(messageOf(check, out, 'fr')).toMatch(/^La session a été perdue après 3 pages/);
  });

  it('is not applicable without a crawl, or for a crawl without credentials', () => {
    expect(runCheck(check, pageWithCrawl(null))).toMatchObject({ status: 'na', key: 'notChecked' });
    expect(runCheck(check, pageWithCrawl(crawlFacts(pages)))).toMatchObject({
      status: 'na',
      key: 'noCredentials',
    });
  });
});

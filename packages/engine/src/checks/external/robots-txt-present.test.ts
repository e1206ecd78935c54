import { describe, expect, it } from 'vitest';
import type { RedirectHop } from '../../fetch/types.js';
import type { FetchSummary } from '../../gather/site/robots-txt.js';
import { doc, messageOf, pageFromHtml, runCheck } from '../../test-support/index.js';
import { ROBOTS_URL as ROBOTS, robotsFacts, withRobots } from '../../test-support/robots-facts.js';
import check from './robots-txt-present.js';

function run(over: Partial<FetchSummary>, body = 'User-agent: *\nDisallow: /cart\n') {
  const facts = robotsFacts(body, { contentType: 'text/plain; charset=utf-8', ...over });
  return runCheck(check, withRobots(pageFromHtml(doc('')), facts));
}
const hop = (url: string, status: number, location: string): RedirectHop => ({
  url,
  status,
  location,
  timeMs: 4,
});

describe('robots-txt-present', () => {
  it('passes a 200 text/plain file, naming its URL and size', () => {
    const out = run({ bytes: 2150 });
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'https://example.com/robots.txt answers 200 with text/plain (2.1 KiB).',
    );
    expect(messageOf(check, out, 'fr')).toBe(
      'https://example.com/robots.txt répond 200 en text/plain (2,1 Kio).',
    );
  });

  it('passes a redirect within the host (http → https), naming the final URL', () => {
    const out = run({
      url: 'http://example.com/robots.txt',
      redirects: [hop('http://example.com/robots.txt', 301, ROBOTS)],
    });
    expect([out.status, out.key]).toEqual(['good', 'passRedirected']);
  });

  it('recommends serving it from the host itself when it redirects to another host', () => {
    const final = 'https://www.example.com/robots.txt';
    const out = run({ redirects: [hop(ROBOTS, 301, final)], finalUrl: final });
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toContain(`redirects to another host, ${final} (200)`);
    expect(out.items).toEqual([{ value: ROBOTS, note: `301 → ${final}` }]);
  });

  it('recommends a file when it answers 404 or 410 (everything allowed, no control)', () => {
    const out = run({ status: 404, contentType: 'text/html' });
    expect([out.status, out.key]).toEqual(['recommended', 'missing']);
    expect(messageOf(check, out)).toBe(
      'https://example.com/robots.txt answers 404: crawlers treat that as "no robots.txt" and may crawl everything, with no control.',
    );
    expect(run({ status: 410 }).key).toBe('missing');
    expect(messageOf(check, run({ status: 403 }), 'es')).toContain('responde 403');
  });

  it('is critical on a 5xx or 429: Google then treats the whole site as disallowed', () => {
    const out = run({ status: 503 });
    expect([out.status, out.key]).toEqual(['critical', 'serverError']);
    expect(messageOf(check, out)).toContain(
      'answers 503: while it does, Google treats the whole site as disallowed',
    );
    expect(run({ status: 429 }).status).toBe('critical');
    expect(run({ status: 500 }).items).toEqual([{ value: ROBOTS, note: '500' }]);
  });

  it('is critical when it cannot be fetched at all, naming the error', () => {
    const out = run({ status: null, error: 'TIMEOUT', errorMessage: 'timed out after 10000 ms' });
    expect([out.status, out.key]).toEqual(['critical', 'unreachable']);
    expect(messageOf(check, out)).toContain('could not be fetched (TIMEOUT)');
  });

  it('recommends text/plain when served with another content type, and 200 for other 2xx', () => {
    const html = run({ contentType: 'text/html; charset=utf-8' });
    expect([html.status, html.key]).toEqual(['recommended', 'contentType']);
    expect(messageOf(check, html)).toContain(
      'with Content-Type text/html; charset=utf-8 instead of text/plain',
    );
    expect(run({ contentType: null }).items?.[0]?.note).toBe('Content-Type: (none)');
    expect(run({ contentType: 'TEXT/PLAIN' }).status).toBe('good');
    expect(run({ status: 204 }, '').key).toBe('status');
  });

  it('recommends when the redirects never end (Google then treats the file as missing)', () => {
    const out = run({ status: null, error: 'TOO_MANY_REDIRECTS', errorMessage: 'Redirect loop: a → b → a' });
    expect([out.status, out.key]).toEqual(['recommended', 'redirectLoop']);
    expect(messageOf(check, out)).toContain('(Redirect loop: a → b → a)');
  });

  it('is n/a when it was not requested, and says why', () => {
    const skipped = run({
      status: null,
      error: 'FETCH_FAILED',
      errorMessage: 'skipped: the time budget of the site checks ran out',
    });
    expect([skipped.status, skipped.key]).toEqual(['na', 'notChecked']);
    expect(run({ status: null, error: 'TOO_LARGE' }).key).toBe('tooLarge');
    const page = pageFromHtml(doc(''));
    expect(runCheck(check, page).key).toBe('noSite');
    page.site = { failed: [{ area: 'robotsTxt', reason: 'boom' }], durationMs: 0 };
    const failed = runCheck(check, page);
    expect([failed.status, failed.key]).toEqual(['na', 'noFacts']);
    expect(messageOf(check, failed)).toBe(
      'Not checked: robots.txt and llms.txt could not be gathered (boom).',
    );
  });
});

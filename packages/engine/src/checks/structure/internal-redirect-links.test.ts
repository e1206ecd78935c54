import { describe, expect, it } from 'vitest';
import type { LinkCheck } from '../../gather/site/links.js';
import { doc, messageOf, pageFromHtml, runCheck } from '../../test-support/index.js';
import { crawledPage, crawlFacts } from '../../test-support/crawl-fixtures.js';
import check from './internal-redirect-links.js';

const hop = (url: string, status = 301) => ({ url, status, location: null, timeMs: 1 });
const link = (url: string, hops: number): LinkCheck => ({
  url, internal: true, status: 200, error: null, finalUrl: `${url}/final`,
  redirects: Array.from({ length: hops }, (_, i) => hop(`${url}/${i}`)), method: 'HEAD', sources: [{ line: 7, text: 'x' }],
}); // prettier-ignore

function run(internal: LinkCheck[]) {
  const page = pageFromHtml(doc('<title>t</title>'));
  page.site = { failed: [], durationMs: 0, links: { internal, external: [], internalTotal: internal.length, externalTotal: 0, internalSkipped: 0, externalSkipped: 0 } }; // prettier-ignore
  return runCheck(check, page);
}

describe('internal-redirect-links', () => {
  it('passes when no internal link redirects', () => {
    expect(run([link('https://example.com/a', 0)]).status).toBe('good');
  });
  it('recommends linking to the final URL, naming it', () => {
    const out = run([link('https://example.com/a', 0), link('https://example.com/old', 1)]);
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toContain('https://example.com/old → https://example.com/old/final');
  });
  it('is critical for a chain of 3 or more hops', () => {
    const out = run([link('https://example.com/old', 3)]);
    expect(out.status).toBe('critical');
    expect(messageOf(check, out, 'fr')).toContain('3 redirections');
  });

  it('with a crawl, lists redirecting targets across the site; a chain of 3 hops is critical', () => {
    const page = pageFromHtml(doc('<title>t</title>'));
    page.site = null;
    page.crawl = crawlFacts([crawledPage('https://example.com/'), crawledPage('https://example.com/a')]);
    page.crawl.redirectLinks = [
      { url: 'https://example.com/old', hops: 1, linkedFrom: ['https://example.com/'] },
    ];
    const one = runCheck(check, page);
    expect(one.status).toBe('recommended');
    expect(messageOf(check, one)).toBe(
      '1 internal link target across the 2 crawled pages redirects, e.g. https://example.com/old (1 hop).',
    );
    page.crawl.redirectLinks.push({
      url: 'https://example.com/chain',
      hops: 3,
      linkedFrom: ['https://example.com/a'],
    });
    const chain = runCheck(check, page);
    expect(chain.status).toBe('critical');
    expect(chain.items?.[1]).toMatchObject({
      value: 'https://example.com/chain',
      note: '3 hops; linked from https://example.com/a',
    });
  });
});

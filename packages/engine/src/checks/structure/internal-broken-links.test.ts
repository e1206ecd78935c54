import { describe, expect, it } from 'vitest';
import type { LinkCheck, LinksFacts } from '../../gather/site/links.js';
import { doc, messageOf, pageFromHtml, runCheck } from '../../test-support/index.js';
import { crawledPage, crawlFacts } from '../../test-support/crawl-fixtures.js';
import check from './internal-broken-links.js';

const link = (url: string, status: number | null, error: string | null = null): LinkCheck => ({
  url, internal: true, status, error, finalUrl: url, redirects: [], method: 'HEAD', sources: [{ line: 3, text: 'Tables' }],
}); // prettier-ignore

function run(links: Partial<LinksFacts> | null) {
  const page = pageFromHtml(doc('<title>t</title>'));
  page.site = links
    ? { failed: [], durationMs: 0, links: { internal: [], external: [], internalTotal: 0, externalTotal: 0, internalSkipped: 0, externalSkipped: 0, ...links } }
    : null; // prettier-ignore
  return runCheck(check, page);
}

describe('internal-broken-links', () => {
  it('passes when every internal link answers, saying how many were checked', () => {
    const out = run({ internal: [link('https://example.com/a', 200)], internalTotal: 1 });
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe('The link to this site answers without errors.');
  });

  it('is critical for 4xx, 5xx and unreachable targets, listing each with its line', () => {
    const out = run({
      internal: [
        link('https://example.com/a', 200),
        link('https://example.com/gone', 404),
        link('https://example.com/x', null, 'TIMEOUT'),
      ],
      internalTotal: 3,
    });
    expect(out.status).toBe('critical');
    expect(out.items).toEqual([
      { value: 'https://example.com/gone', note: '404, "Tables"', line: 3 },
      { value: 'https://example.com/x', note: 'TIMEOUT, "Tables"', line: 3 },
    ]);
    expect(messageOf(check, out, 'es')).toContain('2 de 3 enlaces');
  });

  it('never passes silently when links were skipped', () => {
    const out = run({ internal: [link('https://example.com/a', 200)], internalTotal: 5, internalSkipped: 4 });
    expect(out.key).toBe('passPartial');
    expect(messageOf(check, out)).toContain('4 of 5 were not checked');
  });

  it('is n/a without links or without the site phase', () => {
    expect(run({}).key).toBe('none');
    expect(run(null).key).toBe('notChecked');
  });

  it('with a crawl, is critical for broken links anywhere on the site, naming the pages that link to them', () => {
    const page = pageFromHtml(doc('<title>t</title>'));
    page.site = null;
    page.crawl = crawlFacts([crawledPage('https://example.com/'), crawledPage('https://example.com/a')]);
    page.crawl.brokenLinks = [
      { url: 'https://example.com/gone', status: 404, error: null, linkedFrom: ['https://example.com/a'] },
    ];
    const out = runCheck(check, page);
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toBe(
      '1 internal link is broken across the 2 crawled pages, e.g. https://example.com/gone.',
    );
    expect(out.items).toMatchObject([
      { value: 'https://example.com/gone', note: '404; linked from https://example.com/a' },
    ]);
  });
});

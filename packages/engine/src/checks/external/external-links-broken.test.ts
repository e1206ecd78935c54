import { describe, expect, it } from 'vitest';
import type { LinkCheck } from '../../gather/site/links.js';
import { doc, messageOf, pageFromHtml, runCheck } from '../../test-support/index.js';
import check from './external-links-broken.js';

const link = (url: string, status: number | null, error: string | null = null): LinkCheck => ({
  url, internal: false, status, error, finalUrl: url, redirects: [], method: 'HEAD', sources: [{ line: 2, text: 'Source' }],
}); // prettier-ignore

function run(external: LinkCheck[], total = external.length, skipped = 0) {
  const page = pageFromHtml(doc('<title>t</title>'));
  page.site = { failed: [], durationMs: 0, links: { internal: [], external, internalTotal: 0, externalTotal: total, internalSkipped: 0, externalSkipped: skipped } }; // prettier-ignore
  return runCheck(check, page);
}

describe('external-links-broken', () => {
  it('passes and reports coverage and unverifiable links', () => {
    const out = run(
      [link('https://a.org/', 200), link('https://b.org/', 403), link('https://c.org/', 999)],
      5,
      2,
    );
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'No broken link among the 3 external links checked (5 found, 2 not checked); 2 could not be verified (they refuse robots or timed out).',
    );
    expect(out.items).toHaveLength(2);
  });
  it('recommends fixing 404/410/5xx and DNS failures, but not 401/403/429/999', () => {
    const out = run([
      link('https://a.org/x', 410),
      link('https://gone.example/', null, 'DNS_FAILURE'),
      link('https://b.org/', 429),
    ]);
    expect(out).toMatchObject({ status: 'recommended', value: 2 });
    expect(messageOf(check, out)).toContain('2 of 3 external links checked are broken, e.g. https://a.org/x');
  });
  it('treats timeouts as unverifiable, not broken', () => {
    expect(run([link('https://slow.org/', null, 'TIMEOUT')]).status).toBe('good');
  });
  it('is n/a without external links', () => {
    expect(run([], 0).key).toBe('none');
  });
});

import { describe, expect, it } from 'vitest';
import type { LinkCheck } from '../../gather/site/links.js';
import { runAudit } from '../../run/audit.js';
import { doc, messageOf, pageFromHtml, runCheck } from '../../test-support/index.js';
import { html, serveEach } from '../../test-support/test-server.js';
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

// Real lookups: ".invalid" names never resolve (RFC 6761), as every name does not on a machine without
// network; "localhost" resolves and answers from the local server, as a reachable outside host would.
describe('external-links-broken without network (real DNS failures)', () => {
  const serve = serveEach();
  const options = { allowPrivate: true, probes: true, site: true, lab: null } as const;
  const pageLinking = (extra: string) =>
    html(
      doc(
        '<title>Oak tables</title><link rel="amphtml" href="http://amp.oak.invalid/tables">',
        `<a href="http://oak.invalid/">Oak</a><a href="http://walnut.invalid/tables">Walnut</a>${extra}`,
      ),
    );

  it('says "could not verify (no network)" when every external host fails DNS, and the AMP link is not critical', async () => {
    const server = await serve({ '/page': pageLinking('') });
    const report = await runAudit(server.url('/page'), options);
    const links = report.checks.find((c) => c.id === 'external-links-broken');
    expect(links).toMatchObject({ status: 'na' });
    expect(links?.message).toBe(
      'Could not verify the external links (no network): none of the 2 links checked answered and their host names did not resolve (DNS), so this machine seems to be offline. They are not counted as broken (2 found).',
    );
    const amp = report.checks.find((c) => c.id === 'amp-link');
    expect(amp).toMatchObject({ status: 'na' });
    expect(amp?.message).toContain('could not be verified (no network)');
  });

  it('keeps "broken" for names that do not resolve while another outside host answered', async () => {
    const server = await serve({ '/page': pageLinking(''), '/ok': html('ok') });
    const local = server.url('/ok').replace('127.0.0.1', 'localhost');
    const linked = await serve({ '/page': pageLinking(`<a href="${local}">Local</a>`) });
    const report = await runAudit(linked.url('/page'), options);
    const links = report.checks.find((c) => c.id === 'external-links-broken');
    expect(links).toMatchObject({ status: 'recommended', value: 2 });
    expect(links?.message).toContain('2 of 3 external links checked are broken, e.g. http://oak.invalid/');
    expect(report.checks.find((c) => c.id === 'amp-link')).toMatchObject({ status: 'recommended' });
  });
});

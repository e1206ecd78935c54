import { describe, expect, it } from 'vitest';
import type { PageArtifact, UrlStatus } from '../../artifact.js';
import { doc, messageOf, pageFromHtml, runCheck, type PageOptions } from '../../test-support/index.js';
import { createSiteContext } from '../../gather/site/context.js';
import { gatherRobotsTxt } from '../../gather/site/robots-txt.js';
import { startTestServer } from '../../test-support/test-server.js';
import check from './canonical-target-indexable.js';

const PAGE_URL = 'https://example.com/tables/oak?colour=dark';
const TARGET = 'https://example.com/tables/oak';

function probed(overrides: Partial<UrlStatus> = {}): UrlStatus {
  return {
    url: TARGET,
    status: 200,
    redirects: [],
    finalUrl: TARGET,
    error: null,
    contentType: 'text/html; charset=utf-8',
    xRobotsTag: [],
    page: { robotsMeta: [], xRobotsTag: [], canonical: TARGET, isAmp: false, linkRels: {} },
    ...overrides,
  };
}

/** The audited page with a canonical to TARGET and, unless undefined, the probe result for it. */
function pageWith(
  probe: UrlStatus | undefined,
  head = `<link rel="canonical" href="${TARGET}">`,
  options: PageOptions = {},
): PageArtifact {
  const page = pageFromHtml(doc(head), { url: PAGE_URL, ...options });
  if (probe) page.probes.canonicalTarget = probe;
  return page;
}

const robots = (robotsMeta: string[], xRobotsTag: string[] = []): UrlStatus =>
  probed({ page: { robotsMeta, xRobotsTag, canonical: TARGET, isAmp: false, linkRels: {} } });

describe('canonical-target-indexable', () => {
  it('passes a target that answers 200 without noindex, and names it', () => {
    const out = runCheck(check, pageWith(robots(['index, follow'], ['noarchive'])));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'The canonical target https://example.com/tables/oak answers 200 and is indexable.',
    );
    expect(check.strings.en.fix).toContain('robots.txt');
    expect(check.strings.es.fix).toContain('robots.txt');
    expect(check.strings.fr.fix).toContain('robots.txt');
  });

  it('is critical when the target cannot be fetched, naming the error code', () => {
    const out = runCheck(check, pageWith(probed({ status: null, error: 'DNS_FAILURE', page: undefined })));
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toBe(
      'The canonical target https://example.com/tables/oak could not be fetched (DNS_FAILURE).',
    );
  });

  it('is critical when the target redirects, naming the Location', () => {
    const hop = { url: TARGET, status: 301, location: '/tables/oak-dining', timeMs: 20 };
    const out = runCheck(
      check,
      pageWith(probed({ redirects: [hop], finalUrl: 'https://example.com/tables/oak-dining' })),
    );
    expect(out.status).toBe('critical');
    expect(out.key).toBe('redirect');
    expect(messageOf(check, out)).toBe(
      'The canonical target https://example.com/tables/oak redirects (301) to /tables/oak-dining.',
    );
    expect(out.items).toEqual([{ value: TARGET, note: '301 → /tables/oak-dining', line: 1 }]);
  });

  it('is critical for an unfollowed 3xx, a 4xx, a 5xx or another 2xx', () => {
    const redirect = runCheck(check, pageWith(probed({ status: 308, page: undefined })));
    expect([redirect.status, redirect.key]).toEqual(['critical', 'redirectStatus']);
    expect(messageOf(check, redirect, 'fr')).toContain('répond 308, un code de redirection');
    const gone = runCheck(check, pageWith(probed({ status: 404, page: undefined })));
    expect(gone.status).toBe('critical');
    expect(messageOf(check, gone, 'es')).toBe(
      'El destino canónico https://example.com/tables/oak responde HTTP 404 en lugar de 200.',
    );
    expect(runCheck(check, pageWith(probed({ status: 503, page: undefined }))).status).toBe('critical');
    expect(runCheck(check, pageWith(probed({ status: 204, page: undefined }))).status).toBe('critical');
  });

  it('is critical when the target is noindex in its robots meta or X-Robots-Tag, in any letter case', () => {
    const meta = runCheck(check, pageWith(robots(['NoIndex, follow'])));
    expect(meta.status).toBe('critical');
    expect(messageOf(check, meta)).toContain('is excluded from the index (robots meta: NoIndex, follow)');
    expect(runCheck(check, pageWith(robots(['none']))).status).toBe('critical');
    const header = runCheck(check, pageWith(robots([], ['googlebot: noindex, nofollow'])));
    expect(header.status).toBe('critical');
    expect(header.items?.[0]?.note).toBe('X-Robots-Tag: googlebot: noindex, nofollow');
  });

  it('ignores a noindex addressed to a minor crawler only', () => {
    expect(runCheck(check, pageWith(robots([], ['examplebot: noindex']))).status).toBe('good');
  });

  it('passes a 200 non-HTML target whose X-Robots-Tag allows indexing', () => {
    const out = runCheck(check, pageWith(probed({ contentType: 'application/pdf', page: undefined })));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain(
      'answers 200 with application/pdf and its X-Robots-Tag header allows',
    );
  });

  it('fails a non-HTML target noindexed by its X-Robots-Tag header', () => {
    const out = runCheck(
      check,
      pageWith(probed({ contentType: 'application/pdf', page: undefined, xRobotsTag: ['noindex'] })),
    );
    expect(out.status).toBe('critical');
    expect(out.items?.[0]?.note).toBe('X-Robots-Tag: noindex');
  });

  it('is n/a without a canonical or for a self-referencing one (after normalisation)', () => {
    expect(runCheck(check, pageWith(undefined, '')).key).toBe('none');
    const self = runCheck(
      check,
      pageWith(probed(), '<link rel="canonical" href="HTTPS://Example.com/tables/oak?colour=dark#x">'),
    );
    expect([self.status, self.key]).toEqual(['na', 'self']);
  });

  it('is n/a with a message when the target was not fetched', () => {
    const out = runCheck(check, pageWith(undefined));
    expect([out.status, out.key]).toEqual(['na', 'notFetched']);
    expect(messageOf(check, out)).toBe(
      'The canonical target https://example.com/tables/oak was not fetched in this audit, so its status is unknown.',
    );
    // The probe follows <link rel="canonical">; a header-only canonical to another URL was not fetched.
    const header = runCheck(
      check,
      pageWith(probed({ url: 'https://example.com/elsewhere' }), '', {
        headers: { link: `<${TARGET}>; rel="canonical"` },
      }),
    );
    expect(header.key).toBe('notFetched');
  });
});

describe('canonical-target-indexable with robots.txt', () => {
  it('is critical when robots.txt disallows the canonical target for Googlebot', async () => {
    const server = await startTestServer({
      '/robots.txt': (_req, res) =>
        void res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /private/\n'),
    });
    try {
      const target = server.url('/private/oak');
      const page = pageFromHtml(doc(`<link rel="canonical" href="${target}">`), {
        url: server.url('/oak?x=1'),
      });
      page.probes.canonicalTarget = { ...probed(), url: target, finalUrl: target };
      const robotsTxt = await gatherRobotsTxt(createSiteContext(page, { fetch: { allowPrivate: true } }));
      page.site = { failed: [], durationMs: 0, robotsTxt };
      const out = runCheck(check, page);
      expect(out).toMatchObject({ status: 'critical', key: 'disallowed' });
      expect(messageOf(check, out)).toContain(`disallowed for Googlebot in ${server.url('/robots.txt')}`);
    } finally {
      await server.close();
    }
  });
});

/**
 * A site behind a login, audited and crawled with its credentials (issue 26): every request to the site
 * carries them (the page, probes, site phase, crawl), the session cookie its first page issues serves the
 * crawl, and the other origin it links to never sees any of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASK } from '../fetch/secrets.js';
import type { ProgressEvent } from '../report/index.js';
import { runAudit } from '../run/audit.js';
import {
  receivedHeaderText,
  SECRETS,
  SESSION,
  startProtectedSite,
  type ProtectedSite,
} from '../test-support/protected-site.js';
import { runSiteAudit } from './site-audit.js';

const credentials = {
  headers: [{ name: SECRETS.header.name, value: SECRETS.header.value }],
  cookies: [{ name: SECRETS.cookie.name, value: SECRETS.cookie.value }],
  basicAuth: { ...SECRETS.basic },
};
const secretValues = [SECRETS.header.value, SECRETS.cookie.value, SECRETS.basic.password, SESSION];

let fixture: ProtectedSite;
beforeAll(async () => {
  fixture = await startProtectedSite();
});
afterAll(() => fixture.close());

describe('a site audit behind a login', () => {
  it('crawls every page with the credentials and the session cookie; the other origin sees none', async () => {
    const { site, elsewhere } = fixture;
    const events: ProgressEvent[] = [];
    const records: unknown[] = [];
    const report = await runSiteAudit(site.url('/'), {
      allowPrivate: true,
      credentials,
      onProgress: (e) => events.push(e),
      crawl: { maxPages: 20, workers: 0, onRecord: (r) => void records.push(r) },
    });
    const pages = report.crawl?.pages ?? [];
    const status = (path: string): number | undefined => pages.find((p) => p.url === site.url(path))?.status;
    for (const path of ['/', '/a', '/b', '/c', '/back']) expect(status(path), path).toBe(200);
    // Out to the other origin and back: the last hop is home again, with its credentials.
    expect(pages.find((p) => p.url === site.url('/go-away'))?.finalUrl).toBe(site.url('/back'));
    // Nothing the site asked for went without its credentials: robots.txt, sitemaps, probes, crawl.
    expect(fixture.refused.map((r) => r.url)).toEqual([]);
    expect(site.requests.some((r) => r.url === '/robots.txt')).toBe(true);

    // The other origin was reached (link checks, probes, the redirect) and saw no credential at all.
    const paths = new Set(elsewhere.requests.map((r) => r.url.split('?')[0]));
    for (const path of ['/partner', '/pixel.png', '/widget.js', '/font.css', '/bounce'])
      expect(paths.has(path), path).toBe(true);
    const seen = receivedHeaderText(elsewhere);
    for (const secret of secretValues) expect(seen).not.toContain(secret);
    for (const r of elsewhere.requests) {
      expect(r.headers.authorization).toBeUndefined();
      expect(r.headers.cookie).toBeUndefined();
      expect(r.headers['x-team-token']).toBeUndefined();
    }

    // Page C quotes the team token in its title: the report and the streamed records mask it.
    const text = JSON.stringify(report) + JSON.stringify(records) + JSON.stringify(events);
    for (const secret of secretValues) expect(text).not.toContain(secret);
    expect(pages.find((p) => p.url === site.url('/c'))?.title).toBe(`Page C token ${MASK}`);
  }, 60_000);

  it('keeps no session between audits: without credentials the site answers its sign-in page', async () => {
    const before = fixture.refused.length;
    const report = await runAudit(fixture.site.url('/'), { allowPrivate: true, site: false, probes: false });
    expect(report.url).toBe(fixture.site.url('/'));
    const refused = fixture.refused.slice(before);
    expect(refused.map((r) => r.url)).toEqual(['/']);
    expect(refused[0]?.headers.authorization).toBeUndefined();
    expect(refused[0]?.headers.cookie).toBeUndefined();
  }, 30_000);
});
